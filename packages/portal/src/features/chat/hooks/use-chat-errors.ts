import { useEffect } from 'react';
import { NETWORK_ERROR_BANG, OOPS_ERROR } from '@mentor/core';
import type { ChatError } from '@mentor/core';
import { showAlert } from '../../../lib/alerts';
import { chatEngine } from '../../../lib/chat-engine';
import { notify } from '../../../lib/notify';
import { useSignalValue } from '../../../lib/use-signal';

/** Chat controls the spec does not cover; their failures show the server's message. */
const CONTROLS = new Set<ChatError['action']>(['regenerate', 'feedback', 'rename', 'delete', 'search']);

/**
 * Spec §8 for the chat: an expired subscription alerts "Your subscription has been expired, Please
 * update your subscription."; history and chat-head failures warn "Oops! Some error occured" (network:
 * "Network Error!"); too many sends say when to retry; other send failures are only logged (the
 * failed reply keeps its Retry button).
 */
export function reportChatError(error: ChatError): void {
  if (error.kind === 'expired') {
    void showAlert(error.message);
  } else if (error.kind === 'rate_limited') {
    notify('warning', error.message);
  } else if (error.action === 'history' || error.action === 'chat_heads' || error.action === 'categories') {
    if (error.kind === 'network') notify('error', NETWORK_ERROR_BANG);
    else notify('warning', error.action === 'categories' ? error.message : OOPS_ERROR);
  } else if (CONTROLS.has(error.action)) {
    // The member pressed a control and nothing visible changed back: say why.
    notify('warning', error.kind === 'network' ? NETWORK_ERROR_BANG : error.message);
  } else {
    console.error(`Chat ${error.action} failed: ${error.message}`);
  }
}

/** Shows each chat error once, as the spec says, then clears it. */
export function useChatErrors(): void {
  const error = useSignalValue(chatEngine.error);
  useEffect(() => {
    if (!error) return;
    reportChatError(error);
    chatEngine.clearError();
  }, [error]);
}

import { chatEngine } from '../../../lib/chat-engine';
import { useSignalValue } from '../../../lib/use-signal';

/** Everything the chat engine shows, re-rendering on every change. */
export function useChatState() {
  return useSignalValue(chatEngine.state);
}

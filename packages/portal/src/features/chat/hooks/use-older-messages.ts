import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ChatMessage } from '@mentor/core';
import { chatEngine } from '../../../lib/chat-engine';

/** Within this many px of the top, scrolling up asks for the page of older messages. */
const LOAD_OLDER_SLACK_PX = 240;

/**
 * Older pages of the open thread as the member scrolls up. When a page is put before the messages
 * shown, the list keeps what the member was reading where it was: the scroll position moves by the
 * height added above it (browsers' own scroll anchoring does not act at the very top, where the
 * page is asked for). Returns the scroll handler's part.
 */
export function useOlderMessages(scroller: RefObject<HTMLElement | null>, messages: readonly ChatMessage[]) {
  const before = useRef({ firstId: undefined as string | undefined, height: 0, top: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    const firstId = messages[0]?.id;
    const last = before.current;
    if (element && last.firstId && firstId !== last.firstId && messages.some((m) => m.id === last.firstId)) {
      element.scrollTop = last.top + (element.scrollHeight - last.height);
    }
    before.current = {
      firstId,
      height: element?.scrollHeight ?? 0,
      top: element?.scrollTop ?? 0,
    };
  });

  return (element: HTMLElement) => {
    before.current.top = element.scrollTop;
    before.current.height = element.scrollHeight;
    if (element.scrollTop < LOAD_OLDER_SLACK_PX && chatEngine.hasOlder.peek()) void chatEngine.loadOlder();
  };
}

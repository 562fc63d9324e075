import { useEffect, useRef, useState } from 'react';
import { plainReply } from '@mentor/core';
import type { ChatEngineState, ChatMessage } from '@mentor/core';

/** One line for the screen-reader log; `n` tells repeated texts apart. */
export interface Announcement {
  n: number;
  text: string;
}

/** How many lines stay in the log (older ones have been read). */
const KEPT = 3;

/**
 * The replies to read out: each reply that became complete during a send, retry or regeneration,
 * as plain text (no markdown, no addresses), the last three kept.
 */
export function useReplyAnnouncements(state: ChatEngineState): readonly Announcement[] {
  const [said, setSaid] = useState<readonly Announcement[]>([]);
  const before = useRef(new Set<ChatMessage>());
  const wasSending = useRef(false);
  const counter = useRef(0);

  useEffect(() => {
    if (state.sending && !wasSending.current) before.current = new Set(state.messages);
    if (!state.sending && wasSending.current) {
      const reply = state.messages.findLast((message) => message.role === 'assistant');
      if (reply?.status === 'complete' && !before.current.has(reply)) {
        before.current.add(reply);
        const text = `Mentor: ${plainReply(reply.content, 'speech')}`;
        setSaid((current) => [...current, { n: ++counter.current, text }].slice(-KEPT));
      }
    }
    wasSending.current = state.sending;
  }, [state.sending, state.messages]);

  return said;
}

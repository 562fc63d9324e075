import type { FeedbackRating } from '../types';

/** What the chat controls say, the same in the portal and the widget. */
export const CHAT_CONTROL_TEXT = {
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text instead.',
  /** The label of the note's field after a thumb down or up. */
  note: { down: 'What was wrong? (optional)', up: 'What helped? (optional)' },
} as const;

/** The verdict after a thumb is pressed: that thumb, or none when it was the verdict already. */
export function nextRating(current: FeedbackRating | null, pressed: FeedbackRating): FeedbackRating | null {
  return current === pressed ? null : pressed;
}

// The inline script (mentor-chat-inline-[hash].js): the loader adds it when it draws an inline
// `<mentor-chat>`, and draws the frame with this on its load event (right after it has run).
import { drawFrame } from './inline-frame';
import type { MentorChatElement } from './mentor-chat-element';

const loader = customElements.get('mentor-chat') as typeof MentorChatElement | undefined;
if (loader) loader.drawFrame = drawFrame;

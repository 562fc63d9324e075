import { PANEL_TAG } from '../shared/attributes';
import { MentorChatPanelElement } from './mentor-chat-panel-element';

/** Defines `<mentor-chat-panel>` once (the full bundle may load beside an ESM copy). */
export function definePanel(): void {
  if (!customElements.get(PANEL_TAG)) customElements.define(PANEL_TAG, MentorChatPanelElement);
}

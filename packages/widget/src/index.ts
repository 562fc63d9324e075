// The ESM entry for bundler users: both elements, defined on import (the panel and the inline frame
// are bundled, not fetched).
import { drawFrame } from './loader/inline-frame';
import { MentorChatElement } from './loader/mentor-chat-element';
import { definePanel } from './panel/define-panel';
import { MentorChatPanelElement } from './panel/mentor-chat-panel-element';

definePanel();
MentorChatElement.frame = drawFrame;
if (!customElements.get('mentor-chat')) customElements.define('mentor-chat', MentorChatElement);

export { MentorChatElement, MentorChatPanelElement };
export { WIDGET_ATTRIBUTES } from './shared/attributes';
export type { PanelElementApi, WidgetAttribute, WidgetMode, WidgetTheme } from './shared/attributes';

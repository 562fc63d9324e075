import { WIDGET_ATTRIBUTES } from '../shared/attributes';
import { installCommandQueue } from './command-queue';
import { MentorChatElement } from './mentor-chat-element';
import { loadScript, setPanelLoader } from './panel-bundle';

/** The panel bundle's file name, written in at build time (it carries a content hash). */
declare const __MENTOR_PANEL_FILE__: string;

// `<script src=".../mentor-chat.js" data-key="…" async>`: the loader finds its own URL (the panel
// bundle sits next to it, and the API defaults to its origin) and its nonce.
const script = document.currentScript as HTMLScriptElement | null;
const source = script?.src ? new URL(script.src) : null;
if (source) MentorChatElement.defaultApi = source.origin;
MentorChatElement.defaultNonce = script?.nonce ?? '';
setPanelLoader(() =>
  loadScript(new URL(__MENTOR_PANEL_FILE__, source ?? location.href).href, MentorChatElement.defaultNonce),
);

if (!customElements.get('mentor-chat')) customElements.define('mentor-chat', MentorChatElement);
// Calls the page made before this script ran (setContext, open, send…) wait for the element.
MentorChatElement.onConnect = installCommandQueue();
MentorChatElement.onConnect();

// With data-key, the script adds a launcher bubble itself; data-* attributes become its attributes.
if (script?.dataset.key) {
  const element = document.createElement('mentor-chat');
  for (const name of [...WIDGET_ATTRIBUTES, 'open']) {
    const value = script.getAttribute(`data-${name}`);
    if (value !== null) element.setAttribute(name, value);
  }
  const place = () => document.body.append(element);
  if (document.body) place();
  else document.addEventListener('DOMContentLoaded', place); // fired once per document
}

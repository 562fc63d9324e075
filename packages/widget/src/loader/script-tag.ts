import { WIDGET_ATTRIBUTES } from '../shared/attributes';
import { installCommandQueue } from './command-queue';
import { MentorChatElement } from './mentor-chat-element';
import { loadScript, setPanelLoader } from './panel-bundle';

/** The panel bundle's and the inline script's file names, written in at build time (content hashes). */
declare const __MENTOR_PANEL_FILE__: string;
declare const __MENTOR_INLINE_FILE__: string;

// `<script src=".../mentor-chat.js" data-key="…" async>`: the loader finds its own URL (the panel
// bundle and the inline script sit next to it, and the API defaults to its origin) and its nonce.
const script = document.currentScript as HTMLScriptElement | null;
const source = script?.src ? new URL(script.src) : null;
if (source) MentorChatElement.defaultApi = source.origin;
const nonce = (MentorChatElement.defaultNonce = script?.nonce ?? '');
const beside = (file: string) => loadScript(new URL(file, source ?? location.href).href, nonce);
// The panel's script defines its element as it runs, before its load event.
setPanelLoader(() => beside(__MENTOR_PANEL_FILE__));
// Only pages with an inline chat ask for its frame (bubble pages never do). If it cannot be had
// (blocked, offline, or something else answered in its place), the panel loads at once instead:
// open(false) loads an inline one without taking the focus.
let frame: Promise<unknown> | undefined;
MentorChatElement.frame = (element) =>
  void (frame ??= beside(__MENTOR_INLINE_FILE__))
    .then(() => MentorChatElement.drawFrame!(element))
    .catch(() => element.open(false));

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

import { createChatEngine, createHttpChatTransport } from '@mentor/core';
import type { DefaultPrompt } from '@mentor/core';
import { api } from './api';
import { chat, session } from './stores';

// The chat engine of @mentor/core over the portal's stores: the chat screens render its signals and
// call its methods. Imported only by lazy chunks (dashboard, chat), so the landing page never loads it.
export const chatEngine = createChatEngine({
  api,
  transport: createHttpChatTransport({
    baseURL: '',
    getToken: () => session.token.peek(),
    onTokenInvalid: () => session.clear(),
  }),
  chatStore: chat,
  getUser: () => session.user.peek(),
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => chatEngine.setOnline(true));
  window.addEventListener('offline', () => chatEngine.setOnline(false));
}

/** The navigation state Explore passes to the main chat (spec §2): the category's default prompts. */
export interface ChatEntryState {
  defaultPrompts?: DefaultPrompt[];
}

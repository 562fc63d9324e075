import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { closeAllDialogs } from '../lib/alerts';
import { chat, session } from '../lib/stores';

// A busy 2-core machine running every suite at once can take more than the default second to load a
// lazy screen: findBy… and waitFor keep waiting for their condition, up to this long.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  closeAllDialogs();
  session.clear();
  chat.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import { createApi, createApiClient } from '@mentor/core';
import { markSessionEnded } from './session-ended';
import { session } from './stores';

// The API server serves the portal, so the API is on the page's own origin.
export const apiClient = createApiClient({
  baseURL: '',
  getToken: () => session.token.peek(),
  // A revoked or expired token: forget the user, and the guarded routes send them to /login, which
  // says their session ended (only when someone was signed in: a stale call after logout says nothing).
  onTokenInvalid: () => {
    if (session.user.peek()) markSessionEnded();
    session.clear();
  },
});

export const api = createApi(apiClient);

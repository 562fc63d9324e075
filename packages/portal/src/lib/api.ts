import { createApi, createApiClient } from '@mentor/core';
import { session } from './stores';

// The API server serves the portal, so the API is on the page's own origin.
export const apiClient = createApiClient({
  baseURL: '',
  getToken: () => session.token.peek(),
  // A revoked or expired token: forget the user, and the guarded routes send them to /login.
  onTokenInvalid: () => session.clear(),
});

export const api = createApi(apiClient);

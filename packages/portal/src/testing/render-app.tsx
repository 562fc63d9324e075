import { render } from '@testing-library/react';
import { App } from '../app/app';
import { session } from '../lib/stores';
import type { LoggedInUser } from '@mentor/core';

/** Renders the whole app at `path`, optionally with a signed-in user. */
export function renderApp(path: string, { user }: { user?: LoggedInUser } = {}) {
  if (user) session.setUser(user);
  window.history.replaceState(null, '', path);
  return render(<App />);
}

/** The current path of the app. */
export const currentPath = () => window.location.pathname;

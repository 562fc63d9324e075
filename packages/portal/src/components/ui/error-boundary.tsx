import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { LOADING_CHUNK_FAILED, UNEXPECTED_APPLICATION_ERROR } from '@mentor/core';
import { isChunkLoadError } from '../../lib/lazy-route';
import { Button } from './button';

interface State {
  error: unknown;
}

/**
 * The app's last line: a route chunk that failed to load shows "Loading chunk failed" with a retry;
 * anything else shows the router's default "Unexpected Application Error!" screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <main className="error-screen" role="alert">
          <h1>{LOADING_CHUNK_FAILED}</h1>
          <p>Part of the app could not be downloaded. Check your connection and try again.</p>
          {/* A fresh load fetches the current chunks (React.lazy remembers a failed import). */}
          <Button onClick={() => window.location.reload()}>Retry</Button>
        </main>
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    return (
      <main className="error-screen" role="alert">
        <h1>{UNEXPECTED_APPLICATION_ERROR}</h1>
        <p className="error-detail">{message}</p>
        <div className="error-actions">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <a className="btn btn-secondary btn-md" href="/">
            Go to the home page
          </a>
        </div>
      </main>
    );
  }
}

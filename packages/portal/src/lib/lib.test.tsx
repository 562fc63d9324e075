import { render, screen } from '@testing-library/react';
import { LOADING_CHUNK_FAILED, UNEXPECTED_APPLICATION_ERROR } from '@mentor/core';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { CHUNK_TIMEOUT_MS, isChunkLoadError, lazyRoute } from './lazy-route';
import { toastDuration } from './notify';

describe('toast durations (spec §9)', () => {
  it('closes after 2000 ms in onboarding and chat, 1000 ms elsewhere', () => {
    for (const path of ['/welcome', '/business-role', '/hear-from', '/otp', '/login', '/chat', '/chat-bot/chat']) {
      expect(toastDuration(path)).toBe(2000);
    }
    for (const path of ['/', '/plans', '/dashboard', '/dashboard/faq', '/profile', '/chatter']) {
      expect(toastDuration(path)).toBe(1000);
    }
  });
});

function Boom({ error }: { error: Error }): never {
  throw error;
}

describe('error boundary', () => {
  it('shows "Loading chunk failed" with a retry for a chunk that did not load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom error={new TypeError('Failed to fetch dynamically imported module: /assets/login-x.js')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: LOADING_CHUNK_FAILED })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows "Unexpected Application Error!" for anything else', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom error={new Error('kaput')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: UNEXPECTED_APPLICATION_ERROR })).toBeTruthy();
    expect(screen.getByText('kaput')).toBeTruthy();
  });

  it('gives up on a route chunk after 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Never = lazyRoute(() => new Promise<{ default: () => null }>(() => undefined));
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Never />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: LOADING_CHUNK_FAILED })).toBeTruthy();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("recognises the browsers' chunk failures", () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

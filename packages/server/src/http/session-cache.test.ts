import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const now = new Date('2026-11-27T12:00:00Z');

function session(userId: string): CachedSession {
  return {
    user: { id: userId, email: 'a@example.com', name: 'A', is_verified: true, sessionId: 's1', origin: 'portal' },
    expiresOn: new Date('2026-12-27T12:00:00Z'),
    use: { sessionId: 's1', lastSeenOn: now, userAgent: null },
  };
}

/** A cache holding one session, whose feed barrier the test answers. */
function cacheWith(sync: () => Promise<boolean>) {
  const cache = new SessionCache();
  cache.setLive(true);
  cache.syncWith(sync);
  cache.put('hash-1', session('user-1'), cache.readEpoch(), now);
  return cache;
}

describe('the session cache behind the feed barrier', () => {
  it('serves a hit once the feed is in step', async () => {
    const cache = cacheWith(() => Promise.resolve(true));
    expect((await cache.lookup('hash-1', now))?.user.id).toBe('user-1');
  });

  it('serves nothing it cannot confirm: the barrier failed or timed out', async () => {
    const cache = cacheWith(() => Promise.resolve(false));
    expect(await cache.lookup('hash-1', now)).toBeNull();
  });

  it('serves nothing before a barrier is given', async () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.put('hash-1', session('user-1'), cache.readEpoch(), now);
    expect(await cache.lookup('hash-1', now)).toBeNull();
  });

  it('misses a session whose revocation the barrier brought in', async () => {
    // The announcement arrives while the request waits for its ping: the request must see it.
    const cache: SessionCache = cacheWith(async () => {
      cache.dropUser('user-1');
      return true;
    });
    expect(await cache.lookup('hash-1', now)).toBeNull();
  });

  it('does not wait for the feed on a miss', async () => {
    let asked = 0;
    const cache = cacheWith(() => {
      asked++;
      return Promise.resolve(true);
    });
    expect(await cache.lookup('unknown', now)).toBeNull();
    expect(asked).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { FeedBarrier } from './feed-barrier';

/** A feed whose pings come back only when the test says so. */
function feed(options: { failSend?: boolean } = {}) {
  const sent: string[] = [];
  const barrier = new FeedBarrier('boot-1', async (payload) => {
    sent.push(payload);
    if (options.failSend) throw new Error('line down');
  });
  return { barrier, sent, echo: (payload: string) => barrier.heard(payload) };
}

/** Whether a promise has settled, and to what, after pending callbacks ran. */
async function state<T>(promise: Promise<T>): Promise<{ settled: false } | { settled: true; value: T }> {
  let result: { settled: false } | { settled: true; value: T } = { settled: false };
  void promise.then((value) => (result = { settled: true, value }));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return result;
}

describe('the change feed barrier', () => {
  it('resolves once its own ping comes back, not before', async () => {
    const { barrier, sent, echo } = feed();
    const synced = barrier.sync();
    expect(sent).toEqual(['sync:boot-1:1']);
    expect(await state(synced)).toEqual({ settled: false });
    expect(echo('sync:other-boot:1')).toBe(true);
    expect(await state(synced)).toEqual({ settled: false });
    echo('sync:boot-1:1');
    expect(await synced).toBe(true);
  });

  it('makes callers who came while a ping was out wait for the next one, which they share', async () => {
    const { barrier, sent, echo } = feed();
    const first = barrier.sync();
    const second = barrier.sync();
    const third = barrier.sync();
    expect(sent).toEqual(['sync:boot-1:1']);
    echo('sync:boot-1:1');
    expect(await first).toBe(true);
    // The ping that was out when they came does not count for them: one new ping serves both.
    expect(await state(second)).toEqual({ settled: false });
    expect(sent).toEqual(['sync:boot-1:1', 'sync:boot-1:2']);
    echo('sync:boot-1:2');
    expect([await second, await third]).toEqual([true, true]);
  });

  it('passes user ids on and swallows pings', () => {
    const { echo } = feed();
    expect(echo('7d0f6c2e-5a1b-4c1e-9f2a-3b4c5d6e7f80')).toBe(false);
    expect(echo('sync:boot-1:99')).toBe(true);
  });

  it('answers false when the line fails or the ping cannot be sent', async () => {
    const down = feed();
    const first = down.barrier.sync();
    const waiting = down.barrier.sync();
    down.barrier.fail();
    expect(await first).toBe(false);
    // The batch's own ping then goes out; it is cut off too.
    expect(down.sent).toHaveLength(2);
    down.barrier.fail();
    expect(await waiting).toBe(false);

    const unsent = feed({ failSend: true });
    expect(await unsent.barrier.sync()).toBe(false);
  });

  it('answers false when its ping is not heard in time, and ignores it if it comes later', async () => {
    vi.useFakeTimers();
    try {
      const { barrier, echo } = feed();
      const synced = barrier.sync();
      vi.advanceTimersByTime(2_000);
      expect(await synced).toBe(false);
      echo('sync:boot-1:1');
      const again = barrier.sync();
      echo('sync:boot-1:2');
      expect(await again).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

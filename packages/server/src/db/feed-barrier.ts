/** The prefix of every barrier ping: no user id (a uuid) starts with it, so listeners tell them apart. */
export const SYNC_PREFIX = 'sync:';

interface Ping {
  payload: string;
  finish(heard: boolean): void;
}

/**
 * "Have I heard everything committed before now?" for one server's change feed on PostgreSQL (issue 17).
 *
 * `sync()` sends a ping (a NOTIFY on the feed's own channel, over the listening connection) and resolves
 * true when that ping comes back to the listener. PostgreSQL delivers a listener's notifications in
 * commit order, so by then every announcement committed before the ping was sent has been handled.
 *
 * Coalesced: one ping is in flight at a time. A caller arriving while one is in flight cannot use it
 * (it may have been sent before the caller's own cause, say a revocation answered just before the
 * request came in); it waits for the next ping, which all such callers share, so one round trip serves
 * a whole batch of requests. A ping that fails to send, is not heard within `timeoutMs`, or is cut off
 * by `fail()` (the line is down) resolves false: the caller must then not trust what it cached.
 */
export class FeedBarrier {
  private sent = 0;
  private inFlight: Ping | null = null;
  private next: { promise: Promise<boolean>; resolve(heard: Promise<boolean>): void } | null = null;

  constructor(
    /** Names this server's pings (its boot id), so it ignores the other servers'. */
    private readonly bootId: string,
    /** Sends a NOTIFY with this payload on the listening connection. */
    private readonly send: (payload: string) => Promise<unknown>,
    private readonly timeoutMs = 2_000,
  ) {}

  sync(): Promise<boolean> {
    if (!this.inFlight) return this.ping();
    if (!this.next) {
      let resolve!: (heard: Promise<boolean>) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      this.next = { promise, resolve };
    }
    return this.next.promise;
  }

  /** Every notification on the channel comes here first; true when it was a ping (anyone's), not a user id. */
  heard(payload: string): boolean {
    if (!payload.startsWith(SYNC_PREFIX)) return false;
    if (this.inFlight?.payload === payload) this.inFlight.finish(true);
    return true;
  }

  /** The line is gone: the ping in flight (and the batch waiting for the next) get false. */
  fail(): void {
    this.inFlight?.finish(false);
  }

  private ping(): Promise<boolean> {
    const payload = `${SYNC_PREFIX}${this.bootId}:${++this.sent}`;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => ping.finish(false), this.timeoutMs);
      timer.unref();
      const ping: Ping = {
        payload,
        finish: (heard) => {
          if (this.inFlight !== ping) return;
          clearTimeout(timer);
          this.inFlight = null;
          resolve(heard);
          // The batch that arrived during this ping: its own ping leaves now, after all of them came in.
          const waiting = this.next;
          this.next = null;
          waiting?.resolve(this.ping());
        },
      };
      this.inFlight = ping;
      this.send(payload).catch(() => ping.finish(false));
    });
  }
}

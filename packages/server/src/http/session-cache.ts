import type { AuthedUser } from '../context';
import type { SessionUse } from '../modules/account/sessions';

/** A validated session as the cache keeps it: who it is, and what decides when it ends. */
export interface CachedSession {
  user: AuthedUser & { origin: 'portal' | 'widget' };
  expiresOn: Date;
  /** Its last noted use: the idle timeout counts from here. */
  use: SessionUse;
}

/** Until `syncWith` is called, no hit can be trusted. */
const NEVER_IN_STEP = () => Promise.resolve(false);

interface Entry {
  session: CachedSession;
  cachedAt: number;
}

/**
 * Validated sessions, kept in this process for a short while so an authenticated request needs no
 * database read (issue 17). Correctness rests on the database's change feed (0013-sessions): every
 * revocation and every change to a user is announced, and `dropUser` runs on every server before
 * the next request there. While the feed is down (`setLive(false)`) nothing is served from here.
 * On PostgreSQL an announcement reaches the other servers asynchronously, so a hit is served only
 * after the feed has caught up with everything committed before the request (`lookup`, `syncWith`).
 *
 * A read that raced a revocation must not put the old row back: `epoch` counts invalidations, and
 * `put` keeps a row only when no invalidation happened since the read began.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private epoch = 0;
  private live = false;
  private sync: () => Promise<boolean> = NEVER_IN_STEP;

  constructor(
    /** A safety net only: the change feed ends an entry long before this. */
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 20_000,
  ) {}

  /** Taken before reading a session from the database; handed back to `put`. */
  readEpoch(): number {
    return this.epoch;
  }

  /** The change feed's barrier: true once every announcement committed before the call has been handled. */
  syncWith(sync: () => Promise<boolean>): void {
    this.sync = sync;
  }

  /**
   * A cached session that is still current, or null (read the database). The feed is first brought up
   * to this moment, so a revocation committed anywhere before the request came in has dropped it; if
   * that cannot be known (the feed is down, its ping failed), the cache is not trusted.
   */
  async lookup(tokenHash: string, now: Date): Promise<CachedSession | null> {
    if (!this.get(tokenHash, now)) return null;
    if (!(await this.sync())) return null;
    return this.get(tokenHash, now);
  }

  /** What the cache holds for this token now, without waiting for the feed (tests look with this). */
  get(tokenHash: string, now: Date): CachedSession | null {
    if (!this.live) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now.getTime() - entry.cachedAt >= this.ttlMs) {
      this.forget(tokenHash, entry);
      return null;
    }
    return entry.session;
  }

  put(tokenHash: string, session: CachedSession, epochAtRead: number, now: Date): void {
    if (!this.live || epochAtRead !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes (a Map keeps insertion order).
      const [oldest, entry] = this.entries.entries().next().value as [string, Entry];
      this.forget(oldest, entry);
    }
    this.entries.set(tokenHash, { session, cachedAt: now.getTime() });
    const hashes = this.byUser.get(session.user.id) ?? new Set<string>();
    hashes.add(tokenHash);
    this.byUser.set(session.user.id, hashes);
  }

  /** A session of this user was revoked, or the user changed: their sessions are read afresh. */
  dropUser(userId: string): void {
    this.epoch++;
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  dropAll(): void {
    this.epoch++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Serves from the cache only while announcements arrive; going down forgets everything. */
  setLive(live: boolean): void {
    if (!live) this.dropAll();
    this.live = live;
  }

  private forget(tokenHash: string, entry: Entry): void {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.session.user.id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.session.user.id);
  }
}

import { STORAGE_KEYS } from '../storage';
import type { KeyValueStorage } from '../storage';

/** How long the browser keeps the referral code a visitor first arrived with. */
export const REFERRAL_ATTRIBUTION_DAYS = 60;
const DAY_MS = 86_400_000;

interface Kept {
  code: string;
  /** When the code was first seen (ms since the epoch). */
  first_seen: number;
}

function decode(raw: string | null): Kept | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Kept> | null;
    return value && typeof value.code === 'string' && typeof value.first_seen === 'number' ? (value as Kept) : null;
  } catch {
    return null;
  }
}

/**
 * First-touch attribution in the browser: the first referral code a visitor arrives with is kept for
 * 60 days, and a later link does not replace it until it has expired. Sign-up, the subscription step
 * and the referral checkout send it with the purchase; the server binds the referee at the first
 * paid subscription, never again. Storage and clock are injected.
 */
export function createReferralAttribution(storage: KeyValueStorage, now: () => number = Date.now) {
  const live = async (): Promise<Kept | null> => {
    const kept = decode(await storage.getItem(STORAGE_KEYS.referralCode));
    if (kept && now() - kept.first_seen < REFERRAL_ATTRIBUTION_DAYS * DAY_MS) return kept;
    if (kept) await storage.removeItem(STORAGE_KEYS.referralCode);
    return null;
  };
  return {
    /** Keeps `code` unless a code seen earlier is still within its 60 days; returns the code in force. */
    async remember(code: string | null | undefined): Promise<string | null> {
      const kept = await live();
      const fresh = code?.trim();
      if (kept || !fresh) return kept?.code ?? null;
      await storage.setItem(STORAGE_KEYS.referralCode, JSON.stringify({ code: fresh, first_seen: now() }));
      return fresh;
    },
    /** The code in force, or null when none was kept or it expired. */
    async current(): Promise<string | null> {
      return (await live())?.code ?? null;
    },
  };
}

export type ReferralAttribution = ReturnType<typeof createReferralAttribution>;

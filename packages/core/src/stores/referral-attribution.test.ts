import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import { createReferralAttribution, REFERRAL_ATTRIBUTION_DAYS } from './referral-attribution';

const DAY = 86_400_000;

function attribution() {
  let now = Date.UTC(2026, 0, 1);
  const storage = memoryStorage();
  return {
    storage,
    kept: createReferralAttribution(storage, () => now),
    advance: (ms: number) => (now += ms),
  };
}

describe('first-touch referral attribution', () => {
  it('keeps the first code and ignores later links while it lasts', async () => {
    const { kept, advance } = attribution();
    expect(await kept.current()).toBeNull();
    expect(await kept.remember(' FIRST01 ')).toBe('FIRST01');
    advance(10 * DAY);
    expect(await kept.remember('SECOND02')).toBe('FIRST01');
    expect(await kept.remember(null)).toBe('FIRST01');
    expect(await kept.current()).toBe('FIRST01');
  });

  it('forgets the code after 60 days, and a new link then counts', async () => {
    const { kept, advance, storage } = attribution();
    await kept.remember('FIRST01');
    advance(REFERRAL_ATTRIBUTION_DAYS * DAY - 1);
    expect(await kept.current()).toBe('FIRST01');
    advance(1);
    expect(await kept.current()).toBeNull();
    expect(storage.keys()).toEqual([]);
    expect(await kept.remember('SECOND02')).toBe('SECOND02');
  });

  it('treats a damaged stored value as nothing kept', async () => {
    const { kept, storage } = attribution();
    storage.setItem('referralCode', '{not json');
    expect(await kept.current()).toBeNull();
    expect(await kept.remember('NEW03')).toBe('NEW03');
  });
});

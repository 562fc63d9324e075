import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import type { ReferralPlanState } from '../types';
import { createStoredKeys } from './stored-keys';

const plan: ReferralPlanState = {
  plan_name: 'Agent',
  tag_line: 'Perfect for Personal use',
  features: ['Full Access'],
  plan_id: 'p1',
  plan_price: 4900,
  referralCode: 'REF1',
  referralDiscountData: { referral_discount: 15, referee_discount: 21, referral_code: 'REF1' },
};

describe('createStoredKeys', () => {
  it('saves, loads and removes the forgot-password e-mail', async () => {
    const storage = memoryStorage();
    const keys = createStoredKeys(storage);
    await keys.forgotPasswordEmail.save('ana@example.com');
    expect(storage.getItem('forgotPasswordEmail')).toBe('ana@example.com');
    await expect(keys.forgotPasswordEmail.load()).resolves.toBe('ana@example.com');
    await keys.forgotPasswordEmail.remove();
    await expect(keys.forgotPasswordEmail.load()).resolves.toBeNull();
  });

  it('saves the selected category id as a plain string', async () => {
    const storage = memoryStorage();
    await createStoredKeys(storage).selectedCategoryId.save('c1');
    expect(storage.getItem('selectedCategoryId')).toBe('c1');
  });

  it('round-trips the referral plan state and rejects malformed data', async () => {
    const storage = memoryStorage();
    const keys = createStoredKeys(storage);
    await keys.referralPlan.save(plan);
    await expect(keys.referralPlan.load()).resolves.toEqual(plan);
    storage.setItem('referralPlan', '{broken');
    await expect(keys.referralPlan.load()).resolves.toBeNull();
  });
});

import { STORAGE_KEYS } from '../storage';
import type { KeyValueStorage } from '../storage';
import type { ReferralPlanState } from '../types';

/** One stored value outside the persisted app state. */
export interface StoredItem<T> {
  load(): Promise<T | null>;
  save(value: T): Promise<void>;
  remove(): Promise<void>;
}

function storedItem<T>(
  storage: KeyValueStorage,
  key: string,
  encode: (value: T) => string,
  decode: (raw: string) => T | null,
): StoredItem<T> {
  return {
    async load() {
      const raw = await storage.getItem(key);
      return raw === null ? null : decode(raw);
    },
    async save(value) {
      await storage.setItem(key, encode(value));
    },
    async remove() {
      await storage.removeItem(key);
    },
  };
}

const asString = (value: string) => value;

function decodeReferralPlan(raw: string): ReferralPlanState | null {
  try {
    const value = JSON.parse(raw) as Partial<ReferralPlanState> | null;
    return value && typeof value.plan_id === 'string' && typeof value.referralCode === 'string'
      ? (value as ReferralPlanState)
      : null;
  } catch {
    return null;
  }
}

/** The other stored keys of spec §3: selected category id, forgot-password e-mail, referral plan. */
export function createStoredKeys(storage: KeyValueStorage) {
  return {
    selectedCategoryId: storedItem<string>(storage, STORAGE_KEYS.selectedCategoryId, asString, asString),
    forgotPasswordEmail: storedItem<string>(storage, STORAGE_KEYS.forgotPasswordEmail, asString, asString),
    referralPlan: storedItem<ReferralPlanState>(
      storage,
      STORAGE_KEYS.referralPlan,
      (value) => JSON.stringify(value),
      decodeReferralPlan,
    ),
  };
}

export type StoredKeys = ReturnType<typeof createStoredKeys>;

import {
  browserStorage,
  createChatStore,
  createReferralAttribution,
  createSessionStore,
  createStoredKeys,
} from '@mentor/core';

// One set of stores for the whole app, persisted to localStorage (memory when storage is refused).
const storage = browserStorage();

/** The signed-in user with its token, persisted under `loginData`. */
export const session = createSessionStore(storage);
/** The chat part of the app state (categories, selected category and chat, messages). */
export const chat = createChatStore(storage);
/** Selected category id, the forgot-password e-mail, the referral plan. */
export const storedKeys = createStoredKeys(storage);
/** The first referral code the visitor arrived with, kept 60 days (sent with sign-up and purchases). */
export const referralAttribution = createReferralAttribution(storage);

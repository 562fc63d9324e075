import { errors, jwtVerify } from 'jose';
import { ErrorCode, isValidEmail } from '@mentor/core';
import { ReplyError } from '../../http/reply';
import { EMBED_MESSAGES } from './messages';

/** A user-token may live at most this long: a CRM signs a fresh one for each page it serves. */
export const MAX_USER_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Clocks of the CRM's server and ours may differ a little. */
const CLOCK_SKEW_MS = 60_000;

export interface UserTokenClaims {
  email: string;
  name: string;
}

function refused(message: string): ReplyError {
  return new ReplyError(ErrorCode.token_invalid, message);
}

/**
 * Verifies a widget user-token: HS256 with the key's identity secret, `sub` the agent's e-mail,
 * `exp` in the future and at most 24 hours ahead. Every refusal says which of these failed.
 */
export async function verifyUserToken(token: string, secret: string, now: Date): Promise<UserTokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      clockTolerance: CLOCK_SKEW_MS / 1000,
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw refused(EMBED_MESSAGES.tokenExpired);
    // A missing exp is a token meant to last: too long. One that is not a date cannot be checked.
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp' && error.reason === 'missing') {
      throw refused(EMBED_MESSAGES.tokenTooLong);
    }
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'sub') {
      throw refused(EMBED_MESSAGES.tokenNoEmail);
    }
    throw refused(EMBED_MESSAGES.tokenForged);
  }
  if ((payload.exp ?? 0) * 1000 - now.getTime() > MAX_USER_TOKEN_LIFETIME_MS + CLOCK_SKEW_MS) {
    throw refused(EMBED_MESSAGES.tokenTooLong);
  }
  // jose checks that sub is present, not that it is a string ({"sub": 12345} is valid JSON).
  if (typeof payload.sub !== 'string') throw refused(EMBED_MESSAGES.tokenNoEmail);
  const email = payload.sub.trim().toLowerCase();
  if (!isValidEmail(email) || email.length > 254) throw refused(EMBED_MESSAGES.tokenNoEmail);
  const claimedName = typeof payload.name === 'string' ? payload.name.trim().slice(0, 100) : '';
  return { email, name: claimedName || email.split('@')[0]! };
}

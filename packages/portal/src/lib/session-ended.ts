// A member whose session was revoked (signed out elsewhere, password changed, account deleted) or has
// expired is sent to /login by the guarded routes; this note, kept for the tab, lets the login
// screen say why instead of a silent redirect.
const KEY = 'mentor:session-ended';

/** Notes that the signed-in member's session ended without them logging out. */
export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the login screen simply says nothing.
  }
}

/** Whether a session ended since the login screen last said so. */
export function sessionEnded(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** The login screen has said it (or the member logged in again). */
export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

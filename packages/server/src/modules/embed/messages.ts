// What the widget and the embed settings show when the server refuses: each says what to do next.

export const EMBED_MESSAGES = {
  keyInvalid:
    'This Mentor widget key is not valid (it may have been revoked). Please ask your agency admin for a new snippet.',
  originRefused: (origin: string) =>
    `This website (${origin}) is not allowed to use this Mentor widget. Please ask your agency admin to add it to the key's allowed origins.`,
  keyRequired: 'The Mentor widget key is missing: send it in the X-Mentor-Key header.',
  tokenExpired: 'Your Mentor sign-in has expired. Please reload the page to sign in again.',
  tokenForged: 'Your Mentor sign-in could not be verified. Please ask your agency admin to check the widget setup.',
  tokenTooLong: 'This Mentor sign-in is valid for too long: a user-token must expire within 24 hours.',
  tokenNoEmail: 'This Mentor sign-in does not name the agent: its "sub" must be the agent\'s e-mail address.',
  otherAccount:
    "This e-mail address belongs to another Mentor account, so it cannot sign in to this agency's widget. Please ask your agency admin.",
  notMember: 'This account is not a member of this agency. Please sign in with the account your agency gave you.',
  seatInactive: 'Your seat in this agency is not active. Please ask your agency admin.',
  noSeat: (seats: number) =>
    `All ${seats} seats of this agency's plan are taken, so you cannot be signed in. Please ask your agency admin to free a seat.`,
  notAdmin: 'Embed keys belong to agency admins: your plan must include the widget (embed).',
  keyNotFound: 'This embed key does not exist.',
  tooManyKeys: (max: number) => `An account can have at most ${max} embed keys. Revoke one you no longer use.`,
  secretUnreadable:
    "This key's identity secret can no longer be read (the server secret changed). Please rotate the secret.",
} as const;

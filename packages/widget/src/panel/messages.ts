// The widget's own texts (the spec's live in @mentor/core and are imported from there).

export const WIDGET_TEXT = {
  noKey: 'This chat has no embed key. Add key="…" with your agency\'s key (from Mentor, Embed settings).',
  sessionExpired: 'Your session has expired. Please log in again.',
  unreachable:
    'Mentor could not be reached. Check the connection; if it persists, ask your agency admin to allow this website for the widget.',
  offline: 'You are offline. Messages you send now will go out when the connection is back.',
  signingIn: 'Signing you in…',
  loadingOlder: 'Loading earlier messages…',
  connecting: 'Connecting to Mentor…',
  placeholder: 'Ask Mentor about this lead…',
  welcome: 'How can I help with this lead?',
  welcomeHint: 'Pick a suggestion or type a question. Mentor sees the record you have open.',
} as const;

import { randomBytes } from 'node:crypto';

/**
 * The placeholder the portal's build writes into every script and link tag of index.html and into
 * its csp-nonce meta tag (vite `html.cspNonce`, packages/portal/vite.config.ts). Each reply of the
 * shell swaps it for a fresh nonce.
 */
export const NONCE_PLACEHOLDER = 'MENTOR_CSP_NONCE';

/**
 * The portal keeps its token in localStorage, so one injected script would own the account. Only
 * scripts carrying this reply's nonce run, and what they load ('strict-dynamic': the route chunks,
 * Stripe.js, the widget preview); inline handlers, eval and injected tags do not. Hosts after the
 * nonce are ignored by current browsers and only serve older ones. Styles may be inline: React's
 * style props, the widget's shadow-root styles and Stripe's need it, and a style cannot read a token.
 */
export function portalCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://js.stripe.com https://*.js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The shell with a fresh nonce, and the headers that go with it. */
export function portalShell(template: string): { html: string; headers: Record<string, string> } {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: template.replaceAll(NONCE_PLACEHOLDER, nonce),
    headers: {
      // (X-Frame-Options SAMEORIGIN, for browsers before frame-ancestors, comes from secureHeaders.)
      'Content-Security-Policy': portalCsp(nonce),
      'Cache-Control': 'no-cache',
    },
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
let root: string;

const PANEL = `/* panel */ ${'customElements.define("mentor-chat-panel", class extends HTMLElement {});\n'.repeat(40)}`;
const FRAME = `/* inline frame */ ${'customElements.get("mentor-chat").drawFrame = () => {};\n'.repeat(40)}`;

function write(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mentor-static-'));
  // As vite writes it with html.cspNonce: the placeholder on every script and link tag.
  write(
    'packages/portal/dist/index.html',
    '<!doctype html><title>Mentor portal</title><meta property="csp-nonce" nonce="MENTOR_CSP_NONCE"><script type="module" src="/assets/index-Ab12Cd34.js" nonce="MENTOR_CSP_NONCE"></script>',
  );
  write('packages/portal/dist/assets/index-Ab12Cd34.js', 'console.log("portal")');
  write('packages/widget/dist/mentor-chat.js', '/* loader */');
  // As the build leaves them: the bundle and its Brotli and gzip copies (scripts/precompress.mjs).
  write('packages/widget/dist/mentor-chat-panel-0a1b2c3d4e.js', PANEL);
  write('packages/widget/dist/mentor-chat-panel-0a1b2c3d4e.js.br', brotliCompressSync(PANEL));
  write('packages/widget/dist/mentor-chat-panel-0a1b2c3d4e.js.gz', gzipSync(PANEL));
  write('packages/widget/dist/mentor-chat-inline-5f6e7d8c9b.js', FRAME);
  write('packages/widget/dist/mentor-chat-inline-5f6e7d8c9b.js.br', brotliCompressSync(FRAME));
  write('packages/widget/dist/mentor-chat-inline-5f6e7d8c9b.js.gz', gzipSync(FRAME));
  write('examples/crm-demo/index.html', '<!doctype html><title>CRM demo</title>');
  server = await startTestServer({ staticRoot: root });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the built portal, widget and examples', () => {
  it('serves the SPA shell for client routes, uncached', async () => {
    for (const route of ['/', '/dashboard', '/chat-bot/chat', '/referral?REFERRALCODE=DEMOAGCY']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('Mentor portal');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await fetch(`${server.url}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/assets/missing-Zz99Yy88.js`)).status).toBe(404);
  });

  it('serves the widget loader (unhashed, so revalidated) and the examples', async () => {
    const loader = await fetch(`${server.url}/widget/mentor-chat.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    const demo = await fetch(`${server.url}/examples/crm-demo/`);
    expect(await demo.text()).toContain('CRM demo');
  });

  it('sends the compressed copy a browser accepts, still cached as the hashed file it stands for', async () => {
    const url = `${server.url}/widget/mentor-chat-panel-0a1b2c3d4e.js`;
    for (const [accepts, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accepts } });
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('vary'), accepts).toMatch(/accept-encoding/i);
      expect(res.headers.get('content-type'), accepts).toMatch(/javascript/);
      expect(res.headers.get('cache-control'), accepts).toBe('public, max-age=31536000, immutable');
      expect(await res.text(), accepts).toBe(PANEL);
    }
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(PANEL);
  });

  it('serves the inline frame script as the panel: compressed, cached for a year, for pages of any origin', async () => {
    const url = `${server.url}/widget/mentor-chat-inline-5f6e7d8c9b.js`;
    const loader = await fetch(`${server.url}/widget/mentor-chat.js`, { headers: { origin: 'https://crm.example' } });
    const res = await fetch(url, { headers: { 'accept-encoding': 'br', origin: 'https://crm.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // Its name carries its hash and the loader names it, so it never changes under that name.
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(FRAME);
    // A classic script from another origin: nothing the loader is served with keeps it off a CRM page.
    for (const header of ['cross-origin-resource-policy', 'cross-origin-embedder-policy'])
      expect(res.headers.get(header), header).toBe(loader.headers.get(header));
    expect(res.headers.get('cross-origin-resource-policy')).toBeNull();
  });

  it('keeps unknown API paths as envelopes, not the SPA shell', async () => {
    const res = await server.call('GET', '/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe(4);
  });
});

describe('headers that keep tokens safe', () => {
  it('runs only the scripts of this reply in the portal: a fresh nonce per reply, no inline script, no framing', async () => {
    const nonces: string[] = [];
    for (const route of ['/', '/index.html', '/dashboard', '/login']) {
      const res = await fetch(`${server.url}${route}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, route).toBeTruthy();
      const html = await res.text();
      expect(html, route).toContain(`src="/assets/index-Ab12Cd34.js" nonce="${nonce}"`);
      expect(html, route).not.toContain('MENTOR_CSP_NONCE');
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, route).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, route).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).toContain("object-src 'none'");
      expect(csp, route).toContain('https://js.stripe.com');
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("leaves the widget's script embeddable in any site: no portal policy on it", async () => {
    for (const file of ['/widget/mentor-chat.js', '/widget/mentor-chat-panel-0a1b2c3d4e.js']) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-security-policy'), file).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy'), file).toBeNull();
    }
  });

  it('keeps tokens and personal data out of caches: API replies say no-store', async () => {
    const user = await createVerifiedUser(server, 'Cache Reader');
    const login = await server.call('POST', '/api/user/login-user', {
      json: { email: user.email, password: user.password },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const me = await server.call('GET', '/api/user/me', { token: user.token });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const refused = await server.call('GET', '/api/user/me');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

import { ErrorCode } from '@mentor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function pngOfSize(bytes: number): Blob {
  const data = new Uint8Array(bytes);
  data.set(PNG_HEADER);
  return new Blob([data], { type: 'image/png' });
}

function profileForm(user: { id: string; email: string }, fields: Record<string, string>, image?: Blob) {
  const form = new FormData();
  form.set('_id', user.id);
  form.set('email', user.email);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set('image', image, 'photo.png');
  return form;
}

describe('profile', () => {
  it('saves name, phone and a photo, and serves the photo back by its relative path', async () => {
    const user = await createVerifiedUser(server, 'Photo');
    const res = await server.call<{ name: string; phone: string; image: string }>('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(user, { name: 'Photo Grapher', phone: '15555550100' }, pngOfSize(4096)),
    });
    expect(res.body.error_code).toBe(ErrorCode.success);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.result).toMatchObject({ name: 'Photo Grapher', phone: '15555550100' });
    expect(res.body.result.image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${server.url}${res.body.result.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });

  it('refuses an image over 2 MB with "Image size must not exceed 2MB."', async () => {
    const user = await createVerifiedUser(server, 'Big Photo');
    const res = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(user, { name: 'Big', phone: '' }, pngOfSize(2 * 1024 * 1024 + 1)),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Image size must not exceed 2MB.');
    const huge = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(user, { name: 'Big', phone: '' }, pngOfSize(5 * 1024 * 1024)),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Image size must not exceed 2MB.');
  });

  it('refuses a file that is not an image, and the spec messages for name and phone', async () => {
    const user = await createVerifiedUser(server, 'Checker');
    const notImage = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(
        user,
        { name: 'Checker', phone: '' },
        new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }),
      ),
    });
    expect(notImage.status).toBe(422);
    const noName = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(user, { name: ' ', phone: '' }),
    });
    expect(noName.body.message).toBe('Name is required.');
    const badPhone = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm(user, { name: 'Checker', phone: '12345' }),
    });
    expect(badPhone.body.message).toBe('Phone number must be 10 digits.');
    const otherEmail = await server.call('POST', '/api/user/post', {
      token: user.token,
      form: profileForm({ id: user.id, email: 'new@example.com' }, { name: 'Checker', phone: '' }),
    });
    expect(otherEmail.status).toBe(422);
  });
});

describe('content', () => {
  it('serves sanitised FAQ answers', async () => {
    const res = await server.call<{ question: string; answer: string }[]>('GET', '/api/faq/get-faqs');
    expect(res.body.result.length).toBeGreaterThan(5);
    for (const faq of res.body.result) expect(faq.answer).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('takes a contact message with the spec thanks, and refuses missing fields with the spec messages', async () => {
    const ok = await server.call('POST', '/api/contact-us/post', {
      json: { email: 'visitor@example.com', subject: 'Pricing', notes: 'Do you offer team discounts?' },
    });
    expect(ok.body.message).toBe(
      'Than you for contacting us, your query has been submitted. We will let you know shortly.',
    );
    const noSubject = await server.call('POST', '/api/contact-us/post', {
      json: { email: 'visitor@example.com', subject: '', notes: 'x' },
    });
    expect(noSubject.body.message).toBe('Please enter subject.');
  });

  it('subscribes an address once and refuses a malformed one', async () => {
    const first = await server.call('POST', '/api/contact-us/subscribe', { json: { email: 'news@example.com' } });
    const again = await server.call('POST', '/api/contact-us/subscribe', { json: { email: 'news@example.com' } });
    expect(first.body.message).toBe('Subscribed successfully!');
    expect(again.body.error_code).toBe(ErrorCode.success);
    const bad = await server.call('POST', '/api/contact-us/subscribe', { json: { email: 'not-an-address' } });
    expect(bad.body.message).toBe('Enter valid email');
  });

  it('rate-limits contact messages from one address', async () => {
    const limited = await startTestServer(
      {
        rateLimits: { ...server.deps.config.rateLimits, contactPerIp: 2 },
      },
      server,
    );
    // Its own hour window: the counters live in the database this server shares with the other.
    limited.clock.advance(2 * 3_600_000);
    try {
      const send = () =>
        limited.call('POST', '/api/contact-us/post', { json: { email: 'spam@example.com', subject: 's', notes: 'n' } });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});

describe('system', () => {
  it('reports health and config', async () => {
    const health = await server.call<{ status: string; database: string }>('GET', '/api/health');
    expect(health.body.result.status).toBe('ok');
    expect(health.body.result.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    const config = await server.call<{ payment_provider: string; assistant_mode: string; dev_mailbox: boolean }>(
      'GET',
      '/api/config',
    );
    expect(config.body.result).toMatchObject({
      payment_provider: 'local',
      assistant_mode: 'knowledge',
      dev_mailbox: true,
    });
  });

  it('hides the dev mailbox in production', async () => {
    const prod = await startTestServer({ nodeEnv: 'production', seedDemo: false }, server);
    try {
      const res = await prod.call('GET', '/api/dev/mailbox?email=a@b.co');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

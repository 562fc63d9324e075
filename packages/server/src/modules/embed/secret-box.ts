import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../context';
import { loadSecret } from '../../secrets';

/**
 * Seals identity secrets with AES-256-GCM under a key derived (HKDF) from the app secret. HS256
 * verification needs the secret itself, so it is encrypted rather than hashed; a database dump alone
 * does not reveal it.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when it was sealed under another key (the app secret changed: rotate it). */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/** `purpose` separates the keys of different uses of one app secret. */
export function createSecretBox(appSecret: string, purpose = 'embed identity secrets'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'mentor', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, data, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== VERSION || !iv || !data || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

// One box per database and use: the app secret is read (or generated and kept) once, not on every request.
const boxes = new Map<string, WeakMap<object, Promise<SecretBox>>>();

/** The box of one use of sealed secrets; by default the embed keys' identity secrets. */
export function secretBoxFor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  use: { secretName: string; purpose: string } = { secretName: 'embed_secret_key', purpose: 'embed identity secrets' },
): Promise<SecretBox> {
  let perDb = boxes.get(use.secretName);
  if (!perDb) boxes.set(use.secretName, (perDb = new WeakMap()));
  let box = perDb.get(deps.db);
  if (!box) {
    box = loadSecret(deps.db, use.secretName, deps.config.appSecret).then((secret) =>
      createSecretBox(secret, use.purpose),
    );
    // A failed read must not stick: the next request tries again.
    box.catch(() => perDb.delete(deps.db));
    perDb.set(deps.db, box);
  }
  return box;
}

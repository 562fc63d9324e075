import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the identity secret box', () => {
  it('opens what it sealed, and each seal differs', () => {
    const box = createSecretBox('app-secret');
    const first = box.seal('mks_secret');
    expect(first).not.toContain('mks_secret');
    expect(box.seal('mks_secret')).not.toBe(first);
    expect(box.open(first)).toBe('mks_secret');
  });

  it('cannot open a seal made under another app secret, nor a tampered one', () => {
    const sealed = createSecretBox('app-secret').seal('mks_secret');
    expect(createSecretBox('another-secret').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('forged').toString('base64url');
    expect(createSecretBox('app-secret').open(parts.join('.'))).toBeNull();
    expect(createSecretBox('app-secret').open('not sealed')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextAttemptAfter } from './dispatcher';
import { isPrivateAddress } from './post';
import { signPayload, verifySignature } from './signature';

describe('back-off', () => {
  const queued = new Date('2026-11-24T00:00:00Z');
  const at = (ms: number) => new Date(queued.getTime() + ms);
  it('waits 1 min, 5 min, 30 min, 2 h, 5 h, then 10 h, never past 24 h', () => {
    expect(nextAttemptAfter(1, queued, queued)).toEqual(at(60_000));
    expect(nextAttemptAfter(2, queued, at(60_000))).toEqual(at(6 * 60_000));
    expect(nextAttemptAfter(3, queued, at(6 * 60_000))).toEqual(at(36 * 60_000));
    expect(nextAttemptAfter(6, queued, at(3_600_000))).toEqual(at(11 * 3_600_000));
    expect(nextAttemptAfter(7, queued, at(20 * 3_600_000))).toEqual(at(24 * 3_600_000));
    expect(nextAttemptAfter(8, queued, at(24 * 3_600_000))).toBeNull();
  });
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '0.0.0.0',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['93.184.216.34', '2606:4700::1111', 'crm.example.com'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('signatures', () => {
  it('sign "t.body" with HMAC-SHA256 and verify within the replay window only', () => {
    const header = signPayload('whsec_test', '{"id":"evt"}', 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_test', '{"id":"evt"}', header, 1_700_000_299)).toBe(true);
    expect(verifySignature('whsec_test', '{"id":"evt"}', header, 1_700_000_301)).toBe(false);
    expect(verifySignature('whsec_test', '{"id":"evu"}', header, 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_test', '{"id":"evt"}', 'garbage', 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_test', '{"id":"evt"}', undefined, 1_700_000_000)).toBe(false);
  });
});

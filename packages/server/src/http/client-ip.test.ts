import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { pickClientAddress } from './client-ip';

describe('pickClientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(pickClientAddress('198.51.100.1', '1.2.3.4', 0)).toBe('198.51.100.1');
  });

  it('takes the entry the trusted proxy appended, not the forged ones before it', () => {
    expect(pickClientAddress('10.0.0.2', 'forged, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(pickClientAddress('10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('uses the socket when no header came, and the leftmost entry of a chain shorter than the hops', () => {
    expect(pickClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(pickClientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY', () => {
  it('reads true as one proxy, a number as that many, and refuses anything else', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});

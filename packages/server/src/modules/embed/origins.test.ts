import { describe, expect, it } from 'vitest';
import { isOriginAllowed, normalizeOriginPattern, patternsAllowing } from './origins';

describe('allowed origins of an embed key', () => {
  it('normalises exact origins and any-port patterns', () => {
    expect(normalizeOriginPattern(' HTTPS://CRM.Example.com/ ')).toEqual({ pattern: 'https://crm.example.com' });
    expect(normalizeOriginPattern('http://localhost:*')).toEqual({ pattern: 'http://localhost:*' });
    expect(normalizeOriginPattern('http://127.0.0.1:8124')).toEqual({ pattern: 'http://127.0.0.1:8124' });
    expect(normalizeOriginPattern('https://crm.example.com:443')).toEqual({ pattern: 'https://crm.example.com' });
  });

  it('refuses what is not an origin', () => {
    for (const bad of [
      '',
      'crm.example.com',
      'https://crm.example.com/path',
      'https://*.example.com',
      'javascript:alert(1)',
      'https://user@crm.example.com',
      'http://localhost:8080:*',
    ]) {
      expect(normalizeOriginPattern(bad), bad).toHaveProperty('error');
    }
  });

  it('matches an exact origin, and a host on any port for a wildcard', () => {
    const patterns = ['https://crm.example.com', 'http://localhost:*'];
    expect(isOriginAllowed(patterns, 'https://crm.example.com')).toBe(true);
    expect(isOriginAllowed(patterns, 'http://localhost:5173')).toBe(true);
    expect(isOriginAllowed(patterns, 'http://localhost')).toBe(true);
    expect(isOriginAllowed(patterns, 'https://localhost:5173')).toBe(false);
    expect(isOriginAllowed(patterns, 'http://crm.example.com')).toBe(false);
    expect(isOriginAllowed(patterns, 'https://crm.example.com.evil.test')).toBe(false);
    expect(isOriginAllowed(patterns, 'null')).toBe(false);
  });

  it('lists the patterns that would allow an origin, for the overlap query', () => {
    expect(patternsAllowing('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://localhost:*']);
    expect(patternsAllowing('file://')).toBeNull();
  });
});

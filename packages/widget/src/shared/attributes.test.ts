import { describe, expect, it } from 'vitest';
import { parseBoolean, parseContext, parseMode, parseTheme, propertyOf, upgradeProperties } from './attributes';

describe('attribute parsing (where r2wc would be wrong)', () => {
  it('reads a present boolean attribute as true whatever its value, except "false"', () => {
    expect([null, '', 'open', 'true', 'false'].map(parseBoolean)).toEqual([false, true, true, true, false]);
  });

  it('falls back to bubble mode and the light theme for unknown values', () => {
    expect([parseMode('inline'), parseMode('popup'), parseMode(null)]).toEqual(['inline', 'bubble', 'bubble']);
    expect([parseTheme('dark'), parseTheme('auto'), parseTheme('neon'), parseTheme(null)]).toEqual([
      'dark',
      'auto',
      'light',
      'light',
    ]);
  });

  it('reads context as a JSON object only', () => {
    expect(parseContext('{"age":61,"state":"TX"}')).toEqual({ age: 61, state: 'TX' });
    expect([parseContext('[1]'), parseContext('nope'), parseContext(''), parseContext(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('names properties in camel case', () => {
    expect(propertyOf('user-token')).toBe('userToken');
  });

  it('re-applies properties set on an instance before its class was known', () => {
    const seen: unknown[] = [];
    class Element {
      set userToken(value: unknown) {
        seen.push(value);
      }
    }
    const early = Object.create(Element.prototype) as Record<string, unknown>;
    Object.defineProperty(early, 'userToken', { value: 'jwt', writable: true, configurable: true, enumerable: true });
    upgradeProperties(early, ['userToken', 'context']);
    expect(seen).toEqual(['jwt']);
    expect(Object.prototype.hasOwnProperty.call(early, 'userToken')).toBe(false);
  });
});

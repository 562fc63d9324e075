import { describe, expect, it } from 'vitest';
import { collectErrors, firstError, hasErrors, isBlank, missingRequired } from './field-errors';

describe('field errors', () => {
  it('firstError returns the first message in insertion order, or null', () => {
    expect(firstError({ b: 'second', a: 'first' })).toBe('second');
    expect(firstError({})).toBeNull();
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });

  it('collectErrors keeps only failing fields, in order', () => {
    const errors = collectErrors([
      ['a', null],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(Object.keys(errors)).toEqual(['b', 'c']);
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
    expect(missingRequired({ a: ' ', b: 'x' }, ['a', 'b'])).toEqual(new Set(['a']));
  });
});

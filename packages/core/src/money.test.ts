import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDollars, formatPrice } from './money';

describe('money', () => {
  it('converts dollars to integer cents without binary-fraction drift', () => {
    expect(dollarsToCents(49)).toBe(4900);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(-5.5)).toBe(-550);
  });

  it('converts cents to dollars with two decimals', () => {
    expect(centsToDollars(4900)).toBe(49);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(3920)).toBe(39.2);
  });

  it('refuses amounts that are not finite', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('formats prices with two decimals', () => {
    expect(formatPrice(4900)).toBe('49.00');
    expect(formatPrice(99900)).toBe('999.00');
    expect(formatPrice(50)).toBe('0.50');
    expect(formatPrice(5)).toBe('0.05');
    expect(formatPrice(-550)).toBe('-5.50');
  });

  it('formats dollars with the sign', () => {
    expect(formatDollars(4900)).toBe('$49.00');
    expect(formatDollars(49900)).toBe('$499.00');
    expect(formatDollars(-500)).toBe('-$5.00');
  });
});

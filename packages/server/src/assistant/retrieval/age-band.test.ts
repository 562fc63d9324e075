import { describe, expect, it } from 'vitest';
import { outsideAgeBand } from './retriever';

describe('pages written for an age band', () => {
  it('fit a client inside the band, or within five years of it, or of no known age', () => {
    expect(outsideAgeBand('IUL for clients over 60', 58)).toBe(false);
    expect(outsideAgeBand('IUL for clients over 60', 72)).toBe(false);
    expect(outsideAgeBand('Term or IUL for a young family on a budget', 34)).toBe(false);
    expect(outsideAgeBand('IUL for clients over 60', null)).toBe(false);
    expect(outsideAgeBand('How life insurance is taxed', 28)).toBe(false);
  });

  it('do not fit a client well outside it', () => {
    expect(outsideAgeBand('IUL for clients over 60', 28)).toBe(true);
    expect(outsideAgeBand('Life insurance options for clients over 80', 62)).toBe(true);
    expect(outsideAgeBand('Term or IUL for a young family on a budget', 70)).toBe(true);
  });
});

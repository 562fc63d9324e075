import { describe, expect, it } from 'vitest';
import { insideAgeBand, outsideAgeBand } from './retriever';

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

describe("pages written for the client's own age band", () => {
  it("fit a client at or over the band's age, and no other", () => {
    expect(insideAgeBand('Life insurance options for clients over 80', 86)).toBe(true);
    expect(insideAgeBand('Life insurance options for clients over 80', 79)).toBe(false);
    expect(insideAgeBand('Life insurance options for clients over 80', null)).toBe(false);
    expect(insideAgeBand('Term or IUL for a young family on a budget', 30)).toBe(false);
  });
});

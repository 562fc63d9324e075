import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { TermCache } from './term-cache';

const docs = [
  { id: 'a', text: 'graded death benefit on final expense whole life' },
  { id: 'b', text: 'term life conversion privilege before the deadline' },
  { id: 'c', text: 'final expense graded benefit pays premiums plus interest' },
  { id: 'd', text: 'conversions of guaranteed universal life' },
];

function index() {
  const search = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    searchOptions: { prefix: (t) => t.length > 5, fuzzy: (t) => (t.length > 6 ? 0.15 : false), combineWith: 'OR' },
  });
  search.addAll(docs);
  return search;
}

describe('weighted search one term at a time', () => {
  it('scores and orders documents exactly as MiniSearch’s own weighted OR query', () => {
    const search = index();
    const weights = new Map([
      ['graded', 1],
      ['expens', 0.6],
      ['convers', 0.35],
      ['benefit', 0.2],
    ]);
    const expected = search.search([...weights.keys()].join(' '), {
      tokenize: (q) => q.split(' '),
      processTerm: (t) => t,
      boostTerm: (t) => weights.get(t)!,
    });
    const cache = new TermCache(search);
    for (let round = 0; round < 2; round += 1) {
      const got = cache.search(weights);
      expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      got.forEach((result, i) => {
        expect(result.score).toBeCloseTo(expected[i]!.score, 9);
        expect([...result.queryTerms].sort()).toEqual([...expected[i]!.queryTerms].sort());
      });
    }
  });
});

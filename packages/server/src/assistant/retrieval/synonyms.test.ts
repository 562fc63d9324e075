import { describe, expect, it } from 'vitest';
import { expandQuery, type SynonymMap } from './synonyms';

const synonyms: SynonymMap = { terms: { husband: ['spouse'], fe: ['final expense'] }, drugs: {}, idioms: [] };
const keys = (q: string) => expandQuery(q, synonyms).map((e) => e.key);

describe('expanding chat words', () => {
  it('reads a plural or an unmarked possessive as the word itself', () => {
    expect(keys('what if it was her husbands instead')).toEqual(['husband']);
    expect(keys('her husband died')).toEqual(['husband']);
  });

  it('leaves short keys to whole words, so a plural of an abbreviation means nothing new', () => {
    expect(keys('any fes for her')).toEqual([]);
    expect(keys('fe for her')).toEqual(['fe']);
  });

  it('reads a child under 18 named with an age as a minor, and an adult child or a policy age as nothing', () => {
    expect(keys('bene is her 12 yr old grandson')).toEqual(['age']);
    expect(expandQuery('her 9yo daughter is the bene', synonyms)[0]?.values).toEqual(['minor']);
    expect(keys('her 34 year old son is the bene')).toEqual([]);
    expect(keys('a 12 yr old policy on her son')).toEqual([]);
  });
});

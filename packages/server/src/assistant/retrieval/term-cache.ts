import type MiniSearch from 'minisearch';

/** One term's matches: document id → its score for that term alone (at weight 1). */
type TermMatches = ReadonlyMap<string | number, number>;

export interface WeightedResult {
  id: string;
  score: number;
  /** The query terms this document matched. */
  queryTerms: string[];
}

/** Enough terms for the vocabulary agents use day to day; the oldest goes first beyond it. */
const MAX_TERMS = 4000;

/**
 * Weighted OR search over a MiniSearch index, one term at a time, with each term's matches kept.
 *
 * MiniSearch scores an OR query as the sum of each term's score (its BM25 times the term's boost, with
 * prefix and fuzzy matches) times the number of query terms matched; every term's part depends on that
 * term alone. Most of a reply's time went into finding prefix and fuzzy matches for the same everyday
 * terms ("client", "term", "policy") question after question: here each term is searched once and its
 * matches summed at the weight asked, which gives the same scores. That holds while the index has no
 * `boostDocument` or `filter`, combines with OR, and decides prefix and fuzzy matching on the term alone
 * (as `KnowledgeIndex` and `DocumentIndex` do); the index never changes after it is built, so nothing kept
 * goes stale.
 */
export class TermCache<T> {
  private readonly matches = new Map<string, TermMatches>();

  constructor(private readonly index: MiniSearch<T>) {}

  search(weights: Map<string, number>): WeightedResult[] {
    const totals = new Map<string | number, { score: number; queryTerms: string[] }>();
    for (const [term, weight] of weights) {
      for (const [id, score] of this.termMatches(term)) {
        const total = totals.get(id);
        if (total) {
          total.score += score * weight;
          total.queryTerms.push(term);
        } else totals.set(id, { score: score * weight, queryTerms: [term] });
      }
    }
    return [...totals]
      .map(([id, { score, queryTerms }]) => ({ id: String(id), score: score * queryTerms.length, queryTerms }))
      .sort((a, b) => b.score - a.score);
  }

  private termMatches(term: string): TermMatches {
    const cached = this.matches.get(term);
    if (cached) {
      // Most recently used last, so the oldest is first to go.
      this.matches.delete(term);
      this.matches.set(term, cached);
      return cached;
    }
    const found: TermMatches = new Map(
      this.index
        .search(term, { tokenize: (q: string) => [q], processTerm: (t: string) => t, boostTerm: () => 1 })
        .map((result) => [result.id as string | number, result.score]),
    );
    this.matches.set(term, found);
    if (this.matches.size > MAX_TERMS) this.matches.delete(this.matches.keys().next().value!);
    return found;
  }
}

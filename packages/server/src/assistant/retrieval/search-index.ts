import MiniSearch from 'minisearch';
import type { Chunk } from './documents';
import { TermCache } from './term-cache';
import { contentTerms, processTerm, tokenize } from './text';

export interface Hit {
  chunk: Chunk;
  score: number;
  /** Query terms (processed) that this passage matched. */
  matched: string[];
}

interface IndexedChunk {
  id: string;
  title: string;
  heading: string;
  keywords: string;
  examples: string;
  text: string;
}

/**
 * BM25+ over passages (minisearch), with field boosts: a match in a document's title, a section
 * heading or the keywords list counts more than one in running text.
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<IndexedChunk>;
  private readonly byId: Map<string, Chunk>;
  private readonly terms: TermCache<IndexedChunk>;

  constructor(readonly chunks: Chunk[]) {
    this.byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
    this.search = new MiniSearch<IndexedChunk>({
      fields: ['title', 'heading', 'keywords', 'examples', 'text'],
      storeFields: [],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processTerm(term) ?? null,
      searchOptions: {
        boost: { title: 2, heading: 2, keywords: 2.5, examples: 1.2, text: 1 },
        prefix: (term) => term.length > 5,
        fuzzy: (term) => (term.length > 6 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    this.search.addAll(
      chunks.map((chunk) => ({
        id: chunk.id,
        title: chunk.doc.title,
        heading: chunk.heading === chunk.doc.title ? '' : chunk.heading,
        keywords: chunk.doc.keywords.join(' '),
        examples: chunk.doc.examples.join(' '),
        text: chunk.text,
      })),
    );
    this.terms = new TermCache(this.search);
  }

  /**
   * Passages for a query. Each term counts at its weight (the question's own words 1, expansions of
   * slang and the thread's context less), so what the agent typed decides the ranking.
   */
  query(text: string, limit = 8, weights?: Map<string, number>): Hit[] {
    if (contentTerms(text).length === 0) return [];
    // The weighted terms are processed already (stemmed): searched as they are, one term at a time.
    const results = weights ? this.terms.search(weights) : this.search.search(text);
    return results.slice(0, limit).map((result) => ({
      chunk: this.byId.get(String(result.id))!,
      score: result.score,
      matched: [...new Set(result.queryTerms)],
    }));
  }
}

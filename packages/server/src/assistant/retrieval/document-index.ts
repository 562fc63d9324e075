import MiniSearch from 'minisearch';
import type { KnowledgeDoc } from './documents';
import { TermCache } from './term-cache';
import { processTerm, tokenize } from './text';

interface IndexedDoc {
  id: string;
  title: string;
  keywords: string;
  examples: string;
  lead: string;
  headings: string;
}

/**
 * BM25+ over documents by what they are about: title, keywords, agents' example questions, the lead
 * and the section headings, not the running text. A document that repeats a word in long sections
 * does not outrank the one whose subject is the question.
 */
export class DocumentIndex {
  private readonly search: MiniSearch<IndexedDoc>;
  private readonly terms: TermCache<IndexedDoc>;

  constructor(docs: KnowledgeDoc[]) {
    this.search = new MiniSearch<IndexedDoc>({
      fields: ['title', 'keywords', 'examples', 'lead', 'headings'],
      storeFields: [],
      tokenize: (text) => tokenize(text),
      processTerm: (term) => processTerm(term) ?? null,
      searchOptions: {
        boost: { title: 3, keywords: 2.5, examples: 2, lead: 1.5, headings: 1 },
        // "tax" also finds "taxation" and "taxable" in a title or keyword (scored below an exact match).
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length > 6 ? 0.15 : false),
        combineWith: 'OR',
      },
    });
    this.search.addAll(
      docs.map((doc) => ({
        id: doc.slug,
        title: doc.title,
        keywords: doc.keywords.join(' '),
        examples: doc.examples.join(' '),
        lead: doc.lead,
        headings: doc.sections.map((s) => s.heading).join(' '),
      })),
    );
    this.terms = new TermCache(this.search);
  }

  /** Document slug → score, for weighted (already processed) terms. */
  query(weights: Map<string, number>, limit = 10): Map<string, number> {
    if (weights.size === 0) return new Map();
    return new Map(
      this.terms
        .search(weights)
        .slice(0, limit)
        .map((r) => [r.id, r.score]),
    );
  }
}

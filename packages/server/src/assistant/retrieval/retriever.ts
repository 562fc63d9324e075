import path from 'node:path';
import { askedFactPattern } from './answer-type';
import { isCaseToken, normalizeChat } from './chat-language';
import { chunkDocuments, loadDocuments, type Chunk, type KnowledgeDoc } from './documents';
import { KnowledgeIndex, type Hit } from './search-index';
import { expandQuery, loadSynonyms, rewriteQuestion, type SynonymMap } from './synonyms';
import { contentTerms, isCommonTerm } from './text';

/** Below this BM25 score the best passage is not about the question. */
const MIN_SCORE = 5;
/** Share of the question's meaning (idf-weighted) the best passages must hold. */
const MIN_COVERAGE = 0.35;
/** Everyday words that headings use ("Best practices", "How long…") but that say nothing of the field. */
const EVERYDAY = new Set(
  contentTerms(
    'best good better great bad new old big small smaller large larger long short right wrong first last next common key main other ' +
      'way ways time times day days week weeks year years month months work works working use used using make makes made ' +
      'thing things part parts kind type types question questions answer answers tip tips step steps example examples ' +
      'say said tell told ask asked show shows start starts end ends keep keeps change changes name names fine okay free ' +
      'high low full half same different each every many most some few more less much lot own real true false simple easy hard ' +
      'why what when where which who how can could should would will may might must need needs want wants get gets got go goes',
  ),
);
/** What a word the corpus has never seen weighs against relevance (about the idf of a rare word). */
const UNKNOWN_WEIGHT = 3;
/** What one slang word's meanings weigh together, against 1 for a word the agent typed. */
const EXPANSION_WEIGHT = 0.6;
const FOLLOW_UP_WEIGHT = 0.35;
const LEAD_WEIGHT = 0.5;

export interface SearchInput {
  question: string;
  /** The previous question of the thread, for a follow-up that leans on it ("and for graded?"). */
  previous?: string | null;
  /** Words from the CRM record that widen a question about the lead (medications, product). */
  lead?: string | null;
}

export interface RetrievalResult {
  hits: Hit[];
  /** Every searched term and its weight: the question's own words 1, expansions and context less. */
  weights: Map<string, number>;
  /** The question's own meaningful terms (stemmed). */
  own: string[];
  coverage: number;
  relevant: boolean;
  /** The question names nothing of the field at all ("best pizza in Dallas"). */
  offTopic: boolean;
}

/**
 * Lexical retrieval that holds up to chat language: shorthand is spelled out, slang expansions add
 * meaning at the weight of one word, the previous question and the lead widen at lower weight, and
 * relevance is decided on the question's domain terms weighted by how specific they are.
 */
export class Retriever {
  readonly docs: KnowledgeDoc[];
  readonly synonyms: SynonymMap;
  private readonly index: KnowledgeIndex;
  private readonly df = new Map<string, number>();
  /** Each passage's terms (with its document's title, keywords and examples), and its own heading and text's. */
  private readonly chunkTermSets = new Map<string, { all: Set<string>; own: Set<string> }>();
  /** The field's vocabulary: terms of titles, headings, keywords and slang (not everyday words in text). */
  readonly domain = new Set<string>();
  /** Each document's example questions, as term sets. */
  private readonly examples = new Map<string, Set<string>[]>();
  private readonly chunkCount: number;

  constructor(knowledgeDir: string) {
    this.docs = loadDocuments(knowledgeDir);
    const chunks = chunkDocuments(this.docs);
    this.index = new KnowledgeIndex(chunks);
    this.synonyms = loadSynonyms(path.join(knowledgeDir, 'synonyms.json'));
    this.chunkCount = chunks.length;
    for (const chunk of chunks) {
      const all = new Set(chunkTerms(chunk));
      this.chunkTermSets.set(chunk.id, { all, own: new Set(contentTerms(`${chunk.heading} ${chunk.text}`)) });
      for (const term of all) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
    for (const doc of this.docs) {
      for (const term of contentTerms(
        `${doc.title} ${doc.keywords.join(' ')} ${doc.sections.map((x) => x.heading).join(' ')}`,
      ))
        if (!EVERYDAY.has(term)) this.domain.add(term);
    }
    for (const [key, values] of Object.entries(this.synonyms.terms))
      for (const term of contentTerms(`${key} ${values.join(' ')}`)) this.domain.add(term);
    for (const [brand, generic] of Object.entries(this.synonyms.drugs))
      for (const term of contentTerms(`${brand} ${generic}`)) this.domain.add(term);
    for (const doc of this.docs) {
      this.examples.set(
        doc.slug,
        doc.examples.map((q) => new Set(contentTerms(normalizeChat(q)).filter((t) => !isCaseToken(t)))),
      );
    }
  }

  /** How much a term says about a passage (rare terms say more); unknown terms say nothing. */
  idf(term: string): number {
    const df = this.df.get(term);
    if (!df) return 0;
    return Math.log(1 + this.chunkCount / df) * (isCommonTerm(term) ? 0.5 : 1);
  }

  /** The question's terms and their weights, before any search. */
  weigh(input: SearchInput): { weights: Map<string, number>; own: string[]; ownExpansions: Map<string, string[]> } {
    const weights = new Map<string, number>();
    const raise = (term: string, weight: number) => weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    const ownExpansions = new Map<string, string[]>();

    const question = rewriteQuestion(normalizeChat(input.question), this.synonyms);
    const own = contentTerms(question).filter((t) => !isCaseToken(t));
    // Figures ("200k", "62") say little about the subject: they weigh less than words.
    for (const term of own) raise(term, /^\d+k$/.test(term) ? 0.3 : /^\d{1,2}$/.test(term) ? 0.5 : 1);
    for (const group of expandQuery(question, this.synonyms)) {
      const terms = contentTerms(group.values.join(' ')).filter((t) => !own.includes(t));
      const each = Math.max(0.15, EXPANSION_WEIGHT / Math.max(1, terms.length));
      for (const term of terms) raise(term, each);
      for (const keyTerm of contentTerms(group.key)) ownExpansions.set(keyTerm, terms);
    }
    const widen = (text: string | null | undefined, weight: number) => {
      if (!text) return;
      const normalized = rewriteQuestion(normalizeChat(text), this.synonyms);
      for (const term of contentTerms(normalized).filter((t) => !isCaseToken(t))) raise(term, weight);
      for (const group of expandQuery(normalized, this.synonyms)) {
        for (const term of contentTerms(group.values.join(' '))) raise(term, weight * 0.4);
      }
    };
    widen(input.previous, FOLLOW_UP_WEIGHT);
    widen(input.lead, LEAD_WEIGHT);
    return { weights, own, ownExpansions };
  }

  search(input: SearchInput): RetrievalResult {
    const { weights, own, ownExpansions } = this.weigh(input);
    if (weights.size === 0) return { hits: [], weights, own, coverage: 0, relevant: false, offTopic: own.length > 0 };
    const query = [...weights.keys()].join(' ');
    const hits = this.rerank(this.index.query(query, 12, weights), weights, askedFactPattern(input.question));

    // Relevance on the question's own domain terms: the field's words (in titles, headings, keywords,
    // agents' slang, conditions and drugs) that it asks about, and words the corpus has never seen,
    // which say the question is about something else ("oil", "meniscus"). Everyday words the corpus
    // happens to use ("tips", "cut", "fine") neither help nor hurt. A follow-up with none of its own
    // is judged on everything it searched.
    const matched = new Set(hits.slice(0, 3).flatMap((hit) => hit.matched));
    const unknown = own.filter((t) => this.idf(t) === 0 && !ownExpansions.has(t) && !/\d/.test(t) && t.length > 2);
    const domain = own.filter((t) => this.domain.has(t) || ownExpansions.has(t) || /^\d{3,}$/.test(t));
    const judged =
      domain.length + unknown.length > 0 ? [...domain, ...unknown] : [...weights.keys()].filter((t) => this.idf(t) > 0);
    const isCovered = (term: string) =>
      matched.has(term) || (ownExpansions.get(term) ?? []).some((expansion) => matched.has(expansion));
    const weightOf = (term: string) => this.idf(term) || (ownExpansions.has(term) ? 2 : UNKNOWN_WEIGHT);
    const total = judged.reduce((sum, t) => sum + weightOf(t), 0);
    const covered = judged.filter(isCovered);
    const coverage = total === 0 ? 0 : covered.reduce((sum, t) => sum + weightOf(t), 0) / total;
    const relevant =
      hits.length > 0 &&
      hits[0]!.score >= MIN_SCORE &&
      coverage >= MIN_COVERAGE &&
      covered.some((t) => this.domain.has(t) || ownExpansions.has(t));
    const offTopic = domain.length === 0 && unknown.length > 0;
    return { hits, weights, own, coverage, relevant, offTopic };
  }

  /**
   * How closely the question matches one of the document's example questions (agents' own words):
   * shared terms over all terms of both, weighted by how specific each term is.
   */
  private exampleSimilarity(slug: string, terms: string[]): number {
    const asked = new Set(terms);
    let best = 0;
    for (const example of this.examples.get(slug) ?? []) {
      let shared = 0;
      let all = 0;
      for (const t of new Set([...asked, ...example])) {
        const w = this.idf(t) || 1;
        all += w;
        if (asked.has(t) && example.has(t)) shared += w;
      }
      best = Math.max(best, all === 0 ? 0 : shared / all);
    }
    return best;
  }

  /**
   * Which document answers is decided on everything known about it (title, keywords, example
   * questions, text): BM25 favours passages that repeat one term, so a document that holds more of
   * the question's meaning (its rarer terms) ranks higher. Which of its passages answers is decided
   * on the passage's own heading and text, so a section about the asked detail beats the document's
   * other sections that share its title and examples.
   */
  private rerank(hits: Hit[], weights: Map<string, number>, asked: RegExp | null): Hit[] {
    const terms = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
    if (terms.length === 0) return hits;
    const total = terms.reduce((sum, t) => sum + this.idf(t), 0) || 1;
    const scored = hits.map((hit) => {
      const { all: present, own } = this.chunkTermSets.get(hit.chunk.id)!;
      const coverage = terms.filter((t) => present.has(t)).reduce((sum, t) => sum + this.idf(t), 0) / total;
      let local = 0;
      for (const [term, weight] of weights) if (own.has(term)) local += weight * this.idf(term);
      // A passage holding the kind of fact asked for ("5 to 7 years" for "how far back") answers it.
      if (asked?.test(hit.chunk.text)) local *= 1.5;
      // Overview pages list every subject; they answer "what do you cover", not a question.
      const overview = hit.chunk.doc.slug.endsWith('-topics-overview') ? 0.5 : 1;
      const likeExample = 1 + 1.5 * this.exampleSimilarity(hit.chunk.doc.slug, terms);
      return { hit, rank: hit.score * (0.35 + coverage) * overview * likeExample, local };
    });
    const docRank = new Map<string, number>();
    const docLocal = new Map<string, number>();
    for (const s of scored) {
      const slug = s.hit.chunk.doc.slug;
      docRank.set(slug, Math.max(docRank.get(slug) ?? 0, s.rank));
      docLocal.set(slug, Math.max(docLocal.get(slug) ?? 0, s.local));
    }
    return scored
      .map((s) => {
        const slug = s.hit.chunk.doc.slug;
        const localShare = (docLocal.get(slug) ?? 0) > 0 ? s.local / docLocal.get(slug)! : 1;
        return { hit: s.hit, final: docRank.get(slug)! * (0.5 + 0.5 * localShare) };
      })
      .sort((a, b) => b.final - a.final)
      .map((s) => s.hit);
  }
}

function chunkTerms(chunk: Chunk): string[] {
  const { doc, heading, text } = chunk;
  return contentTerms(`${doc.title} ${heading} ${doc.keywords.join(' ')} ${doc.examples.join(' ')} ${text}`);
}

import { stateIn } from '../case/states';
import path from 'node:path';
import { askedFactPattern, questionHints } from './answer-type';
import { isCaseToken, normalizeChat } from './chat-language';
import { DocumentIndex } from './document-index';
import { chunkDocuments, loadDocuments, type Chunk, type KnowledgeDoc } from './documents';
import { KnowledgeIndex, type Hit } from './search-index';
import { expandQuery, loadSynonyms, rewriteQuestion, type SynonymMap } from './synonyms';
import { contentTerms, isCommonTerm } from './text';

/** Below this BM25 score the best passage is not about the question. */
const MIN_SCORE = 5;
/** Share of the question's meaning (idf-weighted) the best passages must hold. */
const MIN_COVERAGE = 0.35;
/** Share of the question's meaning the best document alone must hold. */
const MIN_TOP_COVERAGE = 0.45;
/** A best document this many times the next one's score is about the question even at lower coverage. */
const DOMINANT_RATIO = 3;
const MIN_COVERAGE_DOMINANT = 0.25;
/** Everyday words that headings use ("Best practices", "How long…") but that say nothing of the field. */
const EVERYDAY = new Set(
  contentTerms(
    'best good better great bad new old big small smaller large larger long short right wrong first last next common key main other ' +
      'way ways time times day days week weeks year years month months work works working use used using make makes made ' +
      'thing things part parts kind type types question questions answer answers tip tips step steps example examples ' +
      'say said tell told ask asked show shows start starts end ends keep keeps change changes name names fine okay free ' +
      'high low full half same different each every many most some few more less much lot own real true false simple easy hard ' +
      'why what when where which who how can could should would will may might must need needs want wants get gets got go goes ' +
      'add adds added adding put puts try tries look looks come comes came take takes took give gives gave find found ' +
      'still just also really actually maybe pretty sure okay ok yes right now today tomorrow soon later ago already ' +
      'guy lady person people someone anyone everyone thing stuff something anything everything help helps ' +
      'sweet nice kind lovely sad mad upset scared afraid worried nervous freaks freaked wrote write writing sold sitting ' +
      'cry crying cried emotional devastated grieving ' +
      'bucks lol haha tho though gonna wanna kinda sorta basically literally honestly seriously weird crazy ugh wtf ' +
      'mention mentions mentioned heard hear hears set sets expect expects expectation expectations pick youtube youtuber tiktok ' +
      'mon tue tues wed weds thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday',
  ),
);
/**
 * Who is in the story ("mom", "the kids", "her grandson"): the case, not the subject. They still
 * search, but relevance is not judged on them (a document on death benefit taxes says "beneficiary").
 */
const KIN = new Set(
  contentTerms(
    'mom mother dad father kid kids son daughter wife husband grandma grandpa grandmother grandfather grandson ' +
      'granddaughter grandchild grandchildren grandkid grandkids brother sister widow widower boyfriend girlfriend aunt uncle niece nephew cousin stepson stepdaughter',
  ),
);
/** Words the documents say another way, for judging whether a passage covers the question. */
const DEATH = ['death', 'deceas', 'dead'];
/** Keys are stems: "died" is "di", "dying" is "dy". */
const SAID_AS: Record<string, string[]> = {
  die: DEATH,
  di: DEATH,
  dy: DEATH,
  pass: ['death'],
  owe: ['tax', 'taxabl', 'owed'],
};
/** What a word the corpus has never seen weighs against relevance (about the idf of a rare word). */
const UNKNOWN_WEIGHT = 3;
/** What one slang word's meanings weigh together, against 1 for a word the agent typed. */
const EXPANSION_WEIGHT = 0.6;
const FOLLOW_UP_WEIGHT = 0.35;
const LEAD_WEIGHT = 0.5;
const HINT_WEIGHT = 0.3;
/** How much a follow-up stays with the documents the previous answer came from. */
const CONTINUES_BOOST = 1.8;
/** A follow-up that says it changes one detail of the same question stays with them more. */
const SAME_SUBJECT_BOOST = 3.5;
/** What a page that is not about annuities weighs in an annuity sale's thread. */
const ANNUITY_CASE_OTHER = 0.5;
/** A page about annuities alone (by its title: "Annual reset on FIAs and IULs" is about both). */
export function isAnnuityOnlyDoc(doc: KnowledgeDoc): boolean {
  return ANNUITY_DOC.test(doc.title) && !/\b(?:IUL|UL|life)\b/i.test(doc.title);
}
const ANNUITY_DOC = /\bannuit|\bMYGA\b|\bFIA\b|\bSPIA\b|\bRMD/i;
const ANNUITY_NAMES = contentTerms('annuity annuities myga fia spia');
const ANNUITY_WORDS = new Set(
  contentTerms(
    'annuity annuities annuitant annuitize myga fia spia dia rila qlac rmd rmds ira 401k 403b surrender withdrawal income rider glwb',
  ),
);

export interface SearchInput {
  question: string;
  /** The previous question of the thread, for a follow-up that leans on it ("and for graded?"). */
  previous?: string | null;
  /** Words from the CRM record that widen a question about the lead (medications, product). */
  lead?: string | null;
  /** Documents the previous answer came from: a follow-up stays with them unless it asks elsewhere. */
  previousDocs?: string[];
  /** "Same thing but in texas", "does that change if its an ira": the same subject with one detail changed. */
  sameSubject?: boolean;
  /** The client's age when the case says it: a page for another age band ("IUL for clients over 60") fits worse. */
  age?: number | null;
  /** The client's state (asked about or on the record): a section about another state fits worse. */
  state?: string | null;
  /** The thread is an annuity sale and the question names no other product: a life insurance page fits worse. */
  annuityCase?: boolean;
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
  private readonly documents: DocumentIndex;
  private readonly leadChunks = new Map<string, Chunk>();
  private readonly df = new Map<string, number>();
  /** Each passage's terms (with its document's title, keywords and examples), and its own heading and text's. */
  private readonly chunkTermSets = new Map<string, { all: Set<string>; own: Set<string> }>();
  /** The field's vocabulary: terms of titles, headings, keywords and slang (not everyday words in text). */
  readonly domain = new Set<string>();
  /** Figures that name a subject in a title or keywords (1035, 7702, 1099), unlike a count. */
  private readonly namedFigures = new Set<string>();
  /** The specific terms of each document's title (what it is about). */
  private readonly titleTerms = new Map<string, string[]>();
  /** Each document's terms, all passages together. */
  private readonly docTermSets = new Map<string, Set<string>>();
  /** Each document's example questions, as term sets. */
  private readonly examples = new Map<string, Set<string>[]>();
  /** Pages written for an age band ("… for clients over 80"), found once rather than on every search. */
  private readonly agedDocs: KnowledgeDoc[];
  /** Sections headed by one state ("New York: Regulation 60"), by chunk id, found once. */
  private readonly stateSections = new Map<string, string>();
  private readonly chunkCount: number;
  /** Pages that say anything of annuities (an IRA transfer page does; the contestable period's does not), found once. */
  private readonly speaksOfAnnuities = new Set<string>();

  constructor(knowledgeDir: string) {
    this.docs = loadDocuments(knowledgeDir);
    this.agedDocs = this.docs.filter((d) => /\bover \d{2}\b/i.test(d.title));
    const chunks = chunkDocuments(this.docs);
    for (const chunk of chunks) {
      const state = chunk.heading ? stateIn(chunk.heading) : undefined;
      if (state) this.stateSections.set(chunk.id, state);
    }
    this.index = new KnowledgeIndex(chunks);
    this.documents = new DocumentIndex(this.docs);
    for (const chunk of chunks) if (chunk.id.endsWith('#lead')) this.leadChunks.set(chunk.doc.slug, chunk);
    this.synonyms = loadSynonyms(path.join(knowledgeDir, 'synonyms.json'));
    this.chunkCount = chunks.length;
    for (const chunk of chunks) {
      const all = new Set(chunkTerms(chunk));
      const docTerms = this.docTermSets.get(chunk.doc.slug) ?? new Set<string>();
      for (const term of all) docTerms.add(term);
      this.docTermSets.set(chunk.doc.slug, docTerms);
      this.chunkTermSets.set(chunk.id, { all, own: new Set(contentTerms(`${chunk.heading} ${chunk.text}`)) });
      for (const term of all) this.df.set(term, (this.df.get(term) ?? 0) + 1);
    }
    for (const [slug, terms] of this.docTermSets)
      if (ANNUITY_NAMES.some((t) => terms.has(t))) this.speaksOfAnnuities.add(slug);
    for (const doc of this.docs) {
      for (const term of contentTerms(
        `${doc.title} ${doc.keywords.join(' ')} ${doc.sections.map((x) => x.heading).join(' ')}`,
      ))
        if (!EVERYDAY.has(term)) this.domain.add(term);
    }
    for (const doc of this.docs)
      for (const term of contentTerms(`${doc.title} ${doc.keywords.join(' ')}`))
        if (/^\d{3,}$/.test(term)) this.namedFigures.add(term);
    for (const [key, values] of Object.entries(this.synonyms.terms))
      for (const term of contentTerms(`${key} ${values.join(' ')}`)) this.domain.add(term);
    for (const [brand, generic] of Object.entries(this.synonyms.drugs))
      for (const term of contentTerms(`${brand} ${generic}`)) this.domain.add(term);
    for (const doc of this.docs) {
      this.titleTerms.set(
        doc.slug,
        contentTerms(doc.title).filter((t) => !EVERYDAY.has(t) && !isCommonTerm(t) && this.idf(t) >= 2.5),
      );
    }
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
    // Everyday words ("add", "new", "tips") weigh less than the field's: they do not say what it is about.
    for (const term of own)
      raise(
        term,
        /^(?:401k|403b)$/.test(term)
          ? 1
          : // A figure the field names (1035, 7702, 79) is a subject; a count ("200 jumps") is not.
            /^\d{3,}$/.test(term) && !this.namedFigures.has(term)
            ? 0.3
            : /^\d+k$/.test(term)
              ? 0.3
              : /^\d{1,2}$/.test(term)
                ? 0.5
                : EVERYDAY.has(term)
                  ? 0.4
                  : 1,
      );
    for (const group of expandQuery(question, this.synonyms)) {
      const terms = contentTerms(group.values.join(' ')).filter((t) => !own.includes(t));
      const each = group.weight ?? Math.max(0.15, EXPANSION_WEIGHT / Math.max(1, terms.length));
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
    for (const term of contentTerms(questionHints(input.question))) if (!weights.has(term)) raise(term, HINT_WEIGHT);
    widen(input.previous, FOLLOW_UP_WEIGHT);
    widen(input.lead, LEAD_WEIGHT);
    return { weights, own, ownExpansions };
  }

  /** The documents a question's terms point to by subject, best first (for the ask script's --debug). */
  subjects(input: SearchInput): [string, number][] {
    return [...this.documents.query(this.weigh(input).weights, 8)];
  }

  search(input: SearchInput): RetrievalResult {
    const { weights, own, ownExpansions } = this.weigh(input);
    if (weights.size === 0) return { hits: [], weights, own, coverage: 0, relevant: false, offTopic: own.length > 0 };
    const query = [...weights.keys()].join(' ');
    const docScores = this.documents.query(weights, 8);
    const passages = this.index.query(query, 24, weights);
    // The best documents' leads join the passages, so a document found by its subject can answer
    // even when none of its sections repeats the question's words.
    for (const slug of [...docScores.keys()].slice(0, 4)) {
      const lead = this.leadChunks.get(slug);
      if (lead && !passages.some((p) => p.chunk.id === lead.id)) passages.push({ chunk: lead, score: 0, matched: [] });
    }
    // A page for the client's own age band ("Life insurance options for clients over 80" at 86) is a
    // candidate whatever words the question used.
    for (const doc of input.age == null ? [] : this.agedDocs.filter((d) => insideAgeBand(d.title, input.age!))) {
      const lead = this.leadChunks.get(doc.slug);
      if (lead && !passages.some((p) => p.chunk.id === lead.id)) passages.push({ chunk: lead, score: 0, matched: [] });
    }
    for (const slug of input.previousDocs ?? []) {
      const lead = this.leadChunks.get(slug);
      if (lead && !passages.some((p) => p.chunk.id === lead.id)) passages.push({ chunk: lead, score: 0, matched: [] });
    }
    const previousDocs = new Set(input.previousDocs ?? []);
    const reranked = this.rerank(
      passages,
      weights,
      input.question,
      askedFactPattern(input.question),
      docScores,
      previousDocs,
      input.sameSubject === true,
      input.age ?? null,
      input.state ?? stateIn(input.question) ?? null,
      input.annuityCase === true,
    );
    // Pages for another age band than the client's are no answer when any other page is.
    const inBand = reranked.filter((hit) => !outsideAgeBand(hit.chunk.doc.title, input.age ?? null));
    const hits = (inBand.length > 0 ? inBand : reranked).slice(0, 12);

    // Relevance on the question's own domain terms: the field's words (in titles, headings, keywords,
    // agents' slang, conditions and drugs) that it asks about, and words the corpus has never seen,
    // which say the question is about something else ("oil", "meniscus"). Everyday words the corpus
    // happens to use ("tips", "cut", "fine") neither help nor hurt. A follow-up with none of its own
    // is judged on everything it searched.
    const matched = new Set(hits.slice(0, 3).flatMap((hit) => hit.matched));
    // Everyday chat words ("sweet lady", "i wrote her") say nothing about the subject, found or not.
    const unknown = own.filter(
      (t) => this.idf(t) === 0 && !ownExpansions.has(t) && !EVERYDAY.has(t) && !/\d/.test(t) && t.length > 2,
    );
    const domain = own.filter((t) => this.domain.has(t) || ownExpansions.has(t));
    const topText = new Set(hits.slice(0, 3).flatMap((hit) => [...this.chunkTermSets.get(hit.chunk.id)!.all]));
    // A slang word counts as covered by its meaning only through a specific word of it ("trust" for
    // ILIT), not through "life" or "insurance", which every passage has. A word the documents say
    // another way ("dies" for "death") counts when the passages say it so.
    const isCovered = (term: string) =>
      matched.has(term) ||
      (SAID_AS[term] ?? []).some((said) => [...topText].some((t) => t.startsWith(said))) ||
      (ownExpansions.get(term) ?? []).some(
        (expansion) =>
          matched.has(expansion) && !EVERYDAY.has(expansion) && !isCommonTerm(expansion) && this.idf(expansion) >= 2,
      );
    const asked =
      domain.length + unknown.length > 0 ? [...domain, ...unknown] : [...weights.keys()].filter((t) => this.idf(t) > 0);
    // Who is in the story ("mom", "the kids") counts when the passages name them, not against them.
    const judged = asked.filter((t) => !KIN.has(t) || isCovered(t));
    const weightOf = (term: string) => this.idf(term) || (ownExpansions.has(term) ? 2 : UNKNOWN_WEIGHT);
    const total = judged.reduce((sum, t) => sum + weightOf(t), 0);
    const covered = judged.filter(isCovered);
    const coverage = total === 0 ? 0 : covered.reduce((sum, t) => sum + weightOf(t), 0) / total;
    // More words the corpus has never seen than field words found: the question is about something
    // else ("best deep dish pizza in chicago" shares only "deep" with sleep apnea). Misspellings the
    // search matched fuzzily are found, not unknown.
    const strange = unknown.filter((t) => !matched.has(t));
    // The best document itself must be about most of what is asked: a question on hospital indemnity
    // plans shares "plan" and "pay" with many documents but is about none of them.
    const topDoc = hits[0] ? this.docTermSets.get(hits[0].chunk.doc.slug)! : new Set<string>();
    const inTopDoc = (term: string) =>
      topDoc.has(term) ||
      (SAID_AS[term] ?? []).some((said) => [...topDoc].some((t) => t.startsWith(said))) ||
      (hits[0]?.matched.includes(term) ?? false) ||
      (ownExpansions.get(term) ?? []).some((e) => topDoc.has(e) && this.idf(e) >= 2);
    // Kin words the best document does not name neither help nor hurt it ("widow" for an objection).
    const topJudged = judged.filter((t) => !KIN.has(t) || inTopDoc(t));
    const topTotal = topJudged.reduce((sum, t) => sum + weightOf(t), 0);
    const topCoverage =
      topTotal === 0 ? 0 : topJudged.filter(inTopDoc).reduce((sum, t) => sum + weightOf(t), 0) / topTotal;
    const coveredDomain = covered.filter((t) => this.domain.has(t) || ownExpansions.has(t));
    // One document far ahead of every other on what it is about ("what even is it" after "UW ordered an
    // APS") answers, though chat words the documents never use pull its coverage down.
    const ranked = [...docScores.values()].sort((x, y) => y - x);
    const dominant =
      hits[0] !== undefined &&
      (ranked[0] ?? 0) > 0 &&
      docScores.get(hits[0].chunk.doc.slug) === ranked[0] &&
      ranked[0]! >= DOMINANT_RATIO * (ranked[1] ?? 0);
    const relevant =
      hits.length > 0 &&
      hits[0]!.score >= MIN_SCORE &&
      coverage >= (dominant ? MIN_COVERAGE_DOMINANT : MIN_COVERAGE) &&
      coveredDomain.length > 0 &&
      topCoverage >= (dominant ? MIN_COVERAGE_DOMINANT : MIN_TOP_COVERAGE) &&
      !(strange.length >= 2 && strange.length > coveredDomain.length);
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
  private rerank(
    hits: Hit[],
    weights: Map<string, number>,
    question: string,
    asked: RegExp | null,
    docScores: Map<string, number>,
    previousDocs: Set<string>,
    sameSubject: boolean,
    age: number | null,
    state: string | null,
    annuityCase: boolean,
  ): Hit[] {
    const maxDoc = Math.max(1e-9, ...docScores.values());
    const asksAnnuity = [...weights.keys()].some((t) => ANNUITY_WORDS.has(t));
    const maxPassage = Math.max(1e-9, ...hits.map((h) => h.score));
    const strong = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
    // A follow-up with no words of its own ("how do I say that to him?") is ranked on what it leans on.
    // "Same thing but in texas": the new detail alone is not the subject; the thread's words count too.
    const terms = strong.length > 0 && !sameSubject ? strong : [...weights.keys()];
    if (terms.length === 0) return hits;
    const totalRare = terms.reduce((sum, t) => sum + this.idf(t) ** 1.5, 0) || 1;
    // Passages of one document share its example questions: compare them once per document.
    const likeExamples = new Map<string, number>();
    const likeExampleOf = (slug: string) => {
      let similarity = likeExamples.get(slug);
      if (similarity === undefined) likeExamples.set(slug, (similarity = this.exampleSimilarity(slug, terms)));
      return similarity;
    };
    // "What should the illustration show him" after IUL vs whole life: a word of the follow-up's own
    // that titles another page, and none the thread's pages, names a new subject: the thread gets no boost.
    const titledElsewhere = (term: string) =>
      hits.some((h) => !previousDocs.has(h.chunk.doc.slug) && this.titleTerms.get(h.chunk.doc.slug)?.includes(term));
    const titledBefore = (term: string) => [...previousDocs].some((slug) => this.titleTerms.get(slug)?.includes(term));
    // "What about variable annuities", "why not IUL tho": the thread's question turned, not a new one.
    const newSubject =
      !sameSubject &&
      previousDocs.size > 0 &&
      // "And how long am I on the hook for chargebacks if it lapses" asks a new question of its own.
      !(
        TURNS_THE_THREAD.test(question) &&
        (question.split(/\s+/).length <= 6 ||
          /^\s*(?:ok(?:ay)?,? )?(?:what|how) about|^\s*(?:ok(?:ay)?,? )?why not/i.test(question))
      ) &&
      strong.some((t) => titledElsewhere(t) && !titledBefore(t));
    const scored = hits.map((hit) => {
      const { all: present, own } = this.chunkTermSets.get(hit.chunk.id)!;
      // Coverage over the whole document: a section need not repeat the words its title says.
      const inDoc = this.docTermSets.get(hit.chunk.doc.slug)!;
      const coverage =
        terms.filter((t) => present.has(t) || inDoc.has(t)).reduce((sum, t) => sum + this.idf(t) ** 1.5, 0) / totalRare;
      let local = 0;
      for (const [term, weight] of weights) if (own.has(term)) local += weight * this.idf(term);
      // A passage holding the kind of fact asked for ("5 to 7 years" for "how far back") answers it.
      if (asked?.test(hit.chunk.text)) local *= 1.5;
      // Overview pages list every subject; they answer "what do you cover", not a question.
      const overview = hit.chunk.doc.slug.endsWith('-topics-overview') ? 0.5 : 1;
      const likeExample = 1 + 1.5 * likeExampleOf(hit.chunk.doc.slug);
      // A document about something the question does not name ("Annuity death benefits" for "does
      // the beneficiary pay tax on the death benefit") is a worse answer than one about what it asks.
      const unasked = (this.titleTerms.get(hit.chunk.doc.slug) ?? []).filter((t) => !sharesStem(t, weights)).length;
      // Annuities are a product of their own: an annuity document answers only a question about one
      // (life insurance is what a question means when it names no product).
      // …and in an annuity sale, "and if she dies during the 5 yrs?" asks about the annuity, not a life policy.
      const annuityPage = ANNUITY_DOC.test(hit.chunk.doc.title);
      const annuityOnly =
        annuityPage && !asksAnnuity && !annuityCase
          ? 0.4
          : !annuityPage && annuityCase && !this.speaksOfAnnuities.has(hit.chunk.doc.slug)
            ? ANNUITY_CASE_OTHER
            : 1;
      const band = outsideAgeBand(hit.chunk.doc.title, age) ? 0.3 : insideAgeBand(hit.chunk.doc.title, age) ? 1.5 : 1;
      // A section about one state ("New York: Regulation 60") answers only a client in that state.
      const sectionState = this.stateSections.get(hit.chunk.id);
      const otherState = sectionState !== undefined && sectionState !== state ? 0.4 : 1;
      const offSubject = Math.max(0.5, 0.8 ** unasked) * annuityOnly * band * otherState;
      // What the document is about (its title, keywords, examples, lead) outweighs where a word is repeated.
      const relevance = 0.65 * ((docScores.get(hit.chunk.doc.slug) ?? 0) / maxDoc) + 0.35 * (hit.score / maxPassage);
      // A follow-up ("and after 3 yrs?") is about what the previous answer was about.
      const continues =
        previousDocs.has(hit.chunk.doc.slug) && !newSubject ? (sameSubject ? SAME_SUBJECT_BOOST : CONTINUES_BOOST) : 1;
      return {
        hit,
        rank: relevance * (0.15 + coverage) ** 2 * overview * likeExample * offSubject * continues,
        local: local * otherState,
      };
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

const TURNS_THE_THREAD = /^\s*(?:ok(?:ay)?,? )?(?:what about|how about|and|why not|but|so)\b/i;

/**
 * A page written for another age band than the client's: "IUL for clients over 60" for a 28-year-old,
 * "Term or IUL for a young family" for a 72-year-old. Five years' grace below an "over" band.
 */
export function outsideAgeBand(title: string, age: number | null): boolean {
  if (age === null) return false;
  const over = /\bover (\d{2})\b/i.exec(title);
  if (over && age < Number(over[1]) - 5) return true;
  return /\byoung (?:family|families|couple|parents?)\b/i.test(title) && age >= 55;
}

/** A page written for the client's age band: "Life insurance options for clients over 80" at 86. */
export function insideAgeBand(title: string, age: number | null): boolean {
  const over = age === null ? null : /\bover (\d{2})\b/i.exec(title);
  return over !== null && age! >= Number(over[1]);
}

/** A title word counts as asked when the question has it or a word it starts with ("tax" for "taxation"). */
function sharesStem(term: string, weights: Map<string, number>): boolean {
  if (weights.has(term)) return true;
  for (const asked of weights.keys())
    if (asked.length >= 3 && (term.startsWith(asked) || asked.startsWith(term))) return true;
  return false;
}

function chunkTerms(chunk: Chunk): string[] {
  const { doc, heading, text } = chunk;
  return contentTerms(`${doc.title} ${heading} ${doc.keywords.join(' ')} ${doc.examples.join(' ')} ${text}`);
}

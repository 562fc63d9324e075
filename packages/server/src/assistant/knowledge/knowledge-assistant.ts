import path from 'node:path';
import type { Assistant, AssistantInput, AssistantReply, LeadContext } from '../types';
import { runTools } from '../tools/run-tools';
import { composeAnswer } from './compose';
import { chunkDocuments, loadDocuments, type KnowledgeDoc } from './documents';
import { checkGuardrails, DECLINE_TEXT, promisePreface } from './guardrails';
import { KnowledgeIndex, type Hit } from './search-index';
import { expandQuery, genericNames, loadSynonyms, rewriteQuestion, type SynonymMap } from './synonyms';
import { contentTerms, isCommonTerm, stem } from './text';

/** Below these, the best passage is not about the question: say so instead of answering. */
const MIN_SCORE = 6;
const MIN_COVERAGE = 0.5;

const REFERS_TO_LEAD =
  /\b(client|lead|applicant|prospect|insured|he|she|they|him|her|his|their|this (?:person|case))\b/i;
const REFERS_TO_PRODUCT = /\b(product|plan|policy|coverage|wants?|interested|looking at|considering)\b/i;
const FOLLOW_UP = /^(and|what about|how about|what if|also|same|ok(?:ay)?|so)\b|\b(that|it|this one|those)\b/i;

export interface RetrievalResult {
  hits: Hit[];
  queryTerms: string[];
  coverage: number;
  relevant: boolean;
}

export class KnowledgeAssistant implements Assistant {
  readonly mode = 'knowledge' as const;
  readonly docs: KnowledgeDoc[];
  private readonly index: KnowledgeIndex;
  private readonly synonyms: SynonymMap;

  constructor(knowledgeDir: string) {
    this.docs = loadDocuments(knowledgeDir);
    this.index = new KnowledgeIndex(chunkDocuments(this.docs));
    this.synonyms = loadSynonyms(path.join(knowledgeDir, 'synonyms.json'));
  }

  /** The passages for a question (also what the OpenAI mode grounds its model on). */
  retrieve(input: AssistantInput): RetrievalResult {
    // The lead's medications and product widen the search like expansions do; the question's own
    // words decide the ranking ("her diabetes" is about diabetes even when she wants term life).
    const lead =
      input.context && REFERS_TO_LEAD.test(input.question)
        ? leadTerms(input.context, input.question, this.synonyms)
        : '';
    const leadOwn = contentTerms(lead);
    const attempt = (text: string) => {
      const { expanded, expansions } = expandQuery(`${text} ${lead}`, this.synonyms);
      const own = contentTerms(text);
      const hits = rerank(this.index.query(expanded, 12, new Set(own)), own);
      const expansionTerms = new Set(contentTerms(expansions.join(' ')));
      const matched = new Set(hits.slice(0, 3).flatMap((hit) => hit.matched));
      // A question term counts as covered when it, or what it stands for, is in the best passages.
      const covered = own.filter(
        (term) =>
          matched.has(term) ||
          (expansionTerms.size > 0 && [...expansionTerms].some((e) => matched.has(e)) && !isCommonTerm(term)),
      );
      const coverage = own.length === 0 ? 0 : covered.length / own.length;
      const relevant = hits.length > 0 && hits[0]!.score >= MIN_SCORE && coverage >= MIN_COVERAGE;
      return { hits, queryTerms: [...new Set([...own, ...leadOwn, ...expansionTerms])], coverage, relevant };
    };

    const question = rewriteQuestion(input.question, this.synonyms);
    let result = attempt(question);
    // A short follow-up ("and table 2?") borrows the previous question's subject.
    const previous = input.history.at(-1)?.user;
    if (previous && (!result.relevant || (FOLLOW_UP.test(question) && question.length < 60))) {
      const withPrevious = attempt(`${question} ${rewriteQuestion(previous, this.synonyms)}`);
      if (withPrevious.relevant) result = withPrevious;
    }
    return result;
  }

  compose(input: AssistantInput, retrieval: RetrievalResult): AssistantReply {
    const guard = checkGuardrails(input.question);
    if (guard) return { text: guard.text, sources: [], kind: 'declined' };
    const tools = runTools(input.question, input.context);
    if (!retrieval.relevant && tools.length === 0) return { text: DECLINE_TEXT, sources: [], kind: 'declined' };
    const hits = retrieval.relevant ? retrieval.hits : [];
    const preface = promisePreface(input.question);
    const leadLine =
      input.context && REFERS_TO_LEAD.test(input.question) ? describeLead(input.context, this.synonyms) : null;
    const { text, sources } = composeAnswer({
      hits,
      queryTerms: retrieval.queryTerms,
      tools,
      leadLine: [preface, leadLine].filter(Boolean).join('\n') || null,
      stem,
    });
    return { text, sources, kind: 'answer' };
  }

  async reply(
    input: AssistantInput,
    options: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
  ): Promise<AssistantReply> {
    const reply = this.compose(input, this.retrieve(input));
    if (options.onDelta) for (const piece of pieces(reply.text)) options.onDelta(piece);
    return reply;
  }
}

/**
 * BM25 favours passages that repeat one term; a passage that covers more of the question's terms
 * (in its text, heading, title or keywords) is usually the one that answers it.
 */
function rerank(hits: Hit[], own: string[]): Hit[] {
  if (own.length === 0) return hits;
  const scored = hits.map((hit) => {
    const { doc, heading, text } = hit.chunk;
    const present = new Set(contentTerms(`${doc.title} ${heading} ${doc.keywords.join(' ')} ${text}`));
    const coverage = own.filter((term) => present.has(term)).length / own.length;
    return { hit, rank: hit.score * (0.35 + coverage) };
  });
  return scored.sort((a, b) => b.rank - a.rank).map((s) => s.hit);
}

function asList(value: string[] | string | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value)
    ? value.map(String)
    : String(value)
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter(Boolean);
}

/**
 * What the lead adds to a question about them: the medications always (underwriting turns on them),
 * the product only when the question points at it ("the product he wants"), or else "her diabetes"
 * would be answered with facts about the term policy she asked about.
 */
function leadTerms(context: LeadContext, question: string, synonyms: SynonymMap): string {
  const meds = asList(context.medications);
  const product = REFERS_TO_PRODUCT.test(question) ? (context.product_interest ?? '') : '';
  return [...meds, ...genericNames(meds.join(' '), synonyms), product].join(' ');
}

function describeLead(context: LeadContext, synonyms: SynonymMap): string {
  const parts: string[] = [];
  if (context.age) parts.push(`age ${context.age}`);
  if (context.state) parts.push(String(context.state));
  if (context.height && context.weight) parts.push(`${context.height}, ${context.weight}`);
  if (context.tobacco !== undefined && context.tobacco !== '') {
    const tobacco =
      typeof context.tobacco === 'boolean' ? context.tobacco : /^(y|yes|true|smoker)/i.test(String(context.tobacco));
    parts.push(tobacco ? 'tobacco user' : 'no tobacco');
  }
  const meds = asList(context.medications);
  if (meds.length) {
    const named = meds.map((med) => {
      const generic = genericNames(med, synonyms)[0];
      return generic && generic !== med.toLowerCase() ? `${med} (${generic})` : med;
    });
    parts.push(`Rx: ${named.join(', ')}`);
  }
  if (context.product_interest) parts.push(`interested in ${context.product_interest}`);
  return parts.length ? `For the lead in view (${parts.join('; ')}):` : '';
}

/** Splits a reply into streaming pieces of a few words, keeping line breaks. */
export function pieces(text: string): string[] {
  return text.match(/(?:\S+\s*){1,8}/g) ?? [];
}

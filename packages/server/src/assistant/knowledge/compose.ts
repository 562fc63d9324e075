import type { Chunk, FactLabel, KnowledgeDoc } from './documents';
import type { Hit } from './search-index';
import type { Source } from '../types';
import { isCommonTerm } from './text';

/** Abbreviations a sentence does not end at ("Co. v. Gomez", "U.S.", "e.g."). */
const ABBREVIATION =
  /(?:\b(?:Co|Inc|No|Nos|vs?|e\.g|i\.e|U\.S|St|Dr|Mr|Ms|Mrs|Jr|Sr|Fla|Stat|Ins|Rev|Ann|Cal|Colo|Mont|Fed|Reg|approx|etc|Corp|Ltd|Sec)\.)$/;

/**
 * Sentences of a passage, keeping list items whole. A sentence that introduces a list ("…uses
 * data:") is kept together with its items, since neither means much alone.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s*[-*•]\s+/.test(line)) {
      out.push(line.replace(/^\s*[-*•]\s+/, '').trim());
      continue;
    }
    if (line.trim().endsWith(':') && /^\s*[-*•]\s+/.test(lines[i + 1] ?? '')) {
      const items: string[] = [];
      while (/^\s*[-*•]\s+/.test(lines[i + 1] ?? '')) {
        i += 1;
        items.push(
          lines[i]!.replace(/^\s*[-*•]\s+/, '')
            .trim()
            .replace(/\.$/, ''),
        );
      }
      const intro = lineSentences(line);
      out.push(...intro.slice(0, -1), `${intro.at(-1)} ${items.join('; ')}.`);
      continue;
    }
    out.push(...lineSentences(line));
  }
  return out.filter((s) => s.length > 0);
}

/** The sentences of one line of prose, not split after an abbreviation ("Cal. Ins. Code § 789.10"). */
function lineSentences(line: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of line.trim().split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)) {
    current = current ? `${current} ${part}` : part;
    if (!ABBREVIATION.test(current)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current) out.push(current.trim());
  return out;
}

const CAVEAT: Record<FactLabel, string> = {
  LAW: 'This is general information, not legal advice: check the current rule and ask your compliance team or counsel about your situation.',
  MODEL: 'Most states follow the NAIC model on this, sometimes with changes: check your state.',
  TYPICAL: "This is typical industry practice; carriers differ, so confirm in the carrier's field underwriting guide.",
  VERIFY: 'Figures and rules like these change: confirm they are still current before you rely on them.',
};

/**
 * How many of the question's terms a sentence holds ("contest" also inside "incontestable"); a
 * term as general as "client" counts half.
 */
function scoreSentence(sentence: string, terms: Set<string>, stem: (w: string) => string): number {
  const words = new Set((sentence.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
  let score = 0;
  for (const term of terms) {
    if (
      words.has(term) ||
      (term.length >= 5 && [...words].some((word) => word.length > term.length && word.includes(term)))
    )
      score += isCommonTerm(term) ? 0.5 : 1;
  }
  return score;
}

/** A sentence that leans on the one before it ("It is grounds for…") means nothing on its own. */
const LEANS_BACK = /^(it|this|that|these|those|they|such|he|she)\b/i;

export interface ComposeInput {
  hits: Hit[];
  queryTerms: string[];
  tools: string[];
  leadLine: string | null;
  stem: (word: string) => string;
}

/**
 * The reply: the direct answer first (a computed result, else the best passage's opening), then
 * the key facts as bullets from the best passages, the caveat the facts' label calls for, and the
 * sources as links. Every sentence comes from the knowledge base or a tool: nothing is invented.
 */
export function composeAnswer({ hits, queryTerms, tools, leadLine, stem }: ComposeInput): {
  text: string;
  sources: Source[];
} {
  const terms = new Set(queryTerms);
  const top = hits[0]?.chunk;
  const lines: string[] = [];
  if (leadLine) lines.push(leadLine, '');

  const used = new Set<string>();
  if (tools.length > 0) {
    lines.push(...tools);
  } else if (top) {
    // Each document opens with its own direct answer; use it whenever it speaks to the question.
    const leadFits = sentences(top.doc.lead).some((s) => scoreSentence(s, terms, stem) > 0);
    const opening = top.id.endsWith('#lead') || leadFits ? top.doc.lead : directAnswer(top, terms, stem);
    lines.push(opening);
    for (const s of sentences(opening)) used.add(s);
  }

  const facts = keyFacts(hits, terms, stem, used);
  if (facts.length > 0) {
    lines.push('', tools.length > 0 || !top ? 'What else matters:' : `Key points (${top.heading}):`);
    for (const fact of facts) lines.push(`- ${fact.text}`);
  }

  // Cite what was quoted: the opening's document and every document a key point came from.
  const docs = uniqueDocs([...(top && tools.length === 0 ? [top.doc] : []), ...facts.map((fact) => fact.doc)]);
  const label = docs[0]?.label;
  if (label) lines.push('', CAVEAT[label]);

  const sources = docs.map((doc) => ({ title: doc.title, url: doc.source_url }));
  if (docs.length > 0) {
    lines.push('', 'Sources:');
    for (const doc of docs) {
      lines.push(
        doc.source_url
          ? `- [${doc.title}](${doc.source_url}) (${doc.source}, as of ${doc.as_of})`
          : `- ${doc.title}: ${doc.source} (as of ${doc.as_of})`,
      );
    }
  }
  return { text: lines.join('\n').trim(), sources };
}

function uniqueDocs(docs: KnowledgeDoc[]): KnowledgeDoc[] {
  return [...new Map(docs.map((doc) => [doc.slug, doc])).values()];
}

/** The section's first sentences, or its best-matching ones when the opening does not match the question. */
function directAnswer(chunk: Chunk, terms: Set<string>, stem: (w: string) => string): string {
  const all = sentences(chunk.text);
  const first = all.slice(0, 2).join(' ');
  if (all.slice(0, 2).some((s) => scoreSentence(s, terms, stem) > 0)) return first;
  const best = [...all].sort((a, b) => scoreSentence(b, terms, stem) - scoreSentence(a, terms, stem))[0];
  return best ?? first;
}

interface Fact {
  text: string;
  doc: KnowledgeDoc;
}

/**
 * Up to six facts: the best passage's sentences that touch the question (in their own order, so
 * they read as one thought), then the sentences of the same document's other sections and of the
 * next passages that match the question most.
 */
function keyFacts(hits: Hit[], terms: Set<string>, stem: (w: string) => string, used: Set<string>): Fact[] {
  const fresh = (sentence: string) => !used.has(sentence) && sentence.length >= 25 && !sentence.endsWith(':');
  const [first, ...rest] = hits.slice(0, 3);
  if (!first) return [];
  const doc = first.chunk.doc;
  const own = sentences(first.chunk.text).filter(fresh);
  const matching = own.filter((sentence) => scoreSentence(sentence, terms, stem) > 0);
  const picked: Fact[] = (matching.length > 0 ? matching : own).slice(0, 4).map((text) => ({ text, doc }));

  const sameDoc = doc.sections.filter((section) => section.body !== first.chunk.text).map((section) => section.body);
  const candidates = [
    ...sameDoc.flatMap((body) =>
      sentences(body).map((text) => ({ text, doc, score: scoreSentence(text, terms, stem) })),
    ),
    ...rest.flatMap((hit, index) =>
      hit.chunk.doc === doc
        ? []
        : sentences(hit.chunk.text).map((text) => ({
            text,
            doc: hit.chunk.doc,
            score: scoreSentence(text, terms, stem) - 0.5 - index * 0.5,
          })),
    ),
  ]
    .filter((c) => fresh(c.text) && c.score >= 1.5 && !LEANS_BACK.test(c.text))
    .sort((a, b) => b.score - a.score);
  for (const candidate of candidates) {
    if (picked.length >= 6) break;
    if (!picked.some((p) => p.text === candidate.text)) picked.push({ text: candidate.text, doc: candidate.doc });
  }
  return picked;
}

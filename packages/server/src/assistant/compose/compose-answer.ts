import type { KnowledgeDoc } from '../retrieval/documents';
import type { Hit } from '../retrieval/search-index';
import { STATES, stateIn } from '../case/states';
import { askedFactPattern, asksForScript, isScript } from '../retrieval/answer-type';
import { contentTerms } from '../retrieval/text';
import { caveatFor } from './caveats';
import { sentences } from './sentences';

/** A sentence that leans on the one before it ("It is…", "Both are…") means nothing on its own. */
const LEANS_BACK =
  /^(?:it|this|that|these|those|they|both|such|he|she|its|their|there|also|however|but|and|so|then|otherwise|instead|here)\b/i;
/** "Typically, confirm the deadline in the contract.": a reminder, which the caveat already gives. */
const REMINDER = /^(?:typically,\s*)?(?:confirm|check|verify)\b/i;
/** A page's own disclaimer ("This is general information, not tax advice…"): never the opening. */
const DISCLAIMER = /^(?:this is )?general information\b/i;
/** A term this rare names the detail asked about (few passages hold it). */
const RARE_IDF = 4.5;
// "What's the risk", "whats the penalty": one fact about a thing is asked, not what the thing is.
export const DEFINITION =
  /^\s*(?:(?:what(?:'s| is| are)|whats)(?!\s+(?:the\s+|an?\s+)?(?:risks?|downsides?|catch|cons|penalt\w*|deadline|difference|diff|rules?|limits?|costs?|best|worst|max\w*|min\w*|odds|chances?|fees?)\b)|define|explain|meaning of|what do(?:es)? .* (?:mean|stand for))\b/i;

export interface ComposeInput {
  question: string;
  hits: Hit[];
  /** Term → weight, as the search used them. */
  weights: Map<string, number>;
  idf: (term: string) => number;
  /** Computed results (BMI, table ratings) that answer the question before any passage. */
  tools: string[];
  /** Said first: a preface such as the no-promise note, or the lead the question is about. */
  preface: string | null;
  /** The previous answer in the thread: never repeat it as this one's opening. */
  previousAnswer: string | null;
}

interface Candidate {
  text: string;
  doc: KnowledgeDoc;
  terms: Set<string>;
  score: number;
  hitRank: number;
  order: number;
  /** The section heading's terms (none for the document's lead). */
  heading?: Set<string>;
}

function scoreTerms(terms: Set<string>, weights: Map<string, number>, idf: (t: string) => number): number {
  let score = 0;
  for (const [term, weight] of weights) {
    if (terms.has(term) || (term.length >= 5 && [...terms].some((t) => t.length > term.length && t.startsWith(term))))
      score += weight * Math.max(0.3, idf(term));
  }
  // A sentence that says one thing beats a long one that mentions everything.
  return score / Math.pow(Math.max(6, terms.size), 0.15);
}

const overlap = (a: Set<string>, b: Set<string>) => {
  const shared = [...a].filter((t) => b.has(t)).length;
  return shared / Math.max(1, Math.min(a.size, b.size));
};

/**
 * The reply, answer first: the sentence that best answers the question (a computed result comes
 * before it), then up to four facts that support it (no near-duplicates, none that lean on a
 * sentence left out), the caveat that fits the area, and one sources block. Every sentence comes
 * from the knowledge base or a tool: nothing is invented.
 */
export function composeAnswer(input: ComposeInput): { text: string; docs: KnowledgeDoc[] } {
  const { hits, weights, idf } = input;
  const top = hits[0];
  const previous = input.previousAnswer ?? '';
  const previousOpening = previous.split('\n\n')[0] ?? '';
  // The follow-up's own words (not the ones it leans on from the thread).
  const ownWords = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
  const asked = askedFactPattern(input.question);
  const holdsAsked = (text: string) => (asked?.test(text) ? 1.6 : 1);
  const candidates: Candidate[] = [];
  hits.slice(0, 4).forEach((hit, hitRank) => {
    // Passages from documents other than the best one count less, and less the further down they are.
    const factor = hitRank === 0 ? 1.25 : hit.chunk.doc === top?.chunk.doc ? 1 : 0.85 - hitRank * 0.1;
    const texts = sentences(hit.chunk.text);
    texts.forEach((text, order) => {
      if (text.length < 20 || text.endsWith(':')) return;
      const terms = new Set(contentTerms(text));
      const leans = LEANS_BACK.test(text) && order > 0;
      const reminder = REMINDER.test(text) ? 0.2 : 1;
      const score = scoreTerms(terms, weights, idf) * factor * (leans ? 0.35 : 1) * holdsAsked(text) * reminder;
      const heading = new Set(contentTerms(hit.chunk.heading));
      candidates.push({ text, doc: hit.chunk.doc, terms, score, hitRank, order, heading });
    });
  });
  if (top) {
    const leadSentences = sentences(top.chunk.doc.lead);
    leadSentences.forEach((text, order) => {
      const terms = new Set(contentTerms(text));
      candidates.push({
        text,
        doc: top.chunk.doc,
        terms,
        score: scoreTerms(terms, weights, idf) * 1.1,
        hitRank: 0,
        order: -1 + order / 10,
      });
    });
  }
  const ranked = candidates.filter((c) => c.score > 0).sort((a, b) => b.score - a.score);
  // Never the previous opening again, nor another of its sentences, unless the follow-up asks about
  // that very point in its own words ("she's worried her kids get nothing" after "Heirs: …").
  const fresh = (c: Candidate) =>
    !DISCLAIMER.test(c.text) &&
    !previousOpening.includes(c.text) &&
    (!previous.includes(c.text) || ownWords.filter((t) => c.terms.has(t)).length >= 3);

  const lines: string[] = [];
  if (input.preface) lines.push(input.preface, '');
  const chosen: Candidate[] = [];
  if (input.tools.length > 0) {
    lines.push(...input.tools);
  } else {
    // The question's own specific words, for judging whether a section heading names what it asks.
    const askedTerms = [...weights].filter(([t, w]) => w >= 1 && idf(t) >= 2.5).map(([t]) => t);
    // The rarest of them, which a sentence must hold to say more than the lead ("undo", "NT-proBNP").
    const rareTerms = askedTerms.filter((t) => idf(t) >= RARE_IDF);
    let opening = chooseOpening(input.question, top, candidates, ranked, fresh, askedTerms, rareTerms);
    // "Free look for a 68yo in california": an opening that does not name the state asked about gives way
    // to a sentence of the same page that does ("California gives 30 days to buyers age 60 and over").
    const state = stateIn(input.question);
    // "Virginia" is not the Virginia in "West Virginia".
    const stateName = state === undefined ? null : new RegExp(String.raw`(?<!West )\b${STATES[state]}\b`);
    const namesState = (c: Candidate) => stateName !== null && stateName.test(c.text);
    if (opening && top && state && !namesState(opening)) {
      const specific = ranked.find((c) => c.doc === top.chunk.doc && fresh(c) && namesState(c));
      if (specific && specific.score >= opening.score * 0.5) opening = specific;
      // "he's in NY" after a replacement question: the state is the whole question, so the page's
      // sentence about that state answers it, wherever on the page it is.
      else if (!specific && input.question.split(/\s+/).length <= 6) {
        // A section headed by the state ("New York: Regulation 60") first.
        const headed = (x: { heading: string }) => (stateName!.test(x.heading) ? 0 : 1);
        const text = [...top.chunk.doc.sections]
          .sort((x, y) => headed(x) - headed(y))
          .flatMap((section) => sentences(section.body))
          .find((sentence) => stateName!.test(sentence) && !previous.includes(sentence));
        if (text) opening = { ...opening, text, terms: new Set(contentTerms(text)), order: 0 };
      }
    }
    // A question asking for a figure ("how long…") opens with a sentence that holds one, if the best document has it.
    if (opening && asked && !asked.test(opening.text) && top) {
      const current = opening;
      const options = [
        ranked.find((c) => c.doc === top.chunk.doc && fresh(c) && asked.test(c.text)),
        // The best passage holds it in words the question lacks (the section headed by what is asked).
        candidates.find((c) => c.hitRank === 0 && c.order >= 0 && asked.test(c.text)),
        // Said before is better than not said: a follow-up asking for the figure gets it again.
        ranked.find((c) => c.doc === top.chunk.doc && asked.test(c.text)),
      ];
      opening =
        options.find(
          (c) =>
            c &&
            (c.score >= current.score * 0.5 ||
              !fresh(current) ||
              // A terse follow-up ("what's the deadline usually") has few words for a sentence to share.
              (c.hitRank === 0 && c.order >= 0 && input.question.split(/\s+/).length <= 6)),
        ) ?? current;
    }
    // "Give me a referral script": the best passage's words to say open, not the advice around them.
    if (opening && top && asksForScript(input.question) && !isScript(opening.text)) {
      // Scripts rarely repeat the question's words ("referral", "script"), so any of the page's will do.
      // …from the section that answers, or one whose heading names what is asked ("Referral scripts that work").
      const namesAsked = (c: Candidate) => ownWords.some((t) => c.heading?.has(t));
      const script = candidates
        .filter((c) => c.doc === top.chunk.doc && fresh(c) && isScript(c.text) && (c.hitRank === 0 || namesAsked(c)))
        .sort((a, b) => b.score - a.score || a.hitRank - b.hitRank || a.order - b.order)[0];
      if (script) opening = script;
    }
    if (opening) {
      chosen.push(opening);
      lines.push(opening.text);
    }
  }

  const best = ranked[0]?.score ?? 0;
  const own = [...weights].filter(([, w]) => w >= 1).map(([t]) => t);
  const rarest = new Set([...own].sort((a, b) => idf(b) - idf(a)).slice(0, 2));
  const covered = new Set(own.filter((t) => chosen.some((c) => c.terms.has(t))));
  const points: Candidate[] = [];
  const acceptable = (candidate: Candidate) => {
    if (LEANS_BACK.test(candidate.text)) return false;
    if ([...chosen, ...points].some((c) => c.text === candidate.text || overlap(c.terms, candidate.terms) >= 0.6))
      return false;
    if (chosen.some((c) => c.text.includes(candidate.text))) return false;
    if (input.tools.some((t) => overlap(new Set(contentTerms(t)), candidate.terms) >= 0.6)) return false;
    // A sentence from another document must be about the question, not merely share a word with it.
    if (candidate.doc !== top?.chunk.doc) {
      const shared = own.filter((t) => candidate.terms.has(t));
      if (shared.length < 2 && !shared.some((t) => rarest.has(t))) return false;
    }
    return true;
  };
  const take = (candidate: Candidate) => {
    points.push(candidate);
    for (const t of own) if (candidate.terms.has(t)) covered.add(t);
  };
  // The best passage's sentences that touch the question, in its own order (they read as one thought).
  for (const c of candidates.filter((c) => c.hitRank === 0 && c.order >= 0 && c.score > 0).slice(0, 6)) {
    if (points.length < Math.min(3, input.tools.length > 0 ? 2 : 3) && acceptable(c)) take(c);
  }
  // Then the sentences that answer what is still unanswered: a question in two parts gets both.
  const totalIdf = own.reduce((sum, t) => sum + idf(t), 0) || 1;
  // A computed answer needs little beside it; a passage answer gets up to five supporting facts.
  const most = input.tools.length > 0 ? 2 : 5;
  while (points.length < most) {
    let pick: Candidate | undefined;
    let pickValue = 0;
    for (const c of ranked) {
      if (c.score < best * 0.4 || !acceptable(c)) continue;
      const fresh = own.filter((t) => c.terms.has(t) && !covered.has(t)).reduce((sum, t) => sum + idf(t), 0);
      const value = c.score * (1 + (2 * fresh) / totalIdf);
      if (value > pickValue) [pick, pickValue] = [c, value];
    }
    if (!pick) break;
    take(pick);
  }
  // Read in the documents' own order, the best document first.
  points.sort((a, b) => a.hitRank - b.hitRank || a.order - b.order);
  if (points.length > 0) {
    lines.push('');
    for (const point of points) lines.push(`- ${point.text}`);
  }

  // No sentence scored (a question in words the passage does not repeat): the best document's lead
  // answers rather than a reply that is only a caveat.
  if (chosen.length === 0 && points.length === 0 && input.tools.length === 0 && top) {
    const lead = sentences(top.chunk.doc.lead)[0];
    if (lead) {
      chosen.push({
        text: lead,
        doc: top.chunk.doc,
        terms: new Set(contentTerms(lead)),
        score: 0,
        hitRank: 0,
        order: -1,
      });
      lines.push(lead);
    }
  }
  const docs = [...new Map([...chosen, ...points].map((c) => [c.doc.slug, c.doc])).values()];
  const caveat = caveatFor(docs[0] ?? top?.chunk.doc ?? null);
  if (caveat) lines.push('', caveat);
  return { text: lines.join('\n').trim(), docs };
}

/** Whether a sentence's terms hold a term or a longer form of it ("undo" in "undone"). */
function stemIn(terms: Set<string>, term: string): boolean {
  return terms.has(term) || (term.length >= 4 && [...terms].some((t) => t.startsWith(term)));
}

const COMPARISON = /\b(?:vs\.?|versus|difference|diff|differ|compare[ds]?)\b/i;

/**
 * The opening sentence. A document's lead answers its main question and each section opens with
 * the answer to its heading, so: the lead for "what is X?" (or when the lead is the best passage),
 * else the best passage's first sentence, unless another of its sentences answers the question much
 * better. Never the previous answer's opening again.
 */
function chooseOpening(
  question: string,
  top: Hit | undefined,
  candidates: Candidate[],
  ranked: Candidate[],
  fresh: (c: Candidate) => boolean,
  asked: string[],
  rare: string[],
): Candidate | undefined {
  if (!top) return ranked.find(fresh) ?? ranked[0];
  const doc = top.chunk.doc;
  const leadSentences = candidates.filter((c) => c.doc === doc && c.order < 0);
  // "How does the exclusion ratio work?" in a document about SPIAs: the section headed by what is asked
  // answers it, not the document's lead about payout options.
  const sectionTerms = new Set(contentTerms(top.chunk.heading));
  const sectionNamesIt =
    !top.chunk.id.endsWith('#lead') &&
    asked.length >= 2 &&
    asked.filter((t) => stemIn(sectionTerms, t)).length >= Math.max(2, Math.ceil(asked.length * 0.6));
  const sectionOpening = candidates.find((c) => c.hitRank === 0 && c.order === 0 && fresh(c));
  // The lead's first sentence is what a lead-first reply would open with.
  const leadTerms = leadSentences[0]?.terms ?? new Set<string>();
  const leadNamesIt = asked.filter((t) => stemIn(leadTerms, t)).length >= Math.ceil(asked.length * 0.6);
  if (sectionNamesIt && sectionOpening && !leadNamesIt) return sectionOpening;
  // A lead of two subjects ("payout options… For a non-qualified SPIA, the exclusion ratio…"): the one asked.
  const covers = (c: Candidate) => asked.filter((t) => stemIn(c.terms, t)).length;
  const namedLead = [...leadSentences].sort((a, b) => covers(b) - covers(a))[0];
  if (
    top.chunk.id.endsWith('#lead') &&
    namedLead &&
    leadSentences[0] &&
    namedLead !== leadSentences[0] &&
    covers(namedLead) > covers(leadSentences[0]) &&
    fresh(namedLead)
  )
    return namedLead;
  if ((top.chunk.id.endsWith('#lead') || DEFINITION.test(question)) && leadSentences[0] && fresh(leadSentences[0])) {
    const whole =
      doc.lead.length <= 450
        ? doc.lead
        : leadSentences
            .slice(0, 2)
            .map((c) => c.text)
            .join(' ');
    return { ...leadSentences[0], text: whole, terms: new Set(contentTerms(whole)) };
  }
  const own = candidates.filter((c) => c.hitRank === 0 && c.order >= 0 && fresh(c));
  const first = own[0];
  const bestOwn = [...own].sort((a, b) => b.score - a.score)[0];
  let opening = first && bestOwn && first.score > 0 && bestOwn.score < first.score * 2 ? first : bestOwn;
  if (!opening || opening.score <= 0) opening = ranked.find(fresh) ?? ranked[0];
  // The document's lead is its direct answer: it opens unless the best passage is a section whose
  // heading names what the question asks ("How far back the Rx check looks"), or the lead says
  // much less about the question than the section does.
  // The document's own subject alone in a heading ("What the ADHD drugs tell…" in the ADHD page) names
  // nothing the lead does not also answer; two words asked ("graded vs modified vs GI") or one beyond
  // the title do.
  const titleTerms = new Set(contentTerms(doc.title));
  const headingTerms = new Set(contentTerms(top.chunk.heading));
  const inHeading = asked.filter((t) => headingTerms.has(t));
  // A comparison asked ("graded vs modified vs GI") is answered by the section that sets them side by side.
  const compared = COMPARISON.test(question) && contentTerms(question).filter((t) => headingTerms.has(t)).length >= 2;
  const headingAsked =
    !top.chunk.id.endsWith('#lead') && (inHeading.length >= 2 || compared || inHeading.some((t) => !titleTerms.has(t)));
  const bestLead = [...leadSentences].sort((a, b) => b.score - a.score)[0];
  // A section sentence that holds a specific word of the question the lead lacks ("undo" a MEC,
  // "NT-proBNP") answers it better than the lead's summary.
  const saysMore = (c: Candidate) =>
    bestLead !== undefined && rare.some((t) => stemIn(c.terms, t) && !stemIn(bestLead.terms, t));
  const bestLeadScore = Math.max(0, ...leadSentences.map((c) => c.score));
  // "What does a chronic illness rider require to pay out" and a section "Claiming under a chronic illness
  // rider": a heading that names two things asked, one of them beyond the page's title, is the answer.
  const sectionAnswers =
    !DEFINITION.test(question) &&
    inHeading.length >= 2 &&
    inHeading.some((t) => !titleTerms.has(t)) &&
    opening?.doc === doc &&
    opening.hitRank === 0 &&
    opening.order >= 0 &&
    // A glossary item ("Primary beneficiary: receives…") defines a word; it does not answer the question.
    !/^[^:]{1,40}: /.test(opening.text) &&
    opening.score >= bestLeadScore * 0.6;
  if (
    opening &&
    !sectionAnswers &&
    !(opening.doc === doc && opening.order >= 0 && saysMore(opening)) &&
    bestLead &&
    fresh(bestLead) &&
    bestLead.score > 0 &&
    bestLead.score >= opening.score * (headingAsked ? 0.8 : 0.5)
  ) {
    return leadSentences[0] === bestLead && doc.lead.length <= 450
      ? { ...bestLead, text: doc.lead, terms: new Set(contentTerms(doc.lead)) }
      : bestLead;
  }
  return opening;
}

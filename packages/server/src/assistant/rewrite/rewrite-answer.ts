import { isCaveat } from '../compose/caveats';
import { sentences } from '../compose/sentences';
import type { RewriteRequest } from './rewrite-request';

/** The parts of an earlier reply worth saying again: its opening and its supporting points. */
interface Said {
  opening: string[];
  points: string[];
  /** The reply was a field-underwriting read of a case (it says what it assumed). */
  read: boolean;
}

/** Sections of a read that are not the answer itself: the questions to ask, the per-product table. */
const NOT_SUPPORT = /^(?:Ask next|How each option looks|Sources|Assumed)\b/;

function parse(previous: string): Said {
  const paragraphs = previous
    .split(/\n\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  // A read, or a shortened read that kept only its verdict ("Yes, most likely: …").
  const read =
    paragraphs.some((p) => p.startsWith('Assumed: ')) ||
    /^(?:Yes|No|Probably not|Not right now|Possibly|Likely|Most likely|At \d+)\b[^:]{0,60}: /.test(paragraphs[0] ?? '');
  const opening: string[] = [];
  const points: string[] = [];
  for (const paragraph of paragraphs) {
    if (isCaveat(paragraph) || NOT_SUPPORT.test(paragraph)) continue;
    const lines = paragraph.split('\n');
    const bullets = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2).trim());
    if (bullets.length > 0) points.push(...bullets);
    else if (opening.length === 0) opening.push(...sentences(paragraph));
    else points.push(...sentences(paragraph));
  }
  return { opening, points, read };
}

/** Legal citations and bracketed asides a client does not need ("(26 U.S.C. § 72(b))"). */
function withoutCitations(text: string): string {
  return text
    .replace(
      /\s*\((?:[^()]|\([^()]*\))*(?:§|U\.S\.C|C\.F\.R|CFR|Model|No\.|Cir\.|Rev\. Rul)(?:[^()]|\([^()]*\))*\)/g,
      '',
    )
    .replace(/\s+([,.;:])/g, '$1');
}

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/** A point worth a sentence of its own: not a list run together, not the opening said again. */
function addsToOpening(point: string, opening: Set<string>): boolean {
  if (point.endsWith(':') || /\binclude:|:[^;]*;[^;]*;/.test(point)) return false;
  const own = [...words(point)];
  return own.filter((w) => !opening.has(w)).length >= Math.max(3, own.length * 0.4);
}

const stems = (text: string) => new Set([...words(text)].map((w) => w.slice(0, 5)));
/** Words too common to show what a sentence is about. */
const COMMON = new Set(
  'what that with have this from they them will would could should about then when your does'.split(' '),
);
/** The stems of a text's meaningful words, for matching a list item to the question. */
const contentStems = (text: string) =>
  new Set([...words(text)].filter((w) => w.length >= 4 && !COMMON.has(w)).map((w) => w.slice(0, 5)));

/**
 * Sentences for the agent's eyes only (pay, chargebacks, quoting tools; a client's words quoted back as
 * an objection; a form's bracketed blanks such as "[minor's full name]"; how to fill in a form): never sent
 * to the client.
 */
const AGENT_ONLY =
  /["“]|\[[^\]]+\]|\b(?:write|fill in|fill out|enter) the \w+ (?:line|field|box|section)\b|\bobjection\b|\b(?:often|usually) (?:hides|means|masks)\b|\b(?:agents?|commissions?|chargebacks?|advances?|quoting (?:tool|engine)|field underwriting|underwriting guide|upline|imo|fmo|e&o|before the sale|explain (?:\w+ ){0,2}(?:things|points))\b|^(?:(?:After|Before|When|If|Once|For)\b[^,]{0,80},\s*)?(?:Recommend|Quote|Offer|Ask|Present|Pitch|Document|Run|Shop|Position|Probe|Sell|Check|Set|Size|Compare|Align|Go back|Remind|Tell|Explain|Say|Acknowledge|Let|Send|Call|Follow up|Mention|Use|Avoid|Don'?t|Never|Keep|Listen|Book|Schedule|Confirm|Find out|Show|Handle|Agree|Thank)\b/i;

/**
 * The `count` sentences that best answer what was asked, in the order they were said: the opening
 * unless another sentence speaks to the question more directly, then the points that add to it.
 */
function firstSentences(
  said: Said,
  count: number,
  asked: string,
  forClient = false,
  keep: (sentence: string) => boolean = () => true,
): string[] {
  const opening = words(said.opening.join(' '));
  let all = [...said.opening, ...said.points.filter((p) => addsToOpening(p, opening))].filter(keep);
  // Too few whole sentences: the items of a list run together ("explain four things: a; b; and c")
  // are sentences of their own.
  // A list the question is about ("bank offered him mortgage life" after "…: lender-paid mortgage life: …")
  // offers its items too; otherwise only when too few whole sentences are left.
  const question = contentStems(asked);
  const listAsked = said.points.some(
    (point) =>
      !addsToOpening(point, opening) &&
      listItems(point).some((item) => [...contentStems(item)].filter((stem) => question.has(stem)).length >= 2),
  );
  if (all.length < count || listAsked)
    all = [
      ...all,
      // Only the lists kept out above ("a; b; c"), so no point is said twice.
      ...said.points
        .filter((point) => !addsToOpening(point, opening))
        .flatMap(listItems)
        .filter((item) => addsToOpening(item, opening)),
    ].filter(keep);
  const kept = forClient ? all.filter((sentence) => !AGENT_ONLY.test(sentence)) : all;
  const pool = kept.length > 0 ? kept : all;
  const score = (sentence: string, at: number) =>
    [...stems(sentence)].filter((stem) => question.has(stem)).length + (at === 0 ? 0.5 : 0) - at * 0.01;
  const chosen = pool
    .map((sentence, at) => ({ sentence, at, score: score(sentence, at) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.at - b.at);
  return chosen.map(({ sentence }) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`));
}

/** "Explain four things: the cash value…; illustrated values…; and if loans…": each item as a sentence. */
function listItems(point: string): string[] {
  const colon = point.indexOf(': ');
  if (colon < 0 || !point.slice(colon).includes(';')) return [];
  return point
    .slice(colon + 2)
    .split(/;\s*(?:and\s+)?/)
    .map((item) => item.trim().replace(/[.;]+$/, ''))
    .filter((item) => item.split(/\s+/).length >= 5)
    .map((item) => `${item.charAt(0).toUpperCase()}${item.slice(1)}.`);
}

/** Agent words a client does not use, in the words a client does. */
const PLAIN_WORDS: [RegExp, string][] = [
  [/\bwithout evidence of insurability(?: \([^)]*\))?/gi, 'without a new exam or health questions'],
  [/\bevidence of insurability(?: \([^)]*\))?/gi, 'proof of good health'],
  // "For a client whose main goal is care, …" → "If your main goal is care, …".
  [/\bfor (?:a|the) (?:client|owner|insured|annuitant|policyholder|applicant) whose\b/gi, 'if your'],
  [/\bfor (?:a|the) (?:client|owner|insured|annuitant|policyholder|applicant) who\b/gi, 'if you'],
  [/\b(?:a|the|your) (?:client|owner|insured|annuitant|policyholder|applicant) whose\b/gi, 'you, if your'],
  [/\b(?:a|the|your) (?:client|owner|insured|annuitant|policyholder|applicant) who\b/gi, 'you, if you'],
  [/\bthe (?:owner|client|insured|annuitant|policyholder|applicant)'s\b/gi, 'your'],
  [/\b(?:the|a|your) (?:owner|client|insured|annuitant|policyholder|applicant)\b/gi, 'you'],
  [/\b(?:he|she|they) (?:is|are)\b/gi, 'you are'],
  [/\b(?:he|she) (?:has)\b/gi, 'you have'],
  [/\b(?:his|her|their)\b/gi, 'your'],
  [/\b(?:he|she|they)\b/gi, 'you'],
  [/\b(?:him|them)\b/gi, 'you'],
];

/** Verbs after a new "you": "you does not" → "you do not", "you takes" → "you take". */
const IRREGULAR: Record<string, string> = { is: 'are', has: 'have', does: 'do', was: 'were', goes: 'go' };
const NOT_VERBS = new Set(['this', 'plus', 'less', 'unless', 'always', 'perhaps', 'as', 'us', 'yes', 'its', 'thus']);

/** "You mainly wants": the adverb stays, the verb after it agrees. */
const YOU_VERB =
  /\b((?:you|You)(?: (?:mainly|mostly|only|just|also|still|really|already|usually|often|never|always|simply|actually))?) ([a-z]+)\b/g;

function agreeWithYou(text: string): string {
  return text.replace(YOU_VERB, (whole, you: string, word: string) => {
    if (IRREGULAR[word]) return `${you} ${IRREGULAR[word]}`;
    if (NOT_VERBS.has(word) || !/[^s]s$/.test(word) || word.length < 4) return whole;
    if (/(?:ch|sh|x|ss|zz)es$/.test(word)) return `${you} ${word.slice(0, -2)}`;
    if (/[^aeiou]ies$/.test(word) && word.length > 5) return `${you} ${word.slice(0, -3)}y`;
    return `${you} ${word.slice(0, -1)}`;
  });
}

/** An agent's sentence said to the client: second person, no citations, no trade words. */
export function toClient(sentence: string): string {
  let text = withoutCitations(sentence);
  for (const [pattern, plain] of PLAIN_WORDS) text = text.replace(pattern, plain);
  text = agreeWithYou(text).replace(/\byou you\b/gi, 'you');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A text message stays short: the first clause that says the whole point. */
function clip(sentence: string, max: number): string {
  if (sentence.length <= max) return sentence;
  // A cut inside brackets would leave one open: only cut where every bracket before it is closed.
  // Nor inside a quote: the script would be left open.
  const balanced = (at: number) =>
    (sentence.slice(0, at).match(/\(/g) ?? []).length === (sentence.slice(0, at).match(/\)/g) ?? []).length &&
    (sentence.slice(0, at).match(/["“”]/g) ?? []).length % 2 === 0;
  const semicolon = sentence.indexOf('; ');
  if (semicolon > 40 && semicolon <= max && balanced(semicolon)) return `${sentence.slice(0, semicolon)}.`;
  let comma = sentence.lastIndexOf(', ', max);
  while (comma > 40 && !balanced(comma)) comma = sentence.lastIndexOf(', ', comma - 1);
  return comma > 40 ? `${sentence.slice(0, comma)}.` : sentence;
}

/** The scripts an answer quotes ("Hi Jordan, this is Dana Lee…"), the words an agent would send or say. */
function quotedScripts(previous: string): string[] {
  // A height's inch mark (6'1") is not a quote.
  const text = previous.replace(/(\d'\s?\d{1,2})"/g, '$1in');
  return [...text.matchAll(/["“]([^"”]{40,})["”]/g)].map((m) => m[1]!.trim().replace(/(\d'\s?\d{1,2})in\b/g, '$1"'));
}

const LEAD_KIND = stems('mortgage protection final expense term indexed universal annuity burial');
const WHOLE_SCRIPT = /^(?:hi|hey|hello|good (?:morning|afternoon|evening)|this is|it'?s)\b/i;

/** The quoted script that fits what was asked ("…for a mortgage protection lead"), if the answer has one. */
function bestScript(previous: string, asked: string, forText: boolean): string | null {
  // A fragment quoted inside an example ("you sent back a card about mortgage protection") is not a
  // script of its own: one opens with a greeting or runs to a few sentences' length.
  const scripts = quotedScripts(previous).filter((script) => WHOLE_SCRIPT.test(script) || script.length >= 80);
  if (scripts.length === 0) return null;
  // Agents' shorthand for the lead types the scripts' lead-ins name.
  const question = stems(
    asked
      .replace(/\bfe\b/gi, 'final expense')
      .replace(/\bmp\b/gi, 'mortgage protection')
      .replace(/\biul\b/gi, 'indexed universal life'),
  );
  // A script is judged with its lead-in ("A voicemail for an aged final expense lead can be: …").
  const withLeadIn = (script: string) => {
    const at = previous.indexOf(script);
    if (at <= 0) return script;
    // The lead-in starts after the script before it ends, so one script never scores on another's words.
    const before = previous.slice(0, at - 1);
    const start = Math.max(0, at - 120, before.lastIndexOf('"') + 1, before.lastIndexOf('”') + 1);
    return `${previous.slice(start, at)} ${script}`;
  };
  // The kind of lead (mortgage protection, final expense) outweighs how old it is or how it came in,
  // and a script for another kind of lead does not fit at all.
  const askedKinds = [...question].filter((stem) => LEAD_KIND.has(stem));
  const fit = (script: string) => {
    const own = stems(withLeadIn(script));
    const kinds = [...own].filter((stem) => LEAD_KIND.has(stem));
    if (askedKinds.length > 0 && kinds.length > 0 && !kinds.some((k) => askedKinds.includes(k))) return -1;
    return [...own].filter((stem) => question.has(stem)).reduce((sum, stem) => sum + (LEAD_KIND.has(stem) ? 2 : 1), 0);
  };
  const best = scripts.reduce((top, script) => (fit(script) > fit(top) ? script : top));
  // A quote about something else ("I hear you…" about the price, when the question was about trust) is not it.
  // When the words themselves were asked for and a text is wanted, any of the answer's scripts answers it:
  // the best fit, else the first. A shorter version keeps to one script the question names.
  const anyScript = forText ? fit(best) >= 0 : scripts.length === 1 && fit(best) >= 0;
  return fit(best) >= 2 || (anyScript && SCRIPT_ASKED.test(asked)) ? best : null;
}

/** A question that asked for the words themselves. */
const SCRIPT_ASKED = /\b(?:script|voicemail|rebuttal|opener|word ?track|what (?:do|should) i say|text)\b/i;

/** A spoken script as a text: no "again, my number is…" (a text keeps the number), a text's verbs. */
function scriptAsText(script: string): string {
  const text = script
    .replace(/[,;]\s*(?:again|that'?s)\b[^.;]*?(?=[.;]?$)/i, '')
    .replace(/\bcalling about\b/gi, 'reaching out about')
    .replace(/\bplease call me back\b/gi, 'text or call me back')
    .trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "Yes: level coverage is likely." said to the client as what the agent sees, not a promise. */
function readForClient(sentence: string): string {
  // "Having quit 8 months ago, not yet: quitting…": the verdict's label goes, its reason stays.
  const colon = sentence.indexOf(': ');
  const bare = colon > 0 && colon < 60 ? sentence.slice(colon + 2) : sentence;
  // Rate classes in a client's words.
  const plain = bare
    .replace(/\bPreferred Plus\b/g, 'the best rates')
    .replace(/\bStandard to Table \d+\b/g, 'standard rates or somewhat higher')
    .replace(/\bTable \d+\b/g, 'a higher rate class')
    .replace(/\bPreferred\b/g, 'better-than-standard rates')
    .replace(/\bat Standard\b/g, 'at standard rates')
    .replace(/\btypically come in\b/g, 'likely be approved');
  return `From what you've shared, ${plain.charAt(0).toLowerCase()}${plain.slice(1)} The insurance company makes the final decision.`;
}

/**
 * The previous reply in the form asked for, or null when it has nothing to say again. `name` is the
 * lead's first name when the CRM record gives one; `person` is how the agent referred to the client.
 */
export function rewriteAnswer(
  previous: string,
  request: RewriteRequest,
  lead: { name: string | null; person: 'him' | 'her' | 'them' },
  /** The question the previous reply answered: the sentences kept are the ones that answer it. */
  asked: string,
): string | null {
  const said = parse(previous);
  if (said.opening.length === 0 && said.points.length === 0) return null;
  const greeting = `Hi ${lead.name ?? '[name]'}`;
  // An answer that gave a script ("a voicemail can be: …") is rewritten as that script.
  const script = bestScript(previous, asked, request.form === 'text');
  if (script) {
    switch (request.form) {
      case 'text':
        return [
          `A text you can send ${lead.person}:`,
          `"${scriptAsText(script)} Reply STOP to opt out."`,
          'Text only a number the lead agreed to be texted at (prior express written consent for marketing texts), within calling hours.',
        ].join('\n\n');
      case 'shorter':
      case 'plain':
        return `"${script}"`;
      case 'email':
      case 'softer':
      case 'bullets':
        break;
    }
  }
  switch (request.form) {
    case 'shorter': {
      const count = request.sentences ?? 2;
      // A sentence cut out of a quoted script (an opening quote never closed) is not kept.
      // (A height's inch mark, 5'10", is not a quote.)
      const whole = (sentence: string) => (sentence.replace(/\d"/g, '').match(/["“”]/g) ?? []).length % 2 === 0;
      return firstSentences(said, count, asked, false, whole)
        .map((s) => clip(withoutCitations(s), 320))
        .join(' ');
    }
    case 'text': {
      // Nothing in the answer is said to a client (it was all the agent's how-to): a text that asks for
      // the call, rather than the agent's instructions sent to the client.
      const forClient = [...said.opening, ...said.points].some((sentence) => !AGENT_ONLY.test(sentence));
      if (!said.read && !forClient)
        return [
          `A text you can send ${lead.person}:`,
          `"${greeting}, it's [your name]. I've looked at a couple of options that could fit what you told me. What time works for a quick call to go over them?"`,
          'Text only a number the client agreed to be texted at, and stop at once if they reply STOP.',
        ].join('\n\n');
      const [first] = firstSentences(said, 1, asked, true);
      const point = said.read ? readForClient(clip(first!, 320)) : toClient(clip(first!, 240));
      return [
        `A text you can send ${lead.person}:`,
        `"${greeting}, it's [your name]. ${point} Happy to walk you through your options: what time works for a quick call?"`,
        'Text only a number the client agreed to be texted at, and stop at once if they reply STOP.',
      ].join('\n\n');
    }
    case 'email': {
      const chosen = firstSentences(said, 3, asked, true);
      const body = chosen.map((s) => (said.read ? s : toClient(withoutCitations(s))));
      const lines = said.read ? [readForClient(body[0]!)] : body;
      return [
        `An e-mail you can send ${lead.person}:`,
        `${greeting},\n\n${lines.join(' ')}\n\nI'm happy to go over what this means for you; just reply with a good time to talk.\n\nBest,\n[your name]`,
      ].join('\n\n');
    }
    case 'plain': {
      const chosen = firstSentences(said, request.sentences ?? 3, asked, true);
      const words = said.read
        ? readForClient(chosen[0]!)
        : chosen.map((s) => toClient(clip(withoutCitations(s), 280))).join(' ');
      return `In plain words you can read to ${lead.person}:\n\n"${words}"`;
    }
    case 'bullets': {
      const chosen = firstSentences(said, request.sentences ?? 3, asked, true);
      // A read's reasons are underwriters' words: for the client, the likely outcome, what decides it and the next step.
      const points = said.read
        ? [
            readForClient(chosen[0]!),
            'The insurance company looks at your health history, your prescriptions and your height and weight, and may ask your doctor for records.',
            'Next step: we apply with the company whose guidelines fit you best, and I will walk you through each step.',
          ].slice(0, Math.max(1, request.sentences ?? 3))
        : chosen.map((s) => toClient(clip(withoutCitations(s), 240)));
      return [`The main points to show ${lead.person}:`, ...points.map((point) => `- ${point}`)].join('\n');
    }
    case 'softer':
      // Answered by searching again for the respectful wording (knowledge-assistant), not by rewording here.
      return null;
  }
}

import { stateIn } from '../case/states';
import { existsSync, readFileSync } from 'node:fs';
import { tokenize } from './text';

export interface SynonymMap {
  /** Agent slang and abbreviations, lower-case → what they stand for. */
  terms: Record<string, string[]>;
  /** Brand drug names → generic names, both lower-case. */
  drugs: Record<string, string>;
  /** Sayings whose words mislead a search ("sleep on it" is not about sleep), and what they mean. */
  idioms: { saying: RegExp; meaning: string }[];
}

export function loadSynonyms(file: string): SynonymMap {
  if (!existsSync(file)) return { terms: {}, drugs: {}, idioms: [] };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<
    Pick<SynonymMap, 'terms' | 'drugs'> & { idioms: Record<string, string> }
  >;
  const lower = <T>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const idioms = Object.entries(raw.idioms ?? {}).map(([saying, meaning]) => ({
    saying: new RegExp(`\\b${saying.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'),
    meaning,
  }));
  return { terms: lower(raw.terms), drugs: lower(raw.drugs), idioms };
}

const ASKS_HOW_MUCH = /\bhow much\b[^?]*\bneeds?\b/i;
/** …of coverage, not weight to lose or an income to be approved. */
const COVERAGE_WORD = /\b(insurance|coverage|cover|death benefit|life|term|face amount|policy)\b/i;

/** "What if she needs like 20k in yr 2", "needs the money back by year 3": money taken out early. */
const NEEDS_MONEY_EARLY =
  /\bneeds? (?:(?:like|about|maybe|around|some of) )?(?:\$?\d[\d,.]*k?|some|the|her|his|that|money|cash|it|\d+ ?(?:grand|thousand))\b[^?.]{0,25}\b(?:(?:in|by|after|during|before) (?:the )?(?:yr|year) (?:\d+|one|two|three|four|five)|next (?:yr|year)|in a (?:yr|year)|in (?:\d|one|two|three) (?:yrs|years))\b/i;

/** "Needs the income starting in 2 yrs, for life", "wants lifetime income to kick in at 65": income deferred. */
const INCOME_STARTS_LATER =
  /\bincome\b.{0,20}\b(?:start\w*|begin\w*|kick\w* in|turn\w* on)\b.{0,12}\b(?:in (?:\d+|one|two|three|four|five|ten) (?:yrs?|years?)|at (?:age )?\d{2})\b|\b(?:lifetime|for life)\b.{0,40}\b(?:start\w*|begin\w*|kick\w* in) (?:in (?:\d+|one|two|three|four|five|ten) (?:yrs?|years?)|at (?:age )?\d{2})\b/i;

/** "What happens at end of the 5 years", "when the term is up": the period ending, said as the pages say it. */
const PERIOD_ENDS =
  /\b(?:at |after )?(?:the )?end of (?:the |his |her |their )?(?:\d+|five|seven|ten|fifteen|twenty|thirty)[- ]?(?:yrs?|years?)\b|\bwhen (?:it|the (?:term|guarantee|guarantee period|myga|cd|annuity|policy)) (?:ends|is up|runs out|matures|expires)\b/i;

/** "His term runs out in 2028" (not "the myga term ends"): the end of a term policy's level period. */
const TERM_ENDS =
  /(?<!\b(?:myga|guarantee|guaranteed|cd|surrender|rate|annuity|period|loan)\s)\bterm (?:runs out|is running out|expires|is expiring|ends|is ending|ending|expiring|is up)\b/i;

/** "She left her diabetes off the app", "he never put the dui on the application": a fact not disclosed. */
const LEFT_OFF_APPLICATION =
  /\bleft (?:\w+ ){0,3}off (?:the |his |her |their )?app(?:lication)?\b|\b(?:didn'?t|did not|never) (?:put|list|disclose|mention) (?:\w+ ){0,3}on (?:the |his |her |their )?app(?:lication)?\b/i;

/** "Client moving to arizona from nevada": a move between states, which licensing follows. */
const MOVES_STATE = /\b(?:moving|moved|moves|relocat\w*)\s+(?:to|from|out of)\s+([a-z]+(?: [a-z]+)?)/gi;

/** "Cancel her 8 yr old UL and buy a new IUL w me", "replace his old UL with a GUL": a replacement, whatever it is called. */
const CANCELS_TO_BUY =
  /^(?!.*\b(?:free look|refund|money back)\b).*(?:\bcancel\w* (?:his|her|their|the|an?|my)? ?(?:\d+[- ]?(?:yr|year)[- ]old )?(?:old |existing |current )?(?:policy|ul|iul|wl|whole life|term|annuity|fe|final expense|gul|vul)\b.{0,40}\b(?:buy|get|write|start|take out|take|replace)\b|\breplac\w* (?:his|her|their|the|an?|my) (?:\d+[- ]?(?:yr|year)[- ]old )?(?:old |existing |current )?(?:policy|ul|iul|wl|whole life|term|annuity|fe|final expense|gul|vul)\b.{0,30}\b(?:with|for|into|by)\b)/i;

/** Situations agents put in many ways, named as the pages name them (in this order, each read on the text so far). */
const SITUATIONS: [(text: string) => boolean, string][] = [
  [
    (text) => [...text.matchAll(MOVES_STATE)].some((m) => stateIn(m[1]!) !== undefined),
    'client moved to another state: nonresident license and appointment',
  ],
  [(text) => CANCELS_TO_BUY.test(text), 'a replacement of an existing policy: replacement rules'],
  [
    (text) => LEFT_OFF_APPLICATION.test(text),
    'not disclosed on the application: misrepresentation in the contestable period',
  ],
  [
    (text) => TERM_ENDS.test(text),
    'the end of the level period: renewal premiums go up, or convert without evidence of insurability, or replace',
  ],
  [(text) => PERIOD_ENDS.test(text), 'the period ends: matures, renewal'],
  [
    // A named rider is asked about itself ("FIA w income rider, start income in 5 yrs").
    (text) => INCOME_STARTS_LATER.test(text) && !/\b(?:rider|glwb|gmwb)\b/i.test(text),
    'lifetime income starting later: deferred income annuity (DIA) or income rider',
  ],
  [
    // "He needs 500k in term next year" is a face amount, not money taken out.
    // "Needs the income starting in 2 yrs, for life" is an income plan, not money taken out early.
    (text) =>
      NEEDS_MONEY_EARLY.test(text) &&
      !/\b(?:in|of) (?:term|coverage|life insurance|insurance|death benefit)\b/i.test(text) &&
      !/\b(?:income|for life|lifetime)\b/i.test(text),
    'early access: free withdrawal, surrender charge',
  ],
];

/**
 * The question as it is searched: idioms put plainly, and "how much … need" named for what it asks
 * (a needs analysis), which its words alone do not say ("how", "much" and "need" are stopwords).
 */
export function rewriteQuestion(question: string, synonyms: SynonymMap): string {
  let text = question;
  for (const { saying, meaning } of synonyms.idioms) text = text.replace(saying, meaning);
  const asksNeed = ASKS_HOW_MUCH.test(text) && COVERAGE_WORD.test(text) && !/\bapprov/i.test(text);
  for (const [says, meaning] of SITUATIONS) if (says(text)) text = `${text} (${meaning})`;
  return asksNeed ? `${text} (needs analysis, DIME)` : text;
}

const PEOPLE =
  /^(?:husband|wife|spouse|partner|mom|mother|dad|father|son|daughter|brother|sister|parent|grandparent|client|insured|owner|beneficiary|widow|widower)$/;

/** What one slang word, abbreviation or brand in the question stands for. */
export interface Expansion {
  key: string;
  values: string[];
  /** A meaning inferred rather than said ("12 yr old grandson" → minor) weighs less than the usual expansion. */
  weight?: number;
}

/**
 * What slang, abbreviations and brand names stand for, so "FE client on eliquis" also searches
 * "final expense" and "apixaban". Multi-word keys ("dnc scrub", "table 4") match as whole phrases.
 * Each key's meanings are kept together: the search gives a key about the weight of one word, so
 * an abbreviation with four meanings cannot outweigh the rest of the question.
 */
export function expandQuery(query: string, synonyms: SynonymMap): Expansion[] {
  const words = tokenize(query);
  const padded = ` ${words.join(' ')} `;
  const groups: Expansion[] = [];
  for (const [key, values] of Object.entries(synonyms.terms)) {
    const phrase = tokenize(key).join(' ');
    // A person's plural or unmarked possessive ("her husbands policy") means the word itself; other keys
    // ("guardians", "principals") would turn into a carrier's name.
    const plural = PEOPLE.test(phrase) && padded.includes(` ${phrase}s `);
    if (phrase && (padded.includes(` ${phrase} `) || plural)) groups.push({ key, values });
  }
  for (const [brand, generic] of Object.entries(synonyms.drugs)) {
    const phrase = tokenize(brand).join(' ');
    if (phrase && padded.includes(` ${phrase} `)) groups.push({ key: brand, values: [generic] });
  }
  if (mentionsSenior(words)) groups.push({ key: 'age', values: ['senior'] });
  if (mentionsMinorChild(words)) groups.push({ key: 'age', values: ['minor'], weight: 0.3 });
  return groups;
}

/** The age from which state rules speak of seniors (California's 30-day free look starts at 60). */
const SENIOR_AGE = 60;

/** "a 70 year old", "72 years old", "72yo", "72 y/o", "age 68", "aged 81": a senior. */
function mentionsSenior(words: string[]): boolean {
  return words.some((word, i) => {
    const [, digits, suffix] = /^(\d{2,3})(yo|y)?$/.exec(word) ?? [];
    const age = Number(digits);
    if (!(age >= SENIOR_AGE && age < 120)) return false;
    const [next, after] = [words[i + 1], words[i + 2]];
    return (
      Boolean(suffix) ||
      (['year', 'years'].includes(next ?? '') && after === 'old') ||
      next === 'yo' ||
      (next === 'y' && after === 'o') ||
      ['age', 'aged'].includes(words[i - 1] ?? '')
    );
  });
}

const CHILD =
  /^(?:grandson|granddaughter|grandchild|grandchildren|grandkid|son|daughter|kid|child|children|nephew|niece|boy|girl)s?$/;

/** "Her 12 yr old grandson", "a 9 year old daughter": a child under 18 (an insured child or a minor beneficiary). */
function mentionsMinorChild(words: string[]): boolean {
  return words.some((word, i) => {
    const age = Number(/^(\d{1,2})(?:yo)?$/.exec(word)?.[1] ?? NaN);
    if (!(age < 18)) return false;
    const rest = words.slice(i + 1, i + 5);
    // "12yo grandson": the noun follows; "12 yr old grandson": it follows "old" (or "yo").
    const noun = word.endsWith('yo') ? 0 : rest.findIndex((w) => w === 'old' || w === 'yo') + 1;
    return (noun > 0 || word.endsWith('yo')) && CHILD.test(rest[noun] ?? '');
  });
}

/** Brand names found in a text (a lead's medication list), mapped to their generic names. */
export function genericNames(text: string, synonyms: SynonymMap): string[] {
  const padded = ` ${tokenize(text).join(' ')} `;
  return Object.entries(synonyms.drugs)
    .filter(([brand]) => padded.includes(` ${tokenize(brand).join(' ')} `))
    .map(([, generic]) => generic);
}

import { stemmer as porter } from 'stemmer';

/** Words that carry no meaning for retrieval. Kept short: "not", "no" and numbers matter here. */
const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have he her his how i if in into is it its ' +
    'me my of on or our she should so than that the their them then there these they this those to was we were what ' +
    'when where which who whom why will with would you your yours about also any some just get got need needs want wants wanted wanting ' +
    'tell explain mean means know okay ok please thanks thank hi hello hey much many ' +
    'under over like really actually still even ever going go goes gonna ones way thing things stuff someone ' +
    'something anything everything lot lots bit kind sort yeah yep guys im ive id youre dont doesnt cant wont isnt ' +
    'usually typically generally normally always basically pretty quite very too more most less least else other another ' +
    'say says said let lets make makes made give gives take takes put puts see help anyone anybody him himself herself hers us instead ' +
    // Contractions typed without the apostrophe ("theres a 40k loan on it").
    'theres thats whats heres wheres theyre hes shes weve youve'
  ).split(' '),
);

/** Porter stemming for words ("calling" finds "call", "underwriter" finds "underwriting"); numbers stay. */
const stems = new Map<string, string>();

/** Porter stemming is the hot path of every search: each word is stemmed once per process. */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = stemWord(word);
    if (stems.size < 200_000) stems.set(word, stemmed);
  }
  return stemmed;
}

function stemWord(word: string): string {
  const bare = word.endsWith("'s") ? word.slice(0, -2) : word;
  // "expensive" would stem to "expens", the stem of "final expense": keep them apart.
  if (bare.startsWith('expensiv')) return 'expensiv';
  // "ownership" and "owner", "partnership" and "partner": the person is what agents ask about.
  if (/^[a-z]{3,}ership$/.test(bare)) return stem(bare.slice(0, -4));
  // "taxes" and "tax", "boxes" and "box": Porter leaves "taxe", which matches nothing.
  if (/^[a-z]{2,}xes$/.test(bare)) return bare.slice(0, -2);
  // Short plurals ("CDs", "IULs") stem to their singular, as the documents write them.
  if (bare.length <= 5 && /^[a-z]{2,4}s$/.test(bare) && !bare.endsWith('ss')) return bare.slice(0, -1);
  return bare.length <= 3 || /\d/.test(bare) ? bare : porter(bare);
}

/** Lower-cased word and number tokens, as both the index and the queries see them. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOPWORDS.has(lower)) return null;
  // "what's", "there's", "she'll": a stopword with its contraction is still a stopword.
  const contracted = /^([a-z]+)'(?:s|re|ve|ll|d|m)$/.exec(lower);
  if (contracted && STOPWORDS.has(contracted[1]!)) return null;
  return stem(lower);
}

/** The meaningful terms of a text (stopwords removed, stemmed, unique). */
export function contentTerms(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}

/** Terms so general in this field that matching one says little about what a passage is about. */
const COMMON_TERMS = new Set(['insurance', 'policy', 'life', 'client', 'agent'].map(stem));

export function isCommonTerm(term: string): boolean {
  return COMMON_TERMS.has(term);
}

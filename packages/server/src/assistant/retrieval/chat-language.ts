/**
 * Agents type in shorthand ("hes 61yo w/ t2 dx 3 yrs ago bc his a1c"). Before a question is
 * searched, chat words become the words the documents use, and words that only carry the case
 * (ages, "yo", counts) are left to the case reader rather than weighing on the search.
 */
const SHORTHAND: Record<string, string> = {
  bc: 'because',
  b4: 'before',
  cuz: 'because',
  bcuz: 'because',
  hes: 'he is',
  shes: 'she is',
  theyre: 'they are',
  dont: 'do not',
  doesnt: 'does not',
  cant: 'cannot',
  wont: 'will not',
  isnt: 'is not',
  didnt: 'did not',
  whats: 'what is',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  abt: 'about',
  prob: 'probably',
  probs: 'probably',
  gonna: 'going to',
  wanna: 'want to',
  rn: 'right now',
  idk: 'I do not know',
  dx: 'diagnosed',
  dxd: 'diagnosed',
  hx: 'history',
  tx: 'treatment',
  yrs: 'years',
  yr: 'year',
  mos: 'months',
  mo: 'month',
  wks: 'weeks',
  ppl: 'people',
  pt: 'client',
  pts: 'clients',
  ins: 'insurance',
  pol: 'policy',
  bene: 'beneficiary',
  benes: 'beneficiaries',
  app: 'application',
  apps: 'applications',
  approx: 'approximately',
  info: 'information',
  rebuttal: 'objection response',
  rebuttals: 'objection responses',
  diff: 'difference',
  nonmed: 'non-medical',
  tmrw: 'tomorrow',
  bday: 'birthday',
  yo: 'year old',
  convo: 'conversation',
  appt: 'appointment',
  appts: 'appointments',
  w: 'with',
  wo: 'without',
  hubby: 'husband',
  ss: 'social security',
  ssi: 'supplemental security income',
  lic: 'license',
  cxl: 'cancel',
  canc: 'cancel',
  prem: 'premium',
  prems: 'premiums',
  thru: 'through',
  tho: 'though',
  altho: 'although',
  bf: 'boyfriend',
  gf: 'girlfriend',
  sis: 'sister',
  bro: 'brother',
  grandkid: 'grandchild',
  grandkids: 'grandchildren',
  kiddo: 'child',
  kiddos: 'children',
  biz: 'business',
  hrs: 'hours',
  mins: 'minutes',
  doc: 'doctor',
  labs: 'lab results',
  dr: 'doctor',
  lol: '',
  lmk: 'let me know',
};

/** The question in the documents' words: shorthand spelled out, "w/" as "with". */
export function normalizeChat(text: string): string {
  return (
    text
      .replace(/[’‘]/g, "'")
      .replace(/\bw\/o\b/gi, 'without')
      // "she'll", "he's", "they've": the pronoun says who, the contraction nothing.
      .replace(/\b(i|you|he|she|we|they|it|that|there)'(ll|d|ve|re|m|s)\b/gi, '$1')
      // "dx'd", "dxd": diagnosed (the apostrophe would split it into "dx" and a stray "d").
      .replace(/\bdx'?d\b/gi, 'diagnosed')
      .replace(/\bw\//gi, 'with ')
      // "Can a 10 yr old be bene": a child named as beneficiary or owner is a minor in the documents' words.
      .replace(
        /\b(?:a|an|my|his|her|their|the)\s+(\d{1,2})\s*(?:yo\b|y\/o|(?:yr|year)s?[\s-]*old\b)(?![\s-]*(?:term|policy|plan|wl|ul|iul|gul|annuity|myga|fia|spia|fe|final|contract|whole|car|house|roof|business))(?=.*\b(?:bene\w*|owner|own|proceeds|inherit\w*|payout)\b)/gi,
        (all, age: string) => (Number(age) < 18 ? `${all} minor child` : all),
      )
      .replace(/\b([a-z]+)\b/gi, (word) => {
        const expansion = SHORTHAND[word.toLowerCase()];
        // "TX" in capitals is Texas, not treatment; "US" is not "you".
        if (!expansion || (word.length <= 3 && word === word.toUpperCase() && word.length > 1)) return word;
        return expansion;
      })
  );
}

/** Tokens that say who the client is (61yo, 5'10, 245lbs, 250k), not what the question is about. */
const CASE_TOKEN =
  /^(?:m|f|\d+(?:yo|y|yr|yrs|m|f|lbs?|lb|mg)|yo|lbs?|pounds?|years?|months?|old|ago|male|female|guy|lady|man|woman)$/;

export function isCaseToken(term: string): boolean {
  return CASE_TOKEN.test(term);
}

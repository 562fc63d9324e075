import { INCOME_PHRASE } from '../tools/income-multiple';
import { parseHeightInches, parseWeightPounds } from '../tools/measures';
import { BRAND_MEDICATIONS, CONDITIONS, MEDICATIONS, type MedicationRule } from '../underwriting/rules';
import type { CaseFacts, ConditionFact, ConditionFlag, MedicationFact, Product, Tobacco } from './case-facts';
import { emptyCase } from './case-facts';
import { MONTH_WORD, monthIndex, monthsUntil } from './months';
import { stateIn } from './states';
import { findTimePhrases, type TimePhrase } from './time-phrases';

/** What one message says about the case, and a change of weight to apply to the known weight. */
export interface MessageFacts {
  facts: CaseFacts;
  weightChange?: number;
  /** "What if we wait till it's been over 2 years": every dated event at least this long ago. */
  waitUntilMonths?: number;
  /** "What if we wait till feb": months from now to the month named, added to every dated event. */
  waitMonths?: number;
  /** Details said without naming a condition ("what if she's on insulin now"), for the case's conditions. */
  flags: ConditionFlag[];
  /** Details the message takes back ("his reading was 128/80", "the amputation was an accident"). */
  cleared: ConditionFlag[];
  /** A bare figure said as a weight ("pre-preg she was 150"), for a case whose height is known. */
  bareWeight?: number;
  /** A date said of no event ("what if the last one was 2023"), for the case's one dated event. */
  bareMonthsAgo?: number;
}

/** Words that set a date on something said before: "what if it was", "(the) last one was", "say it was". */
const BARE_DATE =
  /\b(?:what if|and if|if|say|suppose|but|actually|wait|oh|she said|he said|says|said)\b.{0,25}\b(?:it|that|the last one|last one|the most recent|most recent one|the latest|the last|this)\s*(?:was|were|is|happened|happened in)\b|\b(?:last one|the last one|most recent one)\s+(?:was|in)\b/;

const WAIT_UNTIL =
  /\b(?:wait|waits|waiting|waited|hold off|apply)\b.{0,25}?\b(?:till|until|til|after|once)\b.{0,20}?(over|past|more than|at least)?\s*(\d+|one|two|three|four|five|ten)\s*(years?|yrs?|months?|mos?)\b/;

function readWaitUntil(lower: string): number | undefined {
  const m = WAIT_UNTIL.exec(lower);
  if (!m) return undefined;
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };
  const n = Number(m[2]) || words[m[2]!] || 0;
  const months = m[3]!.startsWith('y') ? n * 12 : n;
  return m[1] ? months + 1 : months;
}

/** "Wait till feb", "hold off until next march": the month comes right after the word that says until. */
const WAIT_FOR_MONTH = new RegExp(
  String.raw`\b(?:wait|waits|waiting|hold off|holding off)\b.{0,25}?\b(?:till|until|til|after)\s+(?:next\s+|early\s+|mid\s+|late\s+)?${MONTH_WORD}`,
);

/** Months from now to the month a wait names ("wait till feb" in November is 3; the same month, a year). */
function readWaitForMonth(lower: string, now: Date): number | undefined {
  const m = WAIT_FOR_MONTH.exec(lower);
  return m ? monthsUntil(monthIndex(m[1]!), now, true) : undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/ /g, '[\\s-]+'))
    .join('|');

/** Condition words, unless they name a product ("terminal illness rider", "cancer policy"). */
const NOT_A_PRODUCT = '(?![\\s-]*(?:riders?|polic(?:y|ies)|insurance|plans?|benefits?|clause|coverage|questions?)\\b)';

interface Vocabulary {
  conditions: RegExp;
  conditionOf: Map<string, string>;
  medications: RegExp;
  medicationOf: Map<string, { generic: string; rule: MedicationRule | undefined }>;
}

/** The words the reader looks for, built once from the rules and the brand → generic list. */
export function buildVocabulary(drugs: Record<string, string>): Vocabulary {
  const conditionOf = new Map<string, string>();
  for (const condition of CONDITIONS) for (const alias of condition.aliases) conditionOf.set(alias, condition.id);
  const medicationOf = new Map<string, { generic: string; rule: MedicationRule | undefined }>();
  for (const [generic, rule] of MEDICATIONS) {
    medicationOf.set(generic, { generic, rule });
    // "sitagliptin/metformin" is typed as either half; single names are enough.
    if (!generic.includes('/') && generic.includes(' '))
      medicationOf.set(generic.split(' ').at(-1)!, { generic, rule });
  }
  for (const [brand, generic] of Object.entries(drugs)) {
    medicationOf.set(brand, { generic, rule: MEDICATIONS.get(generic) ?? MEDICATIONS.get(generic.split('/')[0]!) });
  }
  for (const [brand, rule] of BRAND_MEDICATIONS) medicationOf.set(brand, { generic: rule.generic, rule });
  medicationOf.set('insulin', { generic: 'insulin', rule: MEDICATIONS.get('insulin') });
  return {
    conditions: new RegExp(`\\b(${alternation([...conditionOf.keys()])})\\b${NOT_A_PRODUCT}`, 'gi'),
    conditionOf,
    medications: new RegExp(`\\b(${alternation([...medicationOf.keys()])})\\b`, 'gi'),
    medicationOf,
  };
}

/** The forms of a condition a drug for its usual form also treats, when the agent names them. */
const NAMED_FORMS: Record<string, string[]> = {
  'type-2-diabetes': ['type-1-diabetes', 'gestational-diabetes'],
  'breast-cancer': ['breast-cancer-in-situ'],
};

/** Words that deny what follows them in the same clause ("no diabetes", "never had a stroke"). */
const NEGATION =
  /\b(?:no|not|never|denies|denied|without|nor|negative for|free of|isn'?t|doesn'?t|don'?t|hasn'?t|wasn'?t|thought|assumed|figured)\b/;
const CLAUSE_BREAK = /[,.;!?\n]|\b(?:but|except|however|although|though|and has|and had|also has|plus)\b/g;

function negated(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at);
  const breaks = [...before.matchAll(CLAUSE_BREAK)];
  const clause = breaks.length ? before.slice(breaks.at(-1)!.index + breaks.at(-1)![0].length) : before;
  return NEGATION.test(clause);
}

/**
 * A relative's illness ("her mom died of breast cancer at 52") is family history, not the client's
 * condition. It needs a relative and a history cue (a death, an age, "history"), so "client wants
 * FE for her mom who has COPD" stays the insured's condition.
 */
const RELATIVE =
  /\b(?:mom|mother|dad|father|parents?|brothers?|sisters?|siblings?|grand(?:ma|mother|pa|father|parents?)|aunts?|uncles?|cousins?)\b/g;
const DISTANT_RELATIVE = /^(?:grand|aunt|uncle|cousin)/;
/** "Dad died at 64": a relative's death at an age, no illness named. */
const RELATIVE_DIED_AT = new RegExp(
  `${RELATIVE.source}[^.?!;]{0,20}\\b(?:died|passed(?: away)?)\\b[^.?!;]{0,20}?\\bat (?:age )?(\\d{2})\\b`,
);
const FAMILY_CUE =
  /\b(?:died|dies|passed|death|deceased|lost|history|runs in|at (?:age )?\d{2}\b|in (?:his|her|their) (?:early |mid |late )?[3-8]0s|before (?:age )?\d{2}\b|both had|both died)/;

interface FamilyMention {
  start: number;
  end: number;
  flags: ConditionFlag[];
}

/** The relative a condition mention is told of, when it is told as family history. */
function familyMention(lower: string, start: number, end: number): FamilyMention | null {
  const sentenceStart = Math.max(lower.lastIndexOf('.', start - 1), lower.lastIndexOf(';', start - 1)) + 1;
  const nextBreak = lower.slice(end).search(/[.;!?\n]/);
  const sentenceEnd = nextBreak < 0 ? lower.length : end + nextBreak;
  const before = lower.slice(Math.max(sentenceStart, start - 60), start);
  const after = lower.slice(end, Math.min(sentenceEnd, end + 30));
  const relative = [...before.matchAll(RELATIVE)].at(-1) ?? [...after.matchAll(RELATIVE)][0];
  if (!relative) return null;
  const window = `${before} ${lower.slice(start, end)} ${after}`;
  if (!FAMILY_CUE.test(window)) return null;
  const flags: ConditionFlag[] = [];
  if (DISTANT_RELATIVE.test(relative[0])) flags.push('distant_relative');
  const age =
    /\b(?:at (?:age )?|before (?:age )?)(\d{2})\b/.exec(after) ??
    /\b(?:at (?:age )?)(\d{2})\b/.exec(before) ??
    /\bin (?:his|her|their) (?:early |mid |late )?([3-8]0)s\b/.exec(window);
  if (age && Number(age[1]) >= 60) flags.push('late_onset');
  return { start: Math.max(sentenceStart, start - 60), end: Math.min(sentenceEnd, end + 30), flags };
}

/** "What if it was her grandma instead": the relative of the family history the case holds. */
export function relativeSwap(lower: string): 'distant' | 'close' | null {
  if (!/\b(?:instead|what if it (?:was|were|'?s)|if it (?:was|were) (?:his|her|their))\b/.test(lower)) return null;
  const relative = lower.match(RELATIVE)?.[0];
  if (!relative) return null;
  return DISTANT_RELATIVE.test(relative) ? 'distant' : 'close';
}

interface EventMention {
  key: string;
  start: number;
  end: number;
}

const FLAG_PATTERNS: [ConditionFlag, RegExp][] = [
  ['insulin', /\binsulin\b|\b(?:lantus|humalog|novolog|basaglar|levemir|tresiba|toujeo)\b/g],
  ['complications', /\b(?:neuropathy|retinopathy|nephropathy|amputat\w*|complications?|kidney damage)\b/g],
  ['oxygen', /\boxygen\b|\bo2\b/g],
  [
    'active',
    /\b(?:in|on|going through|undergoing|doing|getting|finishing|starting|scheduled for|waiting (?:on|for))\s+(?:active\s+)?(?:chemo\w*|radiation|treatment|immunotherapy)\b|\bactive cancer\b|\bcurrently (?:has|being treated|in treatment)\b|\bjust diagnosed\b/g,
  ],
  [
    'uncontrolled',
    /\b(?:uncontrolled|not (?:well )?controlled|poorly controlled|out of control|high readings|not under control|breakthrough seizures?)\b|\b(?:\d+|one|two|three|several|multiple|a few|a couple(?: of)?)\s+seizures?\b.{0,20}\b(?:last|this|past|per|a|in the)\s+(?:yr|year|months?)\b|\bseizures? (?:last|this) (?:yr|year|month)\b/g,
  ],
  [
    'untreated',
    /\buntreated\b|\bno c-?pap\b|\b(?:quit|stopped|gave up|off)\s+(?:using |wearing )?(?:the |his |her |a )?c-?pap\b|\b(?:doesn'?t|does not|won'?t|refuses to|not) (?:use|using|wear|wearing) (?:the |a |his |her |their )?(?:c-?pap|machine)\b|\bnot treated\b/g,
  ],
  [
    'cured',
    /\b(?:cured|svr|sustained virologic|harvoni|epclusa|mavyret|sovaldi|treated and cleared|cleared the virus)\b/g,
  ],
  [
    'severe',
    /\b(?:hospitali[sz]ed|inpatient|psych ward|er visits?|admitted|flares?|flare[- ]ups?|steroid bursts?|prednisone)\b/g,
  ],
  [
    'suicide_attempt',
    /\b(?:suicide attempts?|attempted suicide|tried to (?:kill|end|take) (?:her|his|their|my) (?:own )?(?:self|life)|tried to kill (?:her|him|them|my)self|overdosed on purpose|intentional overdose)\b/g,
  ],
  ['dialysis', /\bdialysis\b/g],
  ['alcohol', /\b(?:drinks|drinking|drinker|alcohol|beers?|wine|liquor|booze)\b/g],
  ['terminal', /\b(?:hospice|terminal(?:ly ill)?|months to live|end[- ]of[- ]life|comfort care)\b/g],
];

const AGE_PATTERNS = [
  // "76 yo", but not "a 12 yr old WL" (the policy's age) or "bene is her 12 yr old grandson" (not the insured).
  /(?<!\b(?:lead|leads|list|card|mailer|policy|plan|contract)\s)(?<!\b(?:bene|benes|beneficiary|beneficiaries|contingent|primary)\s+(?:is\s+|are\s+|will be\s+|was\s+)?(?:her\s+|his\s+|their\s+|my\s+|the\s+|a\s+)?)\b(\d{1,3})\s*(?:-\s*)?(?:yo|y\/o|y\.o\.?|yrs?\.? old|years? old|year-old|yr-old|yoa)\b(?!\s+(?:wl|whole life|policy|policies|term|ul|iul|gul|annuity|annuities|fe|plan|contract|myga|fia|car|house|home|roof|business))/,
  /(?<!\b(?:bene|benes|beneficiary|beneficiaries|contingent|primary)\b[^.?!]{0,30})\b(\d{2})\s*(?:yo|m|f)\b(?!\s*(?:lbs?|pounds|k\b))/,
  /\b(?:now|currently)\s+(\d{2})\b(?!\s*(?:lbs?|pounds|%|k\b|years? (?:ago|since)))/,
  /\b(?<!(?:since|at|from|before|after|by)\s)(?:age|aged|ages?:)\s*(?:of\s*|is\s*)?(\d{1,3})\b/,
  /\b(?:he|she|they|client|insured|applicant|husband|wife|mom|dad)(?:'s|’s| is| are)\s*(?:only\s*|about\s*|around\s*)?(\d{2})\b(?!\s*(?:lbs?|pounds|%|years? (?:ago|since)))/,
  /\b(?:hes|shes|hez|shez)\s+(?:only\s+|about\s+)?(\d{2})\b(?!\s*(?:lbs?|pounds|%))/,
  /\bturn(?:s|ing|ed)?\s*(\d{2})\b/,
  // "and if she was 57": an age asked about in a follow-up.
  /\b(?:if|what if|say|suppose)\s+(?:he|she|they|the client)\s+(?:was|were|is)\s+(\d{2})\b(?!\s*(?:lbs?|pounds|%|k\b|years? (?:ago|since)|when))/,
  // "her husband 76 healthy", "his wife, 58, on metformin": a person named, then a bare age.
  /\b(?:husband|wife|spouse|partner|son|daughter|mom|mother|dad|father|brother|sister|boyfriend|girlfriend|client|lead|guy|lady|man|woman),?\s+(\d{2})\b(?!\s*(?:lbs?|pounds|%|k\b|\/|years? (?:ago|since)|yrs? (?:ago|since)|mo|months?|days?|weeks?|times?))/,
  // "and at 81?", "what about for 70": a short follow-up that only names an age.
  /^\s*(?:(?:and|but|ok|okay|so|what about|how about|what if)[,\s]+)*(?:at|for)\s+(?:age\s+)?(\d{2})\s*(?:instead|then|tho|though)?\s*\??\s*$/,
  // "a 72 year old", but not "a 20 yr term" (a term length).
  /\b(?:a|an)\s*(\d{2})\s*(?:year|yr)s?\b(?![\s-]*(?:old\s+)?(?:term|level|policy|plan|guarantee|period|surrender|myga|fia|annuity|wl|ul|iul|gul|whole life|rop|conversion))/,
  // "5'9 265 m 52": the sex, then the age (last: an age said outright wins, a term length is not one).
  /\b(?:m|f|male|female)\s*,?\s*(\d{2})\b(?!\s*(?:lbs?|pounds|%|k\b|'|ft|-?\s*(?:years?|yrs?|yr)\b|\/|mo\b|months?))/,
  // "stent 14 months ago, 66, on plavix": a bare age set off by commas.
  /(?<!\b(?:term|yr|year|years|a1c|table|bp|bmi)\s*|\d\s*)(?:^|[,;])\s*((?:1[89]|[2-9]\d))\s*(?=[,;]|$)(?!\s*[,;]\s*\d)/,
];

const SOON_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, few: 3, couple: 2 };

/** "Turns 85 in 3 weeks": the age now, and how soon the next one comes. */
const TURNS_IN_MONTH = new RegExp(String.raw`\bturn(?:s|ing)?\s*(\d{2})\s+(in|this|next|on|by|come)\s+${MONTH_WORD}`);

function readComingBirthday(lower: string, now: Date): { age: number; months: number } | undefined {
  // "Turning 81 in feb", "she turns 66 next march": the months until that month.
  const named = TURNS_IN_MONTH.exec(lower);
  if (named) {
    const months = monthsUntil(monthIndex(named[3]!), now, named[2] === 'next');
    return { age: Number(named[1]) - 1, months: months === 0 ? 0.5 : months };
  }
  const m =
    /\bturn(?:s|ing)?\s*(\d{2})\s+in\s+(?:about\s+|like\s+|a\s+)?(\d+|an?|one|two|three|four|few|couple(?: of)?)\s*(days?|weeks?|wks?|months?|mos?)\b/.exec(
      lower,
    ) ?? /\b(?:birthday|bday)\s+(?:is\s+)?in\s+(\d+|an?|one|two|three|few)\s*(days?|weeks?|months?)\b/.exec(lower);
  if (!m || m.length < 4) return undefined;
  const n = Number(m[2]) || SOON_NUMBERS[m[2]!.replace(/ of$/, '')] || 1;
  const months = /^d/.test(m[3]!) ? n / 30 : /^w/.test(m[3]!) ? n / 4.3 : n;
  return months <= 12 ? { age: Number(m[1]) - 1, months: Math.round(months * 10) / 10 } : undefined;
}

function readAge(lower: string, now: Date): number | undefined {
  const coming = readComingBirthday(lower, now);
  if (coming) return coming.age;
  for (const re of AGE_PATTERNS) {
    const m = re.exec(lower);
    if (m) {
      const age = Number(m[1]);
      if (age >= 0 && age <= 110) return age;
    }
  }
  const decade = /\bin (?:his|her|their) (?:early |mid |late )?([2-9]0)s\b/.exec(lower);
  if (decade) return Number(decade[1]) + (/\bearly\b/.test(decade[0]) ? 2 : /\blate\b/.test(decade[0]) ? 8 : 5);
  return undefined;
}

/** Words that say the client's own sex ("67M", "a lady", "the guy"). */
const MALE_CLIENT = /\b(?:male|man|guy|gentleman|mr)\b|\b\d{2}\s*m\b|\bm\s*,?\s*\d{2}\b(?!\s*(?:lbs?|k\b|'))/;
const FEMALE_CLIENT = /\b(?:female|woman|lady|mrs|ms)\b|\b\d{2}\s*f\b|\bf\s*,?\s*\d{2}\b(?!\s*(?:lbs?|k\b|'))/;
/** Relatives: "her dad has copd" makes the dad the person insured; "son wants to buy on her" does not. */
const MALE_RELATIVE = /\b(?:husband|father|dad|grandpa|grandfather|son|boyfriend|brother|uncle)\b/;
const FEMALE_RELATIVE = /\b(?:wife|mother|mom|grandma|grandmother|daughter|girlfriend|sister|aunt)\b/;

function earliest(male: RegExpExecArray | null, female: RegExpExecArray | null): CaseFacts['sex'] {
  if (male && female) return male.index < female.index ? 'male' : 'female';
  if (male) return 'male';
  if (female) return 'female';
  return undefined;
}

function readSex(lower: string): CaseFacts['sex'] {
  const said = earliest(MALE_CLIENT.exec(lower), FEMALE_CLIENT.exec(lower));
  if (said) return said;
  // "Her dad", "his mom", "my client's wife": the relative named is who the question is about, and so is
  // the one a policy is for ("wife wants burial policy for husband").
  const possessed = (nouns: RegExp) =>
    new RegExp(
      `\\b(?:his|her|their|my|client'?s|the client'?s|(?:policy|coverage|plan|insurance) (?:for|on)(?: (?:his|her|their|my|the))?)\\s+${nouns.source.slice(2)}`,
    ).exec(lower);
  const relative = earliest(possessed(MALE_RELATIVE), possessed(FEMALE_RELATIVE));
  if (relative) return relative;
  const he = /\b(?:he|him|his|he'?s|hes)\b/.test(lower);
  const she = /\b(?:she|her|hers|she'?s|shes)\b/.test(lower);
  if (he !== she) return he ? 'male' : 'female';
  return earliest(MALE_RELATIVE.exec(lower), FEMALE_RELATIVE.exec(lower));
}

function readResidency(lower: string): CaseFacts['residency'] {
  if (
    /\b(?:undocumented|no (?:ssn|social security(?: number)?)|illegal(?:ly)? (?:here|in the us)|overstayed)\b/.test(
      lower,
    )
  )
    return 'undocumented';
  if (/\bdaca\b/.test(lower)) return 'daca';
  if (/\b(?:f-?1|j-?1|student visa)\b/.test(lower)) return 'student_visa';
  if (/\b(?:h-?1-?b|l-?1|o-?1|e-?2|e-?3|tn visa|work visa|work permit|on a visa|visa holder)\b/.test(lower))
    return 'work_visa';
  if (/\b(?:green card|permanent resident|lpr)\b/.test(lower)) return 'permanent_resident';
  return undefined;
}

/** Hazardous hobbies by what they are called; racing needs a race word, since "drives his car" is a commute. */
const HOBBIES: [NonNullable<CaseFacts['avocation']>, RegExp][] = [
  ['skydiving', /\b(?:skydiv\w*|sky div\w*|parachut\w*|base jump\w*|wingsuit\w*)\b/],
  ['scuba', /\b(?:scuba|cave div\w*|free ?div\w*|dives? (?:to|down to|past|below) \d+ ?(?:ft|feet|foot|m)\b)/],
  [
    'motor_racing',
    /\b(?:motocross|supercross|drag rac\w*|motor ?racing|(?:races|racing|competes) (?:in )?(?:his |her |their )?(?:cars?|motorcycles?|dirt ?bikes?|atvs?|quads?|snowmobiles?|go[- ]?karts?|nascar|stock cars?|race cars?|dirt ?track)|(?:motorcycle|dirt ?bike|atv|quad|snowmobile|go[- ]?kart|stock car|race car|car) (?:racing|racer|races))\b/,
  ],
  [
    'climbing',
    /\b(?:rock climb\w*|mountain climb\w*|mountaineer\w*|ice climb\w*|free solo\w*|climbs? (?:mountains|everest|14ers|fourteeners))\b/,
  ],
  [
    'aviation',
    /\b(?:private pilot|student pilot|flies (?:his|her|their) own (?:plane|aircraft)|flight (?:lessons|training)|(?:his|her|their) own (?:plane|aircraft)|pilot'?s licen[cs]e|(?:has|got|have) (?:a |his |her )?(?:pilot'?s? )?licen[cs]e to fly|ultralights?)\b/,
  ],
];
/** Flying as the job (an airline or cargo pilot) is an occupation, read from its own page. */
const FLIES_FOR_WORK =
  /\b(?:commercial|airline|cargo) pilot\b|\bflies (?:\w+ ){0,2}for (?:a living|work|fedex|ups|delta|united|american|southwest|an airline|the airline)\b/;
const GIVEN_UP = /\b(?:used to|quit|stopped|gave up|no longer|former|retired from)\b[^,.;]*$/;

/** A hazardous hobby kept up now: not one denied or given up ("no scuba", "used to race"), nor a job. */
function readAvocation(lower: string): CaseFacts['avocation'] {
  for (const [kind, pattern] of HOBBIES) {
    const m = pattern.exec(lower);
    if (!m || negated(lower, m.index) || GIVEN_UP.test(lower.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (kind === 'aviation' && FLIES_FOR_WORK.test(lower)) continue;
    return kind;
  }
  return undefined;
}

const NON_TOBACCO =
  /\b(?:non[\s-]?smok\w*|non[\s-]?tobacco|no (?:tobacco|nicotine|smoking|cigarettes)|doesn'?t smoke|does not smoke|never smoked|not a smoker|don'?t smoke|tobacco[\s-]free|nicotine[\s-]free|nt rates?)\b/;
const QUIT =
  /\b(?:quit|quits|quitting|stopped|stops|stopping|gave up|kicked)\b(?:\s+(?:smoking|vaping|tobacco|cigarettes|cigs|chewing|dipping|nicotine|the cigs|zyn|juul))?|\b(?:drops|dropping|dropped|ditch(?:es|ed|ing)?)\s+(?:the\s+)?(?:zyn|cigs?|cigarettes|vapes?|vaping|chew|dip|nicotine|smoking|tobacco|juul)\b|\b(?:former|ex)[\s-]?smoker\b/;
const TOBACCO_USE: [Tobacco['kind'], RegExp][] = [
  ['cessation', /\b(?:chantix|champix|varenicline|nicotine (?:gum|patch\w*|lozenges?|inhaler))\b/],
  ['marijuana', /\b(?:marijuana|weed|cannabis|thc|edibles|smokes pot|pot smoker|medical marijuana)\b/],
  ['cigar', /\bcigars?\b/],
  ['vape', /\b(?:vap(?:e|es|ing|er)|e-?cigs?|e-?cigarettes?|juul)\b/],
  ['chew', /\b(?:chew(?:s|ing)?(?: tobacco)?|dip(?:s|ping)?|snuff|snus|zyn)\b/],
  ['nicotine', /\bnicotine pouch\w*\b/],
  [
    'cigarettes',
    /\b(?:smok(?:e|es|er|ers|ing)|cigarettes?|cigs|packs? (?:a|per) day|pack a day|tobacco user|uses tobacco|tobacco use)\b(?!\s*(?:rates?|class(?:es)?|premiums?|vs))/,
  ],
];

/**
 * "Stopped using the cpap last year", "quit his job", "quit drinking": a quit that names something other
 * than tobacco. Anything else ("quit his marlboros", "quit jan 2025") stays a tobacco quit.
 */
const QUITS_SOMETHING =
  /^\s+(?:(?:using|wearing|taking|going to|the|his|her|a|an|my|their)\s+)*(drinking|alcohol|booze|drugs|meds|medications?|job|work|working|cpap|c-pap|bipap|machine|insulin|treatment|chemo\w*|dialysis|therapy|school|coffee|caffeine|gambling|cocaine|heroin|opioids|pills|weed|marijuana|pot|gym|exercising)\b/;

/** The first "quit" that is about tobacco (or says nothing else it is about). */
function tobaccoQuit(lower: string): RegExpExecArray | null {
  const re = new RegExp(QUIT.source, 'g');
  for (let m = re.exec(lower); m; m = re.exec(lower)) {
    if (m[0].includes(' ') || /smoker$/.test(m[0])) return m;
    if (!QUITS_SOMETHING.test(lower.slice(m.index + m[0].length))) return m;
  }
  return null;
}

function readTobacco(lower: string, times: TimePhrase[]): Tobacco | undefined {
  const quit = tobaccoQuit(lower);
  // "Quit cigarettes but vapes": another form of nicotine still in use makes a tobacco user.
  const stillUses = TOBACCO_USE.find(
    ([kind, re]) => kind !== 'cigarettes' && kind !== 'marijuana' && re.test(lower.replace(QUIT, ' ')),
  );
  if (quit && stillUses && !/\b(?:quit|stopped) (?:vap|chew|dip|nicotine)/.test(lower))
    return { uses: true, kind: stillUses[0] };
  if (quit && !negated(lower, quit.index)) {
    const time = times.find((t) => t.start >= quit.index && t.start - (quit.index + quit[0].length) < 25);
    return { uses: false, quitMonthsAgo: time?.monthsAgo ?? undefined, kind: 'cigarettes' };
  }
  const cessation = TOBACCO_USE[0]![1].exec(lower);
  if (cessation && !negated(lower, cessation.index)) return { uses: true, kind: 'cessation' };
  // "Cigar guy, 1 a month… preferred nontobacco?": a named form in use outweighs the class asked about.
  for (const [kind, re] of TOBACCO_USE.filter(([k]) => k !== 'cigarettes' && k !== 'cessation')) {
    const m = re.exec(lower);
    if (m && !negated(lower, m.index)) return { uses: true, kind };
  }
  if (NON_TOBACCO.test(lower)) return { uses: false };
  for (const [kind, re] of TOBACCO_USE) {
    const m = re.exec(lower);
    if (m && !negated(lower, m.index)) return { uses: true, kind };
  }
  return undefined;
}

function readBuild(text: string, lower: string): Pick<CaseFacts, 'heightInches' | 'weightPounds'> {
  const heightInches = parseHeightInches(text) ?? undefined;
  let weightPounds = parseWeightPounds(text) ?? undefined;
  if (heightInches !== undefined && weightPounds === undefined) {
    // "5'10 245", "5'8 male 265": a bare two- or three-digit number near the height is the weight.
    const plain = lower.replace(/[’′]/g, "'");
    const height = /\b[4-7]\s*(?:'|ft|feet)\s*\d{0,2}\s*(?:"|in\b|''|inches)?/.exec(plain);
    const after = height ? plain.slice(height.index + height[0].length, height.index + height[0].length + 30) : '';
    const bare = /^[^$\d]{0,20}?\b(\d{2,3})\b(?!\s*(?:yo|y\/o|years?|yrs?|%|k\b|mo|months?|\/))(\s*[mf]\b)?/.exec(
      after,
    );
    // "52 m" is an age and a sex; "265 m" is a weight before the sex.
    const value = bare?.[2] && Number(bare[1]) < 100 ? NaN : Number(bare?.[1]);
    if (value >= 90 && value <= 500) weightPounds = value;
    // "Down 60 lbs, now 300 at 5'10": the weight said as where the client is now.
    const now =
      /\b(?:now|currently|weighs?|weighing)\s+(?:about |around )?(\d{2,3})\b(?!\s*(?:yo|y\/o|years?|yrs?|%|k\b|mo|months?|\/))/.exec(
        lower,
      );
    if (weightPounds === undefined && now && Number(now[1]) >= 90 && Number(now[1]) <= 500)
      weightPounds = Number(now[1]);
  }
  return { heightInches, weightPounds };
}

function readWeightChange(lower: string): number | undefined {
  const m =
    /\b(los(?:e|es|ing|t)|drops?|dropped|dropping|sheds?|shed|gains?|gained|gaining|puts on|put on)\s*(?:about |around |like )?(\d{1,3})\s*(?:lbs?|pounds?|#)?\b/.exec(
      lower,
    );
  // "He's down 30 lbs", "up like 20 pounds since": the change said as a direction.
  const said =
    /\b(down|up)\s*(?:about |around |like )?(\d{1,3})\s*(?:lbs?|pounds?|#)(?!\s*(?:a|per) (?:week|month))/.exec(lower);
  if (!m && said) return said[1] === 'up' ? Number(said[2]) : -Number(said[2]);
  if (!m) return undefined;
  const amount = Number(m[2]);
  return /^(?:gain|put)/.test(m[1]!) || m[1] === 'puts on' ? amount : -amount;
}

const PRODUCT_PATTERNS: [Product, RegExp][] = [
  ['rop_term', /\b(?:rop|return of premium)(?: term)?\b/],
  ['term_10', /\b10[\s-]?(?:year|yr)s?[\s-]?(?:level\s)?term\b/],
  ['term_15', /\b15[\s-]?(?:year|yr)s?[\s-]?(?:level\s)?term\b/],
  [
    'term_20',
    /\b20[\s-]?(?:year|yr)s?[\s-]?(?:level\s)?term\b|\bterm life, 20 years\b|\bterm\b[^.]{0,12}\b20 years?\b/,
  ],
  ['term_25', /\b25[\s-]?(?:year|yr)s?[\s-]?(?:level\s)?term\b/],
  ['term_30', /\b30[\s-]?(?:year|yr)s?[\s-]?(?:level\s)?term\b/],
  ['final_expense', /\b(?:final expense|fe|burial|funeral (?:insurance|policy|plan|coverage)|senior life)\b/],
  ['guaranteed', /\b(?:guaranteed issue|guaranteed acceptance|gi|gi plan|gi policy)\b/],
  ['mortgage_protection', /\b(?:mortgage protection|mp)\b/],
  ['simplified', /\b(?:simplified issue|si|no[\s-]exam|non[\s-]med(?:ical)?)\b/],
  ['iul', /\b(?:iul|indexed universal life|index universal life)\b/],
  ['gul', /\b(?:gul|guaranteed universal life)\b/],
  ['ul', /\b(?:ul|universal life)\b/],
  ['whole_life', /\b(?:whole life|wl)\b/],
  ['annuity', /\b(?:annuit(?:y|ies)|myga|fia|spia)\b/],
  ['term', /\b(?:term(?: life| policy| insurance| coverage| plan)?)\b(?!\s*(?:rider|conversion))/],
];

/** The product the message is about, if it names one. */
export function readProduct(lower: string): Product | undefined {
  const hits = PRODUCT_PATTERNS.map(([product, re]) => ({ product, at: re.exec(lower)?.index ?? -1 })).filter(
    (h) => h.at >= 0,
  );
  // "SI FE" is simplified issue final expense: the final expense plan, not no-exam term.
  if (hits.some((h) => h.product === 'final_expense'))
    hits.splice(0, hits.length, ...hits.filter((h) => h.product !== 'simplified'));
  // "If term is too pricey, what about FE": the product after "what about" is the one asked.
  const pivot = /\b(?:what about|how about|switch(?:ing)? to|go with|try)\b/.exec(lower);
  const after = pivot ? hits.filter((h) => h.at > pivot.index) : [];
  if (after.length > 0 && after.length < hits.length) hits.splice(0, hits.length, ...after);
  // A specific term length outranks plain "term" at the same place.
  hits.sort(
    (a, b) =>
      a.at - b.at ||
      PRODUCT_PATTERNS.findIndex(([p]) => p === a.product) - PRODUCT_PATTERNS.findIndex(([p]) => p === b.product),
  );
  return hits[0]?.product;
}

const ANNUITY_WORD = /\b(?:annuit\w*|myga|fia|spia|dia|glwb|1035)\b/;
/** "Has 250k in the bank", "120k in cds", "basis 80k": money the client has, not the coverage asked for. */
const SAVINGS_PHRASE =
  /\$?\s*\d+(?:\.\d+)?\s*(?:k|m|mil|million|thousand)?\s+(?:sitting |saved |parked )?(?:in (?:the bank|a bank|cds?|savings|checking|a savings account|a money market|an? (?:roth )?ira|(?:a |his |her )?(?:401k|403b|brokerage|cd|money market)|stocks|bonds|the market)|of savings|saved up|to invest|to put (?:in|into|away)|to reposition|lump sum|inheritance)\b|\b(?:basis|cost basis|savings|inherited|rollover|nest egg|cd (?:maturing|of))\s*(?:of|is|was|:)?\s*\$?\s*\d+(?:\.\d+)?\s*(?:k|m|mil|million|thousand)?\b/gi;

function readMoney(message: string): Pick<CaseFacts, 'faceAmount' | 'monthlyBudget'> {
  const out: Pick<CaseFacts, 'faceAmount' | 'monthlyBudget'> = {};
  let lower = message;
  // "1200/mo SS, can do maybe 40/mo": an income is not a budget.
  const perMonth = [
    ...lower.matchAll(
      /\$?\s*(\d{1,4}(?:\.\d{2})?)\s*(?:\$|bucks|dollars)?\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly|\/m\b|mo\b|a mo\b)/g,
    ),
  ].filter(
    (m) =>
      // "9mo advance" is nine months: a bare "mo" is a budget only with a dollar sign.
      !(/\dmo$|\d mo$/.test(m[0]) && !m[0].includes('$')) &&
      // "Maybe 1 a month w/ his buddies": a how-often, not a budget.
      Number(m[1]) >= 5 &&
      // "SS ~1,400/mo": the end of a larger figure, not a figure of its own.
      !/\d,$/.test(lower.slice(0, m.index)) &&
      // "89/mo for 15k", "98/mo for 15k is too expensive": the price of an amount, not a budget.
      !(
        /^\s*(?:for|on) (?:a |the )?\$?\s*\d[\d,.]*\s*(?:k|thousand)\b/.test(lower.slice(m.index + m[0].length)) &&
        !/\b(?:can do|can afford|afford|budget|max|tops)\W{0,3}(?:\w+ ){0,2}$/.test(lower.slice(0, m.index))
      ) &&
      !/^\W{0,3}(?:ss|ssi|ssdi|social security|income|pension|check|salary|take[- ]home|after tax|(?:is |was |seems |sounds |feels )?(?:too much|too high|too expensive|a lot|more than))\b/.test(
        lower.slice(m.index + m[0].length),
      ) &&
      !/\b(?:income|makes|earns|gets|lives on|ss|social security|pension|premium|pays|paying|paid|costs?|standard(?: would have been| was| is)?)\W{0,3}(?:(?:of|is|was|about|like|around|roughly|almost|nearly|over|would have been|would be) ){0,3}$/.test(
        lower.slice(0, m.index),
      ) &&
      // "10k at 58/mo", "quoted her 59/mo", "too expensive at 78/mo": the price quoted, not what the
      // client can spend.
      !/(?:\d\s*k\s+(?:at|for|is|=)|\bquoted?\b[^.]{0,20}|\bquote (?:is|was|came (?:back|in) at)|\bfor|\btoo (?:expensive|much|high|pricey)(?: at| for)?|\b(?:starting at|starts at|as low as|from|only))\s*$/.test(
        lower.slice(0, m.index),
      ),
  );
  const budget =
    perMonth.at(-1) ??
    /\bbudget(?: is| of| around| about|:)?\s*(?:is\s*)?\$?\s*(\d{1,4})\b/.exec(lower) ??
    // "She said max is 50": the most she will pay a month.
    /\b(?:max(?:imum)?|tops|no more than|most she can do|most he can do)(?: is| of|:)?\s*\$?\s*([1-9]\d{0,2})\b(?!\s*(?:k\b|%|years?|yrs?|lbs?))/.exec(
      lower,
    ) ??
    /\bafford (?:about |around |maybe )?\$?\s*(\d{1,4})\b/.exec(lower);
  // "She can't afford it anymore, it's $52/mo": the premium she is paying, not a budget.
  // …only the figure said right beside it ("too much at 90/mo, can do 50/mo" keeps the 50).
  const unaffordable =
    budget !== undefined &&
    budget === perMonth.at(-1) &&
    /\b(?:can'?t|cannot|can not|cant|couldn'?t) afford\b|\btoo (?:expensive|much|high|pricey)\b/.test(
      lower.slice(Math.max(0, budget.index - 40), budget.index + budget[0].length + 15),
    ) &&
    !/\b(?:can do|budget|max|tops|afford about|afford around)\W{0,3}(?:\w+ ){0,2}$/.test(lower.slice(0, budget.index));
  if (budget && !unaffordable) out.monthlyBudget = Number(budget[1]);
  // "making 60k/yr, wants 3 mil": the income is not the face amount.
  // Money the client has is the premium when an annuity is what it buys ("250k in cds, move it into a myga").
  lower = lower.replace(INCOME_PHRASE, ' ');
  if (!ANNUITY_WORD.test(lower)) lower = lower.replace(SAVINGS_PHRASE, ' ');
  const face =
    /\$\s*(\d+(?:\.\d+)?)\s*(k|m|mil|million|thousand)\b/.exec(lower) ??
    // "1m term", "2.5m": one digit before m is millions ("48m" is a 48-year-old man).
    /(?<![\d.])(\d(?:\.\d+)?)\s*(m)\b(?!\s*(?:ago|old|o\b))/.exec(lower) ??
    /\b(?<!\b(?:401|403|457)\s?)(\d+(?:\.\d+)?)\s*(k|mil|million|thousand)\b(?!\s*(?:a month|\/mo|per month|monthly))/.exec(
      lower.replace(/\b(?:401|403|457)\s?\(?[kb]\)?/g, ' '),
    ) ??
    /\$\s*(\d{1,3}(?:,\d{3})+|\d{5,})\b(?!\s*(?:a month|\/mo|per month|monthly|a year|income|salary))/.exec(lower);
  if (face) {
    const value = Number(face[1]!.replace(/,/g, ''));
    const unit = face[2] ?? '';
    const amount = unit === 'k' || unit === 'thousand' ? value * 1000 : /^m/.test(unit) ? value * 1_000_000 : value;
    if (amount >= 1000 && amount <= 50_000_000 && amount !== out.monthlyBudget) out.faceAmount = amount;
  }
  return out;
}

/**
 * Ties each time phrase to the event mention nearest it in the same sentence; a mention two times
 * point to keeps the nearer ("term issued 2008, … heart attack in 2025": the attack is 2025's).
 */
function datesFor(mentions: EventMention[], times: TimePhrase[], lower: string): Map<EventMention, number> {
  const dated = new Map<EventMention, number>();
  const datedAt = new Map<EventMention, number>();
  const sentenceOf = (at: number) => lower.slice(0, at).split(/[.;!?\n]/).length;
  for (const time of times) {
    let best: EventMention | null = null;
    let bestDistance = Infinity;
    for (const mention of mentions) {
      if (sentenceOf(mention.start) !== sentenceOf(time.start)) continue;
      const distance = time.start >= mention.end ? time.start - mention.end : (mention.start - time.end) * 1.5;
      if (distance >= 0 && distance < bestDistance) {
        best = mention;
        bestDistance = distance;
      }
    }
    if (best && bestDistance < (datedAt.get(best) ?? Infinity)) {
      dated.set(best, time.monthsAgo);
      datedAt.set(best, bestDistance);
    }
  }
  return dated;
}

function readA1c(lower: string): number | undefined {
  const m =
    /\b(?:hb)?a1c\s*(?:is|of|at|was|=|:|around|about|~|reading|level)?\s*(?:is\s*|of\s*|at\s*)?(\d{1,2}(?:\.\d)?)\b/.exec(
      lower,
    );
  const value = Number(m?.[1]);
  return value >= 4 && value <= 20 ? value : undefined;
}

/**
 * A blood pressure reading: at or above 140/90 costs the preferred classes (reads as not
 * controlled), under it reads as controlled. Null when no reading is given.
 */
function bloodPressure(lower: string): 'high' | 'normal' | null {
  const m =
    /\b(?:bp|blood pressure|reading|readings?|came back|came in)\b[^.\d]{0,25}?(\d{2,3})\s*\/\s*(\d{2,3})\b/.exec(
      lower,
    ) ?? /\b(\d{3})\s*\/\s*(\d{2,3})\b/.exec(lower);
  if (!m) return null;
  const [systolic, diastolic] = [Number(m[1]), Number(m[2])];
  if (systolic < 80 || systolic > 260 || diastolic < 40 || diastolic > 160) return null;
  return systolic >= 140 || diastolic >= 90 ? 'high' : 'normal';
}

/**
 * The facts one message states. Conditions come from their names and from medications (a drug names
 * its usual condition); times tie to the nearest event; denials ("no tobacco", "never had a
 * stroke") count as denials, not as mentions.
 */
export function readMessage(text: string, vocabulary: Vocabulary, now: Date): MessageFacts {
  // "She said it was 2025 not 2023": the date corrected away is not a date of the case.
  const lower = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(
      /,?\s*\b(?:not|instead of|rather than)\s+(?:in\s+)?(?:(?:19|20)\d\d|\d+\s*(?:months?|mos?|years?|yrs?)(?:\s+ago)?)\b/g,
      ' ',
    );
  const facts = emptyCase();
  const times = findTimePhrases(lower, now);
  const mentions: EventMention[] = [];

  const said = new Map<string, ConditionFact>();
  const family: FamilyMention[] = [];
  // Conditions the message denies ("swears she's not diabetic", "HIV negative"): a drug that usually
  // means one of them is taken for its other use.
  const denied = new Set<string>();
  if (/\bhiv[\s-]?(?:neg(?:ative)?|-)|\bnegative for hiv\b|\bon prep\b|\bfor prep\b/.test(lower)) denied.add('hiv');
  for (const m of lower.matchAll(vocabulary.conditions)) {
    const id = vocabulary.conditionOf.get(m[1]!.replace(/[\s-]+/g, ' ')) ?? vocabulary.conditionOf.get(m[1]!);
    if (id && negated(lower, m.index)) denied.add(id);
    // "Cholesterol fine", "a1c normal": a measurement said to be fine names no condition (a drug taken
    // for it still does: "cholesterol fine, takes atorvastatin" is treated high cholesterol).
    const end = m.index + m[0].length;
    if (
      /^(?:cholesterol|lipids?|a1c|bp|blood pressure|sugars?|glucose|labs?|liver (?:enzymes?|tests?|function|numbers|labs?)|lfts?|enzymes?)$/.test(
        m[1]!,
      ) &&
      /^\s*(?:is |are |were |was |came back |levels? |numbers? |tests? |all )?(?:fine|normal|good|ok|okay|great|perfect|wnl|within normal|clean)\b/.test(
        lower.slice(end, end + 24),
      )
    )
      continue;
    if (!id || negated(lower, m.index) || denied.has(id)) continue;
    const relative = id === 'family-history' ? null : familyMention(lower, m.index, m.index + m[0].length);
    if (relative) {
      family.push(relative);
      continue;
    }
    // "T2" is type 2 diabetes, but "table 2" / "rated T2" is a table rating.
    if (m[1] === 't2' && /\b(?:table|rated|tbl|rating)\s*$/.test(lower.slice(0, m.index))) continue;
    mentions.push({ key: `condition:${id}`, start: m.index, end: m.index + m[0].length });
    if (!said.has(id)) said.set(id, { id, from: 'said', flags: [] });
  }

  const meds = new Map<string, MedicationFact & { rule: MedicationRule | undefined }>();
  for (const m of lower.matchAll(vocabulary.medications)) {
    const entry = vocabulary.medicationOf.get(m[1]!) ?? vocabulary.medicationOf.get(m[1]!.replace(/[\s-]+/g, ' '));
    if (!entry || negated(lower, m.index)) continue;
    // "Ozempic for weight loss": the agent says what it is for, which outranks the usual reason.
    // "Lost 40 lbs the last 6 months on ozempic" says the same without the word "for".
    const forWeight =
      /^[^.;]{0,30}\b(?:for|bc|because of|to lose) (?:weight|wt)(?: loss)?\b/.test(
        lower.slice(m.index + m[0].length),
      ) || /\b(?:lost|dropped|down) \d{2,3} ?(?:lbs?|pounds)\b/.test(lower);
    const rule =
      forWeight && /semaglutide|tirzepatide|liraglutide/.test(entry.generic)
        ? { ...entry.rule!, conditions: [], note: 'weight loss (not diabetes)' }
        : entry.rule;
    if (!meds.has(entry.generic)) meds.set(entry.generic, { name: m[1]!, generic: entry.generic, rule });
  }

  // "Knee replacement scheduled in 3 weeks": a pending surgery, whatever it is for.
  const surgery =
    /\b(?:surgery|replacement|operation|procedure|bypass|biopsy|ablation|transplant|removal|repair)\b[^.;]{0,25}\b(?:scheduled|planned|booked|coming up|next (?:week|month)|in \d+ (?:days?|weeks?|wks?|months?))\b|\b(?:scheduled|booked|set) for (?:a |an |his |her )?(?:\w+ ){0,2}(?:surgery|replacement|operation|procedure|biopsy)\b/.exec(
      lower,
    );
  if (surgery && !negated(lower, surgery.index) && !said.has('surgery-pending'))
    said.set('surgery-pending', { id: 'surgery-pending', from: 'said', flags: [] });
  // "10-12 beers fri+sat nights", "6 drinks a day": heavy drinking, told as a quantity.
  const drinks =
    /\b(\d{1,2})(?:\s*(?:-|to)\s*(\d{1,2}))?\s*(?:beers|drinks|shots|glasses of wine|cocktails|tallboys)\b/.exec(lower);
  if (drinks && Number(drinks[2] ?? drinks[1]) >= 5 && !said.has('alcohol-abuse') && !said.has('heavy-drinking'))
    said.set('heavy-drinking', { id: 'heavy-drinking', from: 'said', flags: [] });
  const dui =
    /\b(?:(\d+|two|three|four|multiple|several|2nd|second)\s+)?(?:dui|duis|dwi|dwis|owi|drunk driving|driving under the influence)\b/.exec(
      lower,
    );
  if (dui && !negated(lower, dui.index)) {
    mentions.push({ key: 'dui', start: dui.index, end: dui.index + dui[0].length });
    const many = dui[1] && !['1', 'one', 'a'].includes(dui[1]);
    // "A court date next month on a DWI charge": not yet a conviction, and not yet in the past.
    const pending =
      /\b(?:court date|pending|awaiting|hasn'?t gone to court|not (?:yet )?convicted|upcoming (?:court|hearing|trial)|(?:dui|dwi|owi) charge|charged with)\b/.test(
        lower,
      );
    facts.dui = { count: many || /\bduis|dwis\b/.test(dui[0]) ? 2 : 1, ...(pending ? { pending: true } : {}) };
  }
  const felony =
    /\b(?:felony|felonies|convicted|conviction|prison|jail|incarcerated|probation|parole|pending charges|locked up|criminal record)\b/.exec(
      lower,
    );
  if (felony && !negated(lower, felony.index)) {
    mentions.push({ key: 'felony', start: felony.index, end: felony.index + felony[0].length });
    const active =
      /\b(?:on (?:\w+ )?probation|on (?:\w+ )?parole|in jail|in prison|incarcerated|pending charges?|currently (?:on|in)|still on|(?:probation|parole) (?:ends|is up|runs) (?:in|next|this))\b/.test(
        lower,
      ) && !/\b(?:off|finished|completed|ended|done with|got off|got out|released)\b/.test(lower);
    facts.felony = { active };
  }

  const dates = datesFor(mentions, times, lower);
  for (const [mention, months] of dates) {
    if (mention.key === 'dui' && facts.dui) {
      // "2 DUIs 2021 and 2023": the latest one sets the look-back.
      const listed = times.filter((t) => t.start >= mention.end && t.start - mention.end <= 40);
      facts.dui.monthsAgo = Math.min(months, ...listed.map((t) => t.monthsAgo));
    } else if (mention.key === 'felony' && facts.felony) {
      // "Felony 4 yrs ago, off probation 2 yrs": carriers count from the end of the sentence, the last
      // part of it ("released 2019, off parole 2022" ended in 2022).
      const endings = [
        ...lower.matchAll(
          /\b(?:off (?:probation|parole)|released|got out|out of (?:prison|jail)|(?:sentence|probation|parole) (?:ended|over|done|finished|completed|was up)|finished (?:probation|parole|(?:his|her) sentence)|done with (?:probation|parole))\b/g,
        ),
      ].flatMap((ended) => {
        const close = ended.index + ended[0].length;
        const after = times.find((t) => t.start >= ended.index && t.start - close <= 25);
        // "off probation 2 yrs": a bare length after it is how long ago it ended.
        const bare = /^\s*(?:for |about |like |almost |over )?(\d{1,2})\s*(yrs?|years?|months?|mos?)\b/.exec(
          lower.slice(close),
        );
        const monthsAgo = after?.monthsAgo ?? (bare ? Number(bare[1]) * (/^m/.test(bare[2]!) ? 1 : 12) : undefined);
        return monthsAgo === undefined ? [] : [monthsAgo];
      });
      const endedMonths = endings.length > 0 ? Math.min(...endings) : undefined;
      facts.felony.monthsAgo = endedMonths !== undefined ? Math.min(months, endedMonths) : months;
      if (endedMonths !== undefined) facts.felony.sentenceEnded = true;
    } else {
      const condition = said.get(mention.key.slice('condition:'.length));
      if (condition && condition.monthsAgo === undefined) condition.monthsAgo = months;
    }
  }

  const flags = FLAG_PATTERNS.filter(([, re]) => [...lower.matchAll(re)].some((m) => !negated(lower, m.index))).map(
    ([flag]) => flag,
  );
  const cleared: ConditionFlag[] = [];
  // An amputation from an accident or injury is not a complication of anything.
  if (
    /\bamputat\w*\b[^.]{0,60}\b(?:accident|injury|injured|trauma|war|combat|work)\b|\b(?:accident|injury|trauma)\b[^.]{0,40}\bamputat/.test(
      lower,
    )
  ) {
    const at = flags.indexOf('complications');
    if (!/\b(?:neuropathy|retinopathy|nephropathy|kidney damage)\b/.test(lower)) {
      if (at >= 0) flags.splice(at, 1);
      cleared.push('complications');
    }
  }
  const a1c = readA1c(lower);
  const pressure = bloodPressure(lower);
  if (pressure === 'high') flags.push('uncontrolled');
  if (pressure === 'normal') cleared.push('uncontrolled');
  // A reading names high blood pressure even when the message does not ("exam bp came back 148/94").
  if (pressure && !said.has('hypertension') && /\b(?:bp|blood pressure)\b/.test(lower)) {
    said.set('hypertension', { id: 'hypertension', from: 'said', flags: [] });
  }

  const treatmentDone =
    /\b(?:done (?:w|with) (?:treatment|chemo|radiation)|finished (?:treatment|chemo|radiation)|completed (?:treatment|chemo|radiation)|treatment (?:ended|done|finished|completed)|in remission|cancer[- ]free|no evidence of disease)\b/.test(
      lower,
    );
  // "On suboxone 2 yrs, clean": a drug that is itself the treatment means the treatment is current.
  const currentTreatment = new Set<string>();
  for (const med of meds.values()) {
    const name = escape(med.name.toLowerCase());
    if (
      med.rule?.flags?.includes('recent') &&
      !new RegExp(
        `\\b(?:was on|used|used to (?:take|be on)|stopped|quit|off(?: of)?|came off|finished|completed|tapered off|weaned off)\\b[^.?!]{0,25}\\b${name}\\b|\\b${name}\\b[^.?!]{0,40}\\b(?:ended|stopped|finished|until|till|off (?:it|of it)|clean since|since (?:19|20)\\d\\d|back in|in (?:19|20)\\d\\d|years? ago|yrs? ago)\\b`,
      ).test(lower)
    )
      for (const id of med.rule.conditions ?? []) currentTreatment.add(id);
  }
  for (const med of meds.values()) {
    const medication: MedicationFact = { name: med.name, generic: med.generic };
    facts.medications.push(medication);
    // Albuterol is usually for asthma, but for COPD when COPD is named: the drug's other use wins then.
    const uses = (med.rule?.also ?? '')
      .replace(/\(.*?\)/g, '')
      .split(/,\s*|\s+or\s+/)
      // "a stroke or peripheral artery disease": the condition's name, without its article.
      .map((use) => use.trim().replace(/^(?:a|an|the)\s+/i, ''))
      .filter(Boolean);
    // A drug for the usual form of a condition treats the form the agent named: insulin with type 1
    // or gestational diabetes, tamoxifen after DCIS (where it is preventive, not active treatment).
    const namedForm = (med.rule?.conditions ?? [])
      .flatMap((id) => NAMED_FORMS[id] ?? [])
      .find((id) => said.get(id)?.from === 'said');
    const otherUse =
      namedForm ??
      uses
        .map((use) => vocabulary.conditionOf.get(use.toLowerCase()))
        .find((id) => id !== undefined && said.has(id) && said.get(id)!.from === 'said');
    const usual = med.rule?.conditions ?? [];
    // The usual reason denied ("farxiga but she swears she's not diabetic", "truvada, HIV negative"):
    // the drug is for its other use, which becomes a question rather than a condition.
    const usualDenied = usual.length > 0 && usual.every((id) => denied.has(id));
    if (usualDenied) medication.otherUses = uses;
    for (const id of otherUse ? [otherUse] : usualDenied ? [] : usual) {
      const known = said.get(id);
      // "Done w treatment 2020, still on tamoxifen": hormone therapy after treatment is maintenance, not active cancer.
      // It is still therapy, which many final expense applications count as treatment: 'maintenance'.
      const medFlags = (med.rule?.flags ?? [])
        .filter((f) => f !== 'recent' && !(namedForm && f === 'active'))
        .map((f): ConditionFlag => (treatmentDone && f === 'active' ? 'maintenance' : f));
      if (known) {
        known.flags.push(...medFlags);
        known.medication ??= med.name;
      } else said.set(id, { id, from: 'medication', medication: med.name, flags: medFlags });
    }
  }
  // "What if dad died at 64 instead": a relative's death at an age, with no illness named, is family history.
  if (family.length === 0) {
    const death = RELATIVE_DIED_AT.exec(lower);
    if (death) {
      const flags: ConditionFlag[] = DISTANT_RELATIVE.test(death[0]) ? ['distant_relative'] : [];
      if (Number(death[1]) >= 60) flags.push('late_onset');
      family.push({ start: death.index, end: death.index + death[0].length, flags });
    }
  }
  if (family.length > 0) {
    // Any close relative counts; the history is late or distant only if every mention is.
    const all = (flag: ConditionFlag) => family.every((f) => f.flags.includes(flag));
    const history: ConditionFlag[] = (['distant_relative', 'late_onset'] as const).filter(all);
    said.delete('family-history');
    facts.conditions.push({ id: 'family-history', from: 'said', flags: history });
  }
  const stage = /\bstage\s*(1|2|3|4|i{1,3}|iv)\b/.exec(lower)?.[1];
  for (const condition of said.values()) {
    condition.flags = [...new Set([...condition.flags, ...flags])];
    if (stage && /cancer|lymphoma|melanoma|leukemia/.test(condition.id))
      condition.stage = Number(stage) || { i: 1, ii: 2, iii: 3, iv: 4 }[stage];
    if (a1c !== undefined && /diabetes/.test(condition.id)) condition.a1c = a1c;
    facts.conditions.push(condition);
  }
  // An A1C alone ("a1c 8.1") says diabetes.
  if (a1c !== undefined && a1c >= 6.5 && !facts.conditions.some((c) => /diabetes/.test(c.id))) {
    facts.conditions.push({ id: 'type-2-diabetes', from: 'said', a1c, flags });
  }
  // 5.7 to 6.4 with no diagnosis is prediabetes (the ADA's range).
  if (a1c !== undefined && a1c >= 5.7 && a1c < 6.5 && !facts.conditions.some((c) => /diabetes/.test(c.id))) {
    facts.conditions.push({ id: 'prediabetes', from: 'said', a1c, flags });
  }

  for (const condition of facts.conditions)
    if (condition.monthsAgo === undefined && currentTreatment.has(condition.id)) condition.monthsAgo = 0;
  const age = readAge(lower, now);
  if (age !== undefined) facts.age = age;
  const coming = readComingBirthday(lower, now);
  if (coming) facts.birthdayInMonths = coming.months;
  // "His mom died of…" says nothing of the client's sex.
  const sex = readSex(
    family.length > 0
      ? lower.replace(new RegExp(`\\b(his|her|their|my|the)\\s+${RELATIVE.source.slice(2)}`, 'g'), '$1')
      : lower,
  );
  if (sex) facts.sex = sex;
  const state = stateIn(text);
  if (state) facts.state = state;
  const build = readBuild(text, lower);
  if (build.heightInches !== undefined) facts.heightInches = build.heightInches;
  if (build.weightPounds !== undefined) facts.weightPounds = build.weightPounds;
  const tobacco = readTobacco(lower, times);
  if (tobacco) facts.tobacco = tobacco;
  const residency = readResidency(lower);
  if (residency) facts.residency = residency;
  const avocation = readAvocation(lower);
  if (avocation) facts.avocation = avocation;
  const product = readProduct(lower);
  if (product) facts.product = product;
  Object.assign(facts, readMoney(lower));
  const weightChange = build.weightPounds === undefined ? readWeightChange(lower) : undefined;
  const waitUntilMonths = readWaitUntil(lower);
  const waitMonths = readWaitForMonth(lower, now);
  const bare =
    build.weightPounds === undefined && build.heightInches === undefined
      ? /\b(?:was|weighs?|weighed|weighing|now|at|down to|up to|is|drops? to|dropped to|dropping to|gets? to|got to|reaches|hits)\s+(?:about |around |like )?(\d{2,3})\b(?!\s*(?:yo|y\/o|years?|yrs?|%|k\b|\/|mg|months?|mos?|days?|weeks?|a1c))/.exec(
          lower,
        )
      : null;
  // "and if she's 185": a three-digit number said of the client is a weight ("she's 91" is an age).
  const weightSaid =
    bare ??
    (build.weightPounds === undefined && build.heightInches === undefined
      ? /\b(?:she'?s|he'?s|shes|hes)\s+(?:about |around |like )?(\d{3})\b(?!\s*(?:k\b|%|\/|yo|y\/o|years?|yrs?|days?|weeks?|months?|mos?|miles?|mg|old))/.exec(
          lower,
        )
      : null);
  const bareWeight =
    weightSaid && Number(weightSaid[1]) >= 90 && Number(weightSaid[1]) <= 500 && !/\ba1c\b|\bbp\b|\bpsa\b/.test(lower)
      ? Number(weightSaid[1])
      : undefined;
  // "What if last one was 2023", "what if it was 6 months ago": one date, and nothing it belongs to.
  const bareMonthsAgo =
    times.length === 1 && mentions.length === 0 && BARE_DATE.test(lower) ? times[0]!.monthsAgo : undefined;
  return {
    ...(bareMonthsAgo !== undefined ? { bareMonthsAgo } : {}),
    ...(bareWeight !== undefined ? { bareWeight } : {}),
    facts,
    flags,
    cleared,
    ...(weightChange !== undefined ? { weightChange } : {}),
    ...(waitUntilMonths !== undefined ? { waitUntilMonths } : {}),
    ...(waitMonths !== undefined ? { waitMonths } : {}),
  };
}

import { MONTHS } from './months';

/**
 * Time phrases in agents' messages ("8 months ago", "stent in 2022", "diabetic for 6 yrs",
 * "last year"), as months before `now`, with where they stand in the text so the case reader can
 * tie each to the event nearest it.
 */
export interface TimePhrase {
  monthsAgo: number;
  start: number;
  end: number;
}

/** Numbers agents spell out ("seven months ago", "a year"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  'couple of': 2,
  few: 3,
  'a few': 3,
  several: 4,
  half: 0.5,
  'a half': 0.5,
};

const AMOUNT = `(\\d+(?:\\.\\d+)?|a couple of|a couple|couple of|a few|a half|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|couple|few|several)`;
const UNIT = `(years?|yrs?|yr|y|months?|mos?|mo|mths?|weeks?|wks?|days?)`;

/** "8 months ago", "2 yrs back", "6 mo post", "3 years out", "a year and a half ago". */
const AGO = new RegExp(
  `\\b${AMOUNT}\\s*\\+?\\s*${UNIT}(?: and a half)?\\s*(?:ago|back|prior|before|post|out|since)\\b`,
  'g',
);
/** "for 6 years", "for about two years" (how long a condition has been there: since diagnosis). */
const FOR = new RegExp(`\\bfor (?:about |around |over |almost |nearly |like )?${AMOUNT}\\s*\\+?\\s*${UNIT}\\b`, 'g');
/** "in the last 2 years", "within 6 months" (an upper bound: read as the bound). */
const WITHIN = new RegExp(`\\b(?:in the (?:last|past)|within(?: the (?:last|past))?)\\s*${AMOUNT}\\s*${UNIT}\\b`, 'g');
const YEAR = /\b(?:in|since|back in|from|of|during)?\s*((?:19|20)\d\d)\b/g;
const RELATIVE: [RegExp, number][] = [
  [/\blast year\b|\ba year ago\b/g, 12],
  [/\blast month\b|\ba month ago\b/g, 1],
  [/\b(?:last|this past|past) (?:week|weekend)\b|\byesterday\b|\btoday\b|\bjust (?:had|got)\b/g, 0],
  [/\bthis year\b|\bearlier this year\b/g, 4],
  [/\bthe year before last\b/g, 24],
];

/** "Last spring", "this past fall", "this winter". */
const SEASON = /\b(last|this past|past|this)\s+(spring|summer|fall|autumn|winter)\b/g;
/** The middle month of each season (January = 0). */
const SEASON_MIDDLE: Record<string, number> = { winter: 0, spring: 3, summer: 6, fall: 9, autumn: 9 };

/** "in aug", "last march", "since jan", "march 2024": a month, with a word before it or a year after it. */
const MONTH = new RegExp(
  `\\b(?:(last|this past|in|since|back in|from|this|early|late|mid|end of|beginning of)\\s+)?(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b\\.?(?:,?\\s*(?:of\\s*)?((?:19|20)\\d\\d)|\\s+(?:of\\s+)?(last year|this year))?`,
  'g',
);

function amountOf(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) ? n : (NUMBER_WORDS[text] ?? 1);
}

function toMonths(amount: number, unit: string, andAHalf: boolean): number {
  const u = unit.toLowerCase();
  const value = andAHalf ? amount + 0.5 : amount;
  if (u.startsWith('y')) return Math.round(value * 12);
  if (u.startsWith('w')) return Math.round(value / 4.345);
  if (u.startsWith('d')) return 0;
  return Math.round(value);
}

export function findTimePhrases(text: string, now: Date): TimePhrase[] {
  const lower = text.toLowerCase();
  const found: TimePhrase[] = [];
  const add = (monthsAgo: number, start: number, end: number) => {
    if (monthsAgo < 0 || monthsAgo > 12 * 80) return;
    if (found.some((f) => start < f.end && end > f.start)) return;
    found.push({ monthsAgo, start, end });
  };
  for (const re of [AGO, FOR, WITHIN]) {
    for (const m of lower.matchAll(re)) {
      const months = toMonths(amountOf(m[1]!), m[2]!, m[0].includes('and a half'));
      // "Within 5 years" is inside the window: just under its bound.
      add(re === WITHIN ? Math.max(0, months - 1) : months, m.index, m.index + m[0].length);
    }
  }
  // "In march last year": the month of a year named by words, before "last year" alone can claim the words.
  for (const m of lower.matchAll(MONTH)) {
    const [, , name, , yearWords] = m;
    if (!yearWords) continue;
    const year = now.getUTCFullYear() - (yearWords === 'last year' ? 1 : 0);
    add(
      (now.getUTCFullYear() - year) * 12 + now.getUTCMonth() - MONTHS.indexOf(name!.slice(0, 3)),
      m.index,
      m.index + m[0].length,
    );
  }
  for (const [re, months] of RELATIVE) for (const m of lower.matchAll(re)) add(months, m.index, m.index + m[0].length);
  // "Last spring", "this past summer": the middle of the season's latest time before now (the one before, if now is in it).
  for (const m of lower.matchAll(SEASON)) {
    const middle = SEASON_MIDDLE[m[2]!]!;
    const since = (now.getUTCMonth() - middle + 12) % 12;
    if (m[1] === 'this') {
      // "This summer" said in January is still to come: not a past event.
      if (since <= 4) add(since, m.index, m.index + m[0].length);
      else if (since >= 10) add(0, m.index, m.index + m[0].length);
      continue;
    }
    // At or just past the season's middle, "last" means the one a year before.
    add(since <= 1 ? since + 12 : since, m.index, m.index + m[0].length);
  }
  for (const m of lower.matchAll(MONTH)) {
    const [, before, name, yearText, yearWords] = m;
    if (yearWords) continue;
    if (!before && !yearText) continue;
    // "this may be", "she may have": the verb, not the month.
    if (
      name === 'may' &&
      !yearText &&
      /^\s+(?:be|have|not|need|want|get|qualify|still|also|take|go)\b/.test(lower.slice(m.index + m[0].length))
    )
      continue;
    const month = MONTHS.indexOf(name!.slice(0, 3));
    const nowMonth = now.getUTCMonth();
    let months: number;
    if (yearText) months = (now.getUTCFullYear() - Number(yearText)) * 12 + nowMonth - month;
    // The latest such month gone by ("in aug" in November is 3 months ago); "last nov" in November is a year.
    else
      months =
        month < nowMonth ? nowMonth - month : month === nowMonth && before !== 'last' ? 0 : 12 - (month - nowMonth);
    add(months, m.index, m.index + m[0].length);
  }
  for (const m of lower.matchAll(YEAR)) {
    const year = Number(m[1]);
    const digitsAt = m.index + m[0].length - 4;
    // Money ("$2000", "2000/mo", "2,000") and weights are not years.
    if (
      /[$,.]/.test(lower[digitsAt - 1] ?? '') ||
      /^\s*(?:k\b|,\d|\/|lbs?\b|dollars?|bucks|a month|per|mo\b)/.test(lower.slice(m.index + m[0].length))
    )
      continue;
    // A year in the past only (a 2045 maturity is not an event), counted from its middle.
    if (year > now.getUTCFullYear() || year < 1940) continue;
    const months = (now.getUTCFullYear() - year) * 12 + now.getUTCMonth() - 6;
    add(Math.max(0, months), m.index, m.index + m[0].length);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Month abbreviations, January first (also the case reader's "in aug", "last march"). */
import { MONTHS, MONTH_WORD, monthIndex, monthsSince } from '../case/months';
import { NUMBER_WORDS } from '../case/time-phrases';

/** Month names as replies write them (also for the engine's "from about June 2027"). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "6/10/1975", "06-10-75", "june 10 1975", "10 june 1975". */
function readBirthDate(t: string): Date | null {
  const numeric =
    /\b(?:born|dob|d\.o\.b\.?|birthday|bday|birth date)\b[^\d]{0,12}(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})\b/.exec(t);
  if (numeric) {
    const year = Number(numeric[3]!.length === 2 ? `19${numeric[3]}` : numeric[3]);
    return new Date(Date.UTC(year, Number(numeric[1]) - 1, Number(numeric[2])));
  }
  const named =
    /\b(?:born|dob|birthday|bday)\b\D{0,12}([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(t);
  if (named && MONTHS.includes(named[1]!)) {
    return new Date(Date.UTC(Number(named[3]), MONTHS.indexOf(named[1]!), Number(named[2])));
  }
  return null;
}

/** The date the application is dated: "app going in jan 2026", "applying in march", else today. */
function readApplicationDate(t: string, today: Date): Date {
  const m =
    /\b(?:app|application|apply|applying|submit\w*|sign\w*|going in|policy date|effective)\b[^.]{0,20}?\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(?:(\d{1,2})(?:st|nd|rd|th)?,?\s*)?(\d{4})?\b/.exec(
      t,
    );
  if (m && MONTHS.includes(m[1]!)) {
    const month = MONTHS.indexOf(m[1]!);
    const year = m[3]
      ? Number(m[3])
      : month < today.getUTCMonth()
        ? today.getUTCFullYear() + 1
        : today.getUTCFullYear();
    return new Date(Date.UTC(year, month, m[2] ? Number(m[2]) : 1));
  }
  return today;
}

function ageOn(birth: Date, on: Date): { last: number; monthsSince: number } {
  let last = on.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayThisYear = Date.UTC(on.getUTCFullYear(), birth.getUTCMonth(), birth.getUTCDate());
  if (on.getTime() < birthdayThisYear) last -= 1;
  const lastBirthday = new Date(Date.UTC(birth.getUTCFullYear() + last, birth.getUTCMonth(), birth.getUTCDate()));
  const monthsSince =
    (on.getUTCFullYear() - lastBirthday.getUTCFullYear()) * 12 +
    (on.getUTCMonth() - lastBirthday.getUTCMonth()) +
    (on.getUTCDate() - lastBirthday.getUTCDate()) / 31;
  return { last, monthsSince };
}

/**
 * Insurance age from a date of birth: age last birthday, and age nearest birthday (a birthday more
 * than six months ago counts as the next age). Asked when the agent gives a birth date and talks of
 * insurance age, nearest or last birthday, or backdating.
 */
export function describeInsuranceAge(question: string, today: Date): string | null {
  const t = question.toLowerCase();
  if (
    !/\b(?:age nearest|nearest birthday|anb|age last|last birthday|alb|insurance age|what age|how old|backdat\w*|save age)\b/.test(
      t,
    )
  )
    return null;
  const birth = readBirthDate(t);
  if (!birth) return null;
  const on = readApplicationDate(t, today);
  const { last, monthsSince } = ageOn(birth, on);
  if (last < 0 || last > 120) return null;
  const nearest = monthsSince >= 6 ? last + 1 : last;
  const when = `${MONTH_NAMES[on.getUTCMonth()]} ${on.getUTCFullYear()}`;
  const birthday = `${MONTH_NAMES[birth.getUTCMonth()]} ${birth.getUTCDate()}`;
  const nextAgeDate = new Date(Date.UTC(birth.getUTCFullYear() + last, birth.getUTCMonth() + 6, birth.getUTCDate()));
  const backdate =
    nearest > last
      ? ` At age-nearest-birthday carriers, backdating the policy (save age) to before ${MONTH_NAMES[nextAgeDate.getUTCMonth()]} ${nextAgeDate.getUTCDate()}, ${nextAgeDate.getUTCFullYear()} keeps age ${last}, for the premium of the months backdated; most carriers allow up to 6 months.`
      : ` No backdating is needed: both methods give ${last} until ${birthday}, and age-nearest carriers move to ${last + 1} six months before it.`;
  const both = `carriers that use age nearest birthday rate ${nearest}, those that use age last birthday rate ${last}`;
  const lead = /\b(?:age last|last birthday|alb)\b/.test(t)
    ? `At age last birthday, the client is ${last} in ${when} (the last birthday was ${birthday}), and stays ${last} until the next one`
    : /\b(?:age nearest|nearest birthday|anb)\b/.test(t)
      ? `At age nearest birthday, the client is ${nearest} in ${when} (birthday ${birthday}, ${Math.floor(monthsSince)} months earlier)`
      : `In ${when} the client is ${last} at the last birthday (${birthday}) and ${nearest} at the nearest birthday`;
  return `${lead}: ${both}.${backdate}`;
}

const TURNED_AGO =
  /\bturned\s+(\d{2})\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+(?:months?|mos?)\s+ago\b/;
const TURNED_IN = new RegExp(String.raw`\bturned\s+(\d{2})\s+(?:in|back in|last)\s+${MONTH_WORD}`);
const MONTH_COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s+(?:months?|mos?)`;
/** "Is 55, bday in 5 months": the age now and the months left until the next birthday. */
const BIRTHDAY_IN = new RegExp(
  String.raw`\b(?:is|she'?s|he'?s|shes|hes|aged?)\s+(\d{2})\b.{0,30}?\b(?:bday|birthday)(?:'?s| is)?\s+in\s+(?:about\s+|like\s+)?${MONTH_COUNT}`,
);
/** "Turns 56 in 5 months": the next age and the months left until it. */
const TURNS_IN = new RegExp(String.raw`\bturns?\s+(\d{2})\s+in\s+(?:about\s+|like\s+)?${MONTH_COUNT}`);

/** The age now and the months since the last birthday, from "turned 64 seven months ago", "turned 64 in march", "is 55, bday in 5 months" or "turns 56 in 5 months". */
function readBirthdayDistance(t: string, today: Date): { age: number; months: number; monthNamed: boolean } | null {
  const count = (word: string) => Number(word) || NUMBER_WORDS[word]!;
  const ago = TURNED_AGO.exec(t);
  if (ago) return { age: Number(ago[1]), months: count(ago[2]!), monthNamed: false };
  const inMonth = TURNED_IN.exec(t);
  if (inMonth)
    return { age: Number(inMonth[1]), months: monthsSince(monthIndex(inMonth[2]!), today), monthNamed: true };
  const until = BIRTHDAY_IN.exec(t);
  if (until) return { age: Number(until[1]), months: 12 - count(until[2]!), monthNamed: false };
  const turns = TURNS_IN.exec(t);
  if (turns) return { age: Number(turns[1]) - 1, months: 12 - count(turns[2]!), monthNamed: false };
  return null;
}

/**
 * "Turned 64 seven months ago, quote pulls 65 rates, why", "turned 64 in march, priced at 64 or 65?",
 * "is 55, bday in 5 months": the insurance age from a birthday said by its distance, with no birth date.
 */
export function describeAgeSinceBirthday(question: string, today: Date): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:rates?|price[ds]?|pricing|quote[sd]?|premium|rated|age|why)\b/.test(t)) return null;
  const distance = readBirthdayDistance(t, today);
  if (!distance || distance.months > 11 || distance.months < 0) return null;
  const { age, months } = distance;
  const client = /\bshe\b|\bher\b/.test(t) ? 'she' : /\bhe\b|\bhim\b|\bhis\b/.test(t) ? 'he' : 'the client';
  const them = client === 'she' ? 'her' : client === 'he' ? 'him' : 'the client';
  const whose = client === 'she' ? 'her birthday' : client === 'he' ? 'his birthday' : 'the birthday';
  // A month named without the day is only near the 6-month line: say it can go either way.
  const nearTheLine = distance.monthNamed ? months === 5 || months === 6 : months === 6;
  if (nearTheLine)
    return `It depends on the exact date: ${whose} was about ${months} months ago, and age-nearest-birthday carriers rate ${them} at ${age + 1} from 6 months after it (age-last-birthday carriers use ${age} until the next birthday). With the date of birth, count the months; backdating the policy to less than 6 months after the birthday keeps ${age} at nearest-birthday carriers (most allow backdating up to 6 months, for the premium of the months backdated).`;
  return months > 6
    ? `Because ${whose} was ${months} months ago, carriers that use age nearest birthday already rate ${them} at ${age + 1}, while carriers that use age last birthday rate ${age} until the next birthday. Quote an age-last-birthday carrier, or backdate the policy to save age: dated less than 6 months after the birthday, it keeps ${age} at nearest-birthday carriers (most allow backdating up to 6 months, for the premium of the months backdated).`
    : `Still ${age} at both kinds of carrier: ${months === 0 ? `${whose} was this month` : `${whose} was ${months} month${months === 1 ? '' : 's'} ago`}, and age-nearest-birthday carriers move to ${age + 1} only from 6 months after it.`;
}

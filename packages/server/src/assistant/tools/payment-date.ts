/**
 * The Social Security payment day of a beneficiary (SSA's schedule): born on the 1st–10th, the second
 * Wednesday; the 11th–20th, the third; the 21st–31st, the fourth; benefits started before May 1997
 * (or Social Security with SSI), the 3rd of the month; SSI alone, the 1st.
 */
const ASKS = /\b(?:draft|payment date|pay ?date|social security|ss\b|ssi\b|gets paid|check comes|deposit)\b/i;
const ORDINALS = ['', 'first', 'second', 'third', 'fourth'];

/** A day of the month as written: 1st, 2nd, 3rd, 11th, 22nd. */
const dayOf = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

function birthDay(text: string): number | null {
  const lower = text.toLowerCase();
  // A record's date of birth: 1952-03-14, 03/14/1952, March 14, 1952.
  const iso = /\bborn (\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(lower);
  if (iso) return Number(iso[3]);
  const us = /\bborn (\d{1,2})\/(\d{1,2})\/\d{2,4}\b/.exec(lower);
  if (us) return Number(us[2]);
  const m =
    /\b(?:b-?day|birthday|born|birth ?date|dob)\b[^.?!]{0,20}?\b(?:on |is |the |of )*(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:years?|yrs|yo))/.exec(
      lower,
    ) ??
    /\b(?:b-?day|birthday|born|birth ?date|dob)\b[^.?!]{0,12}?\b\d{1,2}\/(\d{1,2})(?:\/\d{2,4})?\b/.exec(lower) ??
    /\b(?:b-?day|birthday|born|birth ?date|dob)\b[^.?!]{0,12}?\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})\b/.exec(
      lower,
    );
  const day = Number(m?.[1]);
  return day >= 1 && day <= 31 ? day : null;
}

function startedBefore1997(text: string): boolean {
  const m =
    /\b(?:collect\w*|drawing|on (?:social security|ss)|getting (?:social security|ss|benefits)|benefits?)\b[^.?!]{0,30}\bsince (\d{4})\b|\bsince (\d{4})\b[^.?!]{0,30}\b(?:collect\w*|social security|ss\b|benefits?)/i.exec(
      text,
    );
  const year = Number(m?.[1] ?? m?.[2]);
  return year > 1900 && (year < 1997 || (year === 1997 && /\b(?:jan|feb|mar|apr)\w*\b/i.test(text)));
}

/** "Her ss comes 2nd wed", "check hits the third wednesday": the payment week said outright. */
function saidPaymentWeek(question: string): number | null {
  const m = /\b(2nd|second|3rd|third|4th|fourth)\s+(?:wed|weds|wednesday)\b/i.exec(question) ?? null;
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  return word.startsWith('2') || word === 'second' ? 2 : word.startsWith('3') || word === 'third' ? 3 : 4;
}

/** The draft day for a payment week, and what goes wrong with the day the agent proposed. */
function describeSaidWeek(week: number, question: string): string {
  // The nth Wednesday falls between the (7n−6)th and the 7n-th of the month.
  const [first, last] = [7 * week - 6, 7 * week];
  const proposed = /\bdraft\b[^.?!]{0,25}?\b(?:on )?(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/i.exec(question);
  const day = proposed ? Number(proposed[1]) : null;
  const verdict =
    day === null
      ? ''
      : day < first
        ? ` A draft on the ${dayOf(day)} comes before that deposit every month and risks a returned payment and a lapse.`
        : day > last
          ? ` A draft on the ${dayOf(day)} always comes after the deposit, which works if the money is still there; the closer to payday, the safer.`
          : ` The ${dayOf(day)} can fall before the deposit in some months, because the ${ORDINALS[week]} Wednesday moves between the ${dayOf(first)} and the ${dayOf(last)}.`;
  return `Social Security on the ${ORDINALS[week]} Wednesday lands between the ${dayOf(first)} and the ${dayOf(last)} of the month, so set the draft on the ${ORDINALS[week]} Wednesday itself or a day or two after (most final expense carriers let you draft by Social Security schedule, or pick a date such as the ${dayOf(last + 1)}).${verdict}`;
}

/**
 * Whether the agent's own words ask about a payment day: a record noting "SS deposits 3rd wednesday" asks
 * nothing, and "his draft bounced" asks what to do about a missed payment, not when to draft.
 */
export function asksPaymentDate(question: string): boolean {
  return (
    ASKS.test(question) &&
    (!/\b(?:bounced?|returned|nsf|insufficient funds|failed|didn'?t (?:go through|clear)|missed)\b/i.test(question) ||
      /\b(?:what|which) (?:day|date)\b|\bredraft (?:on|date|day)\b|\bwhen (?:should|do|can) i (?:re)?draft\b/i.test(
        question,
      ))
  );
}

/** A payment-day answer, as this tool words it. */
export function isPaymentDate(result: string): boolean {
  return /^(?:Yes: )?(?:Social Security on the|Born on the|Benefits that started before May 1997|Someone who gets both Social Security and SSI|SSI alone is paid)/.test(
    result,
  );
}

export function describePaymentDate(question: string, recordDob: string | null): string | null {
  if (!ASKS.test(question)) return null;
  const text = `${question} ${recordDob ? `born ${recordDob}` : ''}`;
  const both = /\bssi\b/i.test(text) && /\b(?:social security|ss|ssa|ssdi)\b(?!i)/i.test(text.replace(/\bssi\b/gi, ''));
  if (startedBefore1997(text) || both) {
    if (both && !startedBefore1997(text))
      return 'Someone who gets both Social Security and SSI is paid Social Security on the 3rd of the month (and SSI on the 1st), whatever the birth date, so set the draft on the 3rd or a day or two after.';
    return 'Benefits that started before May 1997 are paid on the 3rd of every month, whatever the birth date, so set the draft on the 3rd or a day or two after (when the 3rd falls on a weekend or holiday, payment comes the business day before).';
  }
  if (/\bssi\b|supplemental security income/i.test(question) && !/\bsocial security\b(?!.*\bssi\b)/i.test(question)) {
    if (/\bonly\b|\bjust\b|\balone\b/i.test(question))
      return 'SSI alone is paid on the 1st of the month, so set the draft on the 1st or just after.';
  }
  // "Her ss comes 2nd wed, what date should I draft?": only a draft date asked about is answered from the week.
  const said = /\b(?:draft|what (?:date|day)|which (?:date|day))\b/i.test(question) ? saidPaymentWeek(question) : null;
  if (said !== null) return describeSaidWeek(said, question);
  const day = birthDay(text);
  if (day === null) return null;
  const week = day <= 10 ? 2 : day <= 20 ? 3 : 4;
  const ssdi = /\bssdi\b|\bdisability\b/i.test(question)
    ? ' SSDI follows the same calendar as retirement benefits.'
    : '';
  return `${ssdi ? 'Yes: ' : ''}Born on the ${dayOf(day)}: Social Security pays on the ${ORDINALS[week]} Wednesday of each month (${week === 2 ? '1st–10th' : week === 3 ? '11th–20th' : '21st–31st'} birthdays), so set the draft on that ${ORDINALS[week]} Wednesday or a day or two after. If benefits started before May 1997, or come with SSI, payment is on the 3rd instead.${ssdi}`;
}

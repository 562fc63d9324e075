/** Month names as agents type them: "jan", "january", "sept". */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month name, whole ("march", "mar", "sept"), never the start of another word ("maryland", "maybe"). */
export const MONTH_WORD = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;

/** The month's index (0 for January) from a name MONTH_WORD matched. */
export const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase());

/** Whole months from now to the next time that month comes; the same month is a year away when `next`. */
export function monthsUntil(month: number, now: Date, next = false): number {
  const months = (month - now.getUTCMonth() + 12) % 12;
  return months === 0 && next ? 12 : months;
}

/** Whole months since that month last came (this month is 0). */
export const monthsSince = (month: number, now: Date) => (now.getUTCMonth() - month + 12) % 12;

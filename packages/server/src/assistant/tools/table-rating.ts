const LETTERS = 'ABCDEFGHIJKLMNOP';

/** Table number (1–16) from "table 4", "table D", "rated D", "T4". */
export function parseTable(text: string): number | null {
  const t = text.toLowerCase();
  // "T2" alone is type 2 diabetes more often than Table 2: a bare T counts only after "rated"/"at".
  const numbered =
    /\b(?:table|tbl)\s*#?\s*(\d{1,2})\b/.exec(t) ??
    /\b(?:rated|at|offered|approved at|came back)\s+(?:a\s+)?t\s*(\d{1,2})\b(?!\s*diab)/.exec(t);
  if (numbered) {
    const n = Number(numbered[1]);
    return n >= 1 && n <= 16 ? n : null;
  }
  const lettered = /\b(?:table|rated)\s+([a-p])\b/.exec(t);
  if (lettered) return LETTERS.indexOf(lettered[1]!.toUpperCase()) + 1;
  return null;
}

/** Table from a percentage rating ("a 200% rating" → table 4). */
export function tableFromPercent(percent: number): number | null {
  const table = (percent - 100) / 25;
  return Number.isInteger(table) && table >= 1 && table <= 16 ? table : null;
}

export function tablePercent(table: number): number {
  return 100 + 25 * table;
}

export function tableLetter(table: number): string {
  return LETTERS[table - 1] ?? '?';
}

/** Dollar amounts like $1,200 or 1200 dollars. */
export function parseDollars(text: string): number[] {
  return [...text.matchAll(/\$\s*([\d,]+(?:\.\d{1,2})?)|([\d,]+(?:\.\d{1,2})?)\s*dollars?/gi)].map((m) =>
    Number((m[1] ?? m[2] ?? '').replace(/,/g, '')),
  );
}

/** Dollars, with cents only when there are any ("$2.50", "$1,000,000"). */
const money = (value: number) =>
  `$${value.toLocaleString('en-US', Number.isInteger(value) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A table rating's answer, as {@link describeTable} words it. */
export function isTableRating(result: string): boolean {
  return /^Table \d+ \(Table [A-P]\)/.test(result);
}

/** Table rating ↔ extra premium: each table adds about 25% of the standard mortality charge. */
export function describeTable(table: number, standardPremium: number | null): string {
  const percent = tablePercent(table);
  let text =
    `Table ${table} (Table ${tableLetter(table)}) is about ${percent}% of the standard mortality charge: each table adds about 25%, ` +
    `so table ${table} adds about ${percent - 100}%.`;
  if (standardPremium !== null) {
    const extra = (standardPremium * (percent - 100)) / 100;
    text += ` On a standard premium of ${money(standardPremium)}, that is roughly ${money(extra)} extra, about ${money(standardPremium + extra)} in all; the real figure differs because the rating applies to the mortality part of the premium.`;
  }
  return `${text} Many carriers stop at Table 8 (H) or 10 (J); the carrier's offer decides.`;
}

/** Flat extra: a fixed yearly amount per $1,000 of face. "$5 flat extra on $250,000" → $1,250 a year. */
/** The common range of flat extras, per $1,000 a year (carrier field guides; the knowledge base's flat-extra document). */
const FLAT_EXTRA_RANGE = [2.5, 10] as const;

/** "How much would a flat extra add on the 1m?": the common range worked on the face, not a quote. */
export function describeFlatExtraRange(faceAmount: number): string {
  const [low, high] = FLAT_EXTRA_RANGE;
  const units = faceAmount / 1000;
  return `A flat extra is charged per $1,000 of face each year, so on ${money(faceAmount)} (${units.toLocaleString('en-US')} units) each $1 of flat extra adds ${money(units)} a year: at the common ${money(low)} to ${money(high)} per $1,000, that is ${money(low * units)} to ${money(high * units)} a year on top of the base premium. The underwriter sets the actual flat extra for the hazard and how long it lasts.`;
}

export function describeFlatExtra(perThousand: number, faceAmount: number, years: number | null = null): string {
  const yearly = (perThousand * faceAmount) / 1000;
  if (years !== null) {
    return `A flat extra of ${money(perThousand)} per $1,000 on ${money(faceAmount)} of face adds ${money(yearly)} a year (${money(perThousand)} × ${(faceAmount / 1000).toLocaleString('en-US')}) for ${years} years, ${money(yearly * years)} in all, on top of the base premium; after that it drops off and only the base premium remains.`;
  }
  return `A flat extra of ${money(perThousand)} per $1,000 on ${money(faceAmount)} of face adds ${money(yearly)} a year (${money(perThousand)} × ${(faceAmount / 1000).toLocaleString('en-US')}), on top of the base premium, for as long as the flat extra applies.`;
}

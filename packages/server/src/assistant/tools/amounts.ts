/** The dollar figure a pattern captures: group 1 the number ("1,200", "2.5"), group 2 an optional k or m. */
export function readAmount(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  const unit = (m[2] ?? '').toLowerCase();
  return unit.startsWith('k') ? value * 1000 : unit.startsWith('m') ? value * 1_000_000 : value;
}

/** "$1,234.50": dollars with cents, for the calculators' answers. */
export const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "$1,234": whole dollars. */
export const wholeDollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** A number with a k/m suffix, as a pattern fragment: "130k", "$1,250", "1.2m". */
export const AMOUNT = String.raw`\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million|thousand)?\b`;

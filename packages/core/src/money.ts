/** Integer cents from dollars, immune to binary fractions (1.005 → 101, 0.1 + 0.2 → 30). */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

/** Dollars (two decimals at most) from cents, as the wire carries them. */
export function centsToDollars(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount: ${cents}`);
  return Math.round(cents) / 100;
}

/** A price with two decimals and no currency sign: 4900 → "49.00". */
export function formatPrice(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price in dollars with the sign: 4900 → "$49.00", -500 → "-$5.00". */
export function formatDollars(cents: number): string {
  const text = formatPrice(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

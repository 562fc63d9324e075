import { AMOUNT, dollars, readAmount } from './amounts';

const MODES: Record<string, { payments: number; name: string }> = {
  monthly: { payments: 12, name: 'monthly' },
  quarterly: { payments: 4, name: 'quarterly' },
  'semi-annual': { payments: 2, name: 'semi-annual' },
  semiannual: { payments: 2, name: 'semi-annual' },
};

/**
 * A modal premium from the annual premium and the carrier's modal factor ("annual is $900, monthly
 * factor .0875" → $78.75 a month, $945 a year): paying more often costs more because the carrier
 * waits for its money and handles more payments.
 */
export function describeModalPremium(question: string): string | null {
  const t = question.toLowerCase();
  const factor = /\b(monthly|quarterly|semi-?annual)\s+(?:modal\s+)?factor\s*(?:of|is|=|:)?\s*(0?\.\d+)\b/.exec(t);
  if (!factor) return null;
  const annual =
    readAmount(t, new RegExp(String.raw`\bannual(?:ly)?\s*(?:prem(?:ium)?\s*)?(?:is|of|=|:|was)?\s*${AMOUNT}`)) ??
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:\/\s*yr|a year|per year|annual(?:ly)?)`));
  if (annual === null || annual < 10) return null;
  const mode = MODES[factor[1]!.replace('semi-', 'semi')] ?? MODES[factor[1]!]!;
  const each = annual * Number(factor[2]);
  const yearly = each * mode.payments;
  const extra = yearly - annual;
  return `${dollars(annual)} × ${factor[2]} = ${dollars(each)} per ${mode.name} payment, or ${dollars(yearly)} a year: ${dollars(extra)} (${((extra / annual) * 100).toFixed(1)}%) more than paying annually, because the carrier collects later and processes ${mode.payments} payments instead of one.`;
}

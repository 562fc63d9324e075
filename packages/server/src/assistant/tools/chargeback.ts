/**
 * The unearned part of an advance when a policy lapses: a 9-month advance on a policy that paid 5
 * months leaves 4 months unearned, which the carrier charges back (4/9 of the advance).
 */
export function describeChargeback(question: string): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:charge ?backs?|charged back|advance)\b/.test(t)) return null;
  const advance = advanceMonths(t);
  const paid = Number(
    /\b(?:after|paid|paying|paid for|made)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s*(?:months?|mos?|payments?|drafts?|premiums?)\b|\b(?:laps(?:ed|es)?|cancel\w*|stopped paying)\s+(?:in\s+|at\s+|after\s+)?(?:the\s+)?(?:month\s+)?(\d{1,2})(?:st|nd|rd|th)?\b/
      .exec(t)
      ?.slice(1)
      .find(Boolean) ?? NaN,
  );
  if (!Number.isFinite(advance) || !Number.isFinite(paid) || advance < 1 || paid < 0) return null;
  if (paid >= advance)
    return `The policy paid ${paid} months, at least the ${advance} months advanced, so the advance is earned and nothing is charged back (check the contract's chargeback period, often 12 months).`;
  const unearned = advance - paid;
  const share = `${unearned} of the ${advance} advanced months are unearned (${advance} − ${paid}), so about ${unearned}/${advance} (${Math.round((unearned / advance) * 100)}%) of the advance is charged back`;
  const money = commissionOf(t);
  if (money) {
    const monthly = (money.annualPremium * money.rate) / 12;
    return `About ${dollars(unearned * monthly)} charged back: ${Math.round(money.rate * 1000) / 10}% of ${dollars(money.annualPremium)} annual premium is ${dollars(money.annualPremium * money.rate)} of first-year commission, ${dollars(monthly)} a month, so the ${advance}-month advance was ${dollars(advance * monthly)} and ${share} (${unearned} × ${dollars(monthly)}), usually taken from later commissions first; the exact method is in your commission schedule.`;
  }
  return `${share}, usually taken from later commissions first; the exact method is in your commission schedule.`;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** "1,200 AP at 100% comp": the annualized premium and the commission rate, when both are said. */
function commissionOf(t: string): { annualPremium: number; rate: number } | null {
  // "1,200 AP" or "AP 1200".
  const ap =
    /\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:ap|annual(?:ized)? premium|annual)\b/.exec(t) ??
    /\b(?:ap|annual(?:ized)? prem(?:ium)?)\s*(?:of|is|=|:)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\b(?!\s*%)/.exec(
      t,
    );
  // "premium $45/mo", "client pays $60/mo": twelve of them are the annualized premium.
  const monthly =
    /\$\s*(\d+(?:\.\d+)?)\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly)\b/.exec(t) ??
    /\b(\d+(?:\.\d+)?)\s*(?:\/\s*mo(?:nth)?|a month|per month)\s+premium\b/.exec(t);
  const rate = /\b(\d{2,3})\s*%\s*(?:comp|commission|contract|street|level)?/.exec(t);
  if ((!ap && !monthly) || !rate) return null;
  const premium = ap ? Number(ap[1]!.replace(/,/g, '')) * (ap[2] ? 1000 : 1) : Number(monthly![1]) * 12;
  const pct = Number(rate[1]) / 100;
  return premium > 0 && pct > 0 && pct <= 1.5 ? { annualPremium: premium, rate: pct } : null;
}

/** "9 month advance", "advanced 6 months": how many months of commission are paid up front. */
function advanceMonths(t: string): number {
  const m = /\b(\d{1,2})[\s-]*(?:month|mo)s?\s+advance\b|\badvance(?:d)?\s+(?:of\s+)?(\d{1,2})\s*(?:months|mos)\b/.exec(
    t,
  );
  return Number(m?.slice(1).find(Boolean) ?? NaN);
}

/**
 * "110%, 9 month advance, premium $45/mo: what's my advance check?": the first-year commission on
 * the annualized premium, of which the advanced months are paid at issue.
 */
export function describeAdvance(question: string): string | null {
  const t = question.toLowerCase();
  if (/\b(?:charge ?backs?|charged back|laps\w*|cancel\w*|stopped paying|stops paying)\b/.test(t)) return null;
  if (
    !/\b(?:advance (?:check|amount|pay(?:ment)?)|what (?:do|will|would) i (?:get|make|earn)|how much (?:do|will|would) i (?:get|make|earn)|my advance|what(?:'s| is) (?:the|my) advance)\b/.test(
      t,
    )
  )
    return null;
  const months = advanceMonths(t);
  const money = commissionOf(t);
  if (!Number.isFinite(months) || months < 1 || months > 12 || !money) return null;
  const yearly = money.annualPremium * money.rate;
  const advance = (yearly * months) / 12;
  const cents = (n: number) =>
    `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;
  return `About ${cents(advance)}: ${cents(money.annualPremium)} of annualized premium × ${Math.round(money.rate * 100)}% is ${cents(yearly)} of first-year commission, and a ${months}-month advance pays ${months}/12 of it (${cents(advance)}) when the policy is issued and the first premium drafts; the other ${12 - months} months are paid as they are earned, and the advance is charged back in part if the policy lapses within the advance period.`;
}

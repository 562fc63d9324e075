import { AMOUNT, readAmount, wholeDollars } from './amounts';

/**
 * An income rider's benefit base after a roll-up period: simple (the premium × rate × years added)
 * or compound. The benefit base pays lifetime income; it is not cash the client can walk away with.
 */
export function describeRollup(question: string): string | null {
  const t = question.toLowerCase();
  if (!/\broll[- ]?ups?\b|\bbenefit base\b/.test(t)) return null;
  const rate = Number(/\b(\d{1,2}(?:\.\d+)?)\s*%\s*(?:simple|compound)?\s*(?:roll[- ]?up|growth)?/.exec(t)?.[1] ?? NaN);
  const years = Number(
    /\b(\d{1,2})\s*(?:yrs?|years)\b|\b(?:yr|year)\s*(\d{1,2})\b/.exec(t)?.slice(1).find(Boolean) ?? NaN,
  );
  const premium =
    readAmount(t, new RegExp(String.raw`\b(?:on|of|with|premium|put in|deposit(?:ed)?)\s+${AMOUNT}`)) ??
    // "200k benefit base", "150k premium": the figure said before what it is.
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:benefit base|premium|deposit|in it)\b`));
  if (!Number.isFinite(rate) || !Number.isFinite(years) || premium === null || premium < 1000 || years > 30)
    return null;
  const compound = /\bcompound\w*\b/.test(t) && !/\bsimple\b/.test(t);
  const base = compound ? premium * (1 + rate / 100) ** years : premium * (1 + (rate / 100) * years);
  const how = compound
    ? `${wholeDollars(premium)} × 1.${String(rate).replace('.', '').padStart(2, '0')}^${years}`
    : `${wholeDollars(premium)} + ${rate}% × ${years} years of ${wholeDollars(premium)}`;
  return `Benefit base after ${years} years at a ${rate}% ${compound ? 'compound' : 'simple'} roll-up: about ${wholeDollars(base)} (${how}). No, she cannot walk away with it: the benefit base only sets the lifetime income the rider pays (base × the payout rate for her age); the cash she can take is the account value, less any surrender charge.`;
}

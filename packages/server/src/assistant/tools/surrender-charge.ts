import { AMOUNT, readAmount, wholeDollars } from './amounts';

/**
 * The surrender charge on an annuity withdrawal: the penalty-free part (often 10% of the value a
 * year) comes out free, and the charge for the contract year applies to the rest.
 */
export function describeSurrenderCharge(question: string): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:annuit\w*|myga|fia|surrender)\b/.test(t)) return null;
  const rate = Number(
    /\bsurrender(?: charge| penalty| fee)?(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%|\b(\d+(?:\.\d+)?)\s*%\s*surrender\b/
      .exec(t)
      ?.slice(1)
      .find(Boolean) ?? NaN,
  );
  const freeShare = Number(
    /\b(\d{1,2})\s*%\s*(?:penalty[- ]free|free)\b|\bfree(?: withdrawal)?(?: is| of)?\s*(\d{1,2})\s*%/
      .exec(t)
      ?.slice(1)
      .find(Boolean) ?? NaN,
  );
  const withdrawal = readAmount(
    t,
    new RegExp(
      String.raw`\b(?:wants?|take|takes|taking|pull|pulls|pulling|withdraw\w*|needs?|get)\s+(?:out\s+)?${AMOUNT}`,
    ),
  );
  const value =
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:value|account value|contract value|in it|balance)\b`)) ??
    readAmount(t, new RegExp(String.raw`\b(?:value|worth|balance)(?: is| of)?\s+${AMOUNT}`));
  if (!Number.isFinite(rate) || !Number.isFinite(freeShare) || withdrawal === null || value === null || value <= 0)
    return null;
  const free = (value * freeShare) / 100;
  if (withdrawal <= free)
    return `No surrender charge: ${wholeDollars(withdrawal)} is within the ${freeShare}% penalty-free amount of ${wholeDollars(free)} (${freeShare}% of ${wholeDollars(value)}). Taxes are separate (gains come out first on a non-qualified annuity).`;
  const excess = withdrawal - free;
  const charge = (excess * rate) / 100;
  return `About ${wholeDollars(charge)} of surrender charge: ${freeShare}% of ${wholeDollars(value)} is ${wholeDollars(free)} penalty-free, so ${wholeDollars(excess)} of the ${wholeDollars(withdrawal)} is over it, and ${rate}% of ${wholeDollars(excess)} is ${wholeDollars(charge)}. Taking only ${wholeDollars(free)} this year (and the rest next contract year) avoids it; some contracts also apply a market value adjustment, and taxes are separate.`;
}

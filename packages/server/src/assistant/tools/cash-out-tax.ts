import { AMOUNT, readAmount, wholeDollars } from './amounts';

/**
 * The tax on cashing out (surrendering) a policy or annuity: the value above the basis (premiums
 * paid, less tax-free withdrawals) is ordinary income; on an annuity (or a MEC) also a 10%
 * additional tax before 59½.
 */
export function describeCashOutTax(question: string, knownAge: number | null): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:cash(?:ing|es|ed)? (?:it |her |his |the \w+ )?out|surrender\w*|cash in)\b/.test(t)) return null;
  if (!/\btax\w*\b|\birs\b|\bowe\b/.test(t)) return null;
  const basis =
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:basis|in premiums?|premiums? paid|paid in)\b`)) ??
    readAmount(
      t,
      new RegExp(
        String.raw`\b(?:basis(?: of| is)?|paid|put in|invested|premiums? (?:paid )?(?:of|were|was)?)\s+${AMOUNT}`,
      ),
    );
  const value =
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:cash value|value|surrender value|account value)\b`)) ??
    readAmount(t, new RegExp(String.raw`\b(?:cash value|value|worth|surrender value)(?: of| is| at)?\s+${AMOUNT}`));
  if (basis === null || value === null || basis < 1000 || value < 1000) return null;
  const annuity = /\b(?:annuit\w*|myga|fia|spia)\b/.test(t);
  if (value <= basis)
    return `No tax on the cash-out: the ${wholeDollars(value)} value is not above the ${wholeDollars(basis)} basis (premiums paid), so there is no gain; a loss on a life policy is not deductible.`;
  const gain = value - basis;
  const age =
    Number(
      /\b(?:she'?s|he'?s|shes|hes|age|aged)\s+(\d{2})\b|\b(\d{2})\s*(?:yo|y\/o|year old)\b/
        .exec(t)
        ?.slice(1)
        .find(Boolean) ?? NaN,
    ) || knownAge;
  const penalty = annuity
    ? age !== null && Number.isFinite(age) && age >= 59.5
      ? ` At ${age}, past 59½, there is no 10% additional tax.`
      : ` Before 59½ the gain also owes a 10% additional tax (about ${wholeDollars(gain * 0.1)}) unless an exception applies.`
    : ' A life policy that is not a MEC owes no 10% penalty.';
  return `About ${wholeDollars(gain)} is taxable as ordinary income: the ${wholeDollars(value)} cash-out minus the ${wholeDollars(basis)} basis (premiums paid, less any tax-free withdrawals, and outstanding loans count as received).${penalty} The carrier reports it on a 1099-R; a 1035 exchange instead moves the value without tax, and surrender charges come off the value first.`;
}

import { AMOUNT, readAmount, wholeDollars } from './amounts';

/**
 * Tax on a withdrawal from a non-qualified deferred annuity (IRC § 72(e)): gains come out first
 * (LIFO), taxed as ordinary income, with a 10% additional tax on the taxable part before 59½
 * (§ 72(q)) unless an exception applies. Qualified money (an IRA) is fully taxable.
 */
export function describeAnnuityWithdrawal(question: string, knownAge: number | null): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:annuit\w*|myga|fia|nq|non[- ]?qualified)\b/.test(t)) return null;
  const withdrawal = readAmount(
    t,
    new RegExp(
      String.raw`\b(?:wants?|take|takes|taking|pull|pulls|pulling|withdraw\w*|needs?|get)\s+(?:out\s+)?${AMOUNT}(?:\s*out)?`,
    ),
  );
  const basis = readAmount(
    t,
    new RegExp(String.raw`\b(?:put|invested|paid|deposited|premium of|bought (?:it )?(?:with|for))\s+${AMOUNT}`),
  );
  const value = readAmount(t, new RegExp(String.raw`\b(?:worth|value (?:is|of)|grown to|now at|up to)\s+${AMOUNT}`));
  if (withdrawal === null || withdrawal < 500) return null;
  const waits = /\b(?:waits?|wait until|wait till|till|until|at)\s+(\d{2})\b/.exec(t);
  const age = waits
    ? Number(waits[1])
    : Number(/\b(?:she'?s|he'?s|shes|hes|age|aged)\s+(\d{2})\b/.exec(t)?.[1] ?? NaN) || knownAge;
  const penalty = (taxable: number) =>
    age === null || !Number.isFinite(age)
      ? ` Before age 59½ the taxable part also owes a 10% additional tax (about ${wholeDollars(taxable * 0.1)}) unless an exception applies.`
      : age < 59.5
        ? ` At ${age}, before 59½, the taxable part also owes a 10% additional tax, about ${wholeDollars(taxable * 0.1)}, unless an exception applies (death, disability, or substantially equal payments under § 72(q)).`
        : ` At ${age}, past 59½, there is no 10% additional tax.`;
  if (/\b(?:ira|roth|qualified|401|403)\b/.test(t) && !/\bnon[- ]?qualified\b|\bnq\b/.test(t))
    return `From a traditional IRA annuity, the whole ${wholeDollars(withdrawal)} is taxable as ordinary income (there is no after-tax basis).${penalty(withdrawal)} The carrier's surrender charge applies on top if the withdrawal is over the penalty-free amount.`;
  if (basis === null || value === null || value <= basis) {
    // Without what was paid in, the rule and the age test still answer: gains first, and the 10% before 59½.
    if (age === null || !Number.isFinite(age)) return null;
    const early =
      age < 59.5
        ? `At ${age}, before 59½, the taxable part also owes a 10% additional tax unless an exception applies (death, disability, or substantially equal payments under § 72(q)).`
        : `At ${age}, past 59½, there is no 10% additional tax.`;
    return `On a non-qualified annuity, gains come out first: the ${wholeDollars(withdrawal)} is taxable as ordinary income up to the contract's gain (the value above the premiums paid), and only the rest is a tax-free return of premium. ${early}`;
  }
  const gain = value - basis;
  const taxable = Math.min(withdrawal, gain);
  const free = withdrawal - taxable;
  return `Gains come out first on a non-qualified annuity: the gain is ${wholeDollars(gain)} (${wholeDollars(value)} − ${wholeDollars(basis)}), so ${taxable === withdrawal ? `all ${wholeDollars(withdrawal)}` : `${wholeDollars(taxable)} of the ${wholeDollars(withdrawal)}`} is taxable as ordinary income${free > 0 ? ` and ${wholeDollars(free)} is a tax-free return of premium` : ''}.${penalty(taxable)} Check the surrender schedule too: most contracts allow about 10% a year free of surrender charges.`;
}

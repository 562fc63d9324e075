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
  // "She has 50k in an annuity and wants 20% out": a share of the value, not $20.
  const sharePct = SHARE_TAKEN.exec(t);
  const withdrawalSaid = readAmount(
    t,
    new RegExp(
      String.raw`\b(?:wants?|take|takes|taking|pull|pulls|pulling|withdraw\w*|needs?|get)\s+(?:out\s+)?${AMOUNT}`,
    ),
  );
  // "account value 150k" before "150k value": in "yr 3 of 10, account value 150k" the 10 is not a value.
  // "her 100k FIA", "100k into a 5yr MYGA": the premium stands for the value early in the contract.
  const contract = String.raw`(?:\d{1,2}\s*-?\s*(?:yr|year)\s*)?(?:myga|fia|annuit\w*)\b`;
  const value =
    readAmount(t, new RegExp(String.raw`\b(?:value|worth|balance)(?: is| of)?\s+${AMOUNT}`)) ??
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:value|account value|contract value|in it|balance)\b`)) ??
    readAmount(t, new RegExp(String.raw`${AMOUNT}\s*(?:into|in)\s+(?:a |an |her |his |the )?${contract}`)) ??
    readAmount(t, new RegExp(String.raw`\b(?:her|his|their|the|a)\s+${AMOUNT}\s*${contract}`)) ??
    // "FIA 100k in yr 3", "150k from CDs into a 5yr MYGA": the product then the premium, or money moved in.
    readAmount(
      t,
      /\b(?:myga|fia|annuity)\s+(?:of\s+|with\s+)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|mil|million|thousand)\b/,
    ) ??
    readAmount(
      t,
      new RegExp(
        String.raw`${AMOUNT}\s+from\s+(?:her |his |their )?(?:cds?|savings|the bank|401\(?k\)?|ira)\b[^.?!]{0,30}\b(?:myga|fia|annuit\w*)`,
      ),
    );
  const withdrawal = sharePct && value !== null ? (value * Number(sharePct[1])) / 100 : withdrawalSaid;
  if (value === null) return shareOverFree(t, sharePct, freeShare, rate);
  if (withdrawal === null || value === null || value <= 0) return null;
  // Not said: the common 10% free withdrawal, and for "year 3 of 10" the common schedule that starts at
  // the schedule's length in percent and drops a point a year (10% in year 1 of 10, 8% in year 3).
  const schedule = /\b(?:yr|year)\s*(\d{1,2})\s*(?:of|\/)\s*(?:a\s*)?(\d{1,2})\b/.exec(t);
  const assumedRate =
    !Number.isFinite(rate) && schedule && Number(schedule[1]) <= Number(schedule[2])
      ? Number(schedule[2]) - Number(schedule[1]) + 1
      : null;
  if (!Number.isFinite(rate) && assumedRate === null) {
    // A question about the tax alone ("how is it taxed") is the tax calculator's, not the charge's.
    if (!/\b(?:surrender|penalt\w*|charges?|hit|cost|fees?|lose|free)\b|\b(?:yr|year)\s*\d/.test(t)) return null;
    // No rate and no schedule: the split still answers, and what each point of charge costs.
    const year = /\b(?:in |during )?(?:yr|year)\s*(\d{1,2})\b(?!\s*(?:of|\/))/.exec(t)?.[1];
    return freeSplit(freeShare, withdrawal, value, year ? Number(year) : null);
  }
  const assumed = [
    Number.isFinite(freeShare) ? null : 'the common 10% penalty-free withdrawal',
    assumedRate === null
      ? null
      : `a ${schedule![2]}-year schedule that starts at ${schedule![2]}% and drops 1 point a year (${assumedRate}% in year ${schedule![1]})`,
  ].filter(Boolean);
  const answer = surrenderCharge(
    Number.isFinite(rate) ? rate : assumedRate!,
    Number.isFinite(freeShare) ? freeShare : 10,
    withdrawal,
    value,
  );
  return assumed.length > 0
    ? `${answer} This assumes ${assumed.join(' and ')}: check the contract's own schedule.`
    : answer;
}

/** Without the contract's rate: what comes out free, what the charge applies to, and what 1% of it costs. */
function freeSplit(saidShare: number, withdrawal: number, value: number, year: number | null): string {
  const freeShare = Number.isFinite(saidShare) ? saidShare : 10;
  const free = (value * freeShare) / 100;
  const assumption = Number.isFinite(saidShare)
    ? ''
    : ' This assumes the common 10% penalty-free withdrawal: check the contract.';
  if (withdrawal <= free)
    return `No surrender charge if the contract allows ${freeShare}% a year free: ${wholeDollars(withdrawal)} is within ${wholeDollars(free)} (${freeShare}% of ${wholeDollars(value)}). Taxes are separate (gains come out first on a non-qualified annuity).${assumption}`;
  const excess = withdrawal - free;
  const when = year === null ? 'for the contract year' : `for contract year ${year}`;
  return `Of the ${wholeDollars(withdrawal)}, about ${wholeDollars(free)} comes out free (${freeShare}% of ${wholeDollars(value)}), and the other ${wholeDollars(excess)} pays the surrender charge ${when} from the contract's schedule, plus any market value adjustment: each 1% of charge costs ${wholeDollars(excess / 100)}. Taking only ${wholeDollars(free)} now and the rest next contract year, or keeping money needed soon outside the annuity, avoids the charge; taxes are separate (gains come out first on a non-qualified annuity).${assumption}`;
}

function surrenderCharge(rate: number, freeShare: number, withdrawal: number, value: number): string {
  const free = (value * freeShare) / 100;
  if (withdrawal <= free)
    return `No surrender charge: ${wholeDollars(withdrawal)} is within the ${freeShare}% penalty-free amount of ${wholeDollars(free)} (${freeShare}% of ${wholeDollars(value)}). Taxes are separate (gains come out first on a non-qualified annuity).`;
  const excess = withdrawal - free;
  const charge = (excess * rate) / 100;
  return `About ${wholeDollars(charge)} of surrender charge: ${freeShare}% of ${wholeDollars(value)} is ${wholeDollars(free)} penalty-free, so ${wholeDollars(excess)} of the ${wholeDollars(withdrawal)} is over it, and ${rate}% of ${wholeDollars(excess)} is ${wholeDollars(charge)}. Taking only ${wholeDollars(free)} this year (and the rest next contract year) avoids it; some contracts also apply a market value adjustment, and taxes are separate.`;
}

/** A share of the value taken out ("takes 20%"); "lets her take 10% free" is the free share, not a withdrawal. */
const SHARE_TAKEN =
  /\b(?:takes?|taking|took|pulls?|pulling|withdraw\w*|wants?|needs?|get)\s+(?:out\s+)?(?:about\s+|like\s+|to take\s+)?(\d{1,3})\s*%(?!\s*(?:a year\s+)?(?:penalty[- ]free|free))/;

/** "10% free withdrawal, what if she takes 20% in yr 2?": the share over the free amount pays the charge. */
function shareOverFree(t: string, taken: RegExpExecArray | null, saidShare: number, rate: number): string | null {
  // A share taken is a withdrawal question only beside the free amount or the charge it would pay.
  if (!taken || !(Number.isFinite(saidShare) || /\b(?:surrender|penalt\w*)\b/.test(t))) return null;
  const share = Number(taken[1]);
  const freeShare = Number.isFinite(saidShare) ? saidShare : 10;
  if (share <= 0 || share > 100) return null;
  const year = /\b(?:in |during )?(?:yr|year)\s*(\d{1,2})\b/.exec(t)?.[1];
  const when = year ? `for contract year ${year}` : 'for the contract year';
  const assumption = Number.isFinite(saidShare)
    ? ''
    : ' This assumes the common 10% penalty-free withdrawal: check the contract.';
  if (share <= freeShare)
    return `No surrender charge: ${share}% is within the ${freeShare}% a year the contract lets out free. Taxes are separate (gains come out first on a non-qualified annuity).${assumption}`;
  const excess = share - freeShare;
  // "7% surrender charge in year 3, 10% free, she needs 15%": the charge on the excess, as a share of the value.
  if (Number.isFinite(rate))
    return `About ${((excess * rate) / 100).toFixed(2).replace(/\.?0+$/, '')}% of the contract value in surrender charge: the first ${freeShare}% comes out free, and the other ${excess}% (the excess over the free amount) pays the ${rate}% charge (on a $100,000 contract, $${(excess * rate * 10).toLocaleString('en-US')}), plus any market value adjustment. Taxes are separate (gains come out first on a non-qualified annuity).${assumption}`;
  return `The first ${freeShare}% of the value comes out free; the other ${excess}% (the excess over the free amount) pays the surrender charge ${when} from the contract's schedule, plus any market value adjustment. On a $100,000 contract, for example, $${(freeShare * 1000).toLocaleString('en-US')} comes out free and $${(excess * 1000).toLocaleString('en-US')} is charged: each 1% of charge costs $${(excess * 10).toLocaleString('en-US')}. Waiting for the next contract year for the rest, or checking the contract's waivers (nursing home, terminal illness), avoids the charge; taxes are separate (gains come out first on a non-qualified annuity, and before 59½ the IRS adds 10% on the taxable part).${assumption}`;
}

/**
 * The taxable part of a non-qualified annuity payment (IRC § 72(b)): the exclusion ratio is the
 * investment in the contract over the expected return; that share of each payment is a tax-free
 * return of premium until the investment is recovered, the rest is taxable. Qualified money (an
 * IRA) has no basis, so each payment is fully taxable.
 */
function money(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  return /k/i.test(m[2] ?? '') ? value * 1000 : value;
}

export function describeExclusionRatio(question: string): string | null {
  const t = question.toLowerCase();
  if (
    !/\b(?:spia|annuit\w*|payment|check|income)\b/.test(t) ||
    !/\b(?:taxable|tax-free|tax free|exclusion ratio|taxed|how much .* tax)\b/.test(t)
  )
    return null;
  if (/\b(?:ira|qualified|401|403)\b/.test(t) && !/\bnon[- ]?qualified\b/.test(t))
    return 'Bought with qualified money (an IRA or a 401(k) rollover), an annuity has no after-tax basis, so each payment is fully taxable as ordinary income; the exclusion ratio applies only to non-qualified money.';
  const premium =
    money(
      t,
      /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b(?=[^.]{0,25}\b(?:premium|spia|annuity|non[- ]?qualified|put in|invested|single premium))/,
    ) ?? money(t, /\b(?:spia|annuity|premium|invested|put in)\b[^$\d]{0,20}\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/);
  const monthly = money(t, /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:\/\s*mo(?:nth)?|a month|per month|monthly)\b/);
  const yearly =
    monthly === null ? money(t, /\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(?:\/\s*yr|a year|per year|annually)\b/) : null;
  const years = Number(
    /\b(?:life expectancy|expected|for)\b[^\d]{0,20}(\d{1,2}(?:\.\d)?)\s*(?:yrs?|years)\b/.exec(t)?.[1] ?? NaN,
  );
  const annual = monthly !== null ? monthly * 12 : yearly;
  if (premium === null || premium < 1000 || annual === null || !Number.isFinite(years) || years <= 0) return null;
  const expected = annual * years;
  const ratio = Math.min(1, premium / expected);
  const per = monthly ?? annual;
  const excluded = per * ratio;
  const fmt = (n: number) =>
    `$${n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: n % 1 ? 2 : 0 })}`;
  return `About ${fmt(per - excluded)} of each ${fmt(per)} payment is taxable and ${fmt(excluded)} is a tax-free return of premium: the exclusion ratio is the investment (${fmt(premium)}) over the expected return (${fmt(annual)} a year × ${years} years = ${fmt(expected)}), ${Math.round(ratio * 1000) / 10}%. Once the whole investment has been recovered (after about ${years} years for a life annuity), every later payment is fully taxable; IRS tables give the real expected-return multiple.`;
}

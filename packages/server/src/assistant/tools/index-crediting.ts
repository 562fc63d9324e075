/**
 * What an indexed product credits for a period: the index change times the participation rate,
 * limited by the cap, less any spread, never below the floor (0% unless said). Agents ask it with
 * the figures in the question ("index up 8%, par 50%", "14% with a 9% cap", "drops 20%").
 */
const pct = (text: string, re: RegExp) => {
  const m = re.exec(text);
  const value = m?.slice(1).find((group) => group !== undefined);
  return value === undefined ? null : Number(value);
};

export function describeCrediting(question: string): string | null {
  const t = question.toLowerCase();
  if (
    !/\b(?:credit\w*|get|gets|earn\w*|what does (?:she|he|it|the client) get|what happens)\b/.test(t) ||
    !/\b(?:index|s&p|cap|par|participation|spread|fia|iul)\b/.test(t)
  )
    return null;
  // The movement said first is the one asked about ("and if it drops 20%" before the earlier "up 14%").
  const upAt = /\b(?:up|gained|returned|rose|went up|goes up|grew)\b/.exec(t)?.index ?? Infinity;
  const downAt = /\b(?:down|drops?|dropped|fell|falls|lost|loses|declined?)\s+\d/.exec(t)?.index ?? Infinity;
  const up =
    upAt > downAt
      ? null
      : (pct(
          t,
          /\b(?:index|s&p(?: 500)?|market)\b[^%\d]{0,25}?\b(?:up|gained|returned|rose|went up|goes up|grew)\b[^%\d]{0,10}?(-?\d+(?:\.\d+)?)\s*%/,
        ) ?? pct(t, /\b(?:up|gained|returned|rose|went up|grew)\s+(\d+(?:\.\d+)?)\s*%/));
  const down = pct(t, /\b(?:down|drops?|dropped|fell|falls|lost|loses|declined?)\s+(\d+(?:\.\d+)?)\s*%/);
  const change = up ?? (down !== null && downAt < Infinity ? -down : null);
  if (change === null) return null;
  const cap = pct(t, /\bcap(?:ped)?(?: rate)?(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%|\b(\d+(?:\.\d+)?)\s*%\s*cap\b/);
  const capValue = cap ?? pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*cap\b/);
  const par =
    pct(t, /\b(?:par(?:ticipation)?(?: rate)?)(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%?/) ??
    pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*par/);
  const spread =
    pct(t, /\bspread(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%|\b(\d+(?:\.\d+)?)\s*%\s*spread\b/) ??
    pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*spread\b/);
  const floor = pct(t, /\bfloor(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%/) ?? 0;

  const steps: string[] = [];
  let credit = change;
  if (par !== null) {
    credit = (change * par) / 100;
    steps.push(`${change}% × ${par}% participation = ${round(credit)}%`);
  }
  if (capValue !== null && credit > capValue) {
    steps.push(`capped at ${capValue}%`);
    credit = capValue;
  }
  if (spread !== null && credit > 0) {
    steps.push(`${round(credit)}% less the ${spread}% spread = ${round(Math.max(credit - spread, floor))}%`);
    credit -= spread;
  }
  if (credit < floor) {
    steps.push(`the ${floor}% floor applies`);
    credit = floor;
  }
  return `Credited: ${round(credit)}%${steps.length ? ` (${steps.join(', ')})` : ''}. The index change is limited by the cap and participation rate (and reduced by any spread), but a negative index period credits the floor (0% unless the contract says otherwise), so the account value does not lose from the index; fees and rider charges can still reduce it. The actual cap, participation rate and spread are set by the carrier for each period.`;
}

const round = (n: number) => Math.round(n * 100) / 100;

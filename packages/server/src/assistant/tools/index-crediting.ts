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
  // "drops 12" with no % sign is a percentage too, unless a time unit follows ("down 2 years").
  const down = pct(
    t,
    /\b(?:down|drops?|dropped|fell|falls|lost|loses|declined?)\s+(\d+(?:\.\d+)?)(?:\s*%|(?![\d.]|\s*(?:yrs?|years?|months?|mos?|days?|points?|pts?)\b))/,
  );
  const change = up ?? (down !== null && downAt < Infinity ? -down : null);
  if (change === null) return null;
  const cap = pct(
    t,
    /\bcap(?:ped)?(?: rate)?(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)|\b(\d+(?:\.\d+)?)\s*%\s*cap\b/,
  );
  const terms: CreditingTerms = {
    cap: cap ?? pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*cap\b/),
    par:
      pct(t, /\b(?:par(?:ticipation)?(?: rate)?)(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%?/) ??
      pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*par/),
    spread:
      pct(t, /\bspread(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)|\b(\d+(?:\.\d+)?)\s*%\s*spread\b/) ??
      pct(t, /\b(\d+(?:\.\d+)?)\s*%\s*spread\b/),
    floor: pct(t, /\bfloor(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)/) ?? 0,
  };
  // "up 15% this year … and if it drops 12 next year": both periods, in the order asked.
  const periods = up !== null && down !== null && downAt < Infinity ? [up, -down] : [change];
  const lines = periods.map((move) => {
    const { credit, steps } = credited(move, terms);
    return `${periods.length > 1 ? `Index ${move > 0 ? 'up' : 'down'} ${Math.abs(move)}%: credited` : 'Credited:'} ${round(credit)}%${steps.length ? ` (${steps.join(', ')})` : ''}.`;
  });
  return `${lines.join(' ')} The index change is limited by the cap and participation rate (and reduced by any spread), but a negative index period credits the floor (0% unless the contract says otherwise), so the account value does not lose from the index; fees and rider charges can still reduce it. The actual cap, participation rate and spread are set by the carrier for each period.`;
}

interface CreditingTerms {
  cap: number | null;
  par: number | null;
  spread: number | null;
  floor: number;
}

function credited(change: number, { cap, par, spread, floor }: CreditingTerms) {
  const steps: string[] = [];
  let credit = change;
  if (par !== null) {
    credit = (change * par) / 100;
    steps.push(`${change}% × ${par}% participation = ${round(credit)}%`);
  }
  if (cap !== null && credit > cap) {
    steps.push(`capped at ${cap}%`);
    credit = cap;
  }
  if (spread !== null && credit > 0) {
    steps.push(`${round(credit)}% less the ${spread}% spread = ${round(Math.max(credit - spread, floor))}%`);
    credit -= spread;
  }
  if (credit < floor) {
    steps.push(`the ${floor}% floor applies`);
    credit = floor;
  }
  return { credit, steps };
}

const round = (n: number) => Math.round(n * 100) / 100;

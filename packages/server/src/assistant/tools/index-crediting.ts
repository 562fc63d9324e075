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
  const upAt =
    /\b(?:up|gained|returned|returns|rose|went up|goes up|grew|does|did|earns|earned|makes|made)\b/.exec(t)?.index ??
    Infinity;
  const downAt = /\b(?:down|drops?|dropped|fell|falls|lost|loses|declined?)\s+\d/.exec(t)?.index ?? Infinity;
  const up =
    upAt > downAt
      ? null
      : (pct(
          t,
          /\b(?:index|s&p(?: 500)?|market)\b[^%\d]{0,25}?\b(?:up|gained|returned|returns|rose|went up|goes up|grew|does|did|earns|earned|makes|made)\b[^%\d]{0,10}?(-?\d+(?:\.\d+)?)\s*%/,
        ) ??
        pct(t, /\b(?:up|gained|returned|rose|went up|grew)\s+(\d+(?:\.\d+)?)\s*%/) ??
        // "s&p up 16 then next yr down 12": a bare figure after the index moved is a percentage too.
        pct(
          t,
          /\b(?:index|s&p(?: 500)?|market)\s+(?:is\s+|was\s+)?(?:up|gained|rose|went up|grew)\s+(\d+(?:\.\d+)?)(?!\d|\.\d|\s*(?:yrs?|years?|months?|mos?|days?|points?|pts?|k|quarters?|qtrs?|weeks?|times?|in a row)\b)/,
        ));
  // "drops 12" with no % sign is a percentage too, unless a time unit follows ("down 2 years").
  const down = pct(
    t,
    /\b(?:down|drops?|dropped|fell|falls|lost|loses|declined?)\s+(\d+(?:\.\d+)?)(?:\s*%|(?!\d|\.\d|\s*(?:yrs?|years?|months?|mos?|days?|points?|pts?)\b))/,
  );
  const change = up ?? (down !== null && downAt < Infinity ? -down : null);
  if (change === null) return null;
  // The figure said first wins: in a follow-up the new question comes before the earlier one's terms.
  const uncapped = /\b(?:uncapped|no cap)\b/.test(t);
  const terms: CreditingTerms = {
    cap: uncapped
      ? null
      : earliest(t, [
          /\bcap(?:ped)?(?: rate)?(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)/,
          /\b(\d+(?:\.\d+)?)\s*%\s*cap\b/,
        ]),
    par: earliest(t, [
      /\b(?:par(?:ticipation)?(?: rate)?)(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%?/,
      /\b(\d+(?:\.\d+)?)\s*%\s*par/,
    ]),
    spread: earliest(t, [/\bspread(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)/, /\b(\d+(?:\.\d+)?)\s*%\s*spread\b/]),
    floor: pct(t, /\bfloor(?: is| of|:)?\s*(\d+(?:\.\d+)?)\s*%?(?!\d)/) ?? 0,
  };
  // A performance trigger ("trigger 6.5%") credits its declared rate whenever the index ends flat or up.
  const trigger = earliest(t, [
    /\btrigger(?: rate| strategy)?(?: is| of| at|:)?\s*(\d+(?:\.\d+)?)\s*%/,
    /\b(\d+(?:\.\d+)?)\s*%\s*(?:performance )?trigger\b/,
  ]);
  if (trigger !== null)
    return change >= 0
      ? `Credited: ${trigger}% (the performance trigger's declared rate: the index ended up ${change}%, at or above 0%, so the full trigger rate is credited however small the gain). A trigger beats a cap in flat or modestly up years and loses in strong ones; a down year credits the floor (0%). The trigger rate is set by the carrier for each period.`
      : `Credited: ${terms.floor}% (the index fell ${Math.abs(change)}%, so the trigger did not trigger and the floor applies). The trigger rate is set by the carrier for each period.`;
  // "A 10% cap or a 50% par rate": two strategies to choose between, each credited on its own. A 100%
  // participation rate beside a cap is the one capped strategy ("confused on cap vs par… cap 9.5, par 100").
  const choice =
    terms.cap !== null &&
    terms.par !== null &&
    terms.par !== 100 &&
    /\b(?:or|vs\.?|versus|choice|choose|option|which)\b/.test(t);
  if (choice && !(up !== null && down !== null && downAt < Infinity)) {
    const capped = credited(change, { ...terms, par: null });
    const participating = credited(change, { ...terms, cap: null });
    const better =
      capped.credit === participating.credit
        ? 'both credit the same'
        : capped.credit > participating.credit
          ? 'the cap strategy credits more'
          : 'the participation strategy credits more';
    return `Cap strategy: ${round(capped.credit)}%${capped.steps.length ? ` (${capped.steps.join(', ')})` : ''}. Participation strategy: ${round(participating.credit)}%${participating.steps.length ? ` (${participating.steps.join(', ')})` : ''}. This year ${better}; a participation rate wins in very strong years, a cap in moderate ones, and both credit the floor in a down year. The actual cap and participation rate are set by the carrier for each period.`;
  }
  // "If the market does 20% he gets 20%??": with no cap, rate or spread said, the gain is not worked out as
  // if it were credited in full; the cap decides it.
  if (
    terms.cap === null &&
    terms.par === null &&
    terms.spread === null &&
    change > 0 &&
    !(down !== null && downAt < Infinity)
  )
    return `Up to the cap: a ${change}% index gain is credited in full only when the cap is at least ${change}% (with a 100% participation rate and no spread); with a lower cap, the cap is what is credited, and a down year credits the floor (0% unless the contract says otherwise); fees and rider charges can still reduce the account value. The actual cap, participation rate and spread are set by the carrier for each period, so show the current ones from the illustration.`;
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

/** The figure of whichever pattern matches earliest in the text. */
function earliest(text: string, patterns: RegExp[]): number | null {
  let best: RegExpExecArray | null = null;
  for (const re of patterns) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = m;
  }
  const value = best?.slice(1).find((group) => group !== undefined);
  return value === undefined ? null : Number(value);
}

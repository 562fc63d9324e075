import { wholeDollars } from './amounts';

/**
 * Lead math: the lead cost of one sale (price per lead × leads per sale) against the commission
 * on the sale (annualized premium × commission rate).
 */
export function describeLeadEconomics(question: string): string | null {
  const t = question.toLowerCase();
  if (!/\b(?:cost per (?:sale|acquisition|close)|profit per sale|per sale|roi|worth it|break even)\b/.test(t))
    return null;
  const price = Number(
    /\$\s*(\d+(?:\.\d+)?)\s*(?:\/|a |per |each )\s*lead\b|\b(\d+(?:\.\d+)?)\s*(?:\/|a |per )\s*lead\b/
      .exec(t)
      ?.slice(1)
      .find(Boolean) ?? NaN,
  );
  const closeRate = /\b(?:close|closing|sell|write)\s*(\d+)\s*(?:in|of|out of|\/)\s*(\d+)\b/.exec(t);
  const closePct = /\b(?:close|closing)(?: rate)?(?: is| of| at)?\s*(\d{1,2}(?:\.\d+)?)\s*%/.exec(t);
  const leadsPerSale = closeRate
    ? Number(closeRate[2]) / Number(closeRate[1])
    : closePct
      ? 100 / Number(closePct[1])
      : NaN;
  const ap = Number(
    /\$\s*(\d[\d,]*)\s*(?:ap|annual premium|annualized)|\b(?:ap|annual premium)(?: of| is)?\s*\$?\s*(\d[\d,]*)/
      .exec(t)
      ?.slice(1)
      .find(Boolean)
      ?.replace(/,/g, '') ?? NaN,
  );
  const comp = Number(/\b(\d{2,3})\s*%\s*(?:comp|commission|contract)/.exec(t)?.[1] ?? NaN);
  if (!Number.isFinite(price) || !Number.isFinite(leadsPerSale)) return null;
  const cost = price * leadsPerSale;
  const costLine = `Cost per sale: ${wholeDollars(price)} a lead × ${Number(leadsPerSale.toFixed(1))} leads per sale = ${wholeDollars(cost)}.`;
  if (!Number.isFinite(ap) || !Number.isFinite(comp)) return costLine;
  const commission = (ap * comp) / 100;
  return `${costLine} Commission per sale: ${wholeDollars(ap)} AP × ${comp}% = ${wholeDollars(commission)}. Profit per sale before other costs: ${wholeDollars(commission - cost)}, if the policy stays in force past the chargeback period (advances lapsed early are charged back).`;
}

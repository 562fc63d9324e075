/** Height in inches from the notations agents type: 5'10", 5' 10, 5ft 10in, 5-10, 70 in, 178 cm, 1.78 m. */
export function parseHeightInches(text: string): number | null {
  const t = text.toLowerCase().replace(/[’′]/g, "'").replace(/[”″]/g, '"').replace(/''/g, '"');
  const feetInches =
    /\b([3-7])\s*(?:'|ft\.?|feet|foot)\s*(?:and\s*)?(\d{1,2}(?:\.\d+)?)?\s*(?:"|in\b|inch(?:es)?\b)?/.exec(t) ??
    /\b([3-7])\s*-\s*(\d{1,2})\b(?!\s*(?:lb|pound|kg|year|yr))/.exec(t);
  if (feetInches) {
    const inches = Number(feetInches[2] ?? 0);
    if (inches < 12) return Number(feetInches[1]) * 12 + inches;
  }
  // "70 in" is a height; "85 in 3 weeks" is not.
  const inchesOnly =
    /\b(\d{2}(?:\.\d+)?)\s*(?:"|in\b(?!\s+(?:\d|an?\b|the\b|about\b|like\b|few\b|his\b|her\b|their\b|my\b|jan|feb|mar|apr|may\b|jun|jul|aug|sep|oct|nov|dec|\w+ (?:days?|weeks?|months?|years?)))|inch(?:es)?\b)/.exec(
      t,
    );
  if (inchesOnly) {
    const value = Number(inchesOnly[1]);
    if (value >= 48 && value <= 90) return value;
  }
  const cm = /\b(\d{3}(?:\.\d+)?)\s*cm\b/.exec(t);
  if (cm) {
    const value = Number(cm[1]) / 2.54;
    if (value >= 48 && value <= 90) return value;
  }
  const meters = /\b([12](?:\.\d{1,2}))\s*m\b/.exec(t);
  if (meters) {
    const value = (Number(meters[1]) * 100) / 2.54;
    if (value >= 48 && value <= 90) return value;
  }
  return null;
}

/** "Lost 70 lbs", "down 30 pounds": a change in weight, not the weight. */
const CHANGED_BY =
  /\b(?:los(?:e|es|ing|t)|drop(?:s|ped|ping)?|shed(?:s|ding)?|gain(?:s|ed|ing)?|put on|down|up)\s*(?:about |around |like |almost |over )?$/;

/** Weight in pounds from 250 lbs, 250 lb, 250 pounds, 250#, 113 kg (not a weight lost or gained). */
export function parseWeightPounds(text: string): number | null {
  const t = text.toLowerCase();
  for (const pounds of t.matchAll(/\b(\d{2,3}(?:\.\d+)?)\s*(?:lbs?\b|pounds?\b|#)/g)) {
    const value = Number(pounds[1]);
    if (CHANGED_BY.test(t.slice(Math.max(0, pounds.index - 20), pounds.index))) continue;
    if (value >= 60 && value <= 700) return value;
  }
  const kg = /\b(\d{2,3}(?:\.\d+)?)\s*(?:kgs?\b|kilos?\b|kilograms?\b)/.exec(t);
  if (kg) {
    const value = Number(kg[1]) * 2.20462;
    if (value >= 60 && value <= 700) return value;
  }
  return null;
}

export function formatHeight(inches: number): string {
  const rounded = Math.round(inches);
  return `${Math.floor(rounded / 12)}'${rounded % 12}"`;
}

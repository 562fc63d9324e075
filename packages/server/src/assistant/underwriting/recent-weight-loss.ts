/** "Lost 40 lbs the last 6 months", "down 30 pounds since spring": a loss said with a recent time. */
const RECENT_LOSS =
  /\b(?:lost|dropped|down|losing)\s+(?:about\s+|like\s+|over\s+)?\d{2,3}\s*(?:lbs?|pounds)\b(?:[^.?!]{0,40}\b(?:last|past|this|since|in)\b[^.?!]{0,20}\b(?:months?|mos?|year|weeks?|spring|summer|fall|winter)\b|[^.?!]{0,25}\b(?:recently|lately|on (?:ozempic|wegovy|mounjaro|zepbound|saxenda|semaglutide|tirzepatide|a glp-?1|glp-?1)))/i;

/**
 * The build a recent weight loss is rated on: carriers look closely at a fresh loss (above all one on a
 * GLP-1 drug such as Ozempic or Wegovy) and many rate the current weight only once it has held.
 */
export function recentWeightLossNote(question: string): string | null {
  if (!RECENT_LOSS.test(question)) return null;
  const onWeightDrug = /\b(?:ozempic|wegovy|mounjaro|zepbound|saxenda|semaglutide|tirzepatide|glp-?1)\b/i.test(
    question,
  );
  // Ozempic and Mounjaro are approved for type 2 diabetes; Wegovy and Zepbound, the same drugs, for weight loss.
  const diabetesBrand = /\b(?:ozempic|mounjaro|rybelsus)\b/i.test(question)
    ? ' Ozempic and Mounjaro are approved for type 2 diabetes (Wegovy and Zepbound are the weight-loss brands), so ask what it was prescribed for and, if diabetes, the latest A1C.'
    : '';
  return `Recent weight loss: many carriers rate the current weight only once it has held for about 6 to 12 months${onWeightDrug ? ' (and ask whether the GLP-1 drug continues)' : ''}; until then some use the higher weight or an average, so ask when the loss started and whether it is stable, and try the carriers with the most lenient build charts for recent loss.${diabetesBrand}`;
}

/**
 * "The premium is like $300/mo on her SS check", "it's too expensive for her": the agent states a price
 * the client already has and says it is too much. That is an objection to handle, not a live rate to
 * quote, not a new underwriting read and not the client's budget. One rule, read by the safety intents,
 * the engine's routing and the search's hints.
 */
export const PRICE_OBJECTION = new RegExp(
  [
    // A price already quoted, then what makes it a problem ("…on her SS check", "…what can I do").
    String.raw`\b(?:premium|quote|price)(?:'s| is| was| came (?:back|in|out)(?: at)?| runs?)?(?: like| about| around| almost| over| nearly)? \$?\d[^?]{0,60}\b(?:too|afford\w*|ss|social security|check|budget|what (?:can|do|should) (?:i|we) do)\b`,
    // "Too much" said of the price, not of an A1C or a weight.
    String.raw`\b(?:premium|price|payment|cost|quote|it'?s|its|it is|that'?s|thats)\s+(?:way |just |a little |a bit |kinda |way )?too (?:expensive|much|high|pricey)\b`,
    String.raw`\btoo (?:expensive|pricey)\b|\b(?:can'?t|cannot|couldn'?t) afford\b`,
  ].join('|'),
  'i',
);

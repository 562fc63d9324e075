/**
 * Whether a message asks how a case would be underwritten (and so goes to the engine) rather than
 * what something is (which goes to the knowledge base): "can she get term", "what can I write him
 * for", "is this client insurable", "what class", "day one?", or a follow-up that changes the case.
 */
const OUTCOME =
  /\b(?:insurable|uninsurable|qualif\w*|approv\w*|accept(?:ed)?|decline[ds]?|postpone[ds]?|eligible|get (?:him|her|them) (?:covered|approved|insured|on|a policy)|get (?:coverage|covered|a policy|insured|approved|term|life|fe|final expense|whole life|level|graded|modified|gi|ul|iul|preferred|standard)|(?:can|could|would|will) (?:he|she|they|i|we|this (?:client|lead|guy|lady|person)|my client|the client) (?:get|buy|apply|qualify|be (?:approved|insured|covered|rated)|still get)|write (?:him|her|them|this|it|the case|a policy)|what (?:can|should|would|could) i (?:write|sell|offer|put|place|do|quote)|what (?:would|will|could) (?:he|she|they|this client) (?:get|qualify|come back)|rate class|what class|which class|risk class|preferred|standard|rated|table rating|tables?\b|options?|best (?:product|option|fit|carrier|plan|bet)|which (?:product|carrier|company|plan|one)|what (?:product|carrier|plan)|day[\s-]?(?:one|1)|level|graded|modified|guaranteed|chances|odds|shot at|look like|how (?:would|will|do|does) (?:carriers?|underwriters?|underwriting|they|it) (?:look|view|see|treat|rate|handle)|knock ?out|ko\b|worth (?:applying|submitting|a shot)|any (?:carrier|company|chance)|where (?:can|should|would) i (?:place|go|send))\b/i;

/** A follow-up that only changes the case: "what if he smokes?", "and for a 70 yo?", "if she loses 20 lbs". */
const CASE_FOLLOW_UP =
  /^\s*(?:and |ok(?:ay)?,? |so |but )?(?:what|how) (?:if|about)\b|^\s*(?:and|but|ok(?:ay)?|so|now)\b.{0,40}\b(?:if|for|with|at)\b|^\s*(?:if|same (?:client|guy|lady|case)|say (?:he|she))\b|^\s*(?:and |also |plus )?(?:he|she|they)(?:'s| is| are| has| have| had| was| does| uses| smokes| vapes| takes)\b/i;

export function asksForOutcome(question: string): boolean {
  return OUTCOME.test(question);
}

export function isCaseFollowUp(question: string): boolean {
  return CASE_FOLLOW_UP.test(question) && question.length < 160;
}

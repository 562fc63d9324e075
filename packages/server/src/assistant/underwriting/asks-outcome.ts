/**
 * Whether a message asks how a case would be underwritten (and so goes to the engine) rather than
 * what something is (which goes to the knowledge base): "can she get term", "what can I write him
 * for", "is this client insurable", "what class", "day one?", or a follow-up that changes the case.
 */
const OUTCOME =
  /\b(?:insurable|uninsurable|qualif\w*|approv\w*|accept(?:ed)?|decline[ds]?|postpone[ds]?|eligible|get (?:him|her|them) (?:covered|approved|insured|on|a policy)|get (?:coverage|covered|a policy|insured|approved|term|life|fe|final expense|whole life|level|graded|modified|gi|ul|iul|preferred|standard)|(?:can|could|would|will) (?:he|she|they|i|we|this (?:client|lead|guy|lady|person)|my client|the client) (?:get|buy|apply|qualify|go|be (?:approved|insured|covered|rated)|still get)|how (?:does|do|would|will) (?:he|she|they|this (?:client|case|guy|lady)|it|the case) look\b|write (?:him|her|them|this|it|the case|a policy)|what (?:can|should|would|could) i (?:even |really |actually )?(?:write|sell|offer|put|place|do|quote)|\bis (?:\w+ ){0,2}(?:bad|a problem|an issue|a dealbreaker|a deal breaker)\b|what (?:would|will|could) (?:he|she|they|this client) (?:get|qualify|come back)|what (?:do|should|can) (?:i|we) expect|rate class|what class|which class|risk class|preferred|standard|rated|table rating|tables?\b|options?|best (?:product|option|fit|carrier|plan|bet)|which (?:product|carrier|company|plan|one)|what (?:product|carrier|plan)|day[\s-]?(?:one|1)|level|graded|modified|guaranteed|chances|odds|shot at|look like|how (?:would|will|do|does) (?:carriers?|underwriters?|underwriting|they|it) (?:look|view|see|treat|rate|handle)|knock ?out|ko\b|worth (?:applying|submitting|a shot)|doable|possible|feasible|tier|land (?:in|at)|(?:can|could|should) (?:i|we) (?:do|write|try|put|go with|use|offer|sell|place)\b|come back|end up|gonna get|going to get|what (?:do|should|would) (?:i|you) do (?:w|with|for) (?:him|her|them)|realistic(?:ally)?|any (?:luck|hope)|come out|how bad|hurt (?:him|her|them) (?:most|the most)|screwed|sunk|hosed|out of luck|dead in the water|a problem|an issue|hurt (?:him|her|them|his|her)|what are (?:my|his|her|their) (?:options|chances)|what (?:are|is|am) (?:he|she|i|we) looking at|what (?:are|will|would|is) (?:they|the carrier|carriers|underwriting|underwriters?|the underwriter) (?:gonna |going to )?(?:think|say|do|see)|any (?:\w+ )?(?:carrier|company|chance)|(?:would|will|gonna|going to|wanna) take (?:him|her|them|this|it)|wasting (?:my |our )?time|(?:what|which) (?:\w+ )?carriers? (?:would|will|might|could)|where (?:can|should|would) i (?:place|go|send)|(?:his|her|their|the client'?s|my client'?s) (?:class|rating|risk class|rate class|tier|offer)|what (?:does|would|will) (?:that|this|it) do (?:to|for)|(?:non[- ]?)?(?:smoker|tobacco) (?:rates?|class|pricing)|what happens\s*\??\s*$|(?:is|am|are) (?:he|she|they|we) (?:ok|okay|good|fine|alright|safe|in the clear)|(?:does|do|will|would|is) (?:\w+ ){0,3}(?:matter|count against (?:him|her|them)|a factor))\b|\b(?:term|fe|final expense|whole life|wl|iul|ul|gul|gi|si|simplified issue|no[\s-]exam|burial|mortgage protection)\s*\?|\b(?:term|fe|final expense|whole life|wl|iul|ul|gul|gi|si|simplified issue|no[\s-]exam|burial|graded|level)\s+or(?:\s+\w+)?\s*\??\s*$/i;

/** A follow-up that only changes the case: "what if he smokes?", "and for a 70 yo?", "if she loses 20 lbs". */
const CASE_FOLLOW_UP =
  /^\s*(?:and |ok(?:ay)?,? |so |but )?(?:what|how) (?:if|about)\b|^\s*(?:and|but|ok(?:ay)?|so|now)\b.{0,40}\b(?:if|for|with|at)\b|^\s*(?:if|same (?:client|guy|lady|case)|say (?:he|she))\b|^\s*(?:and |also |plus |oh |wait |actually |but |ok(?:ay)? |sorry |correction:? |update:? |fyi:? |btw:? |new info:? |turns out |just found out |my bad,? |oops,? |typo,? |i meant,? |scratch that,? )*(?:he|she|they|hes|shes|the client|client|his|her)\b/i;

/** A question about what something is or how it works, rather than about this client's outcome. */
const KNOWLEDGE_QUESTION =
  /\bhow (?:do|would|should|can) i (?:explain|say|tell|present|word|pitch|handle|bring (?:it |that )?up|talk)\b|\bwhat (?:do|should|would) i say\b|\bscript\b|^\s*(?:what(?:'s| is| are| does| do)|whats|explain|define|how (?:does|do|is|are)|why|when (?:does|do|is)|difference|diff)\b|\b(?:vs\.?|versus|difference between|mean(?:s|ing)?)\b/i;

/** Asks for the class, the odds or whether the age allows it: worth the engine's read even with no health facts. */
const CLASS_OR_AGE =
  /\b(?:no[\s-]?exam|skip the exam|without an? exam|accelerated (?:uw|underwriting)|level|graded|modified|day[\s-]?(?:one|1)|rate class|what class|which class|risk class|(?:his|her|their) class|preferred|standard|table|insurable|qualif\w*|approv\w*|eligible|too old|age limit|issue age|possible|doable|feasible|smoker rates?|tobacco rates?|non[- ]?smoker|non[- ]?tobacco|nicotine|can (?:he|she|they|i) (?:still )?get|would take)\b/i;

/** "Ok so graded then?", "so level right?": the agent checks one final expense tier against the read. */
const CONFIRMS_TIER =
  /^\s*(?:(?:ok(?:ay)?|so|right|alright|hmm|wait|got it)[\s,.]+)*(?:so )?(?:(?:it'?s|its|she'?s|shes|he'?s|hes|that'?s|thats|we'?re|she|he|they) )?(?:(?:probably|likely|just|gonna be|going to be|looking at|gets?|will get) )*(?:a |the )?(level|graded|modified|day[\s-]?one|gi|guaranteed issue)(?: (?:then|right|huh|plan|for sure|it is|at best|only))*\s*\??\s*$/i;

export function confirmsTier(question: string): 'level' | 'graded' | 'modified' | 'guaranteed' | null {
  const m = CONFIRMS_TIER.exec(question);
  if (!m) return null;
  const tier = m[1]!.toLowerCase();
  return tier === 'gi' || tier.startsWith('guaranteed')
    ? 'guaranteed'
    : tier.startsWith('day')
      ? 'level'
      : (tier as 'level' | 'graded' | 'modified');
}

export function asksClassOrAge(question: string): boolean {
  return CLASS_OR_AGE.test(question);
}

export function asksForOutcome(question: string): boolean {
  return (
    OUTCOME.test(question) &&
    !/\bhow (?:do|would|should|can) i (?:explain|say|tell|present|word|pitch)\b|\bwhat (?:do|should|would) i say\b/i.test(
      question,
    )
  );
}

/** A policy already in force: questions about it (conversion, a rider claim) are service, not underwriting. */
const IN_FORCE =
  /\b(?:(?:has|had|owns|bought|with) (?:a |an |her |his |their |the |this )?|on (?:a |an |her |his |their |the |this ))(?:\d+[- ]?(?:yr|year) )?(?:old )?(?:term|policy|wl|whole life|iul|ul|annuity|fia|myga|fe|final expense|graded)(?: policy)?\b(?![^.?!]{0,30}\b(?:quote|apply|application)\b)|\bin (?:yr|year) \d+\b|\bexisting (?:policy|coverage)\b|\b(?:sold|wrote|placed|issued) (?:her|him|them|a|an|the)\b|\b(?:cancel|free look|cooling[- ]off)\b|\balready has\b|\bterm (?:ends|expires|runs out|is up|is ending|ending)\b(?! up)|\b(?:yrs?|years) left on (?:his|her|their|the) (?:term|policy)\b|\b(?:rider|claim|convert|conversion|lapse|reinstat\w*|cash value|surrender|loan|nonforfeiture|stop(?:s|ped)? paying|missed (?:a |two |2 )?payments?)\b|\b(?:insured|client|he|she|husband|wife|policy ?holder|owner|annuitant)\s+(?:\w+\s+)?(?:died|dies|passed)\b|\b(?:will (?:they|the carrier|it) pay|pay (?:the |her |his )?(?:claim|death benefit)|undisclosed|did ?n[o']?t disclose|not disclosed|never disclosed|lied (?:on|about)|left (?:it |that |this |\w+ ){0,2}off (?:the |his |her )?app(?:lication)?|contestab\w*|rescind\w*|rescission|accelerated (?:death )?benefit)\b/i;

/** A message that describes a case and asks nothing else ("50 yo M, stent 2 months ago, wants term"). */
export function describesCaseOnly(question: string): boolean {
  // A question mark alone ("not diabetic?? 66F wants 15k FE") is surprise, not a question of its own.
  // "is", "are", "do" ask only when they lead ("is she…?"); "the A1C is 8.2" states a fact.
  const asks =
    /\b(?:how|why|what|when|which|who|can|could|should|will|would)\b/i.test(question) ||
    /^\s*(?:(?:ok(?:ay)?|and|so|but|also)[,\s]+)*(?:does|do|is|are)\b/i.test(question) ||
    /\b(?:does|do) (?:that|this|it|a|an|the|he|she|they|his|her)\b|\b(?:is|are) (?:she|he|they|it|that|this|there)\b/i.test(
      question,
    ) ||
    /\b(?:does|do|is|are)\b[^.!]*\?\s*$/i.test(question);
  return !asks && !KNOWLEDGE_QUESTION.test(question);
}

/** "Policy approved, how do i do delivery right": a policy placed, whose delivery is service. */
const PLACED_POLICY =
  /\bdeliver(?:y|ing)?\b|\b(?:policy|app|application|case) (?:got |was |is |just )?(?:approved|issued)\b/i;

export function aboutPlacedPolicy(question: string): boolean {
  return PLACED_POLICY.test(question);
}

/** A question about a policy the client already has, not about a new application. */
export function aboutPolicyInForce(question: string): boolean {
  return IN_FORCE.test(question) || PLACED_POLICY.test(question);
}

/**
 * "What would u put her in", "what should I sell him", "best fit for her": which product fits the case.
 */
const WHAT_TO_SELL =
  /\bwhat (?:would|should|do|can|could) (?:u|you|i|we) (?:put|sell|recommend|suggest|offer|pitch|go with|write|place|show)\b|\bwhat (?:product|plan|policy|kind of (?:policy|plan|coverage)|type of (?:policy|plan|coverage)) (?:would|should|do|fits?|is best|works?)\b|\bwhat(?:'s| is| would be)? (?:the )?best (?:fit|option|product|plan)\b|\bbest (?:fit|option|product|plan) for (?:her|him|them|this)\b|\bwhat fits (?:her|him|them)\b|\b(?:term|fe|final expense|whole life|wl|iul|ul|gul|gi|si|guaranteed issue)\b (?:or|vs\.?) (?:term|fe|final expense|whole life|wl|iul|ul|gul|gi|si|guaranteed issue)\b (?:for (?:him|her|them|this (?:guy|lady|client|one|man|woman))|here)\b/i;

export function asksWhatToSell(question: string): boolean {
  return WHAT_TO_SELL.test(question);
}

/** "Does IUL make sense for him", "is a MYGA a good fit for her": whether a named product suits the client. */
const FITS_CLIENT =
  /\b(?:make(?:s)? sense|(?:a )?(?:good|right|bad) (?:fit|idea|move|choice)|fit|right|work|suit(?:able)?) (?:for )?(?:him|her|them|this (?:client|guy|lady|couple))\b/i;

export function asksIfItFits(question: string): boolean {
  return FITS_CLIENT.test(question);
}

/** "Which way would u go for him then", "your call": the agent asks for a pick between the options read. */
const A_PICK =
  /\bwhich (?:way|route|one|option|path) (?:would|should|do) (?:u|you|i|ya) (?:go|take|pick|choose|do)\b|\bwhat would (?:u|you) do\b|\bwhat (?:do|would) (?:u|you) recommend\b|\byour (?:pick|call)\b/i;

export function asksForAPick(question: string): boolean {
  return A_PICK.test(question);
}

export function isCaseFollowUp(question: string): boolean {
  if (/\binstead\b/i.test(question) && question.length < 100) return true;
  return CASE_FOLLOW_UP.test(question) && question.length < 160;
}

/** "Bupropion on the rx, what's that usually for?": what a medication on the record points to. */
const ASKS_MEDICATION =
  /\bwhat(?:'s|s| is| are)? (?:that|this|it|they|those|these|the \w+|(?!(?:carriers?|needed|options?|available|required|good|better|best|there|about|going|coverage|insurance|policy|premium|term|people|clients?|leads?)\b)[a-z]{5,})? ?(?:usually |typically |normally |commonly |mostly |even |generally )?(?:for|used for|prescribed for|given for|taken for)\b|\bwhat (?:is|'s|s) (?:that|this|it)\s*\??\s*$|\bwhat (?:else )?(?:would|could|might|can) (?:it|that|this|they) be\b|\bwhat am i (?:dealing|looking at)|\bdoes (?:that|this|it) (?:count as|mean|point to|show|read as)\b|\bwhat does (?:that|this|it) (?:usually |typically |normally )?(?:mean|tell|say|indicate|point to|suggest)\b|\bwhat (?:condition|illness|disease|diagnosis|dx)\b|\b(?:why|what) (?:would|is) (?:he|she|they|a \w+) (?:be )?(?:on|taking)\b/i;

export function asksWhatMedicationMeans(question: string): boolean {
  return ASKS_MEDICATION.test(question);
}

/**
 * What a message asks for, where that decides the reply before any knowledge is searched: a medical
 * emergency, a request to misstate an application or sign for someone, a legal dispute, a live
 * rate or premium, something outside life and annuity sales, or small talk. Each intent is read
 * from cues that must occur together (a symptom AND "right now"; a deception AND an application),
 * not from one phrase, so paraphrases land and look-alikes ("he had a heart attack in 2019") do not.
 */
export type SafetyIntent =
  | 'emergency'
  | 'suicide'
  | 'misrepresentation'
  | 'forgery'
  | 'legal_dispute'
  | 'live_rate'
  | 'out_of_scope'
  | 'diagnosis'
  | 'small_talk';

const any = (...parts: string[]) => new RegExp(`(?:${parts.join('|')})`, 'i');

// ── Emergency ────────────────────────────────────────────────────────────────────────────────────
/** Signs that someone is in danger whatever else is said. */
const EMERGENCY_NOW = any(
  String.raw`\b(?:not|isn'?t|stopped|no longer|can'?t|cannot|couldn'?t|struggling to|unable to|hard to|trouble|difficulty) (?:breath(?:e|ing))\b`,
  String.raw`\bunresponsive\b`,
  String.raw`\bunconscious\b`,
  String.raw`\b(?:passed|blacked) out\b`,
  String.raw`\bcollaps(?:ed|ing)\b`,
  String.raw`\bchok(?:ing|es)\b`,
  String.raw`\b(?:over ?dos(?:ed|ing|e)|o\.?d\.?'?d|took (?:a bunch of|too many|all (?:his|her|my|the)) (?:pills|meds|medications?))\b`,
  String.raw`\b(?:is |he'?s |she'?s |hes |shes |i'?m |i think (?:he|she|i)(?:'s| is)? ?|might be |may be |could be )having (?:a |another )?(?:heart attack|stroke|seizure|allergic reaction)\b`,
  String.raw`\bis (?:that|this|it) (?:a )?(?:heart attack|stroke)\b`,
  String.raw`\b(?:face|mouth|smile) (?:is )?droop\w*\b`,
  String.raw`\bslurr(?:ed|ing) (?:his |her |their )?(?:speech|words)\b`,
  String.raw`\b(?:bleeding (?:a lot|heavily|badly|everywhere)|won'?t stop bleeding|lots of blood)\b`,
  String.raw`\b(?:throat|tongue) (?:is )?(?:swelling|closing)\b`,
  String.raw`\bturning (?:blue|purple|grey|gray)\b`,
  String.raw`\bcan'?t catch (?:his|her|my|their) breath\b`,
  String.raw`\bgasping\b`,
  String.raw`\blips (?:are |look |looks |turning |went )?(?:kind of |kinda |really |a bit )?(?:blue|purple|gr[ae]y)\b`,
  String.raw`\b(?:grabbing|clutching|holding) (?:his|her|their|my) (?:chest|left arm)\b`,
);
const SYMPTOM = any(
  String.raw`\bchest (?:pain|pains|pressure|tightness|is tight|hurts?)\b`,
  String.raw`\b(?:arm|jaw|left side|face) (?:is |went |going |feels )?(?:numb|tingl\w*|weak)\b`,
  String.raw`\bnumb(?:ness)? (?:in|down) (?:his|her|my|the) (?:arm|face|side)\b`,
  String.raw`\bshort(?:ness)? of breath\b`,
  String.raw`\bcan'?t (?:move|feel) (?:his|her|my) (?:arm|leg|side)\b`,
  String.raw`\b(?:dizzy|confused|sweating|sweaty|vomiting|throwing up)\b`,
  String.raw`\bworst headache\b`,
  String.raw`\bseizing\b`,
);
const URGENT = any(
  String.raw`\b(?:right now|just now|at the moment|on the phone|on the call|on a call|during (?:the|our|my) call|mid[- ]call|while (?:we|i) (?:were|was|are) (?:talking|on)|in front of me|suddenly|all of a sudden|just started|started (?:having|feeling|to)|emergency|911|ambulance)\b`,
  String.raw`\b(?:is|he'?s|she'?s|hes|shes|i'?m|im|they'?re) (?:having|feeling|getting|complaining of)\b`,
  String.raw`\bwhat (?:do|should) i do\b`,
  String.raw`\bshould (?:i|we) call\b`,
  String.raw`\bis (?:that|this|it) (?:serious|an emergency|normal|bad|a heart attack|a stroke)\b`,
  String.raw`\b(?:need|get) (?:him|her|them|me) help\b|\bhelp (?:him|her|them) now\b`,
);
const HISTORY =
  /\b(?:had|history of|hx|diagnosed|years? ago|yrs? ago|months? ago|last year|in (?:19|20)\d\d|back in|previous|prior|used to|in the past)\b/i;

const SUICIDE = any(
  String.raw`\b(?:kill|hurt|harm) (?:him|her|my|them)sel(?:f|ves)\b`,
  String.raw`\bkill myself\b`,
  String.raw`\bsuicid(?:e|al)\b`,
  String.raw`\bend (?:it all|(?:his|her|my|their) (?:own )?life)\b`,
  String.raw`\b(?:wants?|wanted|going) to die\b`,
  String.raw`\bdoesn'?t want to (?:live|be alive|be here)\b`,
  String.raw`\bno reason to live\b`,
  String.raw`\bself[- ]harm\b`,
  String.raw`\b(?:gonna|going to|want(?:s)? to|wanna|thinking (?:about|of)|plan(?:s|ning)? to) (?:end it|end things|end (?:my|his|her) life|kill(?:ing)? (?:my|him|her)self)\b`,
  String.raw`\bkilling (?:my|him|her)self\b`,
  String.raw`\bwhat'?s the point\b.{0,40}\b(?:end it|living|anymore|die)\b|\bend it (?:all |after|once|when)\b`,
  String.raw`\bbetter off (?:dead|without (?:me|him|her))\b`,
  String.raw`\btake (?:my|his|her|their) (?:own )?life\b`,
);
/** "Does the policy pay for suicide?" is a contract question, not a crisis. */
const SUICIDE_CONTRACT =
  /\b(?:suicide (?:clause|exclusion|provision|period)|pay (?:out )?(?:for|on|if) (?:a )?suicide|suicide (?:in|within|after) (?:the )?(?:first )?(?:2|two|year)|covered?\b.*\bsuicide|suicide\b.*\b(?:covered|pay|payout|benefit|policy|claim)|attempted suicide|suicide attempt|history of)\b/i;

// ── Misrepresentation and forgery ────────────────────────────────────────────────────────────────
const DECEIVE = any(
  String.raw`\b(?:leave|leaving|left|keep|keeping) (?:(?:it|that|this|them|those|the \w+|his \w+|her \w+|their \w+|\w+) ){0,3}(?:off|out)\b`,
  String.raw`\b(?:omit|omitting|hide|hiding|conceal\w*|cover(?:ing)? up|lie|lying|lied|fib|fudge|fudging|tweak|massage|shave|shaving|fake|faking|falsif\w*|misstate|misrepresent|pretend\w*|sneak\w*|slip (?:it|that|this) (?:by|through|past))\b`,
  String.raw`\b(?:not|don'?t|doesn'?t|didn'?t|won'?t|never|without) (?:to )?(?:mention\w*|disclos\w*|list\w*|includ\w*|bring\w* (?:it |that )?up|report\w*|admit\w*|tell\w* (?:them|the carrier|underwriting|the underwriter))\b`,
  String.raw`\b(?:just|simply|we(?:'ll| will| can)?|i(?:'ll| will| can)?|can (?:i|we|he|she)|should (?:i|we|he|she)|have (?:him|her|them)) (?:put|answer|mark|check|click|say|tick|select) (?:no|non[- ]?smoker|non[- ]?tobacco|nope)\b`,
  String.raw`\b(?:put|mark|list|write|rate|classify|submit) (?:him|her|them|the client|it)? ?(?:down )?as (?:a )?non[- ]?(?:smoker|tobacco)\b`,
  String.raw`\b(?:he|she|they|nobody|no one|the carrier|underwriting|they'?ll)(?:'ll| will| would)? (?:never|not|won'?t) (?:know|find out|catch it|check|see it|notice)\b`,
  String.raw`\bnever (?:know|find out)\b`,
  String.raw`\bunder the radar\b`,
  String.raw`\bget (?:it|this|him|her) (?:past|through|by) (?:underwriting|the underwriter|the carrier|the rx check|mib)\b`,
  String.raw`\b(?:change|lower|drop|knock (?:off|down)|round down|shave off) (?:his|her|their|the) (?:weight|height|age|dob|date of birth|a1c)\b`,
  String.raw`\bknock (?:off|down) \d+ ?(?:lbs?|pounds)\b`,
  String.raw`\b(?:knock|take|shave) \d+ ?(?:lbs?|pounds)? off\b`,
  String.raw`\btell (?:him|her|them|the client) (?:to )?(?:just )?(?:answer|put|say|mark|check|click) (?:no|non[- ]?smoker|nope)\b`,
  String.raw`\bbackdat\w* (?:the )?(?:signature|app(?:lication)?|date (?:on|of) the (?:app|signature))\b`,
  String.raw`\b(?:use|put|give) (?:a |his |her )?(?:different|fake|wrong|false) (?:dob|date of birth|ssn|name|address|answers?)\b`,
  String.raw`\bsay (?:he|she|they) (?:doesn'?t|does not|don'?t|never|isn'?t|is not|quit)\b`,
  String.raw`\b(?:word|phrase) (?:it|this|the answer) so (?:they|underwriting|the carrier) (?:won'?t|don'?t|doesn'?t)\b`,
  String.raw`\bhow do i word it\b`,
  String.raw`\bskip (?:it|that|the question|mentioning|listing|disclosing)\b`,
  String.raw`\b(?:rx|mib|mvr|the check|the carrier|carrier|underwriting|underwriter|they|it)(?: check)? (?:won'?t|wont|will not|doesn'?t|does not|can'?t|cannot) (?:show|see|find|catch|know|pick (?:it|that) up)\b`,
);
const APPLICATION = any(
  String.raw`\b(?:app|apps|application|e-?app|questionnaire|health questions?|medical questions?|knock[- ]?out|underwrit\w*|phone interview|tele-?interview|paramed|exam|carrier|form|part (?:1|2|one|two)|rx check|mib|policy|insurer|the question)\b`,
  String.raw`\b(?:smok\w*|tobacco|nicotine|vap\w*|dui|diagnos\w*|condition|meds?|medications?|prescriptions?|insulin|cancer|stent|heart|diabetes|a1c|weight|height|dob|age|felony|hospital\w*|history|oxygen|copd|afib|stroke)\b`,
);
/** A truthful "no" (the event is outside the question's look-back) is not a misstatement. */
const TRUTHFUL_NO =
  /\b(?:\d+|two|three|four|five|six|ten) (?:years?|yrs?|months?|mos?) ago\b|\bin (?:19|20)\d\d\b|\b(?:outside (?:the|their|its) (?:look[- ]?back|window|timeframe)|more than (?:\d+|two|three|five|ten) (?:years?|months?) ago|over (?:\d+|two|three|five) (?:years?|yrs) ago|was (?:\d+|two|three|five|ten) (?:years?|yrs) ago|if (?:it|the \w+) was (?:\d+|two|three|five|ten)\+? (?:years?|yrs))\b/i;
const HONEST_QUESTION =
  /\bwhat happens (?:if|when)\b|\bwhat if (?:the |my )?(?:client|insured|he|she) (?:lied|hid|left|forgot)\b|\bcan (?:the )?carrier (?:deny|rescind|contest)\b|\bif (?:a|the|my) client (?:lied|left|forgot|hid)\b|\b(?:truthfully|honestly|correctly|accurately|is it (?:ok|okay|legal) to answer no|does (?:he|she|it) have to (?:disclose|list))\b/i;

const FORGERY = any(
  String.raw`\b(?:sign|signing|e-?sign|esign|docusign|initial|initialing)\w* (?:the |this |that |his |her |their )?(?:app(?:lication)?|form|papers?|paperwork|policy|it|delivery receipt|illustration)? ?(?:for|on behalf of|as|in place of|instead of) (?:him|her|them|the client|the insured|the applicant|my client|his wife|her husband|the husband|the wife|the spouse|a spouse|his|her|their|mom|dad|the owner)\b`,
  String.raw`\bsign (?:his|her|their|the client'?s|the insured'?s|my client'?s|the husband'?s|the wife'?s) (?:name|signature)\b`,
  String.raw`\bsign\w* (?:the |his |her |their |my )?\w+'?s (?:name|signature)\b`,
  String.raw`\b(?:sign|e-?sign) (?:it|the app|the application|the form) (?:myself|for (?:him|her|them))\b`,
  String.raw`\bi(?:'ll| will| can)? (?:just )?sign (?:it|for)\b`,
  String.raw`\b(?:copy|paste|trace|forge) (?:his|her|their|the) signature\b`,
  String.raw`\bforg(?:e|ed|ing|ery)\b`,
);
/** Asking how signing works (who must sign, POA rules) is fine. */
const SIGNING_RULES =
  /\b(?:who (?:has to|must|needs to|can) sign|power of attorney|poa\b.*\bsign|does (?:the|a) (?:owner|insured|spouse) (?:have|need) to sign)\b/i;

// ── Legal dispute ────────────────────────────────────────────────────────────────────────────────
const DISPUTE = any(
  String.raw`\b(?:sue|sues|suing|sued|lawsuit|law suit|class action|litigation|subpoena\w*|deposition|demand letter|cease and desist|legal action|small claims|take (?:them|him|her|the carrier|me|us) to court|filed a complaint|complaint (?:against|with|filed|to the)|reported (?:me|us) to|under investigation|being investigated|attorney general)\b`,
  String.raw`\b(?:denied|denying|rescinded|rescinding|won'?t pay) (?:the |her |his |their |my client'?s |a )?(?:death )?claim\b.*\b(?:fight|appeal|contest|sue|lawyer|attorney|what can (?:we|they|she|he|i) do|what are (?:our|their|her|his) options|challenge|dispute)\b`,
  String.raw`\b(?:fight|appeal|contest|challenge|dispute) (?:the |a |her |his |their )?(?:claim )?(?:denial|rescission)\b`,
  String.raw`\b(?:need|get|hire|find) (?:a |an )?(?:lawyer|attorney)\b`,
  String.raw`\b(?:letter|email|call|notice) from (?:a |an |some |their |his |her )?(?:\w+ )?(?:lawyer|attorney|law firm)\b`,
  String.raw`\bdemand(?:ing|s)? (?:\$|payment|money|\d)`,
  String.raw`\bwho'?s right\b.*\blegal|\blegally\b.*\b(?:who|right|entitled|owed|allowed)\b`,
  String.raw`\b(?:fight|challenge|contest) (?:it|this|that|them) in court\b|\bin court\b|\bto court\b`,
);

// ── Live rates and premiums ──────────────────────────────────────────────────────────────────────
const LIVE_RATE = any(
  String.raw`\b(?:current|today'?s?|right now|this week|this month|latest|going|exact|best)\b.{0,40}\b(?:rates?|prices?|premiums?|quotes?|caps?|par(?:ticipation)? rates?|commissions?|comp|crediting rates?|yield)\b`,
  String.raw`\b(?:rates?|premiums?|caps?|commissions?|quotes?|crediting rates?|par rates?)\b.{0,40}\b(?:right now|today|currently|this (?:week|month)|these days|at the moment)\b`,
  String.raw`\bwhat (?:is|are|'s|does|do) (?:[\w&'.-]+ ){1,4}(?:charg\w*|pay\w*|cap(?:ped)? at|crediting|offer\w*)\b.{0,40}\b(?:\d|for|on|rate|cap|myga|fia|today|now)`,
  String.raw`\bhow much (?:would|will|does|is|should)(?: it| a| the| his| her| their)? (?:\S+ ){0,6}(?:cost|run|be|pay)\b`,
  String.raw`\bwhat (?:would|will) (?:his|her|their|the) premium\b`,
  String.raw`\bwhat (?:would|will) (?:he|she|they|my client|the client) pay\b`,
  String.raw`\bhow much (?:is|are|would|does|do)\b.{0,60}\b(?:for an? \d|for (?:my|her|him|a) |\d{2} ?(?:yo|y\/o|year|yr)|monthly|a month|per month)`,
  String.raw`\b(?:quote|price) (?:me|for|on|out)\b`,
  String.raw`\b(?:give|get|send|run) (?:me )?(?:a )?(?:quote|price|rate)\b`,
  String.raw`\b(?:premium|price|cost|rate) (?:for|on) (?:a |an )?(?:\$?\d|\d+ ?(?:yo|year|yr))`,
  String.raw`\b(?:what|which) (?:commission|comp|street level|contract level)\b.*\b(?:pay|paying|give|offer)\b`,
  String.raw`\b(?:commission|comp) (?:level|schedule|grid|percentage)\b.*\b(?:will|does|do) [A-Z]\w+`,
);
/** Computed figures (a table rating's extra, a flat extra, modal factors) are ours to compute. */
const COMPUTABLE =
  /\b(?:table|flat extra|modal|policy fee|per \$?1,?000|bmi|exclusion ratio|how much (?:coverage|insurance|life insurance|death benefit)|how much (?:does|do) (?:i|he|she|they|the (?:family|client)) need|how much (?:should|can) (?:he|she|they|i) (?:buy|get|take)|funeral|burial cost|commission(?:s)? (?:work|paid|calculated)|advance|chargeback|surrender charge|how much (?:can|could) (?:he|she|they) (?:withdraw|borrow|take out))\b/i;

// ── Out of scope ─────────────────────────────────────────────────────────────────────────────────
const OTHER_LINES = any(
  String.raw`\b(?:car|auto|vehicle|motorcycle|boat|home(?:owners?)?|renters?|flood|pet|dental|vision|travel|health|medical|disability|workers'? comp|commercial|business owners?|umbrella|p&c|property and casualty|property|liability) (?:insurance|policy|claims?|quote|coverage|rates?|premium|adjuster)\b`,
  String.raw`\b(?:medicare advantage|medicare supplement|medigap|part d plan|aca marketplace|obamacare|health plan|open enrollment)\b`,
  String.raw`\b(?:fender bender|car accident|hail damage|roof claim|water damage|totaled)\b`,
  String.raw`\b(?:homeowners?|home insurance|renters?|auto|car) (?:policy )?(?:cover|pay)\b|\b(?:roof|basement|storm|hail|flood|tree) (?:leak\w*|damage|fell|claim)|\broof leak`,
);
const OFF_TOPIC = any(
  String.raw`\b(?:weather|forecast|recipe|cook(?:ing)?|bake|baking|dinner|restaurant|sports?|football|basketball|baseball|soccer|nfl|nba|super bowl|game score|movie|song|lyrics|horoscope|lottery|crypto\w*|bitcoin|ethereum|stock tips?|stocks? to buy|which stocks?|day trad\w*|forex|poem|joke|vacation|hotel|flight|dating|homework|translate)\b`,
  String.raw`\b(?:write|fix|debug) (?:me )?(?:some |a |my )?(?:code|python|javascript|sql|excel formula)\b`,
  String.raw`\bwho (?:wins|will win|won|is winning)\b|\bbet(?:ting)? on\b|\bpoint spread\b|\bfantasy (?:football|team|league)\b|\bneed a pick\b`,
  String.raw`\b(?:my|i|me) .{0,40}\b(?:diet|workout|gym|beach (?:trip|body)|vacation|wedding|date night|haircut)\b`,
);
const DIAGNOSIS = any(
  String.raw`\b(?:do|does|did) (?:i|he|she|they|my (?:client|wife|husband)|the client) (?:have|has) (?:cancer|diabetes|covid|an infection|a tumor|heart disease)\b`,
  String.raw`\b(?:my|this|a|the)(?: \w+)? (?:rash|lump|mole|cough|pain|headache|symptom|spot|bump)\b.*\b(?:what|is it|cancer|serious|should i)\b`,
  String.raw`\bwhat (?:is|could) (?:be )?caus(?:e|ing) (?:my|his|her)\b`,
  String.raw`\bshould (?:i|he|she|my client) (?:take|stop taking|double|increase|decrease|skip) (?:his |her |my )?(?:meds|medication|insulin|dose|pills)\b`,
  String.raw`\bwhat (?:dose|dosage)\b`,
  String.raw`\bdiagnos(?:e|is) (?:me|my)\b`,
);
const PERSONAL_TAX =
  /\btax return\b|\b1040\b|\bw-?2 income\b|\breport (?:\w+ ){0,3}income\b|\bhow (?:do|should) (?:i|we|she|he) file\b|\bfile (?:my|our|his|her|their) taxes\b|\b(?:my|our) (?:own )?taxes\b/i;
const SMALL_TALK =
  /^\s*(?:hi|hello|hey|yo|hiya|good (?:morning|afternoon|evening)|test(?:ing)?|thanks?(?: you)?|thank you|thx|ty|ok(?:ay)?|cool|great|awesome|who are you|what are you|what can you do|are you (?:a bot|real|there|ai)|you there|help)[\s!.?,]*(?:test(?:ing)?|there|mentor|bot|again|so much|a lot)?[\s!.?]*$/i;

/** The intent that decides the reply, or null when the question should be answered from knowledge. */
export function classifySafety(question: string): SafetyIntent | null {
  const q = question.replace(/[’‘]/g, "'");
  if (SUICIDE.test(q) && !SUICIDE_CONTRACT.test(q)) return 'suicide';
  if (EMERGENCY_NOW.test(q)) return 'emergency';
  const symptoms = new Set([...q.matchAll(new RegExp(SYMPTOM.source, 'gi'))].map((m) => m[0].toLowerCase()));
  // Urgency said outright beats history words ("he had chest pain an hour ago and now…").
  if (
    symptoms.size > 0 &&
    URGENT.test(q) &&
    !/\b(?:years?|yrs?|months?) ago\b|\bin (?:19|20)\d\d\b|\blast year\b/i.test(q)
  )
    return 'emergency';
  // Two symptoms at once with no urgency said: asked as "does he have…" it is a diagnosis question
  // (its reply still says to call 911 if it is happening now); otherwise an emergency.
  if (symptoms.size > 1 && !HISTORY.test(q)) return DIAGNOSIS.test(q) ? 'diagnosis' : 'emergency';
  if (FORGERY.test(q) && !SIGNING_RULES.test(q)) return 'forgery';
  if (
    DECEIVE.test(q) &&
    APPLICATION.test(q) &&
    !(TRUTHFUL_NO.test(q) && !/\bnever (?:know|find out)\b/i.test(q)) &&
    !HONEST_QUESTION.test(q)
  )
    return 'misrepresentation';
  if (DISPUTE.test(q)) return 'legal_dispute';
  if (SMALL_TALK.test(q)) return 'small_talk';
  if (OTHER_LINES.test(q) && !/\blife\b|\bannuit/i.test(q)) return 'out_of_scope';
  if (
    OFF_TOPIC.test(q) &&
    !/\b(?:life insurance|annuit|policy|underwrit|carrier|client|lead|agent|premium|beneficiar)\w*\b/i.test(q)
  )
    return 'out_of_scope';
  if (DIAGNOSIS.test(q)) return 'diagnosis';
  if (PERSONAL_TAX.test(q)) return 'out_of_scope';
  if (LIVE_RATE.test(q) && !COMPUTABLE.test(q)) return 'live_rate';
  return null;
}

import { PRICE_OBJECTION } from '../case/price-objection';

/**
 * What kind of fact a question asks for ("how far back" wants a duration, "what time" a time of
 * day), so the passage and the sentence that hold such a fact are preferred over ones that only
 * share the question's words.
 */
const KINDS: { asks: RegExp; holds: RegExp }[] = [
  {
    // "What if it was 26 months?" after a death inside the first two years: the incontestability rule.
    asks: /^\s*(?:and |but |ok |so )*(?:what )?(?:if|about)\b.{0,25}\b(?:2[5-9]|[3-9]\d) (?:months?|mos?)\b/i,
    holds: /\bincontestable\b/i,
  },
  {
    // "Lied about smoking and dies in yr 3, does it pay?": a death after the first two years.
    asks: /\b(?:dies?|died|passes|passed|death)\b[^?]{0,40}\b(?:(?:yr|year) ?[3-9]|(?:3rd|third|4th|fourth|5th|fifth) (?:yr|year)|after (?:2|two) (?:yrs?|years))\b/i,
    holds: /\bincontestable\b/i,
  },
  {
    // "What's the deadline?": a cut-off said as an age, the end of a period or a count of days.
    asks: /\b(?:deadline|cut-?off|last day|how late can|until when|by when)\b/i,
    holds:
      /\b(?:ages? \d{2}|\d{2} or \d{2}|end of the (?:level|term|free look|grace|contestable|surrender)|by age|within \d+|\d+ (?:days|months|years))\b/i,
  },
  {
    asks: /\b(?:how (?:long|far back|many (?:years|months|days))|look[- ]?back|how soon|how fast|how quickly|deadline|waiting period|when does .* (?:end|expire|start)|within how)\b/i,
    holds:
      /\b\d+(?:\.\d+)?(?:\s*(?:to|-|or)\s*\d+)?\+?\s*(?:years?|months?|days?|business days|weeks?)\b|\b(?:one|two|three|five|seven|ten|thirty|sixty|ninety)\s*(?:years?|months?|days?)\b/i,
  },
  {
    asks: /\b(?:what time|how late|how early|calling hours|what hours)\b/i,
    holds: /\b\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)/i,
  },
  {
    asks: /\b(?:what age|how old|age limit|issue ages?|max(?:imum)? age|minimum age)\b/i,
    holds: /\bages?\b[^.]{0,20}\d{2}|\b\d{2}\b[^.]{0,10}\bages?\b|\bage \d{2}/i,
  },
  {
    // "Which one would u pick for him?": a passage that makes the pick.
    asks: /\bwhich (?:one |of (?:them|those|the two) )?(?:would|should|do) (?:you|u|i|we) (?:pick|choose|recommend|go with|sell|do|take)\b|\bwhat would (?:you|u) (?:pick|choose|recommend|go with)\b/i,
    holds: /\b(?:pick|recommend|I'd|go with|(?:usually|generally) (?:safer|better))\b/i,
  },
  {
    // "How do I say that to him?": a passage with the words to say, in quotation marks.
    asks: /\bhow (?:do|should|would|can|could) i (?:say|word|phrase|put|tell|explain|respond|answer|handle|bring|open|start|begin|kick off)\b|\bopeners?\b|\bwhat (?:do|should|would|can|could) (?:i|you|u|we) (?:say|tell)\b|\bhow (?:would|do|should) (?:you|u) (?:say|word|put)\b|\bscript\b|\bword ?track\b|\bexact words\b|\brebuttal\b|\bwhat to say\b/i,
    holds: /["“][^"”]{15,}["”]/,
  },
  {
    // "How big is the diff?": a size said as a percent or in dollars (a citation's "§ 72(b)" is not one).
    asks: /\bhow (?:big|large|wide|much) (?:is |of )?(?:a |the )?(?:diff|difference|gap|spread)\b|\bhow big\b/i,
    holds: /\d+(?:\.\d+)?\s*%|\$\s?\d/,
  },
  {
    asks: /\b(?:how much|what percent|what percentage|how many|what (?:is|are) the (?:limit|max|minimum|fee))\b/i,
    holds: /\d|%|\$/,
  },
];

/** "Give me a referral script", "what do I say": the words themselves are asked for. */
const ASKS_SCRIPT =
  /\b(?:script|word ?track|exact words|what (?:do|should|would|can|could) (?:i|you|u|we) say|what to say|how (?:do|should|would|can|could) i (?:say|word|phrase|open|start|ask for)|rebuttal|opener|opening line|(?:need|write|give|gimme|want)(?: me)? (?:a |an )?(?:quick |short |good )?(?:voicemail|vm|post|facebook post|fb post|caption))\b/i;

export function asksForScript(question: string): boolean {
  return ASKS_SCRIPT.test(question);
}

/** A sentence that is mostly words to say (quoted), not advice about them with a quote in passing. */
export function isScript(text: string): boolean {
  const quoted = [...text.matchAll(/["“]([^"”]{15,})["”]/g)].reduce((sum, m) => sum + m[1]!.length, 0);
  return quoted >= text.length * 0.5;
}

/** The fact pattern the question asks for, or null for questions that do not ask for a figure. */
export function askedFactPattern(question: string): RegExp | null {
  return KINDS.find((kind) => kind.asks.test(question))?.holds ?? null;
}

/** Words a kind of question points to without saying ("how far back" looks for a look-back period). */
const HINTS: [RegExp, string][] = [
  [/\bhow far back\b|\blook[- ]?back\b/i, 'look-back period years'],
  // "His term ends in 3 yrs and now he's got kidney disease, any way to keep coverage?": the conversion privilege.
  [
    /\bterm\b[^.?!]{0,25}\b(?:ends|expires|runs out|is up|is ending|ending)\b[^?]*\b(?:keep|extend|continue|stay covered)\b|\b(?:keep|extend|continue)\b[^?]{0,30}\bcoverage\b[^?]*\bterm\b[^.?!]{0,25}\b(?:ends|expires|runs out)\b/i,
    'convert conversion privilege',
  ],
  [/\bhow long\b/i, 'period years months'],
  [/\bhow (?:fast|soon|quickly)\b/i, 'deadline days within'],
  [/\bwhat time\b|\bhow (?:late|early)\b/i, 'hours'],
  [/\b(?:\$?\d+(?:k|,000)?|some|part|half) of (?:it|that|the (?:policy|coverage|amount|face))\b/i, 'partial part'],
  // "What do I need to ask before recommending an annuity?": the fact-find, the questions to ask.
  [
    /\bwhat (?:do|should|would) i (?:need to |have to )?ask\b(?! (?:\w+ )?next)|\bwhat (?:questions|info|information) (?:do|should) i\b/i,
    'questions to ask fact-find profile',
  ],
  // "The premium is like $300/mo on her SS check, what can I do?": the price objection.
  [PRICE_OBJECTION, 'too expensive objection afford budget lower face amount'],
  // "Died 20 months in", "the policy was only issued 18 months ago": a death inside the first two years.
  [
    /\b(?:policy|coverage|plan|it|wl|term|whole life)\b (?:was |has been |had been )?(?:only |just )?(?:issued|bought|taken out|written|started|in force)\b.{0,30}\b(?:1?\d|2[0-3]|one|a few|six|nine|eighteen) (?:months?|mos?)\b|\b(?:bought|took out|taken out|had) (?:it|the policy|the coverage)\b.{0,20}\b(?:1?\d|2[0-3]) (?:months?|mos?)\b|\b(?:died|passed|dies|death)\b.{0,30}\b(?:1?\d|2[0-3]) (?:months?|mos?) (?:in|into|after)\b/i,
    'contestable period contestability',
  ],
  // "Whats bad about that", "why would it be bad for him": the downsides.
  [
    /\b(?:what'?s|whats|what is) (?:so )?(?:bad|wrong) (?:about|with)\b|\bwhy (?:would|is|'s) (?:it|that|this) (?:be )?(?:bad|a bad idea)\b|\b(?:downsides?|drawbacks?|disadvantages?|the catch|cons)\b/i,
    'downside risk lose disadvantage',
  ],
  // "Which one gives the biggest check", "which pays the most": the highest payment.
  [
    /\b(?:biggest|largest|highest|most) (?:check|payment|payout|income|monthly)\b|\bpays? the most\b/i,
    'highest payment',
  ],
  // "Can he find out why?" after a decline or a rating: the reason the carrier must give.
  [
    /\b(?:find out|learn|tell (?:him|her|them)) why\b|\breason (?:for|behind) (?:the |a )?(?:decline|denial|rating|postpone\w*)\b/i,
    'reason adverse decision notice',
  ],
  // "And if it was 26 months?": a death or a claim past the first two years.
  [
    /^\s*(?:and |but |ok |so )*(?:what )?(?:if|about)\b.{0,25}\b(?:2[5-9]|[3-9]\d) (?:months?|mos?)\b|^\s*(?:and |but |ok |so )*(?:what )?(?:if|about)\b.{0,25}\b(?:[3-9]|2\.5|two and a half|three) (?:years?|yrs?)(?: (?:in|into|later|after(?: that)?))?\s*\??\s*$/i,
    'dies after 2 years in force incontestable',
  ],
  // "She wants to put 50k in year 1 then 5k a yr": a large first-year premium tests the 7-pay limit.
  [
    /\b(?:put|dump|deposit|pay|fund|drop|throw)\b.{0,20}\$?\d+(?:k|,000)\b.{0,25}\b(?:in )?(?:year (?:1|one)|yr (?:1|one)|the first year|first yr|upfront|up front|at once|lump sum|day one)\b/i,
    'MEC modified endowment 7-pay test',
  ],
  // "He may need 30k next yr for a new roof": money out of an annuity before its surrender period ends.
  [
    /\b(?:need|needs|take out|pull out|withdraw|access|get at)\b.{0,15}\$?\d+(?:k|,000)\b.{0,40}\b(?:next|this|in) (?:year|yr|month|\d+ (?:years?|yrs?|months?))\b/i,
    'early access penalty-free free withdrawal',
  ],
  [
    /\bhow (?:do|should|would|can) i (?:say|word|phrase|put)\b|\bwhat (?:do|should|would) (?:i|you|u) say\b|\bscript\b|\bword ?track\b/i,
    'say script',
  ],
];

/** The hint words of a question, searched at a low weight beside its own. */
export function questionHints(question: string): string {
  return HINTS.filter(([re]) => re.test(question))
    .map(([, words]) => words)
    .join(' ');
}

/**
 * The hard rules of the facts file, checked before retrieval: what Mentor must refuse or redirect
 * whatever the knowledge base holds.
 */
export interface Guardrail {
  kind: 'refuse' | 'out_of_scope' | 'no_rates' | 'no_promises';
  text: string;
}

const EVASION =
  /\b(hide|conceal|(?:leave|keep) (?:\w+ ){0,3}off|lie about|not (?:mention|disclose|put)|don'?t (?:mention|disclose|tell|put))\b.*\b(app(?:lication)?|underwrit\w*|condition|medication|meds|rx|smok\w*|tobacco|vap\w*|dui|diagnos\w*|history)\b|\b(forge|fake)\b.*\bsignature\b|\bsign (?:for|on behalf of) (?:the|my)? ?(?:client|applicant|insured)\b|\bcall\w*\b.*\b(anyway|regardless)\b.*\b(dnc|do[- ]not[- ]call)\b|\b(dnc|do[- ]not[- ]call)\b.*\b(call|dial)\w*\b.*\b(anyway|regardless)\b/i;

const OUT_OF_SCOPE =
  /\b(weather|forecast|recipe|cook(?:ing)?|bake|sports? scores?|football|basketball|stock tips?|stocks? to buy|stock market|crypto\w*|bitcoin|lottery|horoscope|movie|song lyrics|car insurance|auto insurance|homeowners?(?: insurance)?|renters? insurance|p&c|property and casualty|auto claim|car accident claim|fender bender|pet insurance|dental plan|medicare advantage|aca marketplace|obamacare)\b/i;

const DIAGNOSIS =
  /\b(?:does|do|did) (?:he|she|i|they|my client|the client|this client) (?:have|has) (?:cancer|diabetes|heart disease|a heart condition|copd|dementia|covid|an infection)\b|\bwhat (?:is|could) (?:causing|cause) (?:his|her|my|the)\b|\b(do i have|am i|is (?:my|this) (?:rash|pain|lump|symptom))\b.*\b(cancer|diabetes|disease|sick|ill|infect\w*)\b|\bshould (?:i|he|she|my client) (?:take|stop taking|double|increase|decrease)\b|\bwhat (?:dose|dosage)\b|\bdiagnos(?:e|is) (?:me|my)\b/i;

const PERSONAL_TAX =
  /\btax return\b|\b1099\b|\bw-?2 income\b|\breport (?:\w+ ){0,3}income\b|\b(my|our|his|her) (?:own )?(?:tax return|taxes|1040)\b|\bhow (?:do|should) i file\b/i;

const CURRENT_RATES =
  /\b(current|today'?s?|right now|this week|latest|exact|best)\b.*\b(rates?|prices?|premiums?|quotes?|caps?|par(?:ticipation)? rates?|commissions?|comp)\b|\b(rates?|premiums?|caps?|commissions?|quotes?)\b.*\b(right now|today|currently|this (?:week|month))\b|\bwhat (?:is|are) (?:[\w&]+ ){1,4}charging\b|\bwhat (?:does|do|would|will) (?:[\w&]+ ){1,4}charge\b.*\b(right now|today|currently|these days)\b|\bhow much (?:will|would|does|is) (?:a |the )?(?:\w+ ){0,5}(?:cost|charge|pay)\b.*\b(at|with|from) [A-Z]/i;

const PROMISE =
  /\b(guarantee\w*|promise\w*|for sure|definitely)\b.*\b(approv\w*|preferred|rate class|super preferred|accept\w*)\b|\bwill (?:he|she|they|my client|the client|this client|this lead) (?:be|get) (?:approved|accepted|preferred)\b/i;

/** Advice on one person's own case: a lawsuit's outcome, an investment pick. */
const PERSONAL_ADVICE =
  /\b(?:will|would|can|could) (?:i|we|my agency) (?:win|lose|beat)\b|\blawsuit\b.*\b(?:against me|against us|filed|settle)\b|\bshould i (?:settle|sue)\b|\b(?:which|what) stocks?\b|\bstocks? (?:should|to) (?:i )?buy\b|\binvest (?:my|our) (?:money|savings)\b/i;

const CARRIER_COMP =
  /\b(?:what|which|how much) (?:commission|comp|street level|contract level)\b.*\b(?:pay|paying|give|offer)\b|\b(?:commission|comp) (?:level|schedule|grid|percentage)\b.*\b(?:will|does|do) [A-Z]\w+/i;

export const DECLINE_TEXT =
  "The knowledge base does not cover that question, so I won't guess. I can help with US life insurance and annuities: " +
  'underwriting (medications, build and BMI, conditions, driving and criminal records, approval odds), products (term, whole life, IUL, ' +
  'final expense, graded and guaranteed issue, mortgage protection, riders, annuities), sales (carrier knowledge, fees, needs analysis, objections) ' +
  'and laws (in-person rules, TCPA and do-not-call, applications and replacements, HIPAA). Try rephrasing with the product, condition or rule you have in mind.';

export function checkGuardrails(question: string): Guardrail | null {
  if (EVASION.test(question)) {
    return {
      kind: 'refuse',
      text:
        'I can’t help with that. Every answer on an application must be true and complete: a misstatement can void the policy during the ' +
        'two-year contestable period and exposes you to license action and fraud liability. Numbers on the Do Not Call registry may not be called ' +
        'without an exemption, and only the applicant may sign their application. If a condition or history is the problem, ask me how carriers ' +
        'usually treat it, or which product types (graded, guaranteed issue) fit it.',
    };
  }
  if (
    OUT_OF_SCOPE.test(question) ||
    DIAGNOSIS.test(question) ||
    PERSONAL_TAX.test(question) ||
    PERSONAL_ADVICE.test(question)
  ) {
    return { kind: 'out_of_scope', text: DECLINE_TEXT };
  }
  if (CURRENT_RATES.test(question) || CARRIER_COMP.test(question)) {
    return {
      kind: 'no_rates',
      text:
        "I don't quote a carrier's current rates, caps, participation rates or commissions: they change often and depend on state, age, class " +
        'and product. Run the case through your quoting engine or the carrier’s current rate book, and check caps and commissions on the carrier’s ' +
        'agent site. I can explain how those figures work (modal factors, policy fees, table ratings, caps and participation rates) if that helps.',
    };
  }
  return null;
}

/** Prefaced to an answer when the agent asks for a promise no one but the carrier can make. */
export function promisePreface(question: string): string | null {
  return PROMISE.test(question)
    ? "No one but the carrier's underwriter can promise an approval or a rate class, so I won't. Here is how carriers usually look at it:"
    : null;
}

import { CHURNING, FOR_AN_AD, LIMITATION_DENIED, type SafetyIntent } from './intents';

/**
 * The replies the safety intents give, said the same way in both modes. An emergency gets the
 * number to call first; a refusal says why (what happens) and what to do instead.
 */
export const SAFETY_REPLIES: Record<Exclude<SafetyIntent, 'live_rate'>, string> = {
  emergency: [
    'Call 911 now. If the client is on the phone with you, tell them to hang up and call 911 (or call 911 yourself and give their address). Chest pain with a numb arm, trouble breathing, a drooping face or slurred speech can be a heart attack or stroke, where minutes matter.',
    '',
    '- Stay with them or on the line until help arrives if you can; do not let them drive themselves.',
    '- If they stop breathing and you are with them, the 911 dispatcher will walk you through CPR.',
    '- The insurance can wait: reschedule the appointment once they are safe.',
  ].join('\n'),
  suicide: [
    'If someone may act on it now, call 911. Otherwise call or text 988 (the Suicide & Crisis Lifeline, 24/7, free) or chat at 988lifeline.org, and you can stay on the line with them while they call.',
    '',
    '- Take it seriously and stay calm: ask directly whether they are thinking of hurting themselves, and listen.',
    '- Do not leave them alone if they are in danger; help remove anything they could use to hurt themselves.',
    '- The policy can wait. Reach out again once they have support.',
  ].join('\n'),
  misrepresentation: [
    'I can’t help with that: answering an application untruthfully is misrepresentation, and coaching it is insurance fraud.',
    '',
    '- Within the two-year contestable period the carrier can rescind the policy and deny the claim for a material misstatement, leaving the family with only a refund of premiums; proven fraud can void it even later.',
    '- It is usually caught anyway: the prescription history (Rx) check, the MIB record, the motor vehicle report (MVR, the driving record), criminal background checks, the phone interview, the paramed exam and medical records show conditions, medications, tobacco, driving and build.',
    '- The agent risks license revocation, carrier termination and fraud charges.',
    '- What to do instead: answer every question truthfully and place the client where the true answers fit. Ask me how carriers treat the condition, or whether a graded, modified or guaranteed issue plan fits.',
  ].join('\n'),
  forgery: [
    'No: signing an application (or any policy form) for someone else is forgery, a kind of insurance fraud, even with their permission, and it can void the policy: an accurate application carries only the signatures of the people themselves.',
    '',
    '- Only the proposed insured, and the owner if different, may sign, and each must sign personally: a spouse cannot sign for a spouse, and nobody may speak for the client on a voice signature.',
    '- Send them the e-signature link to sign themselves, or meet them to sign in person.',
    '- If they truly cannot sign, a legal power of attorney may, but only where the carrier accepts it with its own forms: call the carrier’s new business team first.',
    '- Forged signatures are a common cause of license revocation and carrier termination.',
  ].join('\n'),
  legal_dispute: [
    'For a dispute like this, talk to an attorney before you act or say more: I can give general information, not legal advice.',
    '',
    '- A claim denial or rescission: the family can ask the carrier for the denial in writing with its reasons, appeal through the carrier, file a complaint with the state department of insurance, and talk to an attorney who handles life insurance claims. Within the two-year contestable period a carrier may rescind for a material misstatement on the application; after it, generally only for nonpayment (and fraud in some states).',
    '- A complaint or lawsuit against you: tell your E&O insurer and your agency or upline at once (late notice can cost coverage), preserve every record and note as it is, and let counsel respond.',
    '- Do not contact the other side or the carrier about the dispute without advice.',
  ].join('\n'),
  out_of_scope:
    'That’s outside what I cover: I help US life insurance and annuity agents with underwriting, products, sales and compliance.',
  diagnosis:
    'I can’t give medical advice or a diagnosis: that is a question for a doctor. If symptoms like chest pain or trouble breathing are happening now, call 911. I can tell you how carriers usually underwrite a diagnosed condition or medication, if that helps.',
  small_talk:
    'Hi, I’m Mentor. Ask me about underwriting (medications, build, conditions, driving and criminal records), products (term, whole life, IUL, final expense, annuities), sales (objections, referrals, needs analysis) or compliance (TCPA, do-not-call, replacements, HIPAA), or describe your client and I’ll read the case.',
};

const LIVE_RATE_REPLY = [
  'I don’t quote live premiums, caps, crediting rates or commissions: they change often and depend on the carrier, state, age, rate class and product, so any number I gave could be wrong.',
  '',
  '- For a premium: run the case through your quoting engine or the carrier’s current rate book (with age, sex, state, tobacco, face amount and the likely class).',
  '- For caps, participation and MYGA rates or commissions: check the carrier’s agent portal or rate sheet, or ask your upline or marketing organization; an income rider’s roll-up, payout percentage and income at the start age come from the carrier’s current illustration, and any annuity recommendation must meet the best interest standard.',
  '- For an income annuity (SPIA) payout: run current quotes from several carriers for the client’s age, sex, state, premium and payout option; payouts move with interest rates.',
  '- I can explain what drives the number: rate class, table ratings and flat extras, modal factors and policy fees, or how caps and participation rates work.',
].join('\n');

/** What a live rate is wanted for, for the one line that fits it. */
const LIVE_RATE_TOPICS: [RegExp, string][] = [
  [
    /\bcomm?issions?\b|\badvances?\b/i,
    '- The commission is the carrier’s schedule at your contract level: get the schedule from your upline or IMO (or the carrier’s agent portal), and read the advance and chargeback terms in your contract before you count on an advance.',
  ],
  [
    FOR_AN_AD,
    '- Prices in a mailer or ad are advertising: most states require the carrier (and often your IMO’s compliance team) to approve the piece before use, with the carrier named and the age, class and face amount each price assumes.',
  ],
  [
    /\billustrat\w*\b(?=.*\b(?:iul|indexed universal)\b)|\b(?:iul|indexed universal)\b.*\billustrat\w*/i,
    '- An IUL’s maximum illustrated rate is set by the carrier under the NAIC’s Actuarial Guideline 49-A (AG 49-A), from its own benchmark index account; run the carrier’s current illustration software to see it, and show the guaranteed column beside it.',
  ],
];

/** The live-rate decline, with the line that fits what the number is for. */
export function liveRateReply(question: string): string {
  const topic = LIVE_RATE_TOPICS.find(([re]) => re.test(question))?.[1];
  return topic ? `${LIVE_RATE_REPLY}\n${topic}` : LIVE_RATE_REPLY;
}

/** What an emergency is, for the one line that fits it beside the call to 911. */
/** Someone being hurt by another person: a medical script is the wrong one. */
const VIOLENCE =
  /\b(?:gun|knife|weapon|pistol|rifle|hitting|beating|choking|strangling|attacking|attacked|assault\w*|violence|breaking in|shots? fired|shoved|punched|slapped|kicked|threw (?:her|him)|hit (?:her|him)|bullet|grabb?(?:ed|ing) (?:her|him|me)|block(?:ed|ing) the door|won'?t let (?:me|her|him|us) leave|punch(?:ed|ing)|smash(?:ed|ing))\b/i;

const EMERGENCY_TOPICS: [RegExp, string][] = [
  [
    /\bbruis\w*\b/i,
    '- Signs of elder abuse (bruises, fear of the relative who handles her money): if she is in danger now, call 911; otherwise report it to Adult Protective Services in her county (the Eldercare Locator, 1-800-677-1116, finds it), write down what you saw and heard, and do not write a policy that makes him owner or beneficiary.',
  ],
  [
    VIOLENCE,
    '- Violence or a weapon: if you can, tell her to get somewhere safe and call 911 with the address; do not confront anyone yourself. The National Domestic Violence Hotline (1-800-799-7233, or text START to 88788) helps afterwards.',
  ],
  [
    /\b(?:gas|rotten eggs?|carbon monoxide|co alarm|co detector)\b/i,
    '- Gas or carbon monoxide: tell them to get everyone out of the home now, without switching lights or appliances on or off, and call 911 (or the gas company’s emergency line) from outside.',
  ],
  [
    /\b(?:fire|flames|smoke (?:alarm|detector|is|coming|everywhere|filling)|smoke alarm)\b/i,
    '- Fire or smoke: tell them to get everyone out of the house now and call 911 from outside; nothing needs signing first, and nobody goes back in.',
  ],
  [
    /\b(?:allerg\w*|epi-?pen|epinephrine|anaphyla\w*|throat (?:is )?(?:gettin\w* |getting )?tight|(?:lips?|eyes?) (?:\w+ )?swell\w*|wheez\w*|hives)\b/i,
    '- A severe allergic reaction (throat tightening, lips or tongue swelling, hives, trouble breathing): use the epinephrine auto-injector (EpiPen) now if there is one, then call 911 even if it helps; the application can wait.',
  ],
  [
    /^(?!.*\b(?:diabet\w*|insulin|sugar|glucose|type (?:1|one|2|two))\b).*\b(?:seiz\w*|convuls\w*|shaking all over|jerking|eyes rolled)\b/i,
    '- A seizure: move hard or sharp things away, cushion the head, turn him on his side once the jerking stops, and put nothing in his mouth; time it, and call 911 if it lasts more than 5 minutes, it is a first seizure, or he does not wake up after.',
  ],
  [
    /\b(?:diabet\w*|insulin|sugar|glucose|type (?:1|one|2|two)|humalog|novolog|lantus|skipped (?:lunch|breakfast|dinner|a meal))\b/i,
    '- Low blood sugar (shaky, sweaty, confused in a diabetic): if he is awake and can swallow, give sugar now (juice, regular soda, glucose tablets or candy) while you call 911; never give food or drink to someone who is not fully awake.',
  ],
  [
    /\b(?:overdose|od'?d|took ['"‘]?(?:a bunch|too many|a lot|all of (?:them|those|it)|every one|the rest)|pills|oxy\w*|fentanyl|opioid|heroin|can'?t wake|cant wake|won'?t wake|not breathing)\b/i,
    '- A possible overdose: call 911 now and tell them what he took. If there is naloxone (Narcan) in the house, give it as the package says; lay him on his side, and stay with him until help arrives. If he may have done it on purpose (wanting the policy to pay), keep talking with him: the 988 Suicide & Crisis Lifeline (call or text 988) can help too.',
  ],
  [
    /\b(?:head|blood|bleeding)\b/i,
    '- A head injury or heavy bleeding, above all on a blood thinner (Eliquis, Xarelto, warfarin), can bleed inside the skull even when the person seems fine: call 911, press a clean cloth on the wound, and keep them still.',
  ],
];

/** Where an out-of-scope question belongs, said in the one friendly sentence that declines it. */
const ELSEWHERE: [RegExp, string | null][] = [
  // A client living in Canada buys under Canadian provincial licences, from Canadian insurers.
  [
    /\b(?:canad\w*|toronto|vancouver|montreal|calgary|ottawa|ontario|quebec|alberta|british columbia)\b/i,
    'a life insurance advisor licensed in the client’s Canadian province (a Canadian resident buys from Canadian insurers under provincial licences)',
  ],
  // Code is declined as it is, whatever the code would be for.
  [/\b(?:python|javascript|script|scrap\w*|vlookup|excel|code)\b/i, null],
  // A health plan's deductible is the health plan's, before any car or home deductible.
  [
    /\b(?:aca|obamacare|marketplace|silver|bronze|gold plan|health (?:plan|insurance)|subsid\w*)\b/i,
    'HealthCare.gov (or the state’s marketplace) or a licensed health insurance agent',
  ],
  [
    /\b(?:car|auto|accident|rear[- ]ended|totaled|fender|homeowners?|home insurance|renters?|flood|roof|hail|p&c|deductibles?|adjuster|dog bit\w*|progressive|geico|allstate|state farm)\b/i,
    'a property and casualty agent or the carrier’s claims department (and the state department of insurance if a claim is handled unfairly)',
  ],
  [
    /\b(?:medicare|medigap|part d|advantage)\b/i,
    'the client’s plan (the number on the card) or 1-800-MEDICARE, or a Medicare-certified agent',
  ],
  [/\b(?:tax\w*|deduct\w*|1099|schedule c|write[- ]?off|irs)\b/i, 'a CPA or tax professional'],
  [
    /\b(?:bitcoin|crypto\w*|solana|ethereum|stocks?|index fund|etfs?|invest\w*|nvidia)\b/i,
    'a licensed financial advisor (fee-only if they want no product sold)',
  ],
  [
    /\b(?:will|trust document|power of attorney|lawsuit|sue|court|ticket|lawyer)\b/i,
    'an attorney (an estate-planning attorney for a will or trust)',
  ],
  [
    /\b(?:tooth|teeth|toothache|dental|dentist|amoxicillin|antibiotics?|leftover (?:pills|meds|medication))\b/i,
    'a dentist, doctor or pharmacist',
  ],
  [/\b(?:knee|back|pain|doctor|ibuprofen|symptom|medication dose)\b/i, 'a doctor'],
  [
    /\b(?:nfip|flood claim|flooded)\b/i,
    'the flood insurer or FEMA’s National Flood Insurance Program (1-877-336-2627)',
  ],
];

/** Scraping numbers to cold-call: a TCPA and do-not-call problem before it is a coding one. */
const SCRAPES_NUMBERS = /\bscrap\w*\b.{0,60}\b(?:phone|numbers?|cells?)\b|\b(?:phone|numbers?)\b.{0,40}\bscrap\w*/i;

/** An agent offering to draft a client's will or trust: why it is not theirs to do, before where it goes. */
const AGENT_DRAFTS =
  /\b(?:can|could|should|may) i\b.{0,20}\b(?:draft|write|prepare|draw up|do)\b.{0,30}\b(?:will|trust|power of attorney|poa)\b/i;

/** Whether a question clearly belongs elsewhere (another line, code, a doctor), for a decline instead of "not covered". */
export function belongsElsewhere(question: string): boolean {
  return CLEARLY_ELSEWHERE.test(question) || SCRAPES_NUMBERS.test(question) || AGENT_DRAFTS.test(question);
}

/**
 * Words of another trade that no life or annuity question uses (unlike "tax", "will" or "back", which
 * ours do): a question the knowledge base cannot answer that holds one is declined as out of scope.
 */
const CLEARLY_ELSEWHERE =
  /\b(?:python|javascript|vba|vlookup|excel|macro|code|coding|auto (?:insurance|quote|policy)|car insurance|progressive|geico|allstate|state farm|homeowners?|renters? insurance|flood|nfip|p&c|aca|obamacare|marketplace plan|medigap|medicare advantage|part d|bitcoin|crypto\w*|nvidia|index fund|tooth|teeth|toothache|dentist|amoxicillin|ibuprofen|knee|cover letter|resume)\b/i;

/** The out-of-scope decline, pointing to who can help where that is clear. */
export function outOfScopeReply(question: string): string {
  if (SCRAPES_NUMBERS.test(question))
    return 'I can’t help with that: writing code is outside what I do, and calling or texting scraped numbers without consent breaks the TCPA and the do-not-call rules (statutory damages of $500 to $1,500 per call or text) and the site’s terms. Work consented leads, referrals and your own social posts instead; I can help with any of those.';
  if (AGENT_DRAFTS.test(question))
    return 'No: drafting a will, trust or power of attorney for a client is the practice of law, which needs a law license (it is unauthorized practice of law and outside your E&O cover). Refer the client to an estate-planning attorney; you can still make sure the policy’s beneficiary designation matches the plan they make.';
  const where = ELSEWHERE.find(([re]) => re.test(question))?.[1] ?? null;
  return where
    ? `That’s outside what I cover: for that, ${where} is the right place. I help US life insurance and annuity agents with underwriting, products, sales and compliance.`
    : SAFETY_REPLIES.out_of_scope;
}

/** Suicidal talk from the agent about themselves is answered to them, not about a client. */
const SPEAKS_OF_SELF =
  /\b(?:i'?m|im|i am|i feel|i've been|ive been|i keep|i want to|i wanna|i'?ll|i dont|i don'?t)\b.{0,60}\b(?:struggling|end (?:it|my life)|kill myself|better off without me|no point|give up|can'?t go on|done with (?:it|life)|be here anymore|wanna be here|want to be here)\b|\bbetter off (?:without me|w(?:ith)? my (?:policy|insurance))\b|\b(?:kill(?:ing)? myself|end(?:ing)? my (?:own )?life)\b/i;

/** "Chargebacks are killing me, broke, been thinking about ending it all": no one else is named, so it is the agent. */
const NO_ONE_ELSE =
  /\b(?:he|she|they|him|her|them|his|client|lead|husband|wife|mom|dad|son|daughter|insured|customer)\b/i;
const OWN_TROUBLES =
  /\b(?:chargebacks?|broke|rent|bills|no sales|my (?:agency|upline|manager|sales|month|numbers))\b|\b(?:ending it|end it) tonight\b/i;
/** A plan and a time, the means at hand, or a goodbye ("won't be around tomorrow"): someone in immediate danger. */
const IMMINENT =
  /\b(?:tonight|today|right now|this (?:morning|afternoon|evening)|has (?:a|the) (?:gun|pills|plan)|pills (?:next to|in front of)|goodbye|(?:won'?t|wont|will not|not) be (?:around|here|alive) (?:tomorrow|much longer|anymore|by)|thanks for everything|make sure (?:my|his|her|the) (?:wife|husband|kids|family|daughter|son) gets? (?:the|my|his|her) (?:money|policy|insurance))\b/i;

export function suicideReply(question: string): string {
  const own = SPEAKS_OF_SELF.test(question) || (!NO_ONE_ELSE.test(question) && OWN_TROUBLES.test(question));
  if (!own && IMMINENT.test(question))
    return SAFETY_REPLIES.suicide.replace(
      /^[^\n]*/,
      'Call 911 now: someone who says they will act on it soon is in immediate danger. If they are on the phone, keep them on the line while you (or someone with you) call and give their address; if it came by text or voicemail, ask 911 for a welfare check at their address. The 988 Suicide & Crisis Lifeline (call or text 988) can help too.',
    );
  if (!own) return SAFETY_REPLIES.suicide;
  return [
    'I’m really glad you said it. If you might act on it now, call 911. Otherwise please call or text 988 (the Suicide & Crisis Lifeline, 24/7, free, confidential) or chat at 988lifeline.org right now, and tell them what you told me.',
    '',
    '- You don’t have to carry this alone: call someone you trust today, and stay with other people tonight.',
    '- Chargebacks, rent and a bad month are problems that can be worked out (a payment plan with your upline, a hardship talk with the landlord); they are not worth your life.',
    '- Come back when you’re ready and we’ll work on the business side together.',
  ].join('\n');
}

/** The emergency reply, with the line that fits what is happening. */

const VIOLENCE_REPLY = [
  'Call 911 now and give the address: someone is being hurt. Get yourself somewhere safe first (in your car with the doors locked, or away from the house), do not go back in or confront anyone, and tell the dispatcher what you saw and heard.',
  '',
  '- If she can reach you, tell her to get out or into a room that locks and call 911 too.',
  '- The National Domestic Violence Hotline (1-800-799-7233, or text START to 88788) can help her plan for safety afterwards.',
  '- The policy can wait: do not finish the delivery or discuss it while he is there.',
].join('\n');

export function emergencyReply(question: string): string {
  if (
    VIOLENCE.test(question) &&
    !/\b(?:chest pain|stroke|heart attack|not breathing|overdos\w*|seizure)\b/i.test(question)
  )
    return VIOLENCE_REPLY;
  const topic = EMERGENCY_TOPICS.find(([re]) => re.test(question))?.[1];
  return topic ? `${SAFETY_REPLIES.emergency}\n${topic}` : SAFETY_REPLIES.emergency;
}

/** Misleading a client rather than the carrier: the refusal says so first, without the application bullets. */
const MISLEADING_A_CLIENT: [RegExp, string][] = [
  [
    LIMITATION_DENIED,
    '- A policy’s terms told as they are not: a graded or waiting period, a rising premium or any limitation must be explained as the contract says; telling a client it does not apply is misrepresentation and an unfair trade practice (NAIC Model #880), and her family learns the truth at claim time. Explain the limitation plainly, and if she is healthy enough, see whether a level plan fits her answers.',
  ],
  [
    // The churning the intent reads, and its plainer words.
    new RegExp(
      String.raw`${CHURNING.source}|\b(?:new|another) commission\b|\bchurn\w*\b|\bwon'?t notice\b|\bchargeback (?:period|window)\b`,
      'i',
    ),
    '- Churning: replacing a client’s policy to earn a new commission, with no real benefit to her, is an unfair trade practice (NAIC Model #880 and the replacement rules) and can cost your license; she would also restart the contestable and suicide periods at an older age. Replace only when it clearly benefits the client, with the replacement forms.',
  ],
  [
    /\b(?:(?:about to |gonna |going to )?go under|going under|bankrupt|going out of business|failing|shutting down|not safe|twist\w*|belly up|insolvent)\b|\b(?:carrier|company|insurer)\b.{0,10}\b(?:in (?:financial |serious |big )?trouble|(?:financially )?unstable)\b|\b(?:carrier|company|insurer)\b.{0,15}\b(?:about to|gonna|going to|will) (?:get |be )?(?:downgraded|cancel \w+|drop \w+)\b/i,
    '- Twisting: misrepresenting a client’s current policy or carrier to get a replacement is twisting, an unfair trade practice under state law (NAIC Model #880) that can cost your license. Replace only where it clearly benefits the client, with the state’s replacement notice and a fair comparison.',
  ],
  [
    /\b(?:government|gov'?t|state[- ]approved|state[- ]sponsored|state program|medicare|social security|federal)\b/i,
    '- A false affiliation: implying a government, state, Medicare or Social Security program is a deceptive sales practice under state unfair trade practices laws (NAIC Model #880) and advertising rules, and it can cost your license. Say who you are, your agency and that you are a licensed agent, and name the carrier.',
  ],
];

const IDENTITY_FRAUD =
  '- Someone else taking the exam or interview is identity fraud, a crime: examiners check photo identification, the labs are matched to the insured, and the policy can be voided and the claim denied.';

/** What a refused misstatement is about, for the one line of what to do instead. */
const MISSTATEMENT_TOPICS: [RegExp, string][] = [
  [
    /\b(?:already submitted|app(?:lication)? (?:is |was )?(?:already )?(?:submitted|in underwriting|pending)|let it ride)\b/i,
    '- Already submitted: call the underwriter or the new business team now and amend the application with what was left off (the medication, the condition and its dates). A correction before issue protects the claim; letting it ride risks a rescission within the contestable period and a denied claim.',
  ],
  [
    /\bmib\b/i,
    '- MIB: a finding a member carrier reported in the last 7 years (such as elevated liver enzymes) is seen by the next one, so leaving it out is caught; an MIB code is not a decline by itself, the client can get a free copy of his MIB report, and a truthful answer with the doctor’s explanation is what gets him placed.',
  ],
  [
    /\b(?:income|salary|makes (?:like |about |around )?\$?\d+k?|earns|net worth)\b/i,
    '- Income: the income on the application must be the real one. Carriers check financial justification (tax returns, credit and income data), and a face amount far beyond what the income supports is declined or cut; size the amount to the client’s real income (a multiple the carrier allows for that age), or document other justified needs such as a business loan the lender requires.',
  ],
  [
    /\bbackdat\w*|\b(?:app(?:lication)?|sign(?:ature|ed)?|effective) date\b|\bdate (?:his|her|the|their) (?:signature|app\w*)\b|\bsave (?:his |her )?age\b|\bdate on the app\b|\b(?:last|earlier|previous) (?:month|week)'?s? date\b|\b\d{2} rates\b/i,
    '- Dates: the application and signature dates must be the real ones. To keep a younger age, ask the carrier to backdate the policy date to save age: most allow up to 6 months (some states fewer) if the client pays the premium from that earlier date. That is a disclosed policy feature, not a changed application.',
  ],
  [
    /\binvestors?\b|\bstoli\b|\bbuy (?:it|the policy) from\b|\bpays? (?:the |all the )?premiums?\b.{0,60}\bthe (?:bene\w*|owner)\b|\binsurable interest\b/i,
    '- Stranger-originated life insurance (STOLI): a policy bought with an investor’s money to be sold to that investor lacks insurable interest, is void or rescindable in most states, and is a fraudulent act under state law and the NAIC model; the agent’s license is at risk. A senior who no longer needs a policy she already owns can look at a regulated life settlement instead.',
  ],
  [
    /\breplac\w*\b/i,
    '- Replacement: a policy the client will cancel, lapse or surrender because of the new one is a replacement even if the cancelling comes after issue (so is taking it reduced paid-up or funding the new one with large loans or withdrawals from it), so you must answer the replacement question yes and give the state’s replacement notice and comparison forms; hiding a replacement is a violation (and twisting if it misleads the client), and the carrier’s records and the old policy’s lapse show it.',
  ],
  [
    /\b(?:paramed|exam|blood|urine|labs?|swab|sample)\b.{0,60}\b(?:twin|brother|sister|friend|cousin|someone else|somebody else|stand in)\b|\b(?:twin|brother|sister|friend|cousin|someone else|somebody else|stand in)\b.{0,60}\b(?:paramed|exam|blood|urine|labs?|swab|sample)\b/i,
    IDENTITY_FRAUD,
  ],
  [
    /\b(?:interview|health (?:questions|qs)|medical (?:questions|qs))\b.{0,40}\b(?:as|for|instead of) (?:her|him|them)\b|\b(?:as|instead of) (?:her|him|them)\b.{0,40}\binterview\b/i,
    '- The phone interview and the health questions are the insured’s own: the insured must answer them personally, and someone else answering in the insured’s place is impersonation, which voids the policy and is fraud. For a client who is hard of hearing or unwell, ask the carrier for an accommodation: many allow a family member on the call to help the client hear and understand (the client still answers), a relay or captioned call, a paper or in-person interview, or an interpreter.',
  ],
  [/\b(?:twin|brother|sister|friend|cousin|someone else|somebody else|stand in)\b/i, IDENTITY_FRAUD],
  [
    /\b(?:stop|quit|skip|come off|go off|get off)\b.{0,40}\b(?:before|until|ahead of)\b|\bnot in (?:his|her|the) (?:blood|system|urine)\b/i,
    '- Stopping a prescribed medication to hide it is dangerous (a blood thinner stopped for weeks raises the risk of a stroke or a clot) and it does not work: the prescription history shows every fill for years. Only the client’s doctor should change his medication; apply as he is, with a carrier whose rules fit.',
  ],
  [
    /\b(?:smok\w*|tobacco|nicotine|vap\w*|cig\w*|chew|dip)\b/i,
    '- Tobacco: non-tobacco rates need 12 months with no nicotine in any form, and the cotinine test or Rx history (quit-smoking drugs) shows recent use. Apply at tobacco rates now and ask the carrier to reconsider the class after 12 months nicotine-free.',
  ],
  [
    /\b(?:weigh\w*|weight|build|lbs?|pounds|height|bmi)\b/i,
    '- Build: the exam measures height and weight, and simplified issue carriers check prescriptions and records; apply with the true figures and pick a carrier whose build chart fits, or a graded or guaranteed issue plan if none does.',
  ],
  [
    /\b(?:dui|dwi|driving|license|felony|jail|prison|probation|parole|arrest\w*|convict\w*)\b/i,
    '- Records: the MVR and criminal background checks show dates; apply after the look-back has passed, or with a carrier or product whose questions the true answers fit.',
  ],
];

/** The refusal of a misstatement, with what to do instead for what the question is about. */
export function misrepresentationReply(question: string): string {
  const misleading = MISLEADING_A_CLIENT.find(([re]) => re.test(question))?.[1];
  if (misleading)
    return `I can’t help with that: misleading a client about a policy, a carrier or who you are is misrepresentation, an unfair trade practice under state law, and it can cost your license.\n\n${misleading}`;
  const topic = MISSTATEMENT_TOPICS.find(([re]) => re.test(question))?.[1];
  return topic ? `${SAFETY_REPLIES.misrepresentation}\n${topic}` : SAFETY_REPLIES.misrepresentation;
}

/** What a dispute is about, for the advice that fits it beside the attorney. */
const DISPUTE_TOPICS: [RegExp, string][] = [
  [
    /\b(?:killed|murder\w*|slayer|homicide|manslaughter)\b/i,
    '- A beneficiary charged with killing the insured: state slayer statutes bar a beneficiary who feloniously and intentionally killed the insured from collecting. The carrier usually holds the proceeds until the criminal case is decided, or interpleads them into court; if the slayer rule applies, the money goes to the contingent beneficiary or the estate as if she had died first.',
  ],
  [
    /\blaps\w*\b.*\b(?:notice|letter|warning|never (?:got|received))\b|\b(?:notice|letter)\b.*\blaps\w*/i,
    '- A lapse the family says was never noticed: most states require the carrier to mail a lapse or grace notice (and a notice to a designated third party for seniors who named one) before a policy ends; ask the carrier in writing for its proof of mailing, and if it cannot show the required notice, the lapse may not stand. The state insurance department takes complaints at no cost.',
  ],
  [
    /\b(?:owns?|owner)\b.*\b(?:ex|divorce\w*)\b|\b(?:ex|divorce\w*)\b.*\b(?:owns?|owner)\b/i,
    '- Who controls the policy: the owner, not the insured, names and changes the beneficiary. Only the owner, or a court order such as a divorce decree that requires the change, can change it; her divorce attorney can check what the decree says and ask the court to enforce it.',
  ],
  [
    /\b(?:beneficiar\w*|who gets|payout|proceeds|fighting over|claiming|interplead\w*|ex[- ]?wife|ex[- ]?husband|divorce)\b/i,
    '- Who is paid: the beneficiary designation on file with the carrier decides, not the agent or the family; the agent cannot pick or change it. When people contest it, the carrier may hold the money or pay it into court (interpleader) until the dispute is settled.',
  ],
  [
    /\b(?:ex[- ]?wife|ex[- ]?husband|ex[- ]?spouse|divorce\w*)\b/i,
    '- An ex-spouse still named: in many states a divorce automatically revokes a former spouse as beneficiary (revocation-on-divorce statutes), but not in all, and a policy under an employer plan (ERISA) follows the designation on file; a divorce decree may also require the ex to stay named. Which rule wins is a question for an attorney.',
  ],
  [
    /\bsubpoena\w*\b/i,
    '- A subpoena: do not ignore it, and do not alter or destroy anything in the file. Note the deadline, tell your agency’s compliance team and your E&O insurer, and let an attorney respond (client privacy rules may limit what you can hand over).',
  ],
  [
    /\b(?:testify\w*|testimony|witness|statement|deposition|subpoena\w*)\b/i,
    '- Asked to testify or give a statement: do not on your own. Tell your E&O insurer and your agency first and let your own attorney advise you; the family needs its own lawyer, and you give facts from your file, not opinions.',
  ],
  [
    /\b(?:imo|fmo|upline|renewals?|commissions?|contract|vesting|chargebacks?)\b/i,
    '- A commission or contract dispute: your agent and commission contracts decide renewals, vesting and chargebacks; get copies of every contract and statement, and have an attorney read them before you act.',
  ],
  [
    /\b(?:suitab\w*|unsuitable|best interest)\b/i,
    '- An annuity sale called unsuitable: the best-interest rule (NAIC Model #275, adopted by most states) judges the sale by the consumer profile you gathered and documented when you sold it; gather that file (the profile, the alternatives considered, the disclosures and the client’s signed acknowledgments), tell your E&O insurer, and answer the regulator through counsel by its deadline.',
  ],
  [
    /\b(?:doi|department of insurance|regulator|investigat\w*|complaint|license)\b/i,
    '- A regulator inquiry or complaint: answer by the deadline it gives, truthfully and through counsel, and tell your E&O insurer; keep the file (application, notes, disclosures, recordings).',
  ],
  [
    /\b(?:tcpa|robocall\w*|dialer|dnc|do not call|replied stop|consent|opt(?:ed)? out|per (?:call|text))\b|\btext\w* (?:him|her|them) \d+/i,
    '- A TCPA claim: statutory damages run per call or text ($500 each, up to $1,500 if willful), and texts after a STOP are the riskiest, so preserve your consent records and call logs, stop calling the number, and let counsel respond.',
  ],
];

/** The referral to an attorney, with the advice that fits the dispute. */
export function legalDisputeReply(question: string): string {
  // Up to two lines that fit ("who is paid" and "an ex-spouse still named" for a divorce case).
  const topics = DISPUTE_TOPICS.filter(([re]) => re.test(question))
    .slice(0, 2)
    .map(([, line]) => line);
  return [SAFETY_REPLIES.legal_dispute, ...topics].join('\n');
}

import type { Assistant, AssistantInput, AssistantReply, ReplyRoute } from '../types';
import { emptyCase, hasMedicalFacts, hasRiskFacts, mergeCase, type CaseFacts } from '../case/case-facts';
import { buildVocabulary, readMessage } from '../case/read-message';
import { caseForTurn, type TurnCase } from '../case/update-case';
import { ENGINE_CAVEAT } from '../compose/caveats';
import { rewriteAnswer } from '../rewrite/rewrite-answer';
import { readRewriteRequest, type RewriteRequest } from '../rewrite/rewrite-request';
import { PRICE_OBJECTION } from '../case/price-objection';
import { composeAnswer } from '../compose/compose-answer';
import { sourcesBlock } from '../compose/sources';
import type { KnowledgeDoc } from '../retrieval/documents';
import { isAnnuityOnlyDoc, Retriever, type RetrievalResult } from '../retrieval/retriever';
import { genericNames } from '../retrieval/synonyms';
import { classifySafety, OWN_COMMISSION, type SafetyIntent } from '../safety/intents';
import { promisePreface } from '../safety/promises';
import {
  emergencyReply,
  legalDisputeReply,
  liveRateReply,
  misrepresentationReply,
  belongsElsewhere,
  outOfScopeReply,
  SAFETY_REPLIES,
  suicideReply,
} from '../safety/replies';
import { isIncomeMultiple } from '../tools/income-multiple';
import { asksPaymentDate, isPaymentDate } from '../tools/payment-date';
import { runTools } from '../tools/run-tools';
import { isTableRating } from '../tools/table-rating';
import { engineAnswer } from '../underwriting/answer';
import {
  aboutPlacedPolicy,
  aboutPolicyInForce,
  asksForAPick,
  asksIfItFits,
  asksWhatToSell,
  asksClassOrAge,
  asksForOutcome,
  asksWhatMedicationMeans,
  confirmsTier,
  describesCaseOnly,
  isCaseFollowUp,
} from '../underwriting/asks-outcome';
import { readCase, type UnderwritingRead } from '../underwriting/engine';
import { finalExpenseFaceNote } from '../underwriting/final-expense-face';
import { noExamNote } from '../underwriting/no-exam';
import { asksNextQuestions, isNextQuestions, nextQuestions } from '../underwriting/next-questions';
import { recentWeightLossNote } from '../underwriting/recent-weight-loss';
import { productChoiceNote } from '../underwriting/product-choice';
import { asksAboutWaiting, waitingNote } from '../underwriting/waiting';
import { asksWhenBetter } from '../underwriting/when-better';
import { asksForWords } from '../underwriting/client-script';
import { finalExpenseRangeText, fullyRangeText } from '../underwriting/outcomes';

export const NOT_COVERED =
  'I don’t have a reliable answer to that in my knowledge base, so I won’t guess. Try naming the product, condition, rule or situation you have in mind, or check the carrier’s guide.';

/** A question about the person in the record or the thread ("is she…", "my client", "this lead"). */
const REFERS_TO_PERSON =
  /\b(?:client|lead|applicant|prospect|insured|customer|he|she|him|her|his|hers|hes|shes|guy|lady|man|woman|husband|wife|mom|dad|mother|father|this (?:person|one|case))\b/i;
const REFERS_TO_PRODUCT = /\b(?:product|plan|policy|coverage|wants?|interested|looking at|considering)\b/i;
/**
 * A question that leans on the one before it: it opens like a follow-up, points back ("that", "it"), or
 * names the thread's client by pronoun ("what happens if she needs money in year 3").
 */
const LEANS_ON_PREVIOUS =
  /^\s*(?:and|but|so|ok(?:ay)?|also|what about|how about|what if|then|same|why|how come|really|which one|the other|(?:she|he|they)(?:'?s|'?re| is| was| wants?| thinks?| says?| asked)?)\b|\b(?:that|it|this one|those|them|then|instead|either|the other one)\b|\b(?:she|he|her|his|him)\b/i;

/** "Same thing but in texas", "does that change if its an ira", "what if it was an annuity instead". */
const SAME_SUBJECT =
  /\bsame (?:thing|question|client|case|scenario|situation|deal|answer)\b|\b(?:does|would|will) (?:that|this|it|the answer|anything) change if\b|\b(?:would|will|does) (?:that|it|this) (?:be different|still (?:work|apply|hold))\b|\binstead\s*\??\s*$|\bwhat if (?:it'?s|its|it was|it were) (?:the|an?) /i;

const PRODUCT_NAME =
  /\b(?:fia|fias|myga|mygas|spia|dia|iul|gul|vul|ul|rop|whole life|wl|final expense|fe|term|annuit\w*|indexed|variable|fixed)\b/gi;

/**
 * "What about an FIA instead" after a MYGA answer: another product offered is another subject ("does
 * that change if its an annuity" asks the same rule of another product, and stays).
 */
function namesNewProduct(question: string, previous: string | null): boolean {
  if (!/\b(?:what|how) about\b/i.test(question)) return false;
  const before = new Set((previous ?? '').toLowerCase().match(PRODUCT_NAME) ?? []);
  return (question.toLowerCase().match(PRODUCT_NAME) ?? []).some((p) => !before.has(p));
}

/** The record's money figures and notes, said the way the calculators read them ("income 70000"). */
function recordFigures(context: AssistantInput['context']): string {
  if (!context) return '';
  const figures: string[] = [];
  const labels: [RegExp, string][] = [
    [/income|salary|earn/, 'income'],
    [/mortgage/, 'mortgage'],
    [/debt|loan|credit/, 'debts'],
    [/child|kid|dependent/, 'kids'],
    [/existing|group_life|current_coverage|coverage_in_force/, 'existing coverage'],
  ];
  for (const [key, value] of Object.entries(context)) {
    const label = labels.find(([re]) => re.test(key.toLowerCase()))?.[1];
    if (label && value !== null && value !== undefined && value !== '')
      figures.push(`${label} ${String(value).replace(/[$,]/g, '')}`);
  }
  if (typeof context.notes === 'string') figures.push(context.notes);
  return figures.length ? ` (${figures.join(', ')})` : '';
}

/** Risks the underwriting engine has no rules for: their documents answer. */
const UNMODELED_RISK =
  /\b(?:deploy\w*|active duty|military|army|navy|marines?|air force|national guard|sgli|servicemember|occupation\w*|climbs?|climbing|towers?|lineman|logger|logging|commercial fish\w*|miner|mining|oil rig|offshore|pilots?|aviation|flying|skydiv\w*|scuba|diving|racing|races|bungee|base jump\w*|hang glid\w*|travel\w*|abroad|overseas)\b/i;

const TWO_LIVES =
  /\b(?:couple(?! (?:of\b|times|days|weeks|wks|months|mos|years|yrs|drinks|beers|cigs|cigarettes|hits|more|hundred|grand|thousand|bucks|dollars|k\b))|survivorship|second[- ]to[- ]die|first[- ]to[- ]die|joint (?:life|policy)|both of them)\b/i;

const ENGINE_FACTS = new Set<keyof CaseFacts>([
  'age',
  'birthdayInMonths',
  'heightInches',
  'weightPounds',
  'tobacco',
  'conditions',
  'dui',
  'felony',
  'residency',
  'avocation',
  'product',
]);

/** Enough of a case to read: a risk fact, or an age with a product (age limits decide). */
function hasCaseFacts(facts: CaseFacts): boolean {
  return hasRiskFacts(facts) || (facts.age !== undefined && facts.product !== undefined);
}

/** What both modes know about a turn before answering it. */
export interface Understanding {
  intent: SafetyIntent | null;
  turn: TurnCase;
  tools: string[];
  /** The engine's read, when the question asks how this case would be underwritten. */
  engine: UnderwritingRead | null;
  retrieval: RetrievalResult;
  /** "What would you say to her?" after a read: the engine answers in words for the client. */
  wordsForClient: boolean;
  /** "Shorter pls", "now as a text": the previous answer, said again in another form. */
  rewrite: RewriteRequest | null;
  /** "Ok what do I ask her next?" after a read: the questions still open for the case. */
  askNext: boolean;
}

/** A thread about a death that happened and its claim. */
const CLAIM_THREAD =
  /\b(?:death claim|claim (?:is |was )?(?:under review|denied|pending|delayed)|rescinded|rescission)\b|^(?=.*\b(?:insured|client|husband|wife|he|she|policy ?holder|owner)\s+(?:\w+\s+)?(?:died|passed away)\b)(?=.*\b(?:claim|bene\w*|after (?:issue|it was issued)|contestab\w*|under review|(?:\d+|a few) (?:mo|mos|months?) (?:in|after|into))\b)/i;

/** A medical detail in an annuity thread asks about life cover only when it names it. */
const ASKS_LIFE_COVER =
  /\b(?:life (?:insurance|policy|cover\w*)|term|whole life|wl|iul|ul|final expense|fe|burial|insurable|qualif\w*|rate class|class|table|approv\w*|underwrit\w*|coverage|death benefit|rider)\b/i;

export class KnowledgeAssistant implements Assistant {
  readonly mode = 'knowledge' as const;
  readonly retriever: Retriever;
  readonly docs: KnowledgeDoc[];
  readonly vocabulary: ReturnType<typeof buildVocabulary>;
  private readonly bySlug: Map<string, KnowledgeDoc>;

  constructor(
    knowledgeDir: string,
    readonly clock: () => Date = () => new Date(),
  ) {
    this.retriever = new Retriever(knowledgeDir);
    this.docs = this.retriever.docs;
    this.bySlug = new Map(this.docs.map((doc) => [doc.slug, doc]));
    this.vocabulary = buildVocabulary(this.retriever.synonyms.drugs);
  }

  /** Whether a figure (a fee, a percentage) is written in the knowledge base, so quoting it invents nothing. */
  holdsFigure(figure: string): boolean {
    const digits = figure.replace(/[^\d.]/g, '');
    return this.docs.some((d) => `${d.lead} ${d.sections.map((s) => s.body).join(' ')}`.includes(digits));
  }

  /** The thread's case as said so far: kept with the thread, or read again from its history. */
  private saidSoFar(input: AssistantInput): CaseFacts | null {
    if (input.caseFacts) return input.caseFacts;
    if (input.history.length === 0) return null;
    return input.history.reduce(
      (said, turn) => mergeCase(said, readMessage(turn.user, this.vocabulary, this.clock()).facts),
      emptyCase(),
    );
  }

  understand(input: AssistantInput): Understanding {
    const question = input.question;
    // How short the question is decides several readings below ("ok 250k then", "fe read?").
    const words = question.split(/\s+/).length;
    const classified = classifySafety(question);
    const turn = caseForTurn({
      said: this.saidSoFar(input),
      question,
      context: input.context,
      vocabulary: this.vocabulary,
      now: this.clock(),
    });
    const known = {
      ...turn.facts,
      dob: input.context
        ? String(
            input.context.dob ??
              input.context.date_of_birth ??
              input.context.birth_date ??
              input.context.birthday ??
              '',
          ) || null
        : null,
      today: this.clock(),
    };
    let tools = runTools(`${question}${recordFigures(input.context)}`, known);
    // A short follow-up ("her husband's bday is the 25th") continues the previous calculation.
    // Only a message that brings a figure, a date or a "what about…" continues it: "how long after
    // getting rated can she ask for a better class" asks something of its own.
    const continuesFigures =
      /\d|\b(?:bday|birthday|born|dob|date|day|what about|how about|and if|what if|instead|then|so (?:what|which|when))\b/i.test(
        question,
      );
    // "He says 1.3m is way too much, how do I respond": an objection to the figure, not a new calculation.
    // ("He makes 40k, is 1m too much?" asks the limit itself.)
    const objectsToFigure =
      /\b(?:says|said|thinks|feels|complain\w*|objects?)\b[^?.]{0,30}\b(?:way )?too (?:much|high|big|expensive)\b|\bhow (?:do|should) i (?:respond|handle)\b/i.test(
        question,
      );
    if (objectsToFigure) tools = tools.filter((tool) => !isIncomeMultiple(tool));
    // The record's "SS deposits 3rd wednesday" answers a draft-date question only when one is asked.
    if (!asksPaymentDate(question)) tools = tools.filter((tool) => !isPaymentDate(tool));
    if (tools.length === 0 && input.history.length > 0 && words <= 12 && continuesFigures && !objectsToFigure) {
      const earlier = input.history
        .slice(-2)
        .map((t) => t.user)
        .reverse()
        .join(' ');
      // "and if she's 185": the new weight goes first, so it is the one the calculation reads.
      const newWeight =
        turn.changed.includes('weightPounds') && turn.facts.weightPounds !== undefined
          ? ` ${turn.facts.weightPounds} lb`
          : '';
      // "How much is that on the 1m" after an answer about a flat extra: the flat extra, worked on it.
      const named =
        /\bflat extra\b/i.test(input.history.at(-1)!.assistant) && /\bhow much\b|\bcost\b|\badd\b/i.test(question)
          ? ' (flat extra)'
          : '';
      const continued = runTools(`${question}${newWeight} ${earlier}${recordFigures(input.context)}${named}`, known);
      tools = continued.filter((tool) => !input.history.some((t) => t.assistant.includes(tool)));
      // "ok so what draft date do I put?" asks for the figure just worked out: say it again.
      if (tools.length === 0 && /\b(?:so (?:what|which|when)|what (?:date|day)|which (?:date|day))\b/i.test(question))
        tools = continued.slice(0, 1);
    }
    // Figures the agent gave and a calculator worked through ("$35 a lead, close 1 in 12") are not a
    // live rate asked for.
    // "Hep c cured 2020 w harvoni, 55 F. term rates?": with a health history and no figure asked
    // for, "rates" means the class she can get, which the engine reads.
    const ratesMeansClass =
      classified === 'live_rate' &&
      hasMedicalFacts(turn.message) &&
      !/\$|\d\s*(?:k|m|mil|thousand)\b|\bhow much\b|\bexact\b|\bquotes?\b|\bpremiums?\b|\b(?:caps?|payouts?|commissions?|costs?|price|ballpark)\b|\b(?:per|a) (?:month|mo|year)\b|\/mo\b|\bmonthly\b/i.test(
        question,
      );
    // …but a commission at the agent's own contract level is the carrier's schedule, whatever a calculator says.
    const intent =
      classified === 'live_rate' && (tools.length > 0 || ratesMeansClass) && !OWN_COMMISSION.test(question)
        ? null
        : classified;
    const caseInMessage = hasCaseFacts(turn.message);
    // The lead's name counts as a reference to the lead ("level or graded for earl?").
    const leadName = String(input.context?.name ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((part) => part.length > 2);
    const namesLead = leadName.some((part) => new RegExp(`\\b${part.replace(/[^a-z'-]/g, '')}\\b`, 'i').test(question));
    // Beside a lead, a short outcome question ("preferred possible?") is about that lead.
    // "level FE possible or am i looking at graded?" asks too; "what's the difference between level and
    // graded" asks what the tiers are.
    const besideLead =
      input.context !== null &&
      asksForOutcome(question) &&
      asksClassOrAge(question) &&
      (words <= 8 ||
        (words <= 14 &&
          !/^\s*(?:what(?:'s| is| are| does)|whats|explain|define|how (?:does|do|is|are)|why|difference|diff)\b|\b(?:vs\.?|versus|difference between|mean(?:s|ing)?)\b/i.test(
            question,
          )));
    const aboutPerson = REFERS_TO_PERSON.test(question) || caseInMessage || namesLead || besideLead;
    // Only a change the engine reads makes a follow-up a case question ("his wife stays home" is not).
    // A follow-up goes to the engine when the thread was reading a case (its last reply was the
    // engine's) or the follow-up itself adds a medical fact.
    const lastWasEngine = isEngineRead(input.history.at(-1)?.assistant ?? '');
    // "pre-preg she was 150": a short message that only changes the case the last reply read.
    const shortUpdate = lastWasEngine && words <= 10 && describesCaseOnly(question);
    // "Would she get the flat extra back on ROP?": a question about how a product works, not a new read.
    const asksFeature =
      /\b(?:get (?:\w+ ){0,3}back|refund\w*|taxable|cash value|how does(?! (?:he|she|they|it|this \w+|the case) look)|what happens to|dividends?|loan)\b/i.test(
        question,
      ) && !asksClassOrAge(question);
    // "ok 250k then": a new amount for the case just read.
    const newAmount = lastWasEngine && turn.changed.length === 1 && turn.changed[0] === 'faceAmount' && words <= 6;
    // "What would you say to her?" after a read earlier in the thread.
    const readEarlier = input.history.some((t) => isEngineRead(t.assistant));
    // Words about one feature ("how do I explain the graded part?") come from its document instead.
    const namesFeature =
      /\b(?:graded|modified|waiting period|contestab\w*|rider|exclusion|look-?back|free look|exam|paramed|labs?|blood ?work|phone interview|guaranteed issue|gi)\b/i.test(
        question,
      );
    const wordsForClient = readEarlier && asksForWords(question) && !namesFeature && words <= 10;
    const followUp =
      (isCaseFollowUp(question) || shortUpdate || newAmount) &&
      !asksFeature &&
      (turn.changed.some((key) => ENGINE_FACTS.has(key)) || newAmount) &&
      (lastWasEngine ||
        hasMedicalFacts(turn.message) ||
        (turn.changed.includes('age') &&
          turn.facts.product !== undefined &&
          asksForOutcome(input.history.at(-1)?.user ?? '')) ||
        (turn.changed.includes('product') && hasMedicalFacts(turn.facts)) ||
        // "Shes turning 81 in feb, does that matter?": the age a carrier uses, for the case being read.
        (turn.changed.includes('birthdayInMonths') && hasRiskFacts(turn.facts)) ||
        // "and at 81?" about the client whose health the thread described.
        (turn.changed.length === 1 && turn.changed[0] === 'age' && hasMedicalFacts(turn.facts) && words <= 5));
    // The engine reads a case when asked how it would be underwritten. With only an age or tobacco
    // known ("55 yo smoker, term or FE?"), the question must ask for a class or an age limit;
    // otherwise it is a product question the knowledge base answers better.
    const medical = hasMedicalFacts(turn.facts);
    // A thread about a policy in force (a rider claim, a conversion) stays a service question.
    const inForce =
      (aboutPolicyInForce(question) || (!lastWasEngine && input.history.some((t) => aboutPolicyInForce(t.user)))) &&
      // "Was rated table 2" tells the policy's history; "table 2?" asks for a class.
      !/\b(?:rate class|what class|preferred|standard|(?<!\b(?:rated|was|were|at) )table|insurable|qualif\w*|approv\w*)\b/i.test(
        question,
      );
    // "Client died 14 mo after issue… turns out he didn't put his afib on the app": a claim, not a read.
    const claimThread = input.history.slice(-2).some((t) => CLAIM_THREAD.test(t.user));
    // "What about his wife, 70, healthy, no meds?": the spouse read as a client of her own.
    const newClient = turn.newPerson === true && (turn.message.age !== undefined || hasRiskFacts(turn.message));
    // "What would u put her in?" beside a lead: with a health history and a life product, the read's
    // options answer; otherwise the record's product and notes are searched.
    const recommends = input.context !== null && asksWhatToSell(question) && words <= 10;
    // "Which way would u go for him then" after a read: the read's best fit, for the case being read.
    const picksAWay = readEarlier && asksForAPick(question);
    const asksCase =
      (recommends && hasMedicalFacts(turn.facts) && turn.facts.product !== 'annuity') ||
      (picksAWay && hasCaseFacts(turn.facts) && !inForce) ||
      (aboutPerson && asksForOutcome(question) && (medical || asksClassOrAge(question)) && !inForce && !asksFeature) ||
      (hasMedicalFacts(turn.message) && describesCaseOnly(question) && intent === null && !inForce) ||
      // "40m quit cigs 2 months ago, wants 20yr term": a risk and the product wanted, nothing asked.
      (hasRiskFacts(turn.message) &&
        turn.message.product !== undefined &&
        !question.includes('?') &&
        describesCaseOnly(question) &&
        intent === null &&
        !inForce) ||
      // "They found he didn't disclose sleep apnea, now what": a claim on the policy, not a new read.
      (followUp && hasCaseFacts(turn.facts) && !aboutPolicyInForce(question) && !claimThread) ||
      // "He mentions he quit smoking 8 months ago": a quit date told is whether tobacco rates still apply.
      (turn.changed.includes('tobacco') &&
        turn.message.tobacco?.quitMonthsAgo !== undefined &&
        describesCaseOnly(question) &&
        intent === null &&
        !inForce) ||
      // "Says it was for morning sickness in 2023": the medication the last read found, explained.
      (turn.explained !== undefined && lastWasEngine) ||
      // "Ok but what would you say to her?" after a read: the read, in words for the client.
      (wordsForClient && hasCaseFacts(turn.facts)) ||
      (newClient && intent === null && !inForce) ||
      // "fe read?", "and for term?": a product named alone, about the case the thread holds.
      (turn.message.product !== undefined &&
        words <= 4 &&
        /\b(?:read|outlook|chances|odds|options?|look|\?)\s*\??\s*$/i.test(question) &&
        hasRiskFacts(turn.facts) &&
        input.history.length > 0 &&
        !inForce) ||
      // "Ok so graded then?": one tier checked against the read just given.
      (lastWasEngine && confirmsTier(question) !== null && hasCaseFacts(turn.facts)) ||
      // "When can he get level?" about the case being read.
      (asksWhenBetter(question) && hasCaseFacts(turn.facts) && (lastWasEngine || caseInMessage) && !inForce) ||
      // "Worth waiting or apply now?" after a read: whether to wait, for the case being read.
      (asksAboutWaiting(question) && lastWasEngine && hasCaseFacts(turn.facts)) ||
      // "Bupropion on the rx pull, what's that usually for?": the drug table reads it.
      (turn.message.medications.length > 0 && asksWhatMedicationMeans(question) && intent === null && !inForce) ||
      // "gabapentin. what do i need to ask": the read's questions to ask next.
      (turn.message.medications.length > 0 &&
        /\bwhat (?:do|should) i (?:need to )?ask\b|\bwhat (?:questions|else) (?:do|should) i ask\b/i.test(question) &&
        intent === null);
    // An annuity is not underwritten for mortality: no class to read unless the message is medical.
    // "Going into a nursing home, does an annuity protect her assets from Medicaid?" is Medicaid planning.
    // "He's showing early dementia signs, wife says go ahead" in an annuity sale: his capacity to buy, not a class.
    const annuity =
      (turn.facts.product === 'annuity' && (!hasMedicalFacts(turn.message) || !ASKS_LIFE_COVER.test(question))) ||
      /\bmedicaid\b/i.test(question);
    // "Making 60k, wants 3 mil, will they approve it?" is financial underwriting: the calculator answers.
    const financial = tools.some(isIncomeMultiple) && !hasMedicalFacts(turn.message);
    // "bmi for 5'8 245?", "5'7 105 lbs, too light??": the build itself is asked, and the calculator answers.
    const buildAsked =
      tools.some((t) => t.startsWith('BMI for')) &&
      !hasMedicalFacts(turn.message) &&
      /\b(?:bmi|too (?:light|heavy|thin|skinny|big)|underweight|overweight|build)\b/i.test(question);
    // A risk the engine has no rules for (deployment, a hazardous job or hobby, travel) is the
    // knowledge base's to answer, unless the message also says something medical.
    // A policy on two lives ("couple wants to leave 500k to the grandkids") is a design question.
    const unmodeled =
      // …but "races motocross, can he get preferred?" asks the class of a hobby the engine reads.
      (UNMODELED_RISK.test(question) &&
        !hasMedicalFacts(turn.message) &&
        !(turn.message.avocation !== undefined && asksClassOrAge(question) && tools.length === 0)) ||
      TWO_LIVES.test(question) ||
      // "Rx check came back showing gabapentin but she said no meds": a mismatch with the application
      // to resolve with the carrier, not a new read.
      (/\b(?:rx|prescription|mib|intelliscript|milliman)(?: check| report| history| hit)?\b.{0,30}\b(?:came back|showed|shows|showing|found|flagged|pulled|has)\b/i.test(
        question,
      ) &&
        /\b(?:answered no|no meds|no medications|not on the app|(?:didn'?t|did not|never) (?:list|disclose|mention|put)|left (?:it )?off)\b/i.test(
          question,
        )) ||
      // "The premium is like $300/mo on her SS check, what can I do?": the price, not a new read (unless
      // another product is asked about: "if term is too pricey what about FE for her").
      (turn.message.product === undefined && PRICE_OBJECTION.test(question)) ||
      // "How long after getting rated can she ask for a better class?": reconsideration, not a new read.
      /\b(?:reconsider\w*|re[- ]?rat(?:e|ed|ing)|ask for a better (?:class|rate|rating)|(?:improve|upgrade|lower|remove|drop) (?:the |her |his |their )?(?:class|rating|table|flat extra)|get (?:the |her |his )?(?:rating|flat extra|table) (?:removed|taken off|reduced|dropped))\b/i.test(
        question,
      ) ||
      // "He drinks 6 beers a night, will that show up?": what the labs and checks detect, not a new read.
      // "Will the new carrier see that?", "how far back does the rx check look?": the checks themselves.
      /\b(?:will|would|does|do|can|could) (?:(?:that|it|this|they|underwriting) |the (?:\w+ ){1,2})(?:show(?: up)?|come up|be seen|be detected|be caught|pick (?:it|that) up|see (?:it|that|this)|find (?:it|that|out)|catch (?:it|that)|tell)\b(?![^?]*\b(?:class|rate|rating|table|approv\w*|qualif\w*|premium)\b)|\bhow far back (?:does|do|will|can) (?:the |an? )?(?:rx|mib|mvr|prescription|pharmacy|background|criminal|medical|script)\b|\b(?:will|would|does) (?:that|it|this|the decline) follow (?:him|her|them)\b/i.test(
        question,
      ) ||
      // "Policy approved, how do i do delivery right": the policy is placed; delivering it is service.
      aboutPlacedPolicy(question) ||
      // "What can he do in the meantime?": what to do while waiting, not a new read.
      /\b(?:in the meantime|meanwhile|until then|while (?:he|she|they) waits?)\b/i.test(question) ||
      // "She has mild dementia, can he sign for her with POA?": who may sign, not how she would be rated.
      /\b(?:sign|signs|signing|signature)\b.{0,40}\b(?:poa|power of attorney|for (?:her|him|them))\b|\b(?:poa|power of attorney)\b/i.test(
        question,
      );
    // "If it comes back table 2 what's that do to the price": the rating's cost, which the calculator works out.
    const ratingPriced =
      tools.some(isTableRating) &&
      /\b(?:price|prices|cost|costs|premium|premiums|how much|do to (?:the|his|her) (?:price|premium|rate))\b/i.test(
        question,
      );
    const engine =
      (hasCaseFacts(turn.facts) || newClient) &&
      asksCase &&
      !annuity &&
      !financial &&
      !unmodeled &&
      !buildAsked &&
      !ratingPriced
        ? readCase(turn.facts)
        : null;

    // The thread's subject is in its last two questions: a follow-up to a follow-up ("policy was only
    // issued 18 months ago", then "how do I explain that to her gently") is still about the claim.
    const previous = input.history.length
      ? [input.history.at(-2)?.user, input.history.at(-1)!.user].filter(Boolean).join(' ')
      : null;
    const short = words <= 8;
    const lead = input.context && REFERS_TO_PERSON.test(question) ? this.leadWords(turn.facts, question) : null;
    // "Diff q - …", "unrelated:": the agent says the thread's subject is over.
    const newTopic =
      /^\s*(?:diff(?:erent)? (?:q|question)|unrelated|new (?:q|question)|separate (?:q|question)|other (?:q|question)|side (?:q|question)|random (?:q|question)|also unrelated)\b/i.test(
        question,
      );
    const leans = Boolean(previous) && !newTopic && (short || LEANS_ON_PREVIOUS.test(question));
    // A follow-up that names no product ("what about the other one for her mom?") is about the
    // thread's product: it widens the search like the lead's words do.
    const threadProduct =
      leans && turn.facts.product && !turn.changed.includes('product') ? turn.facts.product.replace(/_/g, ' ') : '';
    // The lead's name says who, not what: "How should I present term to Maria?" searches without it.
    const searched = recommends
      ? `${question} which product fits best ${[input.context!.product_interest, input.context!.notes].filter(Boolean).join(' ')}`
      : namesLead
        ? question.replace(
            new RegExp(
              `\\b(?:${leadName
                .map((part) => part.replace(/[^a-z'-]/g, ''))
                .filter(Boolean)
                .join('|')})(?:'s)?\\b`,
              'gi',
            ),
            ' ',
          )
        : question;
    const lastAnswer = input.history.at(-1)?.assistant ?? '';
    // "shorter, shes 71 on fixed income" reshapes the answer; "shorter, shes on oxygen now" changes the
    // case, and the case is read again.
    let rewrite =
      intent === null && !wordsForClient && lastAnswer && lastAnswer !== NOT_COVERED && !hasMedicalFacts(turn.message)
        ? readRewriteRequest(question)
        : null;
    // "Make it less salesy": the previous question again, searched for its respectful, low-pressure wording
    // (searched instead of the follow-up's own words, which name no subject).
    if (rewrite?.form === 'softer') {
      const cited = this.citedLately(input.history);
      const softer = this.retriever.search({
        question: `${input.history.at(-1)!.user} respectful low-pressure wording`,
        previousDocs: cited,
      });
      // Wording found in another document is about another subject ("gently" finds selling to seniors):
      // the previous answer said plainly to the client is then the gentler version.
      const sameSubject = cited.length === 0 || cited.includes(softer.hits[0]?.chunk.doc.slug ?? '');
      if (softer.relevant && sameSubject)
        return { intent, turn, tools, engine: null, retrieval: softer, wordsForClient, rewrite: null, askNext: false };
      if (!sameSubject) rewrite = { form: 'plain' };
    }
    // "ok what about 1M instead": a new amount on the case changes what the carrier asks for.
    const amountOnly =
      turn.changed.length === 1 && turn.changed[0] === 'faceAmount' && words <= 6 ? 'age and amount requirements' : '';
    // "How much does she even need" about a final expense case: the funeral, not a DIME.
    const finalExpenseSizing =
      turn.facts.product === 'final_expense' &&
      /\bhow much\b[^?]{0,30}\bneeds?\b(?! to (?:pay|spend|put))/i.test(question)
        ? 'final expense sizing funeral costs'
        : '';
    const cited = leans ? this.citedLately(input.history) : [];
    // "Does IUL make sense for him?" beside a lead: the record's goals widen it, as the lead's words do.
    const fitsLead =
      input.context !== null && asksIfItFits(question) && words <= 10 ? String(input.context.notes ?? '') : '';
    let retrieval = this.retriever.search({
      question: finalExpenseSizing ? `${searched} (${finalExpenseSizing})` : searched,
      previous: leans ? previous : null,
      lead: [lead, threadProduct, amountOnly, fitsLead].filter(Boolean).join(' ') || null,
      previousDocs: cited,
      sameSubject: leans && SAME_SUBJECT.test(question) && !namesNewProduct(question, previous),
      age: turn.facts.age ?? null,
      state: turn.facts.state ?? null,
      // An annuity sale: the case says so, or the thread's last answer came from annuity pages ("250k CD
      // maturing, wants safe", then "and if she dies during the 5 yrs?").
      annuityCase:
        (turn.facts.product === 'annuity' || (turn.facts.product === undefined && this.onlyAnnuityPages(cited))) &&
        turn.message.product === undefined &&
        !ASKS_LIFE_COVER.test(question),
    });
    // A follow-up too short to stand alone ("and his wife, born 1961?") is the previous question again.
    if (!retrieval.relevant && previous && !engine) {
      // "ok how do I say that to him?": the thread's subject, asked again in the follow-up's words.
      const thread = input.history
        .slice(-2)
        .map((t) => t.user)
        .join(' ');
      const together = this.retriever.search({
        question: `${question} ${leans ? thread : previous}`,
        lead,
        previousDocs: leans ? this.citedLately(input.history) : [],
      });
      if (together.relevant) retrieval = together;
    }
    // After a read, or beside a lead whose record is a case: "what do i ask her next?".
    const askNext =
      intent === null &&
      (readEarlier || input.context !== null) &&
      hasCaseFacts(turn.facts) &&
      // An annuity meeting's questions are the suitability profile, not underwriting questions.
      turn.facts.product !== 'annuity' &&
      asksNextQuestions(question);
    return { intent, turn, tools, engine, retrieval, wordsForClient, rewrite, askNext };
  }

  /** The documents the latest answer with sources cited (a turn left unanswered does not end the subject). */
  private citedLately(history: AssistantInput['history']): string[] {
    for (const turn of history.slice(-2).reverse()) {
      const cited = this.citedIn(turn.assistant);
      if (cited.length > 0) return cited;
      if (turn.assistant !== NOT_COVERED) return [];
    }
    return [];
  }

  /** Whether the pages cited are all about annuities alone. */
  private onlyAnnuityPages(slugs: string[]): boolean {
    return slugs.length > 0 && slugs.every((slug) => isAnnuityOnlyDoc(this.bySlug.get(slug)!));
  }

  /** The documents an earlier answer cited, read back from its sources block. */
  private citedIn(answer: string): string[] {
    const block = answer.split('\nSources:\n')[1] ?? '';
    return this.docs.filter((doc) => block.includes(doc.title)).map((doc) => doc.slug);
  }

  /** What the record adds to a question about the lead: the medications, and the product when asked. */
  private leadWords(facts: CaseFacts, question: string): string {
    const meds = facts.medications.map((m) => m.name);
    const product = REFERS_TO_PRODUCT.test(question) && facts.product ? facts.product.replace(/_/g, ' ') : '';
    return [...meds, ...genericNames(meds.join(' '), this.retriever.synonyms), product].join(' ');
  }

  /** The engine's sources: the rules' documents, and the drug document of each medication named. */
  engineDocs(slugs: string[], facts: CaseFacts): KnowledgeDoc[] {
    const drugDocs = facts.medications.flatMap((med) => {
      const names = [med.name.toLowerCase(), med.generic.toLowerCase()];
      const doc = this.docs.find(
        (d) => d.slug.startsWith('rx-') && d.keywords.some((k) => names.includes(k.toLowerCase())),
      );
      return doc ? [doc] : [];
    });
    const ruleDocs = slugs.map((slug) => this.bySlug.get(slug)).filter((d): d is KnowledgeDoc => Boolean(d));
    return [...new Map([...drugDocs, ...ruleDocs].map((d) => [d.slug, d])).values()];
  }

  compose(input: AssistantInput, understanding: Understanding): AssistantReply {
    const { intent, turn, tools, engine, retrieval } = understanding;
    const done = (
      text: string,
      route: ReplyRoute,
      docs: KnowledgeDoc[] = [],
      kind: AssistantReply['kind'] = 'answer',
    ) => {
      const block = sourcesBlock(docs);
      return {
        text: block.text ? `${text}\n\n${block.text}` : text,
        sources: block.sources,
        kind,
        route,
        caseFacts: turn.said,
      };
    };

    if (intent && intent !== 'live_rate') {
      const declined =
        intent === 'out_of_scope' || intent === 'diagnosis' || intent === 'misrepresentation' || intent === 'forgery';
      const text =
        intent === 'misrepresentation'
          ? misrepresentationReply(input.question)
          : intent === 'legal_dispute'
            ? legalDisputeReply(input.question)
            : intent === 'emergency'
              ? emergencyReply(input.question)
              : intent === 'out_of_scope'
                ? outOfScopeReply(input.question)
                : intent === 'suicide'
                  ? suicideReply(input.question)
                  : SAFETY_REPLIES[intent];
      return done(text, `safety:${intent}`, [], declined ? 'declined' : 'answer');
    }
    if (intent === 'live_rate') {
      // A class to quote at only when something medical was said: age and tobacco alone say nothing of health.
      const forCase = hasMedicalFacts(turn.facts) ? quoteHint(readCase(turn.facts)) : '';
      return done(`${liveRateReply(input.question)}${forCase}`, 'safety:live_rate', [], 'declined');
    }

    if (understanding.rewrite) {
      // "Give me 3 bullets i can show her" after "what do i ask her next": the read, not the questions.
      const source = input.history.findLast((t) => !isNextQuestions(t.assistant)) ?? input.history.at(-1)!;
      const previous = source.assistant;
      const text = rewriteAnswer(
        previous,
        understanding.rewrite,
        {
          name: String(input.context?.name ?? '').split(/\s+/)[0] || null,
          person: personOf(input.question, turn.facts),
        },
        source.user,
      );
      const cited = this.citedIn(previous)
        .map((slug) => this.bySlug.get(slug))
        .filter((d): d is KnowledgeDoc => Boolean(d));
      if (text) return done(text, isEngineRead(previous) ? 'engine' : 'knowledge', cited);
    }
    if (understanding.askNext) {
      const read = readCase(turn.facts);
      const person = personOf(input.question, turn.facts);
      return done(nextQuestions(read, turn.facts, person), 'engine', this.engineDocs(read.docs, turn.facts));
    }
    const preface = promisePreface(input.question);
    if (engine) {
      const answer = engineAnswer({
        question: input.question,
        facts: turn.facts,
        read: engine,
        changed: turn.changed,
        said: turn.facts.conditions.filter((c) => turn.message.conditions.some((m) => m.id === c.id)),
        now: this.clock(),
        ...(turn.explained ? { explained: turn.explained } : {}),
        ...(understanding.wordsForClient ? { script: true } : {}),
      });
      const examNote = noExamNote(input.question, turn.facts);
      // Only guaranteed issue can be placed now: no fully underwritten offer and no final expense.
      const { fully, final_expense: finalExpense } = engine.combined;
      // …and only for a reason that ends (probation, a pending charge): a permanent knock-out never passes.
      const ends = turn.facts.felony?.active === true || turn.facts.dui?.pending === true;
      const blocked = ends && ['postpone', 'decline'].includes(fully.best) && finalExpense.best === 'decline';
      const waiting = waitingNote(input.question, { blocked, postponed: fully.best === 'postpone' });
      // A note about what the message itself reports (a recent weight loss) comes before the general ones.
      const noExam =
        examNote ??
        recentWeightLossNote(input.question) ??
        finalExpenseFaceNote(input.question, turn.facts) ??
        waiting ??
        productChoiceNote(input.question);
      const docs = this.engineDocs(examNote ? [...answer.docs, 'accelerated-underwriting'] : answer.docs, turn.facts);
      // A note that answers the follow-up itself ("worth waiting or apply now?") opens; others follow the read.
      const answersItself = noExam !== null && noExam === waiting && asksAboutWaiting(input.question);
      const read = answersItself
        ? `${noExam}\n\n${answer.text}`
        : noExam
          ? withSecondParagraph(answer.text, noExam)
          : answer.text;
      const text = preface ? `${preface}\n\n${read}` : read;
      return done(`${text}\n\n${ENGINE_CAVEAT}`, 'engine', docs);
    }
    if (!retrieval.relevant && tools.length === 0) {
      // A case described with a vague question ("thoughts?") still gets the engine's read.
      if (hasRiskFacts(turn.message) && REFERS_TO_PERSON.test(input.question) && !aboutPolicyInForce(input.question)) {
        const read = readCase(turn.facts);
        const answer = engineAnswer({ question: input.question, facts: turn.facts, read, changed: turn.changed });
        const docs = this.engineDocs(answer.docs, turn.facts);
        return done(`${answer.text}\n\n${ENGINE_CAVEAT}`, 'engine', docs);
      }
      // Off the topic, or clearly another trade's question ("progressive rates for a camry", "fix my vba"):
      // decline it and say where to go, rather than "not in my knowledge base".
      if ((retrieval.offTopic && !input.history.length) || belongsElsewhere(input.question))
        return done(outOfScopeReply(input.question), 'safety:out_of_scope', [], 'declined');
      return done(NOT_COVERED, 'not_covered', [], 'declined');
    }
    // A computed answer (a commission, a rated premium) is about the figures said, not a budget.
    const budget = tools.length > 0 ? null : budgetLine(input.question, turn);
    const choosing = /\b(?:or|vs\.?|versus|which)\b/i.test(input.question);
    const { text, docs } = composeAnswer({
      question: input.question,
      hits: retrieval.relevant ? retrieval.hits : [],
      weights: retrieval.weights,
      idf: (term) => this.retriever.idf(term),
      tools,
      preface: [preface, choosing ? null : budget].filter(Boolean).join('\n\n') || null,
      previousAnswer: input.history.at(-1)?.assistant ?? null,
    });
    // "Term or IUL on 150 a month?": the choice is answered first, the budget advice after it.
    const answered = choosing && budget ? withSecondParagraph(text, budget) : text;
    return done(answered, tools.length > 0 ? 'tools' : 'knowledge', docs);
  }

  async reply(
    input: AssistantInput,
    options: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
  ): Promise<AssistantReply> {
    const reply = this.compose(input, this.understand(input));
    if (options.onDelta) for (const piece of pieces(reply.text)) options.onDelta(piece);
    return reply;
  }
}

/**
 * A budget the agent gives ("she can do maybe 40/mo") shapes the advice: solve for the face amount it
 * buys. Said again when the agent asks how to word it.
 */
function budgetLine(question: string, turn: TurnCase): string | null {
  const budget = turn.message.monthlyBudget ?? turn.facts.monthlyBudget;
  if (budget === undefined) return null;
  const her = turn.facts.sex === 'female' ? 'her' : turn.facts.sex === 'male' ? 'his' : 'the client’s';
  const amount = `$${budget} a month`;
  if (turn.message.monthlyBudget !== undefined)
    return `Start from ${her} ${amount}: have the quoting tool solve for the face amount ${amount} buys at ${her} age and health, rather than starting from a preset amount, so the plan stays affordable on ${her} income.`;
  if (/\b(?:word|say|phrase|script|tell|explain|present|pitch)\b/i.test(question))
    return `For example: “You said ${amount} is comfortable, so let’s see how much coverage ${amount} buys you, and make sure it takes care of what matters most.”`;
  return null;
}

function quoteHint(read: UnderwritingRead): string {
  return `\n\nFor this case, quote fully underwritten plans at about ${fullyRangeText(read.combined.fully)}${
    read.tobaccoRates === 'tobacco' ? ' (tobacco rates)' : ''
  }, or final expense as ${finalExpenseRangeText(read.combined.final_expense)}.`;
}

/** A line that belongs right after the read's answer, before what it assumed. */
function withSecondParagraph(text: string, line: string): string {
  const [first, ...rest] = text.split('\n\n');
  return [first, line, ...rest].join('\n\n');
}

/** Splits a reply into streaming pieces of a few words, keeping line breaks. */
export function pieces(text: string): string[] {
  return text.match(/(?:\S+\s*){1,8}/g) ?? [];
}

/** Whom a rewrite is for: as the agent said ("send him"), else the case's sex. */
function personOf(question: string, facts: CaseFacts): 'him' | 'her' | 'them' {
  const said = /\b(him|her|them)\b/i.exec(question)?.[1]?.toLowerCase();
  if (said === 'him' || said === 'her' || said === 'them') return said;
  return facts.sex === 'male' ? 'him' : facts.sex === 'female' ? 'her' : 'them';
}

/** An engine's read says what it assumed of the case; no other reply does. */
function isEngineRead(reply: string): boolean {
  return /\nAssumed: /.test(reply);
}

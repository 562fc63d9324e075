import { TERM_OR_PERMANENT } from './product-choice';
import type { CaseFacts, Product } from '../case/case-facts';
import { ago, conditionPhrase, describeCase, PRODUCT_NAMES } from '../case/describe-case';
import { readProduct } from '../case/read-message';
import { CONDITION_BY_ID } from './rules';
import { asksForAPick, asksWhatMedicationMeans, asksWhatToSell, confirmsTier } from './asks-outcome';
import { whenBetter } from './when-better';
import { clientScript } from './client-script';
import { formatHeight } from '../tools/measures';
import { medicationReading, type AgeCheck, type AgeProduct, type UnderwritingRead } from './engine';
import {
  tobaccoRangeText,
  finalExpenseRangeText,
  finalExpenseRank,
  fullyRangeText,
  fullyRank,
  FULLY_TEXT,
  FINAL_EXPENSE_TEXT,
  SIMPLIFIED_TEXT,
  type Family,
  type FullyOutcome,
} from './outcomes';

export type Focus = Family | 'best' | 'tobacco';

/** The family a question asks about: named in it, else the product on the record, else the best fit. */
export function focusOf(question: string, facts: CaseFacts): { focus: Focus; product: Product | undefined } {
  const lower = question.toLowerCase();
  // "What tier?" is final expense talk (level, graded, modified) unless the record wants term.
  const tierOf =
    facts.product === 'final_expense' || (!facts.product?.startsWith('term') && (facts.age ?? 0) >= 50)
      ? 'final_expense'
      : 'term';
  const product =
    readProduct(lower) ??
    (/\b(?:rate class|class|preferred|table|rating|exam)\b/.test(lower)
      ? 'term'
      : /\btiers?\b/.test(lower)
        ? tierOf
        : undefined);
  // "for term?" about a record that wants 20-year term means the record's term.
  const specific = product === 'term' && facts.product?.startsWith('term_') ? facts.product : product;
  const named =
    specific ??
    (/\b(?:what can i|options|which (?:product|carrier|plan)|best (?:product|option|fit)|what (?:would|should) (?:i|you|u))\b/.test(
      lower,
    ) || asksForAPick(lower)
      ? undefined
      : facts.product);
  if (
    // "non-tobacco rates?", not "42F nonsmoker no meds, preferred plus?" (a description, then a class).
    (/\b(?:non[\s-]?(?:tobacco|smoker) (?:rates?|class|pricing)|(?:get|qualify for|as|be|rate (?:him|her)) (?:a )?non[\s-]?(?:tobacco|smoker)|tobacco (?:rates?|class)|smoker (?:rates?|class)|count as (?:a )?(?:smoker|tobacco))\b/.test(
      lower,
    ) ||
      (/\b(?:non[\s-]?(?:tobacco|smoker)|nicotine)\s*\?/.test(lower) &&
        !/\b(?:preferred|standard|class|table|rated|level|graded|insurable|approv\w*)\b/.test(lower)) ||
      // "what if he quit 2 yrs ago", "he still has a cigar on the 4th": a short turn about the tobacco itself.
      (/\b(?:quit|quits|stopped|smokes?|smoking|cigars?|vapes?|vaping|chews?|dips?|zyn|juul|cigs?|nicotine)\b/.test(
        lower,
      ) &&
        lower.split(/\s+/).length <= 14 &&
        !/\b(?:stent|diabet\w*|cancer|heart|a1c|copd|stroke|dui)\b/.test(lower))) &&
    facts.tobacco
  ) {
    return { focus: 'tobacco', product: named };
  }
  const tier = confirmsTier(question);
  if (tier === 'guaranteed') return { focus: 'guaranteed', product: named ?? 'guaranteed' };
  if (tier) return { focus: 'final_expense', product: named ?? 'final_expense' };
  if (/\b(?:day[\s-]?(?:one|1)|first[\s-]day|level (?:benefit|coverage|plan)|immediate coverage)\b/.test(lower)) {
    return { focus: 'final_expense', product: named ?? 'final_expense' };
  }
  return { focus: named ? familyOf(named) : 'best', product: named };
}

export function familyOf(product: Product): Family {
  if (product === 'final_expense' || product === 'whole_life') return 'final_expense';
  if (product === 'guaranteed') return 'guaranteed';
  if (product === 'simplified' || product === 'mortgage_protection') return 'simplified';
  return 'fully';
}

const AGE_PRODUCT: Partial<Record<Product, AgeProduct>> = {
  term: 'term_20',
  term_10: 'term_10',
  term_15: 'term_15',
  term_20: 'term_20',
  term_25: 'term_25',
  term_30: 'term_30',
  rop_term: 'term_20',
  simplified: 'simplified',
  mortgage_protection: 'simplified',
  final_expense: 'final_expense',
  guaranteed: 'guaranteed',
  iul: 'iul',
  ul: 'iul',
};

function ageCheck(read: UnderwritingRead, product: Product | undefined): AgeCheck | undefined {
  const key = product ? AGE_PRODUCT[product] : undefined;
  return key ? read.ages.find((a) => a.product === key) : undefined;
}

/** The fully underwritten range as the case would be priced: in smoker classes for a tobacco user. */
const classes = (read: UnderwritingRead) =>
  read.tobaccoRates === 'tobacco' ? tobaccoRangeText(read.combined.fully) : fullyRangeText(read.combined.fully);

function fullyLine(read: UnderwritingRead): string {
  const { best } = read.combined.fully;
  if (best === 'decline') return 'likely declined';
  if (best === 'postpone')
    return read.combined.fully.worst === 'postpone'
      ? 'likely postponed for now'
      : 'likely postponed or declined for now';
  return `likely ${classes(read)}`;
}

function guaranteedLine(facts: CaseFacts): string {
  const age = facts.age;
  if (age !== undefined && (age < 45 || age > 85)) return `usually sold at about ages 45/50 to 80/85, so not at ${age}`;
  return 'always available within its ages (about 45/50 to 80/85) with no health questions, but a natural death in the first 2–3 years pays only premiums back plus interest';
}

/** The family that serves the client best: the one with the fullest benefit the case can likely get. */
function bestFamily(read: UnderwritingRead, facts: CaseFacts): Family {
  const fully = read.combined.fully.best;
  const termFits = ageCheck(read, 'term_10')?.fits !== 'no';
  const older = (facts.age ?? 0) >= 70;
  if (termFits && fullyRank(fully) <= fullyRank('table_mid') && !older) return 'fully';
  if (read.combined.final_expense.best !== 'decline') return 'final_expense';
  if (termFits && fullyRank(fully) <= fullyRank('table_high')) return 'fully';
  return 'guaranteed';
}

const FAMILY_NAMES: Record<Family, string> = {
  fully: 'fully underwritten term or UL',
  simplified: 'simplified issue (no-exam) term',
  final_expense: 'final expense',
  guaranteed: 'guaranteed issue',
};

/** The first sentence: the answer to the question as asked, for this case. */
function answerSentence(
  read: UnderwritingRead,
  facts: CaseFacts,
  focus: Focus,
  product: Product | undefined,
  question: string,
): string {
  const check = ageCheck(read, product);
  const productName = product
    ? PRODUCT_NAMES[product]
    : focus === 'best' || focus === 'tobacco'
      ? ''
      : FAMILY_NAMES[focus];
  if (check?.fits === 'no' && facts.age !== undefined) {
    const tooYoung = facts.age < check.low;
    if (tooYoung)
      return `At ${facts.age}, ${productName} is usually not sold yet (most carriers start at about 45–50): term life is the usual fit, and when health rules it out, accidental death (AD&D) coverage needs no health questions.`;
    // "Is she insurable for term?" at 72: the long terms are closed, a 10-year term often is not.
    if (productName === 'term life' && facts.age <= 80)
      return `At ${facts.age}, most carriers no longer issue 20- or 30-year term (their limits are about ${check.low}–${check.high}), but many still issue a 10-year term, so compare a 10-year term, final expense and guaranteed UL.`;
    // Past final expense and guaranteed issue ages, nothing else is left to "look at instead".
    if (facts.age > 85 || (facts.age > check.high && ['final_expense', 'guaranteed'].includes(check.product)))
      return `At ${facts.age}, ${productName} is past the issue-age limit at most carriers (about ${check.low}–${check.high}): only a few carriers still issue a small whole life policy at this age, so check each carrier's maximum issue age, and review the coverage the client already has.`;
    return `At ${facts.age}, ${productName} is past the issue-age limit at most carriers (about ${check.low}–${check.high}), so look at ${facts.age <= 80 ? 'a shorter term (10-year), final expense or guaranteed UL' : 'final expense or guaranteed issue'} instead.`;
  }
  const olderNote =
    check?.fits === 'some' && facts.age !== undefined
      ? ` At ${facts.age}, only some carriers still issue ${productName} (most stop at about ${check.low}).`
      : '';
  const fe = read.combined.final_expense;
  const fully = read.combined.fully;
  if (facts.conditions.some((c) => c.flags.includes('terminal')))
    return 'No new policy would pay the face amount: hospice or a terminal illness is a decline on every underwritten and simplified plan, and guaranteed issue refunds only premiums plus interest for a natural death in its first 2–3 years. Be straight with the family, and look at coverage the client already has (an accelerated death benefit, a group policy’s conversion right).';
  switch (focus) {
    case 'tobacco': {
      const t = facts.tobacco;
      // "Smoker rates??": asked the other way round, the same read answers no where it would say yes.
      const asksSmokerRates =
        /\b(?:smoker|tobacco) (?:rates?|class|pricing)\b/.test(question.toLowerCase()) &&
        !/\bnon[\s-]?(?:smoker|tobacco)\b/.test(question.toLowerCase());
      if (asksSmokerRates && read.tobaccoRates === 'non_tobacco')
        return t?.kind === 'marijuana'
          ? 'Probably not: many carriers rate marijuana-only users non-tobacco, with the class set by how often (heavy use can cost the best classes, and blunts or spliffs mixed with tobacco mean tobacco rates), so disclose it and shop it.'
          : 'No: with 12 months or more nicotine-free, non-tobacco rates are usually available, though the best classes often need 3 to 5 years.';
      if (read.tobaccoRates === 'tobacco') {
        const why = t?.uses
          ? t.kind === 'cessation'
            ? 'a quit-smoking drug like Chantix tells the carrier he or she used tobacco recently, so most carriers rate tobacco'
            : t.kind === 'vape' || t.kind === 'chew' || t.kind === 'nicotine'
              ? `${t.kind === 'vape' ? 'vaping' : t.kind === 'chew' ? 'chewing tobacco' : 'nicotine replacement'} counts as nicotine use at most carriers`
              : 'current tobacco use means tobacco rates'
          : t?.quitMonthsAgo !== undefined
            ? `quitting ${t.quitMonthsAgo === 0 ? 'now' : `${t.quitMonthsAgo} months ago`} is not yet long enough (about ${12 - t.quitMonthsAgo} more months); apply at tobacco rates now and ask the carrier to reconsider the class at 12 months, or wait`
            : 'quitting less than 12 months ago is not yet long enough';
        return `${asksSmokerRates ? 'Yes, for now' : 'Not yet'}: ${why}, and non-tobacco rates usually need 12 months with no nicotine in any form (the best classes often 3 to 5 years).`;
      }
      if (read.tobaccoRates === 'non_tobacco')
        return t?.kind === 'marijuana'
          ? 'Likely yes: many carriers rate marijuana-only users non-tobacco (some cap the class or charge tobacco rates for heavy use), so shop it.'
          : 'Yes: with 12 months or more nicotine-free, non-tobacco rates are usually available, though the best classes often need 3 to 5 years.';
      return 'It depends on the carrier: occasional cigars (about one a month, with a negative nicotine test) get non-tobacco rates at some carriers; everything else with nicotine is rated tobacco for 12 months after the last use.';
    }
    case 'fully': {
      const name = productName || 'fully underwritten coverage';
      if (fully.best === 'decline')
        return `Probably not: ${name} would most likely be declined. ${alternative(read, facts)}${olderNote}`;
      if (fully.best === 'postpone')
        return `Not right now: carriers would most likely postpone ${name}. ${alternative(read, facts)}${olderNote}`;
      const asked = askedClass(question);
      if (asked && read.tobaccoRates !== 'tobacco') {
        return fullyRank(asked) >= fullyRank(fully.best)
          ? `Yes, ${FULLY_TEXT[asked]} is possible: most likely ${classes(read)} on ${name}.${olderNote}`
          : `Probably not ${FULLY_TEXT[asked]}: the best class this case likely allows is ${FULLY_TEXT[fully.best]}, so expect ${classes(read)} on ${name}.${olderNote}`;
      }
      if (
        /\b(?:class|tier|table|rated|rating|preferred|standard|what (?:would|will|can) (?:he|she|they) get|land|come back|come out|end up)\b/i.test(
          question,
        ) ||
        // "What would u put her in?": the product and its likely class, not a yes.
        asksWhatToSell(question) ||
        // "Term or WL?" asks which product: a yes answers nothing.
        TERM_OR_PERMANENT.test(question)
      )
        return `Most likely ${classes(read)} on ${name}.${olderNote}`;
      // "Standard to a postponement": some carriers would offer, many would wait; say it as it is.
      if (fully.worst === 'postpone' || fully.worst === 'decline')
        return `Possibly: some carriers would offer ${name} at ${FULLY_TEXT[fully.best]}, while others would ${fully.worst === 'postpone' ? 'postpone it for now' : 'decline it'}, so shop it. ${alternative(read, facts)}${olderNote}`;
      const verdict = fullyRank(fully.best) <= fullyRank('standard') ? 'Yes, most likely' : 'Likely yes, but rated';
      return `${verdict}: ${name} would typically come in at ${classes(read)}.${olderNote}`;
    }
    case 'simplified':
      return `${productName ? capitalize(productName) : 'No-exam (simplified issue) coverage'} is ${SIMPLIFIED_TEXT[read.combined.simplified]} for this case.${
        read.combined.simplified === 'decline' ? ` ${alternative(read, facts)}` : ''
      }${olderNote}`;
    case 'final_expense': {
      const tier = confirmsTier(question);
      if (tier && tier !== 'guaranteed') {
        const asked = finalExpenseRank(tier);
        if (asked < finalExpenseRank(fe.best))
          return `Probably not ${tier}: expect ${finalExpenseRangeText(fe)}.${olderNote}`;
        if (asked > finalExpenseRank(fe.best) && fe.worst === fe.best)
          return `No, ${tier} should not be needed: expect ${FINAL_EXPENSE_TEXT[fe.best]} at most final expense carriers.${olderNote}`;
        if (asked > finalExpenseRank(fe.best))
          return `Not necessarily: ${FINAL_EXPENSE_TEXT[fe.best]} is possible at some carriers, so compare each carrier's exact health questions before settling on ${tier}; expect ${finalExpenseRangeText(fe)}.${olderNote}`;
        if (fe.worst !== fe.best)
          return `${capitalize(tier)} is the best this case likely gets, and only at some carriers: expect ${finalExpenseRangeText(fe)}.${olderNote}`;
        return `Yes: expect ${FINAL_EXPENSE_TEXT[fe.best]} at most final expense carriers.${olderNote}`;
      }
      // "Done w treatment 2023 but still on anastrozole": many applications count the pill as treatment.
      if (fe.best === 'level' && fe.worst !== 'level' && facts.conditions.some((c) => c.flags.includes('maintenance')))
        return `Possibly, but expect ${fe.worst === 'decline' ? 'guaranteed issue' : fe.worst} at many carriers: hormone therapy still taken counts as cancer treatment on many final expense applications, so level is likely only where the question excludes it.${olderNote}`;
      // "What tier is she likely to get?": the tier, not a yes.
      if (/\b(?:what|which) (?:tier|plan|level)\b|\btier\b/i.test(question) && fe.best !== 'decline')
        return `${capitalize(finalExpenseRangeText(fe))}.${olderNote}`;
      if (fe.best === 'level') {
        return fe.worst === 'level'
          ? `Yes: level, day-one final expense coverage is likely.${olderNote}`
          : `Likely yes: level (day-one) coverage is possible at some final expense carriers, while others would offer ${fe.worst === 'decline' ? 'only guaranteed issue' : `a ${fe.worst} plan`}.${olderNote}`;
      }
      if (fe.best === 'decline')
        return `Final expense would likely be declined on the health questions, so guaranteed issue is the path (no health questions; limited benefit for the first 2–3 years).${olderNote}`;
      return `Probably not day-one coverage on final expense: expect ${finalExpenseRangeText(fe)}.${olderNote}`;
    }
    case 'guaranteed': {
      const better =
        fe.best === 'level'
          ? ' But this client will likely qualify for level final expense, which pays the full benefit from day one: try that first.'
          : fe.best !== 'decline'
            ? ` Compare it with ${fe.best} final expense, which usually pays more in the early years.`
            : ' It is the right fit here, since simplified issue would likely decline.';
      return `Guaranteed issue is ${guaranteedLine(facts)}.${better}`;
    }
    default: {
      const best = bestFamily(read, facts);
      // A postponement is "not yet", not "never": say so before the fallback.
      if (fully.best === 'postpone' && best !== 'fully')
        return `Not right now: fully underwritten carriers would most likely postpone this case. ${alternative(read, facts)}`;
      if (best === 'fully')
        return fully.worst === 'decline' || fully.worst === 'postpone'
          ? `The best fit is fully underwritten term (or UL), shopped: some carriers would offer ${FULLY_TEXT[fully.best]}, while others would ${fully.worst === 'decline' ? 'decline it' : 'postpone it'}, so apply first where the case fits the carrier's guidelines.`
          : `The best fit is fully underwritten term (or UL): likely ${classes(read)}.`;
      if (best === 'final_expense')
        return `The best fit is final expense, likely ${finalExpenseRangeText(fe)}${
          fullyRank(fully.best) >= fullyRank('postpone')
            ? ', since fully underwritten term would likely be postponed or declined'
            : ''
        }.`;
      return 'Guaranteed issue is the likely path: simplified issue and fully underwritten carriers would most likely decline this case, and guaranteed issue asks no health questions but pays only premiums back plus interest for a natural death in the first 2–3 years.';
    }
  }
}

/**
 * "Should I write it before his surgery or after?", "does the cpap matter?": a question about one
 * fact of the case is answered by that fact's read.
 */
function factorAsked(read: UnderwritingRead, question: string): string | null {
  const q = question.toLowerCase();
  if (!/\b(?:before|after|wait|matter|matters|affect|affects|what about|how about|count|counts)\b/.test(q)) return null;
  const factor = read.factors.find((f) => {
    const rules = CONDITION_BY_ID.get(f.key.replace(/^condition:/, ''));
    if (!rules) return false;
    return [rules.name, ...rules.aliases].some((name) =>
      name
        .toLowerCase()
        .split(/[\s,()-]+/)
        .filter((word) => word.length > 3 && !/^(?:disease|condition|history|high|with|chronic)$/.test(word))
        .some((word) => new RegExp(`\\b${word}`).test(q)),
    );
  });
  return factor ? factor.why : null;
}

/** "What's that usually for?": the medication's reading opens, then what it means for the case. */
function medicationAsked(read: UnderwritingRead, facts: CaseFacts, question: string): string | null {
  if (!asksWhatMedicationMeans(question)) return null;
  const readings = facts.medications.map((med) => medicationReading(med)).filter(Boolean);
  if (readings.length === 0) return null;
  // A final expense lead ("wants 10k burial") is read as final expense, not as a term case.
  const { focus } = focusOf(question, facts);
  if (focus === 'final_expense') {
    const fe = read.combined.final_expense;
    const outlook =
      fe.best === 'decline'
        ? 'declined on simplified issue final expense, so guaranteed issue is the path'
        : finalExpenseRangeText(fe);
    return `${readings.join(' ')} As a final expense case: ${outlook}.`;
  }
  return `${readings.join(' ')} As a case: ${classes(read)} on fully underwritten coverage.`;
}

const ASKS_BIGGEST =
  /\bwhat(?:'s| is|s)? (?:gonna |going to )?(?:hurt|cost|ding)\b|\b(?:biggest|worst|main) (?:issue|problem|concern|factor|red flag|hurdle)\b|\bhurt (?:him|her|them|the case) (?:the )?most\b/i;

/** "What's gonna hurt him most?": the factor with the worst read, named first. */
function biggestFactor(read: UnderwritingRead, question: string): string | null {
  if (!ASKS_BIGGEST.test(question) || read.factors.length === 0) return null;
  const severity = (f: UnderwritingRead['factors'][number]) =>
    fullyRank(f.effect.fully.best) * 20 + fullyRank(f.effect.fully.worst);
  const ranked = [...read.factors].sort((a, b) => severity(b) - severity(a));
  const [worst, next] = ranked;
  const label = (f: UnderwritingRead['factors'][number]) =>
    f.key === 'build'
      ? `the build (BMI ${read.bmi?.toFixed(1) ?? ''})`
      : f.key === 'tobacco'
        ? 'tobacco'
        : f.key === 'dui'
          ? 'the DUI'
          : f.key === 'criminal'
            ? 'the criminal record'
            : (CONDITION_BY_ID.get(f.key.replace(/^condition:/, ''))?.name ?? f.key.replace(/^\w+:/, ''));
  const also = next && severity(next) > 0 ? `, then ${label(next)}` : '';
  return `The biggest factor is ${label(worst!)}${also}: together they point to ${classes(read)} on fully underwritten coverage.`;
}

/** "Is he screwed?", "will that be a problem?": a yes to coverage is a no to the question asked. */
const NEGATIVE_QUESTION =
  /\b(?:screwed|sunk|hosed|out of luck|dead in the water|doomed|no chance|(?:a|any) problem|an issue|hurt (?:him|her|them|his|her|their))\b/i;

/** "Does that kill preferred?", "is that gonna hurt her on term?": the class is what the question is about. */
const COSTS_CLASS =
  /\b(?:kill|kills|ruin|ruins|hurt|hurts|ding|dings|cost (?:him|her|them)|knock (?:him|her|them) out of|rule out|rules out)\b/i;

function forNegativeQuestion(sentence: string, question: string): string {
  // Final expense has tiers, not classes: "does that rule out level?" is answered about the tier.
  if (COSTS_CLASS.test(question) && /\b(?:level|graded|modified|final expense)\b/i.test(sentence)) {
    if (sentence.startsWith('Yes: ')) return `No: ${sentence.slice('Yes: '.length)}`;
    if (sentence.startsWith('Likely yes: ')) return `Not at every carrier: ${sentence.slice('Likely yes: '.length)}`;
    return sentence;
  }
  if (COSTS_CLASS.test(question)) {
    // "Yes, Preferred is possible…" to "does that kill preferred?" is a no.
    const possible = /^Yes, ([\w ]+) is possible: /.exec(sentence);
    if (possible) return `No, it doesn't rule out ${possible[1]}: ${sentence.slice(possible[0].length)}`;
    const notClass = /^Probably not ([\w ]+): /.exec(sentence);
    if (notClass) return `Yes, it likely costs ${notClass[1]}: ${sentence.slice(notClass[0].length)}`;
    // "Is that gonna hurt her on term?": a yes to coverage below the best classes is a yes to the hurt.
    const covered = /^(?:Yes, most likely|Yes): (.*)$/s.exec(sentence);
    if (covered) {
      const best = /\b(?:at|in at) (Preferred Plus|Preferred)\b/.test(covered[1]!);
      return best
        ? `Not much: ${covered[1]}`
        : `Yes, it likely keeps her out of the preferred classes: ${covered[1]}`.replace(
            /\bher\b/,
            /\b(?:him|his|he)\b/i.test(question) ? 'him' : 'her',
          );
    }
  }
  if (!NEGATIVE_QUESTION.test(question)) return sentence;
  if (sentence.startsWith('Yes, most likely: ')) return `No: ${sentence.slice('Yes, most likely: '.length)}`;
  if (sentence.startsWith('Yes: ')) return `No: ${sentence.slice('Yes: '.length)}`;
  if (sentence.startsWith('Likely yes, but rated: '))
    return `Not shut out, but rated: ${sentence.slice('Likely yes, but rated: '.length)}`;
  if (sentence.startsWith('Probably not: ')) return `It is a problem: ${sentence.slice('Probably not: '.length)}`;
  return sentence;
}

/** The class a yes-or-no question asks about ("preferred possible?", "shot at standard plus?"), if any. */
function askedClass(question: string): FullyOutcome | null {
  const q = question.toLowerCase();
  if (/\bwhat (?:class|tier)|\bwhich (?:class|tier)|\bor\b/.test(q)) return null;
  if (!/\b(?:possible|doable|realistic|chance|shot|qualify|get|likely|can|could|will|would|is)\b|\?/.test(q))
    return null;
  if (/\b(?:preferred plus|pref plus|super preferred|preferred best|elite|ultra preferred|p\+)/.test(q))
    return 'preferred_plus';
  if (/\b(?:standard plus|std plus|select)\b/.test(q)) return 'standard_plus';
  if (/\bpreferred\b/.test(q)) return 'preferred';
  if (/\bstandard\b/.test(q)) return 'standard';
  return null;
}

function alternative(read: UnderwritingRead, facts: CaseFacts): string {
  const fe = read.combined.final_expense;
  // A large need is not met by a $15,000 burial policy: a postponement is revisited instead.
  if ((facts.faceAmount ?? 0) >= 100_000 && read.combined.fully.best === 'postpone')
    return `Apply again once the reason for the postponement has passed (the carrier reconsiders then); meanwhile ${
      read.combined.simplified !== 'decline' ? 'a smaller simplified issue policy or ' : ''
    }accidental death coverage can bridge part of the need.`;
  if (fe.best !== 'decline' && (facts.age === undefined || facts.age >= 45))
    return `Final expense is the likely alternative: ${finalExpenseRangeText(fe)}.`;
  if (read.combined.simplified !== 'decline')
    return `Simplified issue is ${SIMPLIFIED_TEXT[read.combined.simplified]}.`;
  // Guaranteed issue starts at about 45 to 50: a younger client waits out the reason instead.
  const guaranteed = ageCheck(read, 'guaranteed');
  if (facts.age !== undefined && guaranteed?.fits === 'no' && facts.age < guaranteed.low)
    return 'Guaranteed issue is not sold at this age (it starts at about 45 to 50): apply again once the reason has passed (carriers reconsider then), with accidental death coverage, which asks no health questions, in the meantime.';
  return 'Guaranteed issue is the fallback.';
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a follow-up changed, said first ("As a tobacco user, …", "At 70, …"). */
function changePrefix(
  facts: CaseFacts,
  changed: (keyof CaseFacts)[],
  read: UnderwritingRead,
  sentenceStartsWithAge: boolean,
  /** The verdict already says how long ago the client quit ("Not yet: quitting 8 months ago…"). */
  sentenceSaysQuit: boolean,
  newConditions: string[],
  question: string,
): string {
  const parts: string[] = [];
  if (changed.includes('age') && facts.age !== undefined && !sentenceStartsWithAge) parts.push(`at ${facts.age}`);
  if (changed.includes('weightPounds') && facts.weightPounds !== undefined) {
    parts.push(
      `at ${Math.round(facts.weightPounds)} lb${read.bmi !== undefined && facts.heightInches !== undefined ? ` (${formatHeight(facts.heightInches)}, BMI ${read.bmi.toFixed(1)})` : ''}`,
    );
  }
  if (changed.includes('tobacco') && facts.tobacco && !sentenceSaysQuit) {
    const t = facts.tobacco;
    parts.push(
      t.uses
        ? 'as a tobacco user'
        : t.quitMonthsAgo !== undefined
          ? `having quit ${ago(t.quitMonthsAgo)}`
          : 'tobacco-free',
    );
  }
  if (changed.includes('dui') && facts.dui) parts.push('with the DUI');
  if (changed.includes('conditions') && newConditions.length > 0) parts.push(`with ${newConditions.join(' and ')}`);
  const reading = /\b(\d{2,3}\s*\/\s*\d{2,3})\b/.exec(question);
  if (changed.includes('conditions') && newConditions.length === 0 && reading)
    parts.push(`with a reading of ${reading[1]}`);
  return parts.length ? `${capitalize(parts.join(', '))}, ` : '';
}

const WEIGHT_TO_COME =
  /\b(?:lose|loses|losing|drop|drops|dropping|get (?:down|under)|gets (?:down|under)|down to)\b.{0,40}\b(?:by|next|in \d|in a|over|before|this)\b|\b(?:if|when|once) (?:he|she|they) (?:lose|loses|drop|drops|get|gets)\b/i;

/** What a changed amount or a weight still to be lost means, said after the read. */
function afterChange(facts: CaseFacts, changed: (keyof CaseFacts)[], question: string): string {
  if (changed.length === 1 && changed[0] === 'faceAmount' && facts.faceAmount !== undefined)
    return ` The amount does not change the class (health, build and history decide it); the premium falls roughly in proportion, and a smaller amount can need fewer exam requirements on the carrier's age-and-amount grid.`;
  if (changed.includes('weightPounds') && WEIGHT_TO_COME.test(question))
    return ` If the weight comes off after the policy is issued, apply now and ask the carrier to reconsider the rating once the new weight has held for 6 to 12 months (with a new exam or a doctor's weigh-in).`;
  return '';
}

export interface EngineAnswer {
  text: string;
  docs: string[];
}

/**
 * An answer-first reply from the engine's read: the answer to the question asked, the case it
 * assumed, each family's likely outcome, the reasons, and the questions that would firm it up.
 */
/** A birthday within 6 months: which age each kind of carrier uses, and why to apply before it. */
function birthdayLine(facts: CaseFacts): string | null {
  if (facts.birthdayInMonths === undefined || facts.age === undefined || facts.birthdayInMonths > 6) return null;
  return `Age: carriers that use age nearest birthday already count ${facts.sex === 'female' ? 'her' : facts.sex === 'male' ? 'him' : 'the client'} as ${facts.age + 1} (the birthday is less than 6 months away), while age-last-birthday carriers use ${facts.age} until the birthday itself: apply now, before it, and compare both kinds${facts.age + 1 >= 80 ? `, since ${facts.age + 1} can pass a product's issue-age limit or cut the face amount` : ''}.`;
}

export function engineAnswer(input: {
  question: string;
  facts: CaseFacts;
  read: UnderwritingRead;
  changed: (keyof CaseFacts)[];
  /** The conditions this turn's message names, said first when they changed the case. */
  said?: CaseFacts['conditions'];
  /** Today, for "when can he get level?" (the date the look-back passes). */
  now?: Date;
  /** "What would you say to her?": the read put in words for the client. */
  script?: boolean;
  /** A medication the agent just explained, read off the case. */
  explained?: { medication: string; reason: string; usual?: string };
}): EngineAnswer {
  const { facts, read } = input;
  const { focus, product } = focusOf(input.question, facts);
  // "Shes turning 81 in feb, does that matter?": the birthday is what is asked.
  const birthdayFirst = input.changed.includes('birthdayInMonths') && birthdayLine(facts) !== null;
  const sentence =
    (birthdayFirst ? birthdayLine(facts)!.replace(/^Age: c/, 'Yes, it can: c') : null) ??
    (input.script ? clientScript(read, facts) : null) ??
    medicationAsked(read, facts, input.question) ??
    (input.now ? whenBetter(input.question, facts, read, input.now) : null) ??
    biggestFactor(read, input.question) ??
    factorAsked(read, input.question) ??
    forNegativeQuestion(answerSentence(read, facts, focus, product, input.question), input.question);
  const prefix = changePrefix(
    facts,
    input.changed,
    read,
    /^At \d+,/.test(sentence),
    /\bquitting\b/i.test(sentence),
    (input.said ?? []).map(conditionPhrase),
    input.question,
  );
  const explainedLine = input.explained
    ? input.explained.usual
      ? `Taken for ${input.explained.reason}, the ${input.explained.medication} is not an issue in itself, but the Rx check will still show it and underwriters usually read it as ${input.explained.usual}: note the reason and the prescribing doctor on the application (or in the underwriter notes), and expect the carrier to confirm it with the doctor's records. On the rest of the case: `
      : `That explains the ${input.explained.medication}: taken for ${input.explained.reason}, it is not an issue for underwriting in itself: note the reason and the date on the application (or in the underwriter notes) so the Rx hit reads as explained. On the rest of the case: `
    : '';
  const lines = [
    `${explainedLine}${prefix}${prefix ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence}${afterChange(facts, input.changed, input.question)}`,
    '',
  ];
  lines.push(`Assumed: ${describeCase(facts)}.`, '');

  lines.push('How each option looks:');
  // An option past its issue ages is not offered at any class ("Preferred Plus" at 86 is no option).
  const pastAges = (product: AgeProduct) => {
    const check = read.ages.find((a) => a.product === product);
    return check?.fits === 'no' && facts.age !== undefined && facts.age > check.high ? check : undefined;
  };
  const termPast = pastAges('term_10');
  const simplifiedPast = pastAges('simplified');
  lines.push(
    `- Fully underwritten term or UL: ${
      termPast
        ? `term is past its issue ages at ${facts.age} (10-year term stops at about ${termPast.low}–${termPast.high})${
            facts.age! <= 85 ? '; a few carriers issue guaranteed UL or whole life to about 85' : ''
          }`
        : fullyLine(read)
    }.`,
  );
  lines.push(
    `- Simplified issue (no-exam) term: ${
      simplifiedPast
        ? `past the usual issue ages (about ${simplifiedPast.low}–${simplifiedPast.high})`
        : SIMPLIFIED_TEXT[read.combined.simplified]
    }.`,
  );
  // Final expense starts at about 45: a younger client's read does not offer it.
  const finalExpenseAge = ageCheck(read, 'final_expense');
  const tooYoungForFinalExpense =
    facts.age !== undefined && finalExpenseAge?.fits === 'no' && facts.age < finalExpenseAge.low;
  lines.push(
    `- Final expense: ${
      tooYoungForFinalExpense
        ? 'not sold at this age (most carriers start at about 45 to 50)'
        : pastAges('final_expense')
          ? `past the issue ages at most carriers (about ${finalExpenseAge!.low}–${finalExpenseAge!.high}); check the few that issue older`
          : finalExpenseRangeText(read.combined.final_expense)
    }.`,
  );
  if (read.combined.final_expense.worst !== 'level' || focus === 'guaranteed') {
    lines.push(`- Guaranteed issue: ${guaranteedLine(facts)}.`);
  }

  const reasons = read.factors.map((f) => f.why).filter(Boolean);
  // Final expense health questions look back 2 to 3 years: an older dated event is outside them.
  if (focus === 'final_expense' && read.combined.final_expense.best === 'level') {
    const outside = facts.conditions.filter(
      (c) =>
        c.monthsAgo !== undefined &&
        c.monthsAgo >= 36 &&
        CONDITION_BY_ID.get(c.id)?.dated &&
        // Still on hormone therapy: the treatment has not ended, whatever the date of the surgery.
        !c.flags.includes('maintenance'),
    );
    if (outside.length > 0)
      reasons.unshift(
        `Final expense health questions usually look back 2 to 3 years (a few ask "ever" for cancer or heart disease): ${outside.map(conditionPhrase).join(' and ')} is outside most look-backs, so the answers allow level coverage if nothing has come back since.`,
      );
  }
  const birthday = birthdayLine(facts);
  if (birthday && !birthdayFirst) reasons.unshift(birthday);
  if (reasons.length > 0) {
    lines.push('', 'Why:');
    for (const reason of reasons) lines.push(`- ${reason}`);
  } else {
    lines.push(
      '',
      'Why:',
      '- Nothing known so far counts against the case: the exam, the Rx and MIB checks and the carrier’s build chart decide the class.',
    );
  }
  if (read.ask.length > 0) {
    lines.push('', 'Ask next:');
    for (const question of read.ask) lines.push(`- ${question}`);
  }
  return { text: lines.join('\n'), docs: read.docs.length ? read.docs : ['underwriting-outcomes'] };
}

/** Final expense ranks, exported for tests that compare reads. */
export { finalExpenseRank };

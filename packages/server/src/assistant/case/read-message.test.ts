import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loadSynonyms } from '../retrieval/synonyms';
import { emptyCase, mergeCase } from './case-facts';
import { describeCase } from './describe-case';
import { readContext } from './read-context';
import { buildVocabulary, readMessage } from './read-message';
import { caseForTurn } from './update-case';
import { recentWeightLossNote } from '../underwriting/recent-weight-loss';

const vocabulary = buildVocabulary(loadSynonyms(path.join(loadConfig({}).knowledgeDir, 'synonyms.json')).drugs);
const NOW = new Date('2026-11-24T12:00:00Z');
const read = (text: string) => readMessage(text, vocabulary, NOW).facts;

describe('reading a case from an agent message', () => {
  it('reads age, sex, build, medications and a dated event', () => {
    const facts = read("got a 61 yo guy 5'10 245 on metformin and lisinopril, stent 8 months ago");
    expect(facts).toMatchObject({ age: 61, sex: 'male', heightInches: 70, weightPounds: 245 });
    expect(facts.conditions.map((c) => c.id)).toEqual(['heart-attack', 'type-2-diabetes', 'hypertension']);
    expect(facts.conditions.find((c) => c.id === 'heart-attack')!.monthsAgo).toBe(8);
    expect(facts.conditions.find((c) => c.id === 'type-2-diabetes')!.medication).toBe('metformin');
  });

  it.each([
    ['heart attack in aug, 2 stents', 3],
    ['stent last march', 8],
    ['stent in jan', 10],
    ['stent in march 2024', 32],
    ['stent last nov', 12],
    ['stent in march last year', 20],
  ])('dates "%s" %i months back from late November', (text, months) => {
    expect(read(text).conditions.find((c) => c.id === 'heart-attack')!.monthsAgo).toBe(months);
  });

  it('dates a season ("stent put in last spring") from today, the one before if we are in it', () => {
    expect(read('she had a stent put in last spring').conditions[0]).toMatchObject({
      id: 'heart-attack',
      monthsAgo: 7,
    });
    expect(read('stent last fall').conditions[0]).toMatchObject({ monthsAgo: 13 });
    expect(read('stent this past summer').conditions[0]).toMatchObject({ monthsAgo: 4 });
    const june = new Date('2026-06-15T12:00:00Z');
    expect(readMessage('stent last summer', vocabulary, june).facts.conditions[0]).toMatchObject({ monthsAgo: 11 });
    // "This summer" said in January is still to come.
    const january = new Date('2026-01-15T12:00:00Z');
    expect(readMessage('surgery this summer', vocabulary, january).facts.conditions[0]?.monthsAgo).toBeUndefined();
  });

  it('reads a suicide attempt as its own flag on the mental health history', () => {
    const facts = read('depression on zoloft, the hospitalization was a suicide attempt in 2019');
    expect(facts.conditions.find((c) => c.id === 'depression-anxiety')?.flags).toContain('suicide_attempt');
  });

  it('reads an age asked alone after "ok what about", and not a policy\'s age ("a 15 yr old whole life")', () => {
    expect(read('ok what about at 76').age).toBe(76);
    expect(read('client has a 15 yr old whole life, wants to replace it').age).toBeUndefined();
  });

  it("does not take a beneficiary's age for the client's", () => {
    expect(read('bene is her 12 yr old grandson. what happens when she dies').age).toBeUndefined();
    expect(read('her 12 yr old grandson needs a policy').age).toBe(12);
  });

  it('reads the sex before the age ("5\'9 265 m 52"), and a weight before the sex', () => {
    expect(read("5'9 265 m 52 no meds, term 500k")).toMatchObject({
      age: 52,
      sex: 'male',
      heightInches: 69,
      weightPounds: 265,
    });
    expect(read('f 45 on metformin')).toMatchObject({ age: 45, sex: 'female' });
  });

  it('keeps a tobacco quit unless something else is named as quit, and an explicit age over a term length', () => {
    expect(read('quit his marlboros 2 years ago, 45 m').tobacco).toMatchObject({ uses: false });
    expect(read('he quit his job last year, 45 m').tobacco).toBeUndefined();
    expect(read("quote for a male 30 yr term 1m, he's 41").age).toBe(41);
    expect(read('opener for an aged MP lead 2 yrs old').age).toBeUndefined();
  });

  it('reads a weight the client drops to ("what if he drops to 215 by the exam")', () => {
    expect(readMessage('what if he drops to 215 by the exam?', vocabulary, NOW).bareWeight).toBe(215);
  });

  it('keeps the money an annuity buys, and a budget said as one', () => {
    expect(read('client has 250k in cds, wants to move it into a myga').faceAmount).toBe(250_000);
    expect(read('she can do 40/mo for 10k').monthlyBudget).toBe(40);
  });

  it('reads money the client has as savings, not the face amount asked for', () => {
    expect(read('68 m has 250k in the bank, wants guaranteed growth for 5 yrs').faceAmount).toBeUndefined();
    expect(read('nonqual annuity 120k, basis 80k').faceAmount).toBe(120_000);
    expect(read('has 300k to invest, wants 100k of term').faceAmount).toBe(100_000);
  });

  it('reads an income as an income, not the face amount asked for', () => {
    expect(read('45 yo making 60k/yr wants 3 mil term').faceAmount).toBe(3_000_000);
    expect(read('earns $85,000, wants 500k').faceAmount).toBe(500_000);
  });

  it.each([
    ['61yo', 61],
    ['a 72 year old', 72],
    ['67M copd', 67],
    ['age 58', 58],
    ['shes 44', 44],
    ['in his late 60s', 68],
    ['and if she was 57', 57],
    ['what about her husband 76 healthy', 76],
  ])('reads the age in "%s"', (text, age) => {
    expect(read(text).age).toBe(age);
  });

  it("reads a relative's illness as family history, not the client's condition", () => {
    const mom = read('his mom died of breast cancer at 52');
    expect(mom.conditions).toEqual([{ id: 'family-history', from: 'said', flags: [] }]);
    expect(mom.sex).toBe('male');
    expect(read('her dad passed from a heart attack at 71').conditions[0]!.flags).toEqual(['late_onset']);
    expect(read('grandpa died of colon cancer at 50').conditions[0]!.flags).toEqual(['distant_relative']);
    // The insured's own condition, told with a relative in the sentence, stays hers.
    expect(read('daughter wants FE for her mom who has copd').conditions[0]!.id).toBe('copd');
  });

  it('swaps the relative of a family history on "what if it was her grandma instead"', () => {
    const first = caseForTurn({
      said: null,
      question: '42F, her mom died of breast cancer at 52',
      context: null,
      vocabulary,
      now: NOW,
    });
    const next = caseForTurn({
      said: first.said,
      question: 'what if it was her grandma instead',
      context: null,
      vocabulary,
      now: NOW,
    });
    expect(next.facts.conditions.find((c) => c.id === 'family-history')!.flags).toEqual(['distant_relative']);
    const back = caseForTurn({
      said: next.said,
      question: 'and if it was her dad instead',
      context: null,
      vocabulary,
      now: NOW,
    });
    expect(back.facts.conditions.find((c) => c.id === 'family-history')!.flags).toEqual([]);
  });

  const turns = (...questions: string[]) =>
    questions.reduce<ReturnType<typeof caseForTurn> | null>(
      (prior, question) => caseForTurn({ said: prior?.said ?? null, question, context: null, vocabulary, now: NOW }),
      null,
    )!;

  it('ties "it\'s for a blood clot" to the drug already on the case', () => {
    const thread = turns(
      '71 yo takes eliquis, wants FE 10k',
      'its for a blood clot in his leg, happened 10 months ago',
    );
    expect(thread.facts.conditions.map((c) => c.id)).not.toContain('afib');
    expect(thread.facts.conditions.map((c) => c.id)).toContain('blood-clot');
  });

  it('moves the one dated event on "what if last one was 2023"', () => {
    const dui = turns('52 m 3 duis, last one 2019, otherwise healthy, term?', 'what if last one was 2023');
    expect(dui.facts.dui).toMatchObject({ count: 2, monthsAgo: 40 });
    expect(dui.changed).toContain('dui');
    const stent = turns('61 yo guy, stent 3 years ago, term?', 'what if it was 5 months ago');
    expect(stent.facts.conditions.find((c) => c.id === 'heart-attack')!.monthsAgo).toBe(5);
  });

  it('leaves a date alone when the case has two dated events it could belong to', () => {
    const first = turns('58 m, stent 2022, dui 2020');
    const both = turns('58 m, stent 2022, dui 2020', 'what if it was 2025');
    expect(both.facts.dui).toEqual(first.facts.dui);
    expect(both.facts.conditions).toEqual(first.facts.conditions);
  });

  it('ties a drug with another use to the condition named ("stroke … on plavix" is not a heart attack)', () => {
    const facts = read('70f had a stroke 14 months ago, on plavix and lisinopril');
    expect(facts.conditions.map((c) => c.id).sort()).toEqual(['hypertension', 'stroke']);
  });

  it('reads hormone therapy after finished treatment as maintenance, not active cancer', () => {
    const done = read('52f breast cancer dx 2019, done w treatment 2020, still on tamoxifen');
    const cancer = done.conditions.find((c) => /breast/.test(c.id));
    expect(cancer?.flags).toBeDefined();
    expect(cancer!.flags).not.toContain('active');
    expect(cancer!.flags).toContain('maintenance');
    expect(read('52f breast cancer, on tamoxifen').conditions.find((c) => /breast/.test(c.id))!.flags).toContain(
      'active',
    );
  });

  it('reads a GLP-1 drug taken while losing weight as weight loss, not diabetes', () => {
    expect(read('she lost 40 lbs the last 6 months on ozempic').conditions).toEqual([]);
    expect(read('on ozempic, a1c 7.1').conditions.map((c) => c.id)).toEqual(['type-2-diabetes']);
  });

  it('notes that a recent loss is rated once it holds', () => {
    expect(recentWeightLossNote('she lost 40 lbs the last 6 months on ozempic')).toMatch(
      /^Recent weight loss: .*held for about 6 to 12 months \(and ask whether the GLP-1 drug continues\)/,
    );
    expect(recentWeightLossNote('she lost 40 lbs back in 2019')).toBeNull();
    expect(recentWeightLossNote('he lost 40 lbs recently on ozempic')).toMatch(/approved for type 2 diabetes/);
  });

  it('reads a quoted premium as a price, not as the client’s budget', () => {
    expect(read('FE lead says its too expensive, 10k at 58/mo').monthlyBudget).toBeUndefined();
    expect(read('she can do maybe 40/mo').monthlyBudget).toBe(40);
  });

  it('keeps the client when a relative only owns or pays, and starts a case for one who applies', () => {
    const payer = turns(
      '78f in assisted living needs help bathing, wants 10k burial policy',
      'her son 55 wants to own it and pay for it',
    );
    expect(payer.facts).toMatchObject({ age: 78, sex: 'female' });
    const husband = turns(
      '64f wants 15k FE, type 1 on insulin',
      "her husband 66 wants one too, only takes lisinopril, 5'10 200",
    );
    expect(husband.facts).toMatchObject({ age: 66, sex: 'male' });
    expect(husband.facts.conditions.map((c) => c.id)).toEqual(['hypertension']);
  });

  it('starts a new case for a spouse asked about as a client of their own', () => {
    const next = turns(
      'fe 74 f heart attack 2021 no issues since, on metoprolol',
      'what about her husband 76 healthy but chews tobacco',
    );
    expect(next.facts).toMatchObject({ age: 76, sex: 'male', product: 'final_expense' });
    expect(next.facts.conditions).toEqual([]);
    expect(next.facts.medications).toEqual([]);
    expect(next.facts.tobacco?.uses).toBeTruthy();
    // A relative told as family history is still the same client's case.
    const history = turns('45 f, metformin', 'what about her mom, died of breast cancer at 50');
    expect(history.facts.age).toBe(45);
  });

  it('does not take a term length for an age', () => {
    expect(read('should i write a new 20 yr term').age).toBeUndefined();
  });

  it('reads T2 as type 2 diabetes but "rated T2" as a table', () => {
    expect(read('t2 diabetic on metformin').conditions[0]!.id).toBe('type-2-diabetes');
    expect(read('came back rated t2').conditions).toEqual([]);
  });

  it('reads control and complications: A1C, insulin, oxygen, untreated apnea', () => {
    expect(read('diabetic a1c 8.2 on insulin').conditions[0]).toMatchObject({ a1c: 8.2, flags: ['insulin'] });
    expect(read('copd on oxygen at night').conditions.map((c) => c.id)).toContain('copd');
    expect(read('copd on oxygen at night').conditions[0]!.flags).toContain('oxygen');
    expect(read("sleep apnea but doesn't use the cpap").conditions[0]!.flags).toContain('untreated');
  });

  it('takes denials as denials', () => {
    expect(read('no diabetes, never had a heart attack or stroke').conditions).toEqual([]);
    expect(read('non smoker').tobacco).toEqual({ uses: false });
    expect(read('diabetes, no complications').conditions[0]!.flags).not.toContain('complications');
  });

  it('reads tobacco: use, quitting, another form still in use, marijuana and quit-smoking drugs', () => {
    expect(read('smokes a pack a day').tobacco).toMatchObject({ uses: true });
    expect(read('quit smoking 8 months ago').tobacco).toEqual({ uses: false, quitMonthsAgo: 8, kind: 'cigarettes' });
    expect(read('quit cigarettes but vapes').tobacco).toMatchObject({ uses: true, kind: 'vape' });
    expect(read('smokes weed 3x a week').tobacco).toMatchObject({ kind: 'marijuana' });
    expect(read('on chantix but says he is a non smoker').tobacco).toMatchObject({ uses: true, kind: 'cessation' });
  });

  it('reads a brand for what the agent says it is for', () => {
    expect(read('on ozempic for weight loss').conditions).toEqual([]);
    expect(read('on ozempic').conditions[0]!.id).toBe('type-2-diabetes');
  });

  it('reads a premium the client was quoted as no budget', () => {
    expect(read('premium is like $300/mo on her SS check').monthlyBudget).toBeUndefined();
    expect(read('FE client says too expensive at 78/mo for 15k').monthlyBudget).toBeUndefined();
    expect(read('she can do like 50 a month').monthlyBudget).toBe(50);
  });

  it('reads a measure said to be fine as no condition', () => {
    const facts = read("45 m 6'0 230, wants 500k 20yr term, on BP meds, cholesterol fine");
    expect(facts.conditions.map((c) => c.id)).toEqual(['hypertension']);
  });

  it('reads DUIs and felonies with their dates', () => {
    expect(read('2 DUIs in the last 5 years').dui).toEqual({ count: 2, monthsAgo: 59 });
    expect(read('DUI in 2022').dui!.monthsAgo).toBe(52);
    expect(read('felony 2015, still on probation').felony).toMatchObject({ active: true });
    // Carriers count from the end of the sentence, said as a bare length after "off probation".
    const ended = read('felony conviction 6 years back, off probation 2 yrs, can he get FE');
    expect(ended.felony).toMatchObject({ active: false, monthsAgo: 24, sentenceEnded: true });
    expect(describeCase(ended)).toContain('a felony, sentence (with probation or parole) ended 2 years ago');
    expect(read('did 3 yrs for armed robbery, released 2019, off parole 2022').felony!.monthsAgo).toBeLessThan(60);
  });

  it('reads the product, face amount and budget', () => {
    expect(read('wants 500k 20 yr term')).toMatchObject({ product: 'term_20', faceAmount: 500_000 });
    expect(read('budget like $60 a month for FE')).toMatchObject({ product: 'final_expense', monthlyBudget: 60 });
  });

  it('reads the CRM record, its notes included', () => {
    const facts = readContext(
      {
        name: 'Maria Gonzalez',
        age: 58,
        state: 'TX',
        height: `5'4"`,
        weight: '182 lb',
        tobacco: false,
        medications: ['Metformin', 'Lisinopril'],
        product_interest: 'Term life, 20 years',
        notes: 'Type 2 diabetes for 6 years, controlled (A1C 6.8).',
      },
      vocabulary,
      NOW,
    );
    expect(describeCase(facts)).toBe(
      'Maria Gonzalez (58-year-old client) in TX, 5\'4" 182 lb (BMI 31.2), no tobacco, type 2 diabetes (metformin, A1C 6.8), high blood pressure (lisinopril)',
    );
    expect(facts.product).toBe('term_20');
  });
});

describe('the case across turns', () => {
  it('keeps what was said and applies each change', () => {
    let said: ReturnType<typeof caseForTurn>['said'] | null = null;
    const turn = (question: string) => {
      const result = caseForTurn({ said, question, context: null, vocabulary, now: NOW });
      said = result.said;
      return result;
    };
    turn("61 yo guy 5'10 245, stent 8 months ago");
    expect(turn('what if hes a smoker?').changed).toEqual(['tobacco']);
    const older = turn('and for a 70 year old?');
    expect(older.changed).toEqual(['age']);
    expect(older.facts).toMatchObject({ age: 70, tobacco: { uses: true } });
    const lighter = turn('and if he loses 20 lbs?');
    expect(lighter.facts.weightPounds).toBe(225);
    const waited = turn("what if we wait till it's been over 2 yrs");
    expect(waited.facts.conditions.find((c) => c.id === 'heart-attack')!.monthsAgo).toBe(25);
  });

  it('reads a month only as a whole word after the word that says until ("maryland", "maybe" are no months)', () => {
    const stroke = caseForTurn({
      said: null,
      question: 'stroke 14 months ago, 70 F, FE',
      context: null,
      vocabulary,
      now: NOW,
    });
    const maryland = caseForTurn({
      said: stroke.said,
      question: 'can she apply in maryland?',
      context: null,
      vocabulary,
      now: NOW,
    });
    expect(maryland.facts.conditions.find((c) => c.id === 'stroke')!.monthsAgo).toBe(14);
    expect(read('she turns 65 in maybe 2 months').birthdayInMonths).not.toBe(6);
  });

  it('reads "turning 81 in feb" as 80 now, with the birthday that many months away', () => {
    const facts = read('shes turning 81 in feb does that matter');
    expect(facts.age).toBe(80);
    expect(facts.birthdayInMonths).toBe((1 - NOW.getUTCMonth() + 12) % 12 || 0.5);
  });

  it('ages every dated event by the months until a month the agent names ("wait till feb")', () => {
    const first = caseForTurn({
      said: null,
      question: 'stroke jan 2025, on plavix, 72 M, FE',
      context: null,
      vocabulary,
      now: NOW,
    });
    const before = first.facts.conditions.find((c) => c.id === 'stroke')!.monthsAgo!;
    const waited = caseForTurn({
      said: first.said,
      question: 'what if we wait till feb',
      context: null,
      vocabulary,
      now: NOW,
    });
    const monthsToFeb = (1 - NOW.getUTCMonth() + 12) % 12 || 12;
    expect(waited.facts.conditions.find((c) => c.id === 'stroke')!.monthsAgo).toBe(before + monthsToFeb);
  });

  it('merges conditions said again, keeping the newest details', () => {
    const merged = mergeCase(read('diabetic'), read('diabetes a1c 7.9'));
    expect(merged.conditions).toHaveLength(1);
    expect(merged.conditions[0]!.a1c).toBe(7.9);
    expect(mergeCase(emptyCase(), read('wants term')).product).toBe('term');
  });
});

describe('a follow-up that corrects the case', () => {
  it('gives the drug to the condition the agent names and drops the one denied', () => {
    const first = caseForTurn({
      said: null,
      question: '72f on eliquis for afib 3 yrs, fe level or graded?',
      context: null,
      vocabulary,
      now: NOW,
    });
    const next = caseForTurn({
      said: first.said,
      question: 'what if the eliquis is bc of a blood clot in her leg last year not afib',
      context: null,
      vocabulary,
      now: NOW,
    });
    expect(next.facts.conditions.map((c) => c.id)).toEqual(['blood-clot']);
  });

  it('takes the latest of two DUIs for the look-back', () => {
    expect(read('48 M, 2 DUIs 2021 and 2023, otherwise healthy').dui).toMatchObject({ count: 2, monthsAgo: 40 });
  });

  it('reads a bare age set off by commas, and not a how-often as a budget', () => {
    expect(read('guy had a stent 14 months ago, 66, on plavix now').age).toBe(66);
    expect(read('cigar guy, maybe 1 a month w/ his buddies').monthlyBudget).toBeUndefined();
    expect(read('she can do 40 a month').monthlyBudget).toBe(40);
  });

  it('reads a named form of tobacco in use even when non-tobacco rates are asked about', () => {
    expect(read('cigar guy, maybe 1 a month. any carrier do preferred nontobacco?').tobacco).toMatchObject({
      uses: true,
      kind: 'cigar',
    });
    expect(read('non smoker, no cigars, no vaping').tobacco).toMatchObject({ uses: false });
  });

  it('reads a treatment drug taken now as current treatment, and one stopped as not', () => {
    const current = read('45 M on suboxone 2 yrs, clean, working');
    expect(current.conditions.find((c) => c.id === 'drug-abuse')?.monthsAgo).toBe(0);
    const stopped = read('45 M, was on suboxone, off it for years');
    expect(stopped.conditions.find((c) => c.id === 'drug-abuse')?.monthsAgo).toBeUndefined();
  });

  it('counts a felony from "probation ended 2020"', () => {
    expect(read('felony conviction 2017, probation ended 2020').felony).toMatchObject({ sentenceEnded: true });
  });

  it('does not read a list of term lengths or a time as an age or a weight', () => {
    expect(read('what term lengths does he have, 10, 15, 20, 30?').age).toBeUndefined();
    expect(read("5'10 220 lbs, 45, smoker").age).toBe(45);
    expect(readMessage("what if he's 100 years old?", vocabulary, NOW).bareWeight).toBeUndefined();
  });

  it('reads a treatment drug stopped years ago as past treatment', () => {
    expect(
      read('45 M, on suboxone, off it since 2021').conditions.find((c) => c.id === 'drug-abuse')?.monthsAgo,
    ).not.toBe(0);
    expect(
      read('used suboxone for 6 months back in 2018, clean since').conditions.find((c) => c.id === 'drug-abuse')
        ?.monthsAgo,
    ).not.toBe(0);
  });

  it('reads a corrected date and a most she can pay', () => {
    const corrected = readMessage('oh wait she said it was 2025 not 2023', vocabulary, NOW);
    expect(corrected.bareMonthsAgo).toBeGreaterThan(10);
    expect(corrected.bareMonthsAgo).toBeLessThan(24);
    expect(read('she said max is 50').monthlyBudget).toBe(50);
    expect(read('max is 25k coverage').monthlyBudget).toBeUndefined();
  });

  it('does not read an advertised price as a budget', () => {
    expect(read("can i say 'rates starting at $9/mo' in my ad").monthlyBudget).toBeUndefined();
  });
});

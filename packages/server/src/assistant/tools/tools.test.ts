import { describeSurrenderHorizon } from './surrender-horizon';
import { describeAgeSinceBirthday } from './insurance-age';
import { describe, expect, it } from 'vitest';
import { bmiFromImperial, bmiCategory, describeBmi } from './bmi';
import { parseHeightInches, parseWeightPounds } from './measures';
import { runTools } from './run-tools';
import { describeFlatExtra, parseTable, tableFromPercent, tablePercent } from './table-rating';

describe('height and weight in any common notation', () => {
  it.each([
    [`5'10"`, 70],
    [`5' 10"`, 70],
    ['5 ft 10 in', 70],
    ['5ft10', 70],
    ['5-10', 70],
    ['70 in', 70],
    ['70"', 70],
    ['6 feet', 72],
    ['5’4”', 64],
  ])('reads %s as %i inches', (text, inches) => {
    expect(parseHeightInches(text)).toBe(inches);
  });

  it('reads centimetres and metres', () => {
    expect(parseHeightInches('178 cm')).toBeCloseTo(70.08, 1);
    expect(parseHeightInches('1.78 m')).toBeCloseTo(70.08, 1);
  });

  it.each([
    ['250 lbs', 250],
    ['250 lb', 250],
    ['250 pounds', 250],
    ['250#', 250],
  ])('reads %s as %i lb', (text, pounds) => {
    expect(parseWeightPounds(text)).toBe(pounds);
  });

  it('reads kilograms', () => {
    expect(parseWeightPounds('113 kg')).toBeCloseTo(249.1, 0);
  });

  it('finds nothing where there is nothing', () => {
    expect(parseHeightInches('what is a graded benefit?')).toBeNull();
    expect(parseWeightPounds('client is 62 years old')).toBeNull();
  });
});

describe('BMI and build', () => {
  it('matches the CDC worked examples', () => {
    expect(bmiFromImperial(70, 250)).toBe(35.9);
    expect(bmiFromImperial(64, 200)).toBe(34.3);
    expect(bmiFromImperial(72, 230)).toBe(31.2);
    expect(bmiFromImperial(66, 180)).toBe(29.1);
  });

  it('names the CDC category at each boundary', () => {
    expect(bmiCategory(18.4)).toBe('underweight');
    expect(bmiCategory(24.9)).toBe('healthy weight');
    expect(bmiCategory(29.9)).toBe('overweight');
    expect(bmiCategory(30)).toBe('obesity class 1');
    expect(bmiCategory(35)).toBe('obesity class 2');
    expect(bmiCategory(40)).toBe('obesity class 3');
  });

  it('says build is judged on the carrier chart, not promised', () => {
    const text = describeBmi(70, 250);
    expect(text).toContain('35.9');
    expect(text).toContain("carrier's build chart");
  });

  it('computes BMI from the question, or from the lead when the question is about build', () => {
    expect(runTools(`My client is 5'10" and 250 lbs, what is his BMI?`, null)[0]).toContain('35.9');
    expect(runTools('What is the BMI of this lead?', { heightInches: 64, weightPounds: 200 })[0]).toContain('34.3');
    expect(runTools('What does graded mean?', { heightInches: 64, weightPounds: 200 })).toEqual([]);
  });
});

describe('table ratings and flat extras', () => {
  it('reads tables by number, letter and percentage', () => {
    expect(parseTable('rated table 4')).toBe(4);
    expect(parseTable('Table D')).toBe(4);
    expect(parseTable('table 16')).toBe(16);
    expect(parseTable('table 17')).toBeNull();
    expect(tableFromPercent(200)).toBe(4);
    expect(tableFromPercent(210)).toBeNull();
  });

  it('adds 25% per table', () => {
    expect(tablePercent(1)).toBe(125);
    expect(tablePercent(4)).toBe(200);
    expect(tablePercent(8)).toBe(300);
    expect(tablePercent(16)).toBe(500);
  });

  it('turns a table and a standard premium into the extra premium', () => {
    const [text] = runTools('What does table 4 do to a $1,200 standard premium?', null);
    expect(text).toContain('200%');
    expect(text).toContain('$1,200 extra');
    expect(text).toContain('$2,400');
  });

  it('prices a flat extra per thousand of face', () => {
    expect(describeFlatExtra(5, 250_000)).toContain('$1,250 a year');
    expect(runTools('what does a $5 flat extra on $250,000 cost?', null)[0]).toContain('$1,250 a year');
    // No rate said: the common range, worked on the face said or the case's.
    const range = runTools('how much would a flat extra add on the 1m', null)[0]!;
    expect(range).toContain('on $1,000,000 (1,000 units)');
    expect(range).toContain('$2,500 to $10,000 a year');
    expect(runTools('how much would a flat extra cost him', { faceAmount: 500_000 })[0]).toContain(
      '$1,250 to $5,000 a year',
    );
    expect(runTools('what is a flat extra', { faceAmount: 500_000 })).toEqual([]);
  });
});

describe('calculators asked in chat', () => {
  it('credits an indexed account: participation, cap, spread and the floor', () => {
    expect(runTools('FIA, index up 8%, par rate 50%, what gets credited', null)[0]).toMatch(/^Credited: 4%/);
    expect(runTools('index up 9% with a 3% spread, whats credited', null)[0]).toMatch(/^Credited: 6%/);
    expect(runTools('index went up 14%, cap is 9% and par 100, what does she get', null)[0]).toMatch(/^Credited: 9%/);
    expect(runTools('what does she get if the index drops 20% next yr on her fia', null)[0]).toMatch(/^Credited: 0%/);
    // No cap, rate or spread said: the gain is credited up to the cap, in full only below it.
    expect(runTools('IUL: if the s&p goes up 4% how much gets credited', null)[0]).toMatch(
      /^Up to the cap: a 4% index gain is credited in full only when the cap is at least 4%/,
    );
    expect(runTools('his IUL: if the index does 20% he gets 20%??', null)[0]).toMatch(
      /^Up to the cap: a 20% index gain is credited in full only when the cap is at least 20%/,
    );
  });

  it('prices a flat extra for its years', () => {
    const [text] = runTools(
      "uw offered standard w a 7.50 flat extra per thousand for 3 yrs on his 300k, what's that cost",
      null,
    );
    expect(text).toMatch(/\$2,250 a year/);
    expect(text).toMatch(/\$6,750 in all/);
  });

  it('splits a non-qualified annuity payment into its taxable and tax-free parts', () => {
    const [text] = runTools(
      'spia 120k non qualified pays 800/mo life only, life expectancy 15 yrs, how much of each check is taxable',
      null,
    );
    expect(text).toMatch(/^About \$133\.33 of each \$800 payment is taxable/);
    expect(runTools('what if she had used IRA money for the spia, how is each payment taxed', null)[0]).toMatch(
      /fully taxable/,
    );
  });

  it('reads "20k car+cc" as debt, "100k per kid for college" per child and "10 yrs income" as the years', () => {
    const [reply] = runTools(
      '38M 2 kids, makes 85k, owes 280k on house, 20k car+cc, wants 100k per kid for college, has 50k at work. use DIME, 10 yrs income',
      null,
    );
    expect(reply).toMatch(
      /^DIME so far: Debt \$20,000 \+ Income \$85,000 × 10 years = \$850,000 \+ Mortgage \$280,000 \+ Education 2 × \$100,000 = \$200,000 = \$1,350,000 minus \$50,000 of existing coverage = \$1,300,000/,
    );
  });

  it('runs a DIME needs analysis with what is given and names what is missing', () => {
    const [full] = runTools(
      'DIME: 120k mortgage, 30k debts, 50k income for 10 yrs, 1 kid college 80k, has 100k existing. number?',
      null,
    );
    expect(full).toMatch(/= \$630,000/);
    expect(full).not.toMatch(/assumption/);
    const [partial] = runTools('32 yo married, 2 kids, makes 70k, mortgage 250k, how much term does he need', null);
    expect(partial).toMatch(/before non-mortgage debts and final expenses, education goal for 2 children/);
  });

  it('adds the final expenses said to the debts, and names them when they are not said', () => {
    const [said] = runTools(
      'DIME calc: 38 yo, income 70k, mortgage 240k, car loan 18k, 2 kids want 50k each for college, has 100k group life. figure final exp 15k, 10 yrs income',
      null,
    );
    expect(said).toMatch(
      /Debt \$18,000 \+ final expenses \$15,000 \+ .* = \$1,073,000 minus \$100,000 of existing coverage = \$973,000\./,
    );
    const [unsaid] = runTools('DIME: 120k mortgage, 30k debts, 50k income for 10 yrs, 1 kid college 80k', null);
    expect(unsaid).toMatch(/before final expenses/);
  });

  it("gives the Social Security payment day for a draft date, from the birthday or the record's date of birth", () => {
    expect(runTools('FE client bday is the 8th, gets SS, what day should the draft be', null)[0]).toMatch(
      /second Wednesday/,
    );
    expect(runTools('when should i set her draft date', { dob: '1951-03-14' })[0]).toMatch(/third Wednesday/);
    expect(runTools('she gets ssi and social security, best draft date?', null)[0]).toMatch(/3rd of the month/);
  });
});

describe('premium, commission, age and annuity-tax calculators', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  it('prices a modal premium from the annual premium and the modal factor', () => {
    const [answer] = runTools('annual is $900, monthly factor .0875, whats she paying a month', { today });
    expect(answer).toContain('$78.75');
    expect(answer).toContain('$945');
  });

  it('works out the months of an advance charged back', () => {
    const [answer] = runTools('9 month advance, client lapsed after paying 5 months, how much gets charged back', {
      today,
    });
    expect(answer).toMatch(/^4 of the 9 advanced months/);
    expect(runTools('9 month advance, lapsed after 10 months, chargeback?', { today })[0]).toContain(
      'nothing is charged back',
    );
    expect(
      runTools('12 month advance on $2,400 AP at 90% comp, client paid 3 months, chargeback?', { today })[0],
    ).toMatch(/^About \$1,620 charged back: 90% of \$2,400 annual premium is \$2,160/);
  });

  it('works out an advance check from the monthly premium, the commission rate and the advance months', () => {
    expect(
      runTools('carrier pays 120%, 9 month advance, premium $50/mo, whats my advance check', { today })[0],
    ).toMatch(/^About \$540: \$600 of annualized premium × 120% is \$720 of first-year commission/);
  });

  it('finds the most a client can weigh at a height to stay under a BMI', () => {
    expect(runTools("max weight for a 6'0 client to stay under bmi 30", { today })[0]).toMatch(
      /^At 6'0", a BMI of 30 is about 221 lb/,
    );
  });

  it('gives age last and nearest birthday on the application date', () => {
    const [nearest] = runTools('born 6/10/1975, app going in jan 2026, what age nearest birthday', { today });
    expect(nearest).toMatch(/^At age nearest birthday, the client is 51 in January 2026/);
    expect(nearest).toContain('age last birthday rate 50');
    const [last] = runTools('born 3/2/1960, age last birthday?', { today });
    expect(last).toMatch(/^At age last birthday, the client is 66 in November 2026/);
  });

  it('taxes a non-qualified annuity withdrawal gains first, with the 10% before 59½', () => {
    const [young] = runTools('she put 100k in a NQ MYGA, now worth 130k. shes 57, wants 20k out', { today });
    expect(young).toContain('all $20,000 is taxable');
    expect(young).toContain('$2,000');
    const [later] = runTools('she put 100k in a NQ MYGA, now worth 130k, wants 40k out, what if she waits till 60', {
      today,
    });
    expect(later).toContain('$30,000 of the $40,000 is taxable');
    expect(later).toContain('no 10% additional tax');
  });

  it('uses the case face amount for a flat extra asked without one', () => {
    const [answer] = runTools('offer came back standard w a $5 per thousand flat extra for 4 yrs, what does that add', {
      faceAmount: 500_000,
      today,
    });
    expect(answer).toContain('$2,500 a year');
  });

  it('reads a standard premium given per year for a table rating', () => {
    expect(runTools('standard was 1100/yr, offer came back table B, new premium?', { today })[0]).toContain('$1,650');
  });
});

describe('index crediting and income multiples said the way agents type them', () => {
  it('caps a credit when the cap has no percent sign, and reads both periods asked', () => {
    const [reply] = runTools(
      'iul, sp500 up 15% this yr, cap 10 par 100. what gets credited and what if next yr index drops 12',
      null,
    );
    expect(reply).toMatch(/^Index up 15%: credited 10% .*capped at 10%.*Index down 12%: credited 0%/);
  });

  it('sets the amount asked for against the income multiple for the age', () => {
    const [reply] = runTools('45 yo making 60k/yr wants 3 mil term, will carrier approve that amount', {
      age: 45,
      faceAmount: 3_000_000,
    });
    expect(reply).toContain('about 20 times income, so $60,000 a year justifies about $1,200,000');
    expect(reply).toContain('unlikely to be approved on income alone');
  });

  it('reads "gonna push back?" as asking the limit', () => {
    const [reply] = runTools("44M makes 90k wants 3M term bc 'why not'. underwriting gonna push back?", {
      age: 44,
      faceAmount: 3_000_000,
    });
    expect(reply).toContain('$90,000 a year justifies about $1,800,000');
  });

  it('says nothing of income multiples when nothing about a limit is asked', () => {
    expect(runTools('he makes 60k, what term length fits', { age: 45 })).toEqual([]);
  });
});

describe('RMD ages and rating agencies', () => {
  it('starts RMDs at 75 for a 1960 birth year and 73 for 1952', () => {
    const [reply] = runTools('client born 1960, when does she have to start rmds on her ira', null);
    expect(reply).toMatch(/^Born 1960: RMDs start at age 75 .*first RMD is for 2035, due by April 1, 2036/);
    expect(runTools('born 1952 when do rmds start', null)[0]).toMatch(/^Born 1952: RMDs start at age 73/);
  });

  it('reads "rated A- by AM Best" as financial strength, not a table rating', () => {
    expect(runTools('carrier is rated A- by AM Best is that good', null)).toEqual([]);
  });
});

describe('a draft date against a Social Security payment week said outright', () => {
  it('moves a draft that comes before the deposit', () => {
    const [reply] = runTools('client wants draft on the 3rd but her ss comes 2nd wed, what date should i use', null);
    expect(reply).toMatch(/^Social Security on the second Wednesday lands between the 8th and the 14th/);
    expect(reply).toContain('A draft on the 3rd comes before that deposit every month');
  });

  it('says when a proposed day can fall either side of the deposit, and when it is always after', () => {
    expect(runTools('her ss hits the third wednesday, ok to draft on the 17th?', null)[0]).toContain(
      'can fall before the deposit in some months',
    );
    expect(runTools('ss is the 4th wed, draft on the 29th ok?', null)[0]).toContain('always comes after the deposit');
  });
});

describe('calling hours at the lead’s location', () => {
  const november = new Date('2026-11-24T12:00:00Z');
  const july = new Date('2026-07-15T12:00:00Z');

  it('converts the agent’s clock to the lead’s and finds the call too early', () => {
    const [reply] = runTools('im in ny dialing ca leads at 10:30am my time, fine?', { today: november });
    expect(reply).toMatch(/^No: 10:30 a\.m\. Eastern is 7:30 a\.m\. in California \(Pacific\), before the federal/);
    expect(reply).toContain('Wait until 11 a.m. Eastern time.');
  });

  it('holds Florida to 8 p.m.', () => {
    expect(runTools('calling fl leads at 8:30pm eastern, ok?', { today: november })[0]).toMatch(
      /^No: 8:30 p\.m\. in Florida \(Eastern\), after Florida's 8 a\.m\. to 8 p\.m\. window/,
    );
  });

  it('finds the lead’s state however it is said ("at 8:30pm in florida", "they’re in florida")', () => {
    for (const question of ['can i call a lead at 8:30pm in florida', "they're in florida can i call a lead at 8:30pm"])
      expect(runTools(question, { today: november })[0]).toMatch(/^No: 8:30 p\.m\. in Florida/);
    // The agent's own state is not the lead's: the federal window, and the states that close at 8 p.m.
    expect(runTools("i'm in ohio, can i call a lead at 8:30pm", { today: november })[0]).toMatch(
      /^Only where the lead’s state allows it: 8:30 p\.m\. in the lead’s time zone is inside the federal 8 a\.m\. to 9 p\.m\. window .* but Florida, Oklahoma and Maryland end at 8 p\.m\./,
    );
    expect(runTools('can i text my aged leads at 9:30pm?', { today: november })[0]).toMatch(
      /^No: 9:30 p\.m\. is outside/,
    );
  });

  it('keeps Arizona on standard time in summer', () => {
    // 7:30 p.m. Eastern daylight time is 4:30 p.m. in Arizona (UTC-7 all year).
    expect(runTools('calling arizona leads at 7:30pm eastern ok?', { today: july })[0]).toMatch(
      /^Yes: 7:30 p\.m\. Eastern is 4:30 p\.m\. in Arizona/,
    );
  });
});

describe('index strategies to choose between', () => {
  it('credits a cap strategy and a participation strategy each on its own', () => {
    const [reply] = runTools(
      'client has FIA w choice of 10% cap or 50% par rate. if S&P does 18% this yr what does she get on each',
      null,
    );
    expect(reply).toMatch(/^Cap strategy: 10% .*Participation strategy: 9% .*the cap strategy credits more/);
  });

  it('reads a 100% participation rate beside a cap as the one capped strategy', () => {
    const [reply] = runTools(
      'client confused on cap vs par. S&P up 14% this yr, cap 9.5, par 100. what does she get',
      null,
    );
    expect(reply).toMatch(/^Credited: 9\.5% \(14% × 100% participation = 14%, capped at 9\.5%\)/);
  });

  it('drops the cap for an uncapped strategy asked after a capped one', () => {
    const [reply] = runTools(
      'what about up 25% on a 50% par uncapped strategy iul cap 10 par 100, sp up 15% what gets credited',
      null,
    );
    expect(reply).toMatch(/^Credited: 12\.5% \(25% × 50% participation = 12\.5%\)/);
  });
});

describe('annuity and sales arithmetic said in chat', () => {
  it('charges back the months not paid after "the 4th draft"', () => {
    const [reply] = runTools(
      '9 mo advance on $1,200 AP at 100% comp, policy lapsed after the 4th draft. chargeback?',
      null,
    );
    expect(reply).toMatch(/^About \$500 charged back/);
  });

  it('charges surrender only on what is over the free withdrawal', () => {
    const [reply] = runTools('63 yo wants 20k out of her FIA, 150k value, 10% free, yr 3 surrender 7%', null);
    expect(reply).toMatch(/^About \$350 of surrender charge: 10% of \$150,000 is \$15,000 penalty-free/);
  });

  it('runs a DIME analysis on "how much coverage should i recommend", with the income-multiple range', () => {
    const [reply] = runTools('35yo married dad makes 70k, how much coverage should i recommend', null);
    expect(reply).toMatch(/^DIME so far: Income \$70,000 × 10 years = \$700,000, before /);
    expect(reply).toContain('10 to 15 times income ($700,000 to $1,050,000)');
  });

  it('reads "AP 1200" and "annual prem is 1450" as well as "1,200 AP" and "annual premium"', () => {
    expect(
      runTools("AP 1200, 110% comp, 9 mo advance. policy lapses after 4 payments. what's my chargeback", null)[0],
    ).toMatch(/^About \$550 charged back: 110% of \$1,200 annual premium/);
    expect(runTools('annual prem is 1450, monthly factor .0875. whats monthly', null)[0]).toContain(
      '$126.87 per monthly payment',
    );
  });

  it('gives the RMD ages by birth year when none is said', () => {
    expect(runTools('what age do rmds start now for an annuity inside an IRA', null)[0]).toMatch(
      /^RMDs start at age 73 for those born 1951 through 1959 and at 75 for those born in 1960 or later/,
    );
  });

  it('counts car loans as debt in a DIME', () => {
    const [reply] = runTools(
      'needs analysis 40 yo m, 90k income, 300k mortgage, 25k car loans, has 50k thru work',
      null,
    );
    expect(reply).toMatch(/Debt \$25,000/);
  });

  it('charges the share taken over the free withdrawal when only percentages are said', () => {
    const [over] = runTools('fia has 10% free withdrawal. what if she takes 20% in yr 2?', null);
    expect(over).toMatch(
      /^The first 10% of the value comes out free; the other 10% \(the excess over the free amount\) pays the surrender charge for contract year 2/,
    );
    const [within] = runTools(
      'myga lets her take 10% free, she wants to take 8% this year, any surrender charge?',
      null,
    );
    expect(within).toMatch(/^No surrender charge: 8% is within the 10%/);
  });

  it('reads the value when the product is named before it, or the money moved in from CDs', () => {
    const [roof] = runTools('FIA 100k in yr 3, client needs 15k for a roof. what does it cost her', null);
    expect(roof).toMatch(/^Of the \$15,000, about \$10,000 comes out free \(10% of \$100,000\)/);
    const [cds] = runTools('65F 150k from CDs, 5yr MYGA vs 5yr FIA. what if she might need 30k in yr 2', null);
    expect(cds).toMatch(/^Of the \$30,000, about \$15,000 comes out free \(10% of \$150,000\)/);
  });

  it('works a surrender charge from "yr 3 of 10" on the common schedule, saying what it assumed', () => {
    const [reply] = runTools('client 62 wants to pull 30k from her fia, yr 3 of 10, account value 150k', null);
    expect(reply).toMatch(/^About \$1,200 of surrender charge: 10% of \$150,000 is \$15,000 penalty-free/);
    expect(reply).toContain('This assumes the common 10% penalty-free withdrawal and a 10-year schedule');
    // Neither a rate nor a schedule: the split and what each point costs, no charge made up.
    const [split] = runTools('client wants to pull 30k from her fia, account value 150k, whats the hit', null);
    expect(split).toMatch(
      /^Of the \$30,000, about \$15,000 comes out free \(10% of \$150,000\), and the other \$15,000/,
    );
    expect(split).toContain('each 1% of charge costs $150');
    expect(split).not.toMatch(/About \$[\d,]+ of surrender charge/);
  });

  it('reads the value from "her 100k FIA" or "100k into a 5yr MYGA" and the year from "in year 2"', () => {
    const [fia] = runTools('client wants 30k out of her 100k FIA in yr 3, whats the hit', null);
    expect(fia).toContain('the other $20,000 pays the surrender charge for contract year 3');
    const [myga] = runTools('she might need 25k for a roof in year 2 62f 100k into 5yr MYGA', null);
    expect(myga).toMatch(/^Of the \$25,000, about \$10,000 comes out free/);
    expect(myga).toContain('each 1% of charge costs $150');
  });

  it('says the 10% additional tax by the age asked about, without a basis to work the gain', () => {
    const [early] = runTools('wants to pull 30k from her nq annuity', { age: 57 });
    expect(early).toContain('At 57, before 59½, the taxable part also owes a 10% additional tax');
    const [late] = runTools('wants to pull 30k from her nq annuity', { age: 62 });
    expect(late).toContain('At 62, past 59½, there is no 10% additional tax.');
  });

  it('works a rough face amount from the record\'s notes ("makes 55k", "has 25k thru work")', () => {
    const [reply] = runTools(
      'give me 3 things to cover and a rough face amt wife pregnant, makes 55k, has 25k thru work',
      null,
    );
    expect(reply).toMatch(
      /^DIME so far: Income \$55,000 × 10 years = \$550,000 minus \$25,000 of existing coverage = \$525,000/,
    );
  });

  it('says when a senior client would be out of the surrender period, and only for a senior or a long one', () => {
    expect(describeSurrenderHorizon('client is 80, wants to put 300k into a 10 yr FIA', 80)).toMatch(
      /^At 80, a 10-year surrender period runs to age 90: .* suitability red flag/,
    );
    expect(describeSurrenderHorizon('84F wants 10yr surrender FIA, can i sell it', 84)).toMatch(/runs to age 94/);
    expect(describeSurrenderHorizon('55 yo wants a 7 yr myga', 55)).toBeNull();
    expect(describeSurrenderHorizon('what if she does a 3 yr myga instead', 80)).toBeNull();
    expect(describeSurrenderHorizon('her fia has a 10 yr surrender, 4 years left', 80)).toBeNull();
    expect(describeSurrenderHorizon('80f wants a 10 yr FIA', undefined)).toBeNull();
  });

  it('works the insurance age from a birthday said by its distance, with no birth date', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(describeAgeSinceBirthday('client turned 64 seven months ago, quote pulls 65 rates why', today)).toMatch(
      /^Because the birthday was 7 months ago, carriers that use age nearest birthday already rate the client at 65, while carriers that use age last birthday rate 64/,
    );
    expect(describeAgeSinceBirthday('he turned 64 in march, is he priced at 64 or 65', today)).toMatch(
      /^Because his birthday was 8 months ago/,
    );
    expect(describeAgeSinceBirthday('she turned 70 two months ago, what rates', today)).toMatch(
      /^Still 70 at both kinds of carrier/,
    );
    expect(describeAgeSinceBirthday('he turned 64 in march', today)).toBeNull();
    expect(
      describeAgeSinceBirthday(
        'client is 55, bday in 5 months. carrier uses age nearest. is she priced at 55 or 56',
        today,
      ),
    ).toMatch(/^Because her birthday was 7 months ago, carriers that use age nearest birthday already rate her at 56/);
    expect(describeAgeSinceBirthday('he turns 61 in 2 months, what age is he rated at', today)).toMatch(
      /^Because his birthday was 10 months ago, carriers that use age nearest birthday already rate him at 61/,
    );
    expect(describeAgeSinceBirthday('she is 47, birthday in 9 months, what age do they rate', today)).toMatch(
      /^Still 47 at both kinds of carrier/,
    );
  });

  it('does not take a term length, a marriage or a run of quarters for a figure', () => {
    expect(runTools('fia 10 yr surrender 8%, she wants 20k out', null).join(' ')).not.toMatch(/\$10\b/);
    expect(runTools('married 12 years income 90k, mortgage 200k, how much coverage does he need', null)[0]).toMatch(
      /× 10 years/,
    );
    expect(runTools('market was up 2 quarters in a row, cap 9%, what gets credited', null).join(' ')).not.toMatch(
      /Credited: 2%/,
    );
  });

  it('reads figures said without % after the index moved, and a benefit base said before its name', () => {
    const [credit] = runTools(
      'IUL 1yr point to point, cap 10 par 100 floor 0. s&p up 16 then next yr down 12. what gets credited',
      null,
    );
    expect(credit).toMatch(/^Index up 16%: credited 10% .* Index down 12%: credited 0%/);
    const [base] = runTools(
      'income rider 7% simple rollup for 10 yrs, 200k benefit base. whats the base in yr 10',
      null,
    );
    expect(base).toMatch(/^Benefit base after 10 years at a 7% simple roll-up: about \$340,000/);
  });

  it('grows a benefit base by a simple roll-up and says it is not cash', () => {
    const [reply] = runTools('FIA income rider 7% simple rollup 10 yrs on 200k, whats benefit base at yr 10', null);
    expect(reply).toMatch(/^Benefit base after 10 years at a 7% simple roll-up: about \$340,000/);
    expect(reply).toContain('cannot walk away with it');
  });

  it('works out lead cost and profit per sale', () => {
    const [reply] = runTools(
      'i pay $35/lead, close 1 in 12, avg AP $900 at 90% comp. cost per sale and profit per sale?',
      null,
    );
    expect(reply).toBe(
      'Cost per sale: $35 a lead × 12 leads per sale = $420. Commission per sale: $900 AP × 90% = $810. Profit per sale before other costs: $390, if the policy stays in force past the chargeback period (advances lapsed early are charged back).',
    );
  });

  it('counts an education goal per child', () => {
    const [reply] = runTools(
      'DIME: 40k debts, 70k income x 10 yrs, mortgage 260k, 2 kids college 100k each, has 150k group. how much',
      null,
    );
    expect(reply).toContain(
      'Education 2 × $100,000 = $200,000 = $1,200,000 minus $150,000 of existing coverage = $1,050,000',
    );
  });
});

describe('a performance trigger strategy', () => {
  it('credits the declared rate when the index ends up, however little', () => {
    const [reply] = runTools('FIA performance trigger strategy 6.5%, s&p ends up 2% — what gets credited', null);
    expect(reply).toMatch(/^Credited: 6\.5% \(the performance trigger's declared rate/);
  });
});

describe('the term length a need calls for', () => {
  it('covers 28 years left on a mortgage with a 30-year term', () => {
    const [reply] = runTools('29 F, newborn, 28 yrs left on mortgage. what term length', { age: 29 });
    expect(reply).toMatch(/^30-year term: the longest need is the 28 years left on the mortgage/);
  });
});

describe('the tax on cashing a policy out', () => {
  it('taxes the value above the premiums paid as ordinary income', () => {
    const [reply] = runTools('cashing out whole life, paid 20k premiums, cash value 26k. taxes?', null);
    expect(reply).toMatch(
      /^About \$6,000 is taxable as ordinary income: the \$26,000 cash-out minus the \$20,000 basis/,
    );
  });
});

describe('coverage through work as a multiple of salary', () => {
  it('works out the group amount and the gap to 10 to 15 times income', () => {
    const [reply] = runTools('he says its 3x salary, he makes 60k', null);
    expect(reply).toMatch(/about \$180,000 \(3 × \$60,000\)/);
    expect(reply).toMatch(/\$600,000 to \$900,000/);
    expect(reply).toMatch(/gap is roughly \$420,000 to \$720,000/);
  });

  it('needs both the multiple and the income', () => {
    expect(runTools('he has 2x salary through work', null)).toEqual([]);
    expect(runTools('he makes 60k', null)).toEqual([]);
  });
});

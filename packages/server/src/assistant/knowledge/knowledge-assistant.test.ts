import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { sentences } from '../compose/sentences';
import type { AssistantInput, AssistantReply } from '../types';
import { KnowledgeAssistant, NOT_COVERED, pieces } from './knowledge-assistant';

let assistant: KnowledgeAssistant;
beforeAll(() => {
  assistant = new KnowledgeAssistant(loadConfig({}).knowledgeDir, () => new Date('2026-11-24T12:00:00Z'));
});

const ask = (question: string, extra: Partial<AssistantInput> = {}) =>
  assistant.reply({ question, history: [], context: null, category: null, ...extra });

/** Asks the questions as one thread, carrying history and the case the way the chat service does. */
async function thread(questions: string[], context: AssistantInput['context'] = null): Promise<AssistantReply[]> {
  const replies: AssistantReply[] = [];
  const history: AssistantInput['history'] = [];
  let caseFacts: AssistantInput['caseFacts'] = null;
  for (const question of questions) {
    const reply = await assistant.reply({ question, history: [...history], context, category: null, caseFacts });
    replies.push(reply);
    history.push({ user: question, assistant: reply.text });
    caseFacts = reply.caseFacts;
  }
  return replies;
}

const MARIA = {
  name: 'Maria Gonzalez',
  age: 58,
  state: 'TX',
  height: `5'4"`,
  weight: '182 lb',
  tobacco: false,
  medications: ['Metformin', 'Lisinopril'],
  product_interest: 'Term life, 20 years',
  notes: 'Type 2 diabetes for 6 years, controlled (A1C 6.8). Wants coverage until retirement.',
};

/** A final expense lead whose income is written "SS ~1,400/mo". */
const DOROTHY = {
  name: 'Dorothy Banks',
  age: 70,
  state: 'MS',
  sex: 'F',
  notes: 'widow, SS ~1,400/mo, quoted 15k FE ~$90/mo, wants burial',
  product_interest: 'final expense 15k',
};

describe('knowledge assistant', () => {
  it('indexes the four areas, each document with example questions and a source to open', () => {
    expect(assistant.docs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(assistant.docs.map((d) => d.area))).toEqual(new Set(['underwriting', 'products', 'sales', 'laws']));
    for (const doc of assistant.docs) {
      expect(doc.examples.length, doc.slug).toBeGreaterThanOrEqual(3);
      expect(doc.source_url, doc.slug).toMatch(/^https?:\/\//);
      expect(`${doc.source} ${doc.lead}`, doc.slug).not.toMatch(/facts outline/i);
    }
  });

  it('answers first, then supporting facts, one caveat and one sources block with links', async () => {
    const reply = await ask('What time of day can I call leads under the TCPA?');
    expect(reply.kind).toBe('answer');
    expect(reply.text.split('\n')[0]).toMatch(/8 a\.m\./);
    expect(reply.text.match(/^Sources:/gm)).toHaveLength(1);
    expect(reply.text).toMatch(/Sources:\n- \[.+\]\(https?:\/\/.+\) \(.+, as of \d{4}-\d{2}-\d{2}\)/);
  });

  it('opens with the specific answer, not the document summary', async () => {
    expect((await ask('graded vs modified?')).text.split('\n')[0]).toMatch(/graded.*modified|modified.*graded/i);
    expect((await ask('is the chronic illness rider payout taxable')).text.split('\n')[0]).toMatch(/101\(g\)|tax/);
    expect((await ask('whats the exclusion ratio on a spia')).text).toMatch(/exclusion ratio/i);
  });

  it('closes a sales answer without an underwriting caveat', async () => {
    const reply = await ask('client says she needs to talk to her husband first, rebuttal?');
    expect(reply.route).toBe('knowledge');
    expect(reply.text).not.toMatch(/field underwriting guide/);
  });

  it('does not let "FE" pull every question to the final expense page', async () => {
    const reply = await ask('FE client on eliquis for afib, what tier?');
    expect(reply.sources.map((s) => s.title).join(' ')).toMatch(/blood thinner|atrial fibrillation/i);
    const draft = await ask('when should I set the draft date on an FE policy for someone on social security');
    expect(draft.sources[0]!.title).toMatch(/Social Security/);
  });

  it('reads T2 as type 2 diabetes, not Table 2', async () => {
    const reply = await ask('61 yo male t2 on metformin a1c 7.2, what can I write him for?');
    expect(reply.route).toBe('engine');
    expect(reply.text).toMatch(/type 2 diabetes/);
    expect(reply.text).not.toMatch(/Table 2 \(Table B\)/);
  });

  it('answers questions written in chat shorthand', async () => {
    for (const question of [
      'hes 61yo bc of his a1c can he get preferred?',
      'good rebuttal for too expensive',
      'can i call a dnc number if they filled out a form 2 mos ago',
    ]) {
      expect((await ask(question)).kind, question).toBe('answer');
    }
  });

  it('greets small talk instead of answering it from a document', async () => {
    const reply = await ask('hello test');
    expect(reply.route).toBe('safety:small_talk');
    expect(reply.sources).toEqual([]);
  });

  it('declines what it does not cover in one friendly sentence, and never invents', async () => {
    expect((await ask("what's the weather in Dallas tomorrow?")).kind).toBe('declined');
    const nonsense = await ask('zqxv blorf wibble?');
    expect(nonsense).toMatchObject({ kind: 'declined', sources: [] });
    // In the field but not in the knowledge base: said plainly, without a guess.
    const unknown = await ask('explain the blorf zqxv wibble rule for agents');
    expect(unknown).toMatchObject({ text: NOT_COVERED, kind: 'declined' });
    for (const question of ['best pizza in dallas', 'how do i change the oil on my truck', 'is my knee meniscus torn'])
      expect((await ask(question)).kind, question).toBe('declined');
  });

  it('sends a medical emergency to 911 first, whatever else is asked', async () => {
    const reply = await ask('chest pain and his arm is numb, is that a heart attack');
    expect(reply.text.split('\n')[0]).toMatch(/^Call 911 now/);
  });

  it('refuses to misstate an application or sign for someone, saying what happens', async () => {
    const misstate = await ask("just put no on the question, he'll never know, how do I word it");
    expect(misstate.kind).toBe('declined');
    expect(misstate.text).toMatch(/contestable period/);
    expect(misstate.text).toMatch(/Rx\) check|MIB/);
    const forge = await ask("sign the app for her husband, he said it's ok");
    expect(forge.text).toMatch(/forgery/);
  });

  it('will not quote a live premium, and gives the class to quote for a known case', async () => {
    const reply = await ask('how much would 250k 20 yr term cost for him, 45 yo male, bp meds');
    expect(reply.route).toBe('safety:live_rate');
    expect(reply.text).toMatch(/quoting engine/);
    expect(reply.text).not.toMatch(/\$\d+(?:\.\d\d)? (?:a|per) month/);
  });

  it('will not promise an approval', async () => {
    const reply = await ask('Will my client definitely be approved at preferred with a DUI last year?');
    expect(reply.text).toMatch(/^No one but the carrier's underwriter can promise/);
  });

  it("answers the CRM demo's question from the lead's record", async () => {
    const reply = await ask('Is this client insurable for term?', { context: MARIA });
    expect(reply.route).toBe('engine');
    expect(reply.text.split('\n')[0]).toMatch(/^Yes|^Likely yes/);
    expect(reply.text).toMatch(/Maria Gonzalez \(58-year-old/);
    expect(reply.text).toMatch(/20-year term/);
    expect(reply.text).toMatch(/A1C 6\.8/);
    expect(reply.text).toMatch(/BMI 31\.2/);
  });

  it("answers the CRM demo's sales prompt about presenting the product, not about a feature named like the lead", async () => {
    const reply = await ask('How should I present 20-year term to Maria (58, in TX)?', { context: MARIA });
    expect(reply.route).toBe('knowledge');
    expect(reply.text).toMatch(/^Present term from the client's own reasons/);
  });

  it('says what a medication on the Rx check points to, with its other uses, when asked what it is for', async () => {
    const reply = await ask('wellbutrin 300 on the rx for a 51M, what would that be for');
    expect(reply.route).toBe('engine');
    expect(reply.text.split('\n')[0]).toMatch(/^Wellbutrin on the Rx check usually means depression or anxiety/);
    expect(reply.text.split('\n')[0]).toMatch(/quitting smoking/);
    const liver = await ask('xifaxan on a 70F rx report, what does it mean');
    expect(liver.text.split('\n')[0]).toMatch(/cirrhosis/);
  });

  it('keeps the case through terse follow-ups: a new amount, weight still to lose, an older age', async () => {
    const [, smaller, lighter] = await thread([
      "6'2 m 50, 300 lb, wants 500k 20yr term",
      'ok 300k then',
      'what if he loses 40 lbs by next summer',
    ]);
    expect(smaller!.route).toBe('engine');
    expect(smaller!.text.split('\n')[0]).toMatch(/amount does not change the class/);
    expect(lighter!.text.split('\n')[0]).toMatch(/^At 260 lb/);
    expect(lighter!.text.split('\n')[0]).toMatch(/reconsider the rating/);
    const [, , older] = await thread([
      '77f on dialysis, wants 10k burial policy',
      'what would her kids get in year 1',
      'and at 82?',
    ]);
    expect(older!.route).toBe('engine');
    expect(older!.text).toMatch(/an 82-year-old woman/);
  });

  it('keeps the subject when a follow-up changes one detail ("same thing but in texas")', async () => {
    const [, texas] = await thread([
      'policy issued 3/2025, insured died by suicide 11/2026, colorado. does it pay?',
      'same thing but in texas',
    ]);
    expect(texas!.text.split('\n')[0]).toMatch(/suicide exclusion/i);
    expect(texas!.text).not.toMatch(/community property/i);
  });

  it('works out "how much is that on the 1m" after an answer about a flat extra, not a live rate', async () => {
    const [, , cost] = await thread([
      '43m private pilot 250 hrs, IFR rated, flies personal only, 1m term',
      'what if he only has 80 hrs and no IFR',
      'how much is that on the 1m',
    ]);
    expect(cost!.route).toBe('tools');
    expect(cost!.text).toMatch(/\$2,500 to \$10,000 a year/);
  });

  it('moves to the product a follow-up offers instead ("what about an FIA instead")', async () => {
    const [myga, fia] = await thread([
      '68 m has 250k in the bank, wants guaranteed growth for 5 yrs, zero risk. what product',
      'what about an FIA instead',
    ]);
    expect(myga!.text.split('\n')[0]).toMatch(/MYGA/);
    expect(myga!.text).not.toMatch(/\$250,000 of coverage/);
    expect(fia!.text).toMatch(/cap|participation/i);
  });

  it('answers an omission told about a death claim with the contestable review, not a refusal', async () => {
    const [, omitted] = await thread([
      "client died 20 months into his policy, wife asking if it'll pay",
      'he had a dui he left off the app',
    ]);
    expect(omitted!.route).toBe('knowledge');
    expect(omitted!.text).toMatch(/contest/i);
    expect(omitted!.text).toMatch(/rescind/i);
  });

  it('reads a longer tier question beside a lead, and neuropathy beside diabetes as a complication', async () => {
    const gloria = {
      name: 'Gloria Benitez',
      age: 68,
      state: 'TX',
      medications: ['Lantus 30 units nightly', 'gabapentin 300mg tid'],
      notes: "type 2 since age 45, says gabapentin is for 'burning feet'",
      product_interest: 'final expense 15k',
    };
    const reply = await ask('level FE possible or am i looking at graded?', { context: gloria });
    expect(reply.route).toBe('engine');
    expect(reply.text.split('\n')[0]).toMatch(/^Probably not day-one coverage on final expense: expect graded/);
    const terms = await ask("what's the difference between level and graded on FE", { context: gloria });
    expect(terms.route).toBe('knowledge');
  });

  it('opens "what if it was 26 months" after a death claim with the incontestability rule', async () => {
    const [, later] = await thread([
      'client died 14 months after issue, app said no meds but he was on xanax. will they pay',
      'what if it was 26 months',
    ]);
    expect(later!.text.split('\n')[0]).toMatch(
      /after the policy has been in force for 2 years, the policy is generally incontestable/,
    );
  });

  it('drops a medication the agent says the client is not on ("and no entresto")', async () => {
    const [, revised] = await thread([
      'meds: entresto, furosemide 40, carvedilol. 69M FE',
      'what if the furosemide is just for leg swelling and no entresto',
    ]);
    expect(revised!.text.split('\n')[0]).toMatch(/^That explains the furosemide: taken for leg swelling,/);
    expect(revised!.text).not.toMatch(/congestive heart failure \(entresto\)/);
    expect(revised!.text).toMatch(/level, day-one final expense coverage is likely/);
  });

  it('rereads a family history when the age at death changes ("what if dad died at 64 instead")', async () => {
    const [early, late] = await thread([
      '41 m, dad died of heart attack at 52, otherwise perfect. preferred plus?',
      'what if dad died at 64 instead',
    ]);
    expect(early!.text.split('\n')[0]).toMatch(/^Probably not Preferred Plus/);
    expect(late!.route).toBe('engine');
    expect(late!.text).toMatch(/family history \(at 60 or later\)/);
    expect(late!.text.split('\n')[0]).toMatch(/Preferred Plus to Standard/);
  });

  it('keeps a death claim a claim when an undisclosed condition comes up, not a new underwriting read', async () => {
    const [, omitted] = await thread([
      "client died 14 mo after issue, bene says claim is 'under review', why",
      'turns out he didnt put his afib on the app',
    ]);
    expect(omitted!.route).toBe('knowledge');
    expect(omitted!.text).toMatch(/first 2 years|contestable/);
  });

  it("reads a dementia sign in an annuity sale as the client's capacity to buy, not a class", async () => {
    const [, capacity] = await thread([
      '68m has 300k cd maturing next month, how do i open the annuity convo',
      "he's showing early dementia signs, forgets stuff, wife says just go ahead",
    ]);
    expect(capacity!.route).toBe('knowledge');
    expect(capacity!.text.split('\n')[0]).toMatch(/capacity/);
    expect(capacity!.text).not.toMatch(/of coverage|declined/);
  });

  it('answers a follow-up that starts "ok and" but asks a new question of its own', async () => {
    const [, chargebacks] = await thread([
      "client born on the 25th, on SS. when's her check",
      'ok and how long am i on the hook for chargebacks if it lapses',
    ]);
    expect(chargebacks!.text.split('\n')[0]).toMatch(/charged back|chargeback/);
  });

  it("never opens with a page's own disclaimer", async () => {
    const replies = await thread([
      "client's WL lapsed 4 months ago, can she reinstate",
      'she had like 8k cash value tho, why would it lapse',
      'how do i find out',
    ]);
    for (const reply of replies) expect(reply.text).not.toMatch(/^(?:This is )?general information/i);
  });

  it('reads a hospital stay told in a follow-up as a worse case, not as what the inhaler is for', async () => {
    const [, hospital] = await thread([
      "67m copd on trelegy, no oxygen, still smokes half a pack, 5'8 170. wants 15k FE",
      'what if he was hospitalized for a flare 8 mo ago',
    ]);
    expect(hospital!.route).toBe('engine');
    expect(hospital!.text).not.toMatch(/That explains the trelegy/);
    expect(hospital!.text.split('\n')[0]).toMatch(/graded|modified/);
  });

  it('picks a product when asked "which one would u pick" after a term vs whole life comparison', async () => {
    const [comparison, pick] = await thread([
      'term vs whole for a 45yo wanting 250k, quick breakdown',
      'which one would u pick for him, he has teens and a 20yr mortgage',
    ]);
    expect(comparison!.route).toBe('knowledge');
    expect(comparison!.text.split('\n')[0]).toMatch(/^Term covers a set period/);
    expect(pick!.text.split('\n')[0]).toMatch(/20-year level term/);
  });

  it('opens with the words to say when a script is asked for, and texts that script', async () => {
    const [script, text] = await thread(['give me a referral script for policy delivery', 'text version pls']);
    expect(script!.text.split('\n')[0]).toMatch(/^Example wording: "Most of my clients/);
    expect(text!.text).toMatch(/"Most of my clients come from people like you\./);
    expect(text!.text).not.toMatch(/works best when it is specific/);
  });

  it('answers "whats the penalty if i mess up" in a dialer thread with the TCPA damages', async () => {
    const [, , penalty] = await thread([
      'bought a list of aged FE leads, can i load em in my dialer and blast em',
      'what about just texting them',
      'whats the penalty if i mess up',
    ]);
    expect(penalty!.text.split('\n')[0]).toMatch(/\$500 per violation/);
  });

  it('answers "does that kill preferred?" and "will that hurt her?" about the class, not about coverage', async () => {
    const kill = await ask('sleep apnea uses cpap every night. does that kill preferred?');
    expect(kill.text.split('\n')[0]).toMatch(/^No, it doesn't rule out Preferred: /);
    const hurt = await ask("5'4 female 200 lbs, whats her bmi and is that gonna hurt her on term");
    expect(hurt.text.split('\n')[0]).toMatch(/^Yes, it likely keeps her out of the preferred classes: .*Standard/);
  });

  it('says to wait when only guaranteed issue can be placed now (on probation)', async () => {
    const reply = await ask('hes on probation til june for a felony possession charge. can i write FE now or wait');
    expect(reply.text.split('\n')[0]).toMatch(/^Wait, unless the client needs coverage now/);
  });

  it("keeps the lead record's DUI date when the question names the DUI again", async () => {
    const context = {
      name: 'Marcus Hale',
      age: 38,
      sex: 'male',
      notes: 'DUI 14 months ago (first offense), license reinstated. No meds, non-smoker.',
    };
    const reply = await ask('he wants 500k term, first DUI. what happens', { context });
    expect(reply.text).toMatch(/a DUI 14 months ago/);
    expect(reply.text).not.toMatch(/Preferred Plus/);
  });

  it('reads a final expense lead\'s medication question as final expense, and "any SI carrier gonna take her" as a read', async () => {
    const meds = await ask('what is donepezil for? lead wants 10k burial, daughter read me the bottles', {
      context: { name: 'Dolores', age: 79, sex: 'female', notes: 'meds: donepezil, amlodipine' },
    });
    expect(meds.text.split('\n')[0]).toMatch(
      /^Donepezil .*dementia.*As a final expense case: declined on simplified issue/,
    );
    const oxygen = await ask('any SI carrier gonna take her or am i wasting time', {
      context: { name: 'Barbara', age: 71, sex: 'female', notes: 'COPD, uses oxygen at night only' },
    });
    expect(oxygen.route).toBe('engine');
    expect(oxygen.text).toMatch(/[Gg]uaranteed issue/);
  });

  it('opens with the section a heading names ("claiming under a chronic illness rider"), not the page summary', async () => {
    const reply = await ask('what does chronic illness rider actually require to pay out');
    expect(reply.text.split('\n')[0]).toMatch(/^A chronic illness rider can be claimed when .*2 of the 6 activities/);
  });

  it('runs the numbers when the figures end with a bare "how much coverage"', async () => {
    const reply = await ask('35yo, 80k income, 300k mortgage, 2 kids, 20k car+cc. how much coverage');
    expect(reply.route).toBe('tools');
    expect(reply.text).toMatch(/^DIME so far: Debt \$20,000 \+ Income \$80,000/);
  });

  it('names the final expense tier when the tier is asked, rather than a yes', async () => {
    const reply = await ask('what tier is she likely to get?', {
      context: { name: 'Evelyn', age: 72, sex: 'female', notes: 'AFib on Eliquis' },
    });
    expect(reply.text.split('\n')[0]).toMatch(/^Level \(full coverage from day one\) or graded/);
  });

  it('reads "how does he look" and "can she go no exam" as case questions (a "couple times a week" is not a couple)', async () => {
    const look = await ask(
      "67 yo male 5'10 250lbs, type 2 on metformin + lisinopril, smokes about half a pack a day. wants 15k final expense. how does he look",
    );
    expect(look.route).toBe('engine');
    const noExam = await ask(
      "49 f 5'4 200 lbs smokes weed couple times a week, no tobacco. 250k 20 yr, can she go no exam?",
    );
    expect(noExam.route).toBe('engine');
    expect(noExam.text).toMatch(/No exam: accelerated/);
  });

  it('keeps dementia when the family says the Aricept is "just for memory"', async () => {
    const reply = await ask("80 yo man, wife says hes on aricept but 'its just for memory'. can i get him fe");
    expect(reply.text.split('\n')[0]).toMatch(/guaranteed issue is the path/);
  });

  it('works out the income limit when the agent asks "is 1m too much" in a thread', async () => {
    const [, limit] = await thread([
      "39 m, 6'0 230, sleep apnea uses cpap, takes zoloft for mild anxiety. wants 1m 30 yr term. thoughts",
      'he makes 40k a yr, is 1m too much',
    ]);
    expect(limit!.text).toMatch(/^Financial underwriting: at 39/);
  });

  it('answers "whats the penalty if i skip the form" in a replacement thread with the replacement rules', async () => {
    const [, , penalty] = await thread([
      'client has a 15 yr old whole life, wants to replace with an iul im pitching. what do i have to do',
      'what about in NY',
      'whats the penalty if i skip the form',
    ]);
    expect(penalty!.text.split('\n')[0]).toMatch(/^Skipping the replacement question or forms is a violation/);
  });

  it('does not say to wait for a knock-out that never passes', async () => {
    const reply = await ask('79 yo with alzheimers, FE now or wait');
    expect(reply.text).not.toMatch(/^Wait/);
  });

  it('answers a final expense "will that hurt her" about the tier, not the preferred classes', async () => {
    const reply = await ask('70f wants 15k final expense, on metformin only, a1c 6.5. will that hurt her?');
    expect(reply.text.split('\n')[0]).not.toMatch(/preferred classes/);
  });

  it('reworks the build with a new weight ("and if she\'s 185")', async () => {
    const [, heavier] = await thread(["45F 5'4 165 no meds wants 500k 20yr term, whats her bmi", "and if she's 185"]);
    expect(heavier!.text.split('\n')[0]).toMatch(/185 lb .*BMI 31\.8/);
  });

  it('reads a case that ends in "what happens", and sends a client too young for guaranteed issue back later', async () => {
    const [reply] = await thread([
      'dui 14 months ago first offense, 35 m otherwise healthy. 20yr 750k term what happens',
    ]);
    expect(reply!.route).toBe('engine');
    expect(reply!.text.split('\n')[0]).toMatch(/not sold at this age/);
    expect(reply!.text).toMatch(/- Final expense: not sold at this age/);
  });

  it('finds the right page for "the insurance co keeps it" and "stop calling"', async () => {
    const [spia] = await thread(['72 m wants spia with 100k but worried if he dies yr 2 the insurance co keeps it']);
    expect(spia!.text).toMatch(/period certain|refund/i);
    const [dnc] = await thread(["lady told me 'stop calling' last week, how long do i have to add her to dnc"]);
    expect(dnc!.text).toMatch(/do-not-call list/i);
  });

  it('answers a conversion question about a policy once rated, not a table or a new read', async () => {
    const [reply] = await thread([
      'client has 20yr term from 2012, was rated table 2, now diabetic. can he convert w/o new exam? whats the premium based on',
    ]);
    expect(reply!.route).toBe('knowledge');
    expect(reply!.text.split('\n')[0]).toMatch(/conversion privilege/i);
  });

  it('answers Medicaid planning beside a nursing home from the knowledge base, not as a health read', async () => {
    const [reply] = await thread([
      'client 79 going into nursing home in about a yr, daughter asked if buying an annuity protects assets from medicaid',
    ]);
    expect(reply!.route).toBe('knowledge');
    expect(reply!.text).toMatch(/Medicaid/);
  });

  it('answers "the number is way too much" as an objection, not a new calculation', async () => {
    const [, , objection] = await thread([
      'needs analysis 40 yo m, 90k income, wife stays home, 3 kids, 300k mortgage, 25k car loans, has 50k thru work',
      'what about coverage on the wife, she doesnt work',
      'he says 1.3m is way too much. how do I respond',
    ]);
    expect(objection!.route).toBe('knowledge');
    expect(objection!.text).not.toMatch(/times income/);
  });

  it('answers from a document far ahead of all others, and still declines what no document is about', async () => {
    const [aps] = await thread(['UW ordered an APS 3 weeks ago still waiting. what even is it']);
    expect(aps!.kind).toBe('answer');
    expect(aps!.text).toMatch(/attending physician/i);
    const [dialer] = await thread(['ringy dialer not syncing leads to my crm, api keeps throwing 401, how fix']);
    expect(dialer!.kind).toBe('declined');
  });

  it('warns that the Rx check still reads an explained drug as its usual condition', async () => {
    const [reply] = await thread(['78 M FL on lasix, says its for swollen ankles only, no heart stuff. FE']);
    expect(reply!.route).toBe('engine');
    expect(reply!.text.split('\n')[0]).toMatch(/usually read it as congestive heart failure/);
    // The drug explained is the one named with the reason ("the gaba"), not the first on the list.
    const [gaba] = await thread([
      '67 f on metformin and gabapentin 300 3x day, she says the gaba is for her back. does it hurt her on FE',
    ]);
    expect(gaba!.text.split('\n')[0]).toMatch(/^Taken for her back, the gabapentin is not an issue in itself/);
    expect(gaba!.text).toMatch(/type 2 diabetes \(metformin\)/);
    // "What is it for" asks; it explains nothing.
    const [asks] = await thread(['52 F on plaquenil, FE phone app, what is it for & does it matter']);
    expect(asks!.text).toMatch(/lupus/i);
  });

  it('checks one final expense tier against the read ("ok so graded then?")', async () => {
    const [, graded] = await thread(['70 F copd on spiriva, no oxygen, still smokes. FE?', 'ok so graded then?']);
    expect(graded!.route).toBe('engine');
    expect(graded!.text.split('\n')[0]).toMatch(/^Not necessarily: level .* is possible at some carriers/);
    const [, level] = await thread(['66 F, stent 8 months ago, FE?', 'so level then?']);
    expect(level!.text.split('\n')[0]).toMatch(/^Probably not level/);
    const [, notNeeded] = await thread(['58 F, type 2 diabetes on metformin a1c 6.8, FE?', 'so graded then?']);
    expect(notNeeded!.text.split('\n')[0]).toMatch(/^No, graded should not be needed: expect level/);
  });

  it('reads "term rates?" after a health history as the class, not a live premium', async () => {
    const [reply] = await thread(['hep c cured 2020 w harvoni, 55 F. term rates?']);
    expect(reply!.route).toBe('engine');
    expect(reply!.text).not.toMatch(/Was it treated/);
    const [price] = await thread(['hep c cured 2020, 55 F. how much for 250k term?']);
    expect(price!.route).toBe('safety:live_rate');
  });

  it('takes a medication off the case when the agent explains what it was for', async () => {
    const [first, explained] = await thread([
      'zofran showed on the rx report for a 39F, term 250k',
      'she says it was only for a stomach bug last spring',
    ]);
    expect(first!.text).toMatch(/ondansetron|zofran/i);
    expect(explained!.route).toBe('engine');
    expect(explained!.text.split('\n')[0]).toMatch(/^That explains the zofran: taken for stomach bug last spring/i);
    expect(explained!.text).toMatch(/Assumed: a 39-year-old woman, \$250,000 of coverage\./);
  });

  it('puts the read in words for the client when asked what to say, without promising approval', async () => {
    const [first, , words] = await thread([
      '74f wants to drop her 15 yr old WL for a cheaper burial plan she saw on tv',
      'she has CHF now',
      'ok but what would u say to her',
    ]);
    expect(first!.text).not.toMatch(/15-year-old/);
    expect(words!.route).toBe('engine');
    expect(words!.text.split('\n')[0]).toMatch(/^Something like: "Because of your congestive heart failure/);
    expect(words!.text.split('\n')[0]).toMatch(/never promise the approval/);
    const [, graded] = await thread([
      '72F stroke 14 months ago on plavix, wants 10k FE',
      'how do i explain the graded part to her',
    ]);
    expect(graded!.text.split('\n')[0]).not.toMatch(/^Something like/);
  });

  it('computes the BMI of the lead in view', async () => {
    const reply = await ask('What is her BMI?', { context: MARIA });
    expect(reply.text).toContain('31.2');
  });

  it('keeps the case across follow-ups and applies each new fact', async () => {
    const [first, smoker, older, lighter] = await thread([
      "got a 61 yo guy 5'10 245 on metformin, stent 8 months ago, what can i write him for",
      'what if hes a smoker?',
      'and for a 70 year old?',
      'and if he loses 20 lbs?',
    ]);
    expect(first!.text).toMatch(/61-year-old man/);
    expect(first!.text).toMatch(/stent or bypass 8 months ago/);
    expect(smoker!.text.split('\n')[0]).toMatch(/^As a tobacco user/);
    expect(smoker!.text).toMatch(/stent or bypass 8 months ago/);
    expect(older!.text).toMatch(/70-year-old man/);
    expect(older!.text).toMatch(/tobacco user/);
    expect(lighter!.text).toMatch(/225 lb/);
    expect(new Set([first, smoker, older, lighter].map((r) => r!.text)).size).toBe(4);
  });

  it('follows up on the previous question of the thread', async () => {
    const [, table2] = await thread(['What does table 4 mean?', 'and what about table 2?']);
    expect(table2!.text).toContain('150%');
  });

  it('keeps "Co. v. Gomez" and "N.Y." in one sentence and a list with its introduction', () => {
    expect(sentences('Seen in Campbell-Ewald Co. v. Gomez (2016). Next one.')).toEqual([
      'Seen in Campbell-Ewald Co. v. Gomez (2016).',
      'Next one.',
    ]);
    expect(sentences('It is the rule (for example N.Y. Ins. Law § 3203). Next.')).toHaveLength(2);
    expect(sentences('Capital gain (IRS Rev. Rul. 2009-13 as modified). Next.')).toHaveLength(2);
    expect(sentences('It uses:\n- Rx history.\n- MIB codes.')).toEqual(['It uses: Rx history; MIB codes.']);
    // A quoted script of several sentences stays one sentence.
    expect(sentences('Next one. It can be: "I hear you. What amount works? We can go smaller."')).toEqual([
      'Next one.',
      'It can be: "I hear you. What amount works? We can go smaller."',
    ]);
  });

  it('streams a reply in pieces that add up to the whole', async () => {
    const deltas: string[] = [];
    const reply = await assistant.reply(
      { question: 'How does a graded death benefit work?', history: [], context: null, category: null },
      { onDelta: (text) => deltas.push(text) },
    );
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(reply.text);
    expect(pieces('a b c')).toEqual(['a b c']);
  });
});

describe('the next questions for a case being read', () => {
  it('lists what is still open after a read, not a passage', async () => {
    const [, next] = await thread([
      "70f 5'5 160 had a stroke 14 months ago, on plavix and lisinopril. FE options?",
      'ok what do i ask her next',
    ]);
    expect(next!.route).toBe('engine');
    expect(next!.text).toMatch(/^Ask her next:\n- Any lasting weakness, speech problems or a second event\?/);
    expect(next!.text).toContain('The knock-outs: oxygen, dialysis, dementia');
    // Build and the medication list were given: not asked again.
    expect(next!.text).not.toContain('Height and weight?');
    expect(next!.text).not.toContain('Every prescription');
  });

  it('reads "what do i expect" as a case, and does not ask what the case already says', async () => {
    const [read, next] = await thread([
      '55 m type 2 on insulin since 2020, a1c 8.2, neuropathy in his feet. FE 20k what do i expect',
      'what do i ask him next',
    ]);
    expect(read!.route).toBe('engine');
    expect(next!.text).toMatch(/^Ask him next:/);
    expect(next!.text).not.toMatch(/What caused it/);
    expect(next!.text).toMatch(/Any other complications: eye, kidney problems or amputation\?/);
  });
});

describe('the opening names what was asked', () => {
  it('opens with the lead sentence about the exclusion ratio, not the one about payout options', async () => {
    const reply = await ask('how does the exclusion ratio work on a non qualified spia');
    expect(reply.text).toMatch(/^For a SPIA bought with after-tax \(non-qualified\) money, the exclusion ratio/);
    expect(reply.text.split('\n\n')[0]).toContain('fully taxable');
  });
});

describe('a spouse asked about as a client of their own', () => {
  it('reads her case, not his', async () => {
    const [, wife] = await thread([
      '72M CHF dx 2024, on entresto. what can he get',
      'what about his wife, 70, healthy, no meds',
    ]);
    expect(wife!.route).toBe('engine');
    expect(wife!.text).toContain('Assumed: a 70-year-old woman.');
    expect(wife!.text).not.toMatch(/heart failure/i);
  });

  it('answers "wife needs coverage too, she doesnt work" about a stay-at-home spouse', async () => {
    const context = { name: 'Marcus Bell', age: 34, sex: 'M', notes: '2 kids, wife stays home, income 78k' };
    const [, wife] = await thread(
      ['what term length + face would u run', 'wife needs coverage too, she doesnt work'],
      context,
    );
    expect(wife!.text).toMatch(/^Yes, a stay-at-home spouse usually should have coverage too/);
  });

  it('keeps the case when a relative only asks about it ("daughter wants to know if he will qualify")', async () => {
    const [, asked] = await thread([
      '55m type 2 on metformin wants 250k term',
      'daughter wants to know if he will qualify for level',
    ]);
    expect(asked!.caseFacts.conditions.map((c) => c.id).join(' ')).toMatch(/diabetes/);
  });
});

describe('income that starts later', () => {
  it('compares a DIA, an income rider and a MYGA then a SPIA when lifetime income starts in 2 years', async () => {
    const context = {
      name: 'Gloria Vance',
      age: 63,
      sex: 'F',
      notes: 'wants guaranteed income',
      product_interest: 'annuity',
    };
    const [, later] = await thread(
      ['FIA w income rider or MYGA for her?', 'she needs the income starting in 2 yrs, for life'],
      context,
    );
    expect(later!.text).toMatch(/deferred income annuity \(DIA\) with a two-year deferral/);
    expect(later!.text).not.toMatch(/^Most deferred annuities have a declining surrender charge/);
  });
});

describe('questions about a case that are not a new read', () => {
  it('answers reconsideration, an Rx hit left off the application and a price objection from the knowledge base', async () => {
    const [, , rerate] = await thread([
      "42f 5'5 220 wants 500k term what class",
      'she says shell lose 30 lbs before the exam',
      'how long after getting rated can she ask for a better class',
    ]);
    expect(rerate!.route).toBe('knowledge');
    expect(rerate!.text).not.toMatch(/^Assumed:/m);
    const rx = await ask('rx check came back showing gabapentin but my client said no meds on the app');
    expect(rx.route).toBe('knowledge');
    expect(rx.text).toContain('amendment');
    const price = await ask('my client said the premium is like $300/mo on her SS check, what can i do', {
      context: MARIA,
    });
    expect(price.route).toBe('knowledge');
    expect(price.caseFacts?.monthlyBudget).toBeUndefined();
  });

  it('still reads the case when the price question names another product to read', async () => {
    const [, , fe] = await thread([
      "55F 5'4 240, metformin only a1c 6.9, non tob, 250k 20yr term",
      "my bad shes 5'8 not 5'4",
      'if term ends up too pricey what about FE for her',
    ]);
    expect(fe!.route).toBe('engine');
  });
});

describe('reshaping the previous answer', () => {
  it('lists the read, not the questions to ask next, as bullets to show the client', async () => {
    const replies = await thread(
      ['Is this client insurable for term?', 'what do i ask her next', 'give me 3 bullets i can show her'],
      MARIA,
    );
    const bullets = replies[2]!.text;
    expect(bullets).toContain('The main points to show her:');
    expect(bullets).toContain("From what you've shared, 20-year term would likely be approved");
    expect(bullets).not.toContain('Any complications');
  });
});

describe('a tier asked beside a final expense lead', () => {
  it('answers with the final expense tier, not the term issue ages', async () => {
    const reply = await ask('pulled up ruth, what tier am i looking at for her', {
      context: {
        name: 'Ruth Alvarez',
        age: 79,
        medications: ['donepezil 10mg daily'],
        product_interest: 'final expense 10k',
      },
    });
    expect(reply.route).toBe('engine');
    expect(reply.text).toMatch(/^Final expense would likely be declined on the health questions, so guaranteed issue/);
  });
});

describe('a birthday asked about mid-thread', () => {
  it('answers which age each kind of carrier uses, first', async () => {
    const [, , birthday] = await thread([
      '78 F, dialysis 3x a week, wants 10k burial policy. options?',
      'and if she dies in year 1?',
      'shes turning 81 in feb does that matter',
    ]);
    expect(birthday!.route).toBe('engine');
    expect(birthday!.text).toMatch(
      /^At 80, yes, it can: carriers that use age nearest birthday already count her as 81/,
    );
  });
});

describe('an answer about a state', () => {
  it('keeps a section about one state for a client in that state', async () => {
    const reply = await ask("replacing client's 10 yr old UL with a new IUL, what forms and steps do i need");
    expect(reply.text.split('\n')[0]).not.toMatch(/New York/);
  });

  it('answers a follow-up that only names the state from the page section about that state', async () => {
    const [, ny] = await thread([
      'client wants to cancel his 15yr old WL (40k cash value) and buy the IUL im selling',
      "he's in NY",
    ]);
    expect(ny!.text.split('\n')[0]).toMatch(/New York/);
    expect(ny!.text).toMatch(/Regulation 60/);
  });

  it('opens with the sentence that names the state asked about', async () => {
    const reply = await ask('free look for a 68yo in california on a new life policy');
    expect(reply.text.split('\n')[0]).toContain('California gives 30 days to buyers age 60 and over');
  });
});

describe('a follow-up that names its own subject', () => {
  it('answers whether a habit will show up from what the labs detect, not with a new read', async () => {
    const [, shows] = await thread([
      'client has paramed exam tmrw morning any tips i should give him',
      'he drinks like 6 beers a night will that show up',
    ]);
    expect(shows!.route).toBe('knowledge');
    expect(shows!.text).toMatch(/^Regular heavy drinking often shows up/);
  });

  it('leaves the thread for the page its new subject titles, and skips a page for another age band', async () => {
    const [, illustration] = await thread([
      'is IUL a good fit for a 28yo making 50k w a new baby',
      'he insists on IUL, what should the illustration show him',
    ]);
    const cited = illustration!.sources.map((s) => s.title);
    expect(cited[0]).toMatch(/IUL illustration rules/);
    expect(cited.join(' ')).not.toMatch(/over 60/);
  });
});

describe('a product asked for beside a lead', () => {
  const NANCY = {
    name: 'Nancy Hale',
    age: 66,
    state: 'IL',
    sex: 'F',
    notes: "250k CD maturing, wants safe, no market risk, doesn't need income for 5 yrs, has 60k emergency fund",
    product_interest: 'annuity',
  };

  it('answers "what would u put her in" from the record: a MYGA for the CD saver, the read for a health case', async () => {
    const annuity = await ask('what would u put her in', { context: NANCY });
    expect(annuity.text.split('\n')[0]).toMatch(/MYGA/);
    const term = await ask('what would u put her in', { context: MARIA });
    expect(term.route).toBe('engine');
    expect(term.text.split('\n')[0]).toMatch(/^The best fit is fully underwritten term \(or UL\): likely Standard/);
  });

  it('keeps an annuity thread on the annuity: money needed early, and a death during the guarantee period', async () => {
    const [, early, death] = await thread(
      ['what would u put her in', 'what if she might need like 20k in yr 2', 'and if she dies during the 5 yrs?'],
      NANCY,
    );
    expect(early!.text.split('\n')[0]).toMatch(/surrender charge|penalty-free withdrawal/i);
    expect(death!.text.split('\n')[0]).toMatch(/MYGA owner dies/);
    expect(death!.text).not.toMatch(/contest/i);
  });
});

describe('a case read past the issue ages or for the one a policy is for', () => {
  it('offers no class past every issue age', async () => {
    const [, older] = await thread(['80 yo, FE vs GI which one', 'and at 86?']);
    expect(older!.text).not.toMatch(/Preferred|level \(full coverage/);
    expect(older!.text).toMatch(/past the issue ages at most carriers/);
    expect(older!.text.split('\n')[0]).not.toMatch(/look at final expense/);
  });

  it('reads the husband a wife buys a burial policy for', async () => {
    const reply = await ask('wife wants burial policy for husband, 66, dialysis 3x a week. options?');
    expect(reply.text).toMatch(/Assumed: a 66-year-old man/);
  });

  it('does not date a second DUI it was not told the date of', async () => {
    const [, two] = await thread(['41M DUI in 2022, clean since, wants 500k term', 'what if he had 2 DUIs']);
    expect(two!.text).toMatch(/the other's date not known/);
    expect(two!.text).toMatch(/Standard to a decline/);
  });

  it('reads insulin with a high A1C as a knock-out on simplified issue term', async () => {
    const reply = await ask('61M t2 diabetic on insulin and metformin, A1C 8.9, 20yr term?');
    expect(reply.text).toMatch(/Simplified issue \(no-exam\) term: likely declined/);
    expect(reply.text).not.toMatch(/Pills only, or insulin/);
  });
});

describe('a thread about a placed policy', () => {
  const PATRICIA = {
    name: 'Patricia Moore',
    age: 57,
    state: 'GA',
    sex: 'F',
    notes: 'FE 20k issued sept 2025. told me today she has type 2 diabetes on metformin, answered no on app',
    product_interest: 'final expense',
  };
  const CAROL = {
    name: 'Carol Nguyen',
    age: 55,
    state: 'NV',
    sex: 'F',
    notes: 'term 250k approved standard NT, son Kevin age 16 is beneficiary on app',
    product_interest: 'term 20yr',
  };

  it('answers an omission the client owned up to after issue: not a refusal, not a new read, and no waiting it out', async () => {
    const [told, wait] = await thread(
      [
        'she just told me she left her diabetes off the app 14 months ago. now what',
        "if we just wait 10 more months it's fine right",
      ],
      PATRICIA,
    );
    expect(told!.route).toBe('knowledge');
    expect(told!.text).toMatch(/contest/i);
    expect(wait!.text.split('\n')[0]).toMatch(/Waiting out the contestable period knowingly is concealment/);
  });

  it('delivers an approved policy rather than reading its class, and reads a beneficiary as the beneficiary', async () => {
    const [delivery, bene] = await thread(
      ['policy approved, how do i do delivery right', "her beneficiary is her son, he's 16"],
      CAROL,
    );
    expect(delivery!.route).not.toBe('engine');
    expect(bene!.route).toBe('knowledge');
    expect(bene!.text).toMatch(/UTMA|custodian|trust/);
    expect(bene!.text).not.toMatch(/16-year-old/);
  });

  it('does not answer a bounced draft or a lapse with the record’s Social Security draft day', async () => {
    const EARL = {
      name: 'Earl Whitfield',
      age: 67,
      state: 'KY',
      sex: 'M',
      notes: 'FE 10k issued aug 2026, draft on the 1st, SS deposits 3rd wednesday',
      product_interest: 'final expense',
    };
    const [bounced, comp] = await thread(['his draft bounced, what now', 'if it lapses do i lose my comp'], EARL);
    expect(bounced!.text).not.toMatch(/^Social Security on the/);
    expect(comp!.text).not.toMatch(/Social Security on the third Wednesday/);
  });
});

describe('chat words for what happened to a quote or a payment', () => {
  it('reads a requote that went up as the insurance age, and a bounced draft as a redraft inside the grace period', async () => {
    expect(
      (await ask('requoted him and the rate went up, nothing changed healthwise. why')).text.split('\n')[0],
    ).toMatch(/insurance age/i);
    const bounced = await ask('FE clients first draft bounced NSF, policy issued last week');
    expect(bounced.text.split('\n')[0]).toMatch(/redraft/);
  });

  it('takes the premium a client cannot afford for the premium, not for her budget', async () => {
    const [, cannot] = await thread([
      'FE clients first draft bounced NSF, policy issued last week',
      'she says she cant afford it anymore, its $52/mo',
    ]);
    expect(cannot!.text).not.toMatch(/Start from her \$52 a month/);
  });
});

describe('follow-ups that change one figure or ask its cost', () => {
  const MARCUS = {
    name: 'Marcus Reed',
    age: 45,
    state: 'NC',
    sex: 'M',
    notes: "5'10 250, non smoker, BP controlled on lisinopril, no other meds",
    product_interest: '20 yr term 500k',
  };

  it('reads "down 30 lbs" as the new weight, and prices a table rating asked about', async () => {
    const [, lighter] = await thread(
      ['what class can he realistically get', 'he says hes down 30 lbs since his last physical'],
      MARCUS,
    );
    expect(lighter!.text).toMatch(/220 lb/);
    const [, table] = await thread(
      ['what class can he realistically get', "if it comes back table 2 what's that do to the price roughly"],
      MARCUS,
    );
    expect(table!.text.split('\n')[0]).toMatch(/^Table 2 \(Table B\) is about 150%/);
  });

  it('does not take "SS ~1,400/mo" for a budget of $400 a month', async () => {
    expect((await ask('she said its too expensive, what do i say', { context: DOROTHY })).text).not.toMatch(/\$400/);
  });

  it('answers an annuity-to-life exchange and a term running out after a heart attack from their pages', async () => {
    expect((await ask('and could she go back annuity to life later')).text.split('\n')[0]).toMatch(
      /annuity cannot be exchanged into a life policy/,
    );
    expect((await ask('his term runs out in 2028, he had an MI this yr. options?')).text.split('\n')[0]).toMatch(
      /convert/i,
    );
  });
});

describe('single questions in agents’ words', () => {
  it.each([
    ['why are my quotes for a MT woman the same as for a man', /Montana requires unisex/],
    ['client moving to arizona from nevada, can i keep servicing and write her new policy', /nonresident license/],
    ['client vapes only, no cigs ever. do i quote non tobacco', /Vaping and e-cigarettes/],
    ['lead filled out my form 2 months ago but his number is on the DNC registry. can i call', /3 months after an in/],
    ['write me a facebook post for FE that wont get me in trouble', /^A final expense post .*"Most families/],
    ['need a voicemail for FE callback, under 20 sec', /^A voicemail for/],
    ["what do i need to cover on the phone to book a FE appt so i don't waste a drive", /prescription/],
  ])('%s', async (question, opening) => {
    expect((await ask(question)).text.split('\n\n')[0]).toMatch(opening);
  });
});

describe('weekday words and a prior decline', () => {
  it('finds the California in-home rules though the visit is "next tues"', async () => {
    const ELEANOR = {
      name: 'Eleanor Price',
      age: 78,
      state: 'CA',
      sex: 'F',
      notes: 'lives alone, wants FE 10k',
      product_interest: 'final expense 10k',
    };
    expect(
      (await ask('setting an in home appt w her next tues, anything special in CA', { context: ELEANOR })).text,
    ).toMatch(/789\.10/);
  });

  it('answers whether a decline follows the client with the MIB, not a new read', async () => {
    const TOM = {
      name: 'Tom Brennan',
      age: 52,
      state: 'FL',
      sex: 'M',
      notes: 'declined by another carrier 2023, something about liver enzymes. drinks socially',
      product_interest: 'term 300k',
    };
    const reply = await ask('he got declined a couple yrs ago, will that follow him', { context: TOM });
    expect(reply.route).toBe('knowledge');
    expect(reply.text.split('\n')[0]).toMatch(/MIB/);
  });
});

describe('a pick asked for after a read', () => {
  it('answers "which way would you go" with the best fit, keeping the heart failure another drug points to', async () => {
    const [, explained, pick] = await thread([
      '70M rx list: eliquis, lasix, entresto. FE?',
      "he says lasix is just for swelling in ankles and entresto is 'for bp'",
      'which way would you go',
    ]);
    expect(explained!.text).toMatch(/congestive heart failure \(entresto\)/);
    expect(pick!.route).toBe('engine');
    expect(pick!.text.split('\n')[0]).toMatch(/^The best fit is final expense/);
  });

  it('says a fit some carriers decline is to be shopped', async () => {
    const [, , pick] = await thread([
      '41M DUI in 2022, clean since, wants 500k term',
      'what if he had 2 DUIs',
      'which way would u go for him then',
    ]);
    expect(pick!.text.split('\n')[0]).toMatch(
      /shopped: some carriers would offer Standard, while others would decline it/,
    );
  });
});

describe('an objection quoted and the callback after it', () => {
  it('reads "ill think about it" as the objection, and gives a callback its three points', async () => {
    const think = await ask("client said 'ill think about it' after i showed 20yr term");
    expect(think.text.split('\n')[0]).toMatch(/think about it/i);
    const agenda = await ask('give me 3 things to cover on the callback w both of them');
    expect(agenda.text.split('\n')[0]).toMatch(/^The 3 things to discuss on a callback/);
  });
});

describe('building an agency team', () => {
  it('answers where to start a team, and recruiting without looking like an MLM, from the contracting page', async () => {
    for (const q of [
      'want to build a team of 5 agents this yr. where do i start',
      'want to start recruiting agents but dont want to look like an mlm. tips?',
    ])
      expect((await ask(q)).text.split('\n')[0]).toMatch(/^To start building a team/);
  });
});

describe('openers, opt-outs and replacements in agents’ words', () => {
  it.each([
    [
      'opener for FE lead that mailed back the card last week',
      /^For a final expense lead who mailed back a card, an opener can be/,
    ],
    [
      "he replied STOP lol. can i send one more 'ok removed' text",
      /^After a STOP, you may send one confirmation text, and only one/,
    ],
    ['client wants to cancel her 8 yr old UL and buy a new IUL w me. what do i have to do', /replacement/i],
    ['can i replace his old UL with a GUL', /Model #613 for replacements/],
  ])('%s', async (question, opening) => {
    expect((await ask(question)).text.split('\n')[0]).toMatch(opening);
  });
});

describe('IUL for retirement in agents’ words', () => {
  it('reads "retirement money" as retirement income and "overfund" as funding to the MEC limit', async () => {
    const [explain, overfund, text] = await thread([
      '35yo wants retirement money + life coverage, thinking IUL. how do i explain it',
      'what if he wants to overfund it a ton',
      'text version pls, like 3 lines to send him',
    ]);
    expect(explain!.text.split('\n')[0]).toMatch(/^IUL income in retirement/);
    expect(overfund!.text.split('\n')[0]).toMatch(/MEC/);
    expect(text!.text).not.toMatch(/before the sale/);
  });
});

describe('a misstated age and money pulled out', () => {
  it('answers a lie about age with the misstatement clause, not rescission', async () => {
    expect(
      (await ask('carrier found out after death that insured lied about his age by 3 years. do they deny')).text.split(
        '\n',
      )[0],
    ).toMatch(/death benefit is adjusted/);
  });
});

describe('how much a final expense client needs', () => {
  it('sizes a final expense case from funeral costs, not a DIME', async () => {
    const [, need] = await thread(
      ['she said its too expensive, what do i say', 'how much does she even need'],
      DOROTHY,
    );
    expect(need!.text.split('\n')[0]).toMatch(/funeral/);
    expect(need!.text).not.toMatch(/DIME/);
  });
});

describe('figures read as said', () => {
  it('keeps a budget said beside a price that is too much, and one said after an age', async () => {
    const [one] = await thread(["FE lead, she's 74, too much at 90/mo, can do 50/mo. how do i word it"]);
    expect(one!.caseFacts.monthlyBudget).toBe(50);
    const [two] = await thread(['FE lead, age 71, $45/mo budget, what can she get']);
    expect(two!.caseFacts.monthlyBudget).toBe(45);
  });

  it('dates no second DUI when the first had no date', async () => {
    const [, two] = await thread(['41M had a DUI, wants 500k term', 'what if he had 2 DUIs']);
    expect(two!.text).not.toMatch(/NaN|the other's date not known/);
  });
});

describe('an annuity thread with no record', () => {
  it('keeps a death during the guarantee period on the MYGA when the answers came from annuity pages', async () => {
    const [, death] = await thread([
      'what would u put a 66 yo woman in, 250k CD maturing, wants safe no market risk, wont need it for 5 yrs',
      'and if she dies during the 5 yrs?',
    ]);
    expect(death!.text.split('\n')[0]).toMatch(/MYGA owner dies/);
  });
});

describe('whether to wait', () => {
  it('says to wait when the case would be postponed now, and to apply now when it would be rated', async () => {
    const stent = await ask('stent placed 4 months ago, 55M wants 250k term. apply now or wait');
    expect(stent.text).toMatch(/^Wait for fully underwritten coverage/);
    const a1c = await ask('55M T2 a1c 8.2 on metformin, wants 250k term. apply now or wait for the a1c to come down');
    expect(a1c.text).toMatch(/^Usually apply now/);
  });
});

describe('whether a product fits the lead', () => {
  it("reads the record's goals into 'does IUL make sense for him', and loans into 'get the money out'", async () => {
    const context = {
      name: 'Steve Alvarez',
      age: 42,
      sex: 'M',
      notes: 'business owner, income 250k, maxes 401k, wants tax-free retirement money',
      product_interest: 'IUL',
    };
    const [fits, out] = await thread(['does IUL make sense for him', 'how would he get the money out later'], context);
    expect(fits!.sources[0]?.title).toMatch(/^IUL for retirement income/);
    expect(out!.text.split('\n\n')[0]).toMatch(/withdrawals up to the basis, then switches to policy loans/);
  });
});

describe('a choice between two products beside a lead', () => {
  it('reads the record for "term or FE for this guy" when the record holds a health history', async () => {
    const context = {
      name: 'Dale Summers',
      age: 52,
      sex: 'M',
      notes: 'type 2 on Lantus 10 yrs, a1c 8.1, neuropathy in feet',
      product_interest: 'life insurance, not sure what kind',
    };
    const reply = await ask('term or FE for this guy', { context });
    expect(reply.route).toBe('engine');
    expect(reply.text).toMatch(/How each option looks:/);
  });
});

describe('a hazardous hobby asked about for a class', () => {
  it('reads "races motocross… can he get preferred" with the engine, and a flat extra already given with the calculator', async () => {
    const racer = await ask('28m 6ft 190 races motocross most weekends, wants 500k term. can he get preferred');
    expect(racer.route).toBe('engine');
    expect(racer.text).toMatch(/avocation questionnaire/);
    const extra = await ask(
      'approved 500k but w/ a $5 flat extra for 4 yrs bc of his scuba. how much extra per yr and total',
    );
    expect(extra.route).not.toBe('engine');
  });
});

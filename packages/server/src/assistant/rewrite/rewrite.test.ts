import { describe, expect, it } from 'vitest';
import { rewriteAnswer, toClient } from './rewrite-answer';
import { readRewriteRequest } from './rewrite-request';

const CONVERSION = [
  'A conversion privilege lets the owner convert some or all of a term policy into a permanent policy from the same carrier without evidence of insurability (no new exam or health questions) before a deadline, commonly the end of the level period or a stated age such as 65 or 70, whichever comes first.',
  '',
  '- Key features typically include: No evidence of insurability: the client does not take a new exam; Partial conversion: the owner can convert part; Premium at attained age.',
  '- The carrier decides which permanent products are available for conversion.',
  '- The premium is based on the insured’s age at conversion, with the original risk class (26 U.S.C. § 7702).',
  '',
  'Features and limits vary by carrier, product and state: check the product guide or contract.',
  '',
  'Sources:',
  '- [Term conversion privilege](https://example.org) (Carrier guides, as of 2026-11-24)',
].join('\n');

const ASKED = 'explain term conversion to a 45yo client who has 20yr term';

describe('reading a request to say the previous answer again', () => {
  it.each([
    ['shorter pls, like 2 sentences', { form: 'shorter', sentences: 2 }],
    ['tldr?', { form: 'shorter' }],
    ['write me a 3 sentence summary for her', { form: 'shorter', sentences: 3 }],
    ['quick recap?', { form: 'shorter' }],
    ['now as a text i can send him', { form: 'text' }],
    ['can you put that in a text', { form: 'text' }],
    ['as an email pls', { form: 'email' }],
    ['write me a short plain explanation i can read to her', { form: 'plain' }],
    ['shorter version i can say on the phone', { form: 'shorter' }],
    ['make it less salesy', { form: 'softer' }],
    ['can you tone it down a bit', { form: 'softer' }],
    ['ok write that as a quick text to him', { form: 'text' }],
    ['give me 3 bullets i can show him', { form: 'bullets', sentences: 3 }],
    ['bullet points pls', { form: 'bullets' }],
    ['give me a bullet list i can show her', { form: 'bullets' }],
    ['give me a few bullet points', { form: 'bullets' }],
    ['say it more gently', { form: 'softer' }],
    ['shorter, shes 71 on fixed income', { form: 'shorter' }],
    ['as a text - hes a truck driver, keep it simple', { form: 'text' }],
    ['shorter pls i need to tell him now', { form: 'shorter' }],
    ['give me a 2 sentence version', { form: 'shorter', sentences: 2 }],
  ])('"%s" asks for %o', (question, request) => {
    expect(readRewriteRequest(question)).toEqual(request);
  });

  it.each([
    'how do i explain cap and floor to him in plain english',
    'is a shorter term cheaper?',
    'what is a myga, in plain english',
    'write a text to follow up on a quote i sent tuesday',
    'give me one for if they ghost me after 3 tries',
    'what if last one was 2023',
    'shorter term, shes 71 on fixed income',
    'what about her, shes 71 on fixed income',
  ])('"%s" is a question of its own', (question) => {
    expect(readRewriteRequest(question)).toBeNull();
  });
});

describe('saying the previous answer again', () => {
  const lead = { name: null, person: 'him' as const };

  it('keeps the requested number of sentences, skipping run-together lists and the caveat', () => {
    const text = rewriteAnswer(CONVERSION, { form: 'shorter', sentences: 2 }, lead, ASKED)!;
    expect(text.startsWith('A conversion privilege lets the owner convert')).toBe(true);
    expect(text).toContain('The carrier decides which permanent products');
    expect(text).not.toContain('Key features');
    expect(text).not.toContain('Features and limits vary');
    expect(text).not.toContain('Sources:');
  });

  it('keeps the sentence that answers the question asked, not only the opening', () => {
    const previous = [
      'Acknowledge it first, then ask what part they want to think over.',
      '',
      '- Never cut coverage below what the client needs.',
      '- When a client says insurance companies never pay, explain that claims are paid when the application was answered honestly.',
    ].join('\n');
    const text = rewriteAnswer(
      previous,
      { form: 'shorter', sentences: 1 },
      lead,
      'they say insurance companies never pay',
    )!;
    expect(text).toBe(
      'When a client says insurance companies never pay, explain that claims are paid when the application was answered honestly.',
    );
  });

  it('writes a text to the client in the second person, with the lead’s name and the consent rule', () => {
    const text = rewriteAnswer(CONVERSION, { form: 'text' }, { name: 'Earl', person: 'him' }, ASKED)!;
    expect(text).toContain('A text you can send him:');
    expect(text).toContain('"Hi Earl, it\'s [your name]. A conversion privilege lets you convert');
    expect(text).toContain('without a new exam or health questions');
    expect(text).not.toContain('evidence of insurability');
    expect(text).toContain('STOP');
  });

  it('says a field-underwriting read to the client as a likely outcome, not a promise', () => {
    const read = [
      'Yes: level, day-one final expense coverage is likely.',
      '',
      'Assumed: a 74-year-old woman, heart attack 5.5 years ago.',
      '',
      'Ask next:',
      '- Height and weight?',
    ].join('\n');
    const text = rewriteAnswer(read, { form: 'plain' }, { name: null, person: 'her' }, 'fe 74 f heart attack 2021')!;
    expect(text).toContain("From what you've shared, level, day-one final expense coverage is likely.");
    expect(text).toContain('The insurance company makes the final decision.');
    expect(text).not.toContain('Height and weight');
  });

  it('sends the script the answer quoted, as a text, when it fits what was asked', () => {
    const previous = [
      'A voicemail for an internet term lead can be: "Hi Jordan, this is Dana Lee with Example Agency; you asked online about term life; call me at 555-0100, again, Dana Lee, 555-0100." A voicemail for a mortgage protection lead can be: "Hi Mark, this is Dana Lee, calling about the mortgage protection card you sent back; call or text me at 555-0100, again, Dana Lee, 555-0100."',
    ].join('\n');
    const text = rewriteAnswer(previous, { form: 'text' }, lead, 'voicemail script for mortgage protection lead')!;
    expect(text).toContain(
      '"Hi Mark, this is Dana Lee, reaching out about the mortgage protection card you sent back; call or text me at 555-0100. Reply STOP to opt out."',
    );
    // A quote about something else is not sent as the script.
    const other = rewriteAnswer(
      previous,
      { form: 'shorter', sentences: 1 },
      lead,
      'how do i explain the free look period',
    );
    expect(other).not.toMatch(/^"/);
  });

  it('sends a shortened read as a likely outcome in a client’s words', () => {
    const shortened =
      'Yes, most likely: 20-year term would typically come in at Standard to Table 2. Type 2 diabetes on pills is typically Standard.';
    const text = rewriteAnswer(shortened, { form: 'text' }, { name: 'Maria', person: 'her' }, 'shorter pls')!;
    expect(text).toContain(
      "\"Hi Maria, it's [your name]. From what you've shared, 20-year term would likely be approved at standard rates or somewhat higher. The insurance company makes the final decision.",
    );
  });

  it('lists the sentences that answer what was asked as the number of bullets asked for', () => {
    const text = rewriteAnswer(CONVERSION, { form: 'bullets', sentences: 2 }, lead, ASKED)!;
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    expect(text.startsWith('The main points to show him:')).toBe(true);
    expect(bullets).toHaveLength(2);
    expect(bullets[0]).toContain('A conversion privilege lets you convert');
    expect(text).not.toContain('Sources:');
  });

  it('lists a read for the client as its likely outcome, what decides it and the next step', () => {
    const read = ['Yes: level, day-one final expense coverage is likely.', '', 'Assumed: a 74-year-old woman.'].join(
      '\n',
    );
    const text = rewriteAnswer(read, { form: 'bullets', sentences: 3 }, { name: null, person: 'her' }, 'fe 74 f')!;
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toContain("From what you've shared, level, day-one final expense coverage is likely.");
    expect(text).not.toContain('Assumed');
  });

  it('sends a text asking for the call when the answer was all the agent’s how-to', () => {
    const howTo = [
      'Recommend a face amount that covers the funeral at a premium the client can afford.',
      '',
      '- After sizing the need, check the premium against the monthly budget.',
    ].join('\n');
    const text = rewriteAnswer(howTo, { form: 'text' }, { name: 'Maria', person: 'her' }, 'premium too high')!;
    expect(text).toContain("\"Hi Maria, it's [your name]. I've looked at a couple of options");
    expect(text).not.toMatch(/Recommend|check the premium/);
  });

  it('turns agent words into client words', () => {
    expect(toClient('The client does not take a new exam and the owner pays the premium (26 U.S.C. § 101).')).toBe(
      'You do not take a new exam and you pay the premium.',
    );
    expect(toClient('She has a 0% floor, so her account value is not reduced.')).toBe(
      'You have a 0% floor, so your account value is not reduced.',
    );
  });

  it('says "a client whose…" and "a client who mainly wants…" to the client as "if your…", "if you mainly want…"', () => {
    expect(toClient('For a client whose main goal is paying for care, the LTC rider is stronger.')).toBe(
      'If your main goal is paying for care, the LTC rider is stronger.',
    );
    expect(toClient('For a client who mainly wants the death benefit, a chronic illness rider may be enough.')).toBe(
      'If you mainly want the death benefit, a chronic illness rider may be enough.',
    );
  });

  it("never texts a client the agent's coaching: a quoted objection, a form's bracketed blanks, an instruction", () => {
    const coaching = [
      '"I need to think about it" often hides a specific concern.',
      '',
      '- If the client likes the plan, remind them of the free look period.',
      '- Write the beneficiary line as "[Adult\'s full name], as custodian for [minor\'s full name]".',
    ].join('\n');
    const text = rewriteAnswer(coaching, { form: 'text' }, { name: null, person: 'her' }, 'she needs to think')!;
    expect(text).toContain("I've looked at a couple of options");
    expect(text).not.toMatch(/hides|remind|custodian/);
  });

  it('does not send a script written for another kind of lead', () => {
    const answer = [
      'Open the call by naming the request.',
      '',
      '- An opener for an aged final expense lead can be: "Hi Ruth, this is Dana Lee, a licensed agent with Example Agency. A while back you asked about final expense coverage."',
    ].join('\n');
    const text = rewriteAnswer(
      answer,
      { form: 'text' },
      { name: null, person: 'him' },
      'opener for an aged mortgage protection lead',
    )!;
    expect(text).not.toContain('Ruth');
  });

  it("does not take a height's inch marks for a quoted script", () => {
    const read = [
      'At 245 lb (6\'1", BMI 32.3), yes, most likely: 20-year term would typically come in at Standard.',
      '',
      'Assumed: a 48-year-old man, 6\'1" 245 lb (BMI 32.3), no tobacco.',
    ].join('\n');
    const shorter = rewriteAnswer(read, { form: 'shorter' }, { name: null, person: 'him' }, 'can he get preferred');
    expect(shorter).toMatch(/^At 245 lb/);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DECLINE_TEXT } from './guardrails';
import { KnowledgeAssistant, pieces } from './knowledge-assistant';
import { sentences } from './compose';

let assistant: KnowledgeAssistant;
beforeAll(() => {
  assistant = new KnowledgeAssistant(loadConfig({}).knowledgeDir);
});

const ask = (question: string, extra: Partial<Parameters<KnowledgeAssistant['reply']>[0]> = {}) =>
  assistant.reply({ question, history: [], context: null, category: null, ...extra });

describe('knowledge assistant', () => {
  it('indexes at least 80 documents across the four areas', () => {
    expect(assistant.docs.length).toBeGreaterThanOrEqual(80);
    expect(new Set(assistant.docs.map((d) => d.area))).toEqual(new Set(['underwriting', 'products', 'sales', 'laws']));
  });

  it('answers with the direct answer first, bullets and linked sources', async () => {
    const reply = await ask('What time of day can I call leads under the TCPA?');
    expect(reply.kind).toBe('answer');
    expect(reply.text).toMatch(/8 a\.m\./);
    expect(reply.text).toMatch(/\n- /);
    expect(reply.text).toMatch(/Sources:\n- \[.+\]\(https?:\/\/.+\)/);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('understands slang and brand names', async () => {
    const reply = await ask('can an FE client on eliquis get day one coverage?');
    expect(reply.kind).toBe('answer');
    expect(reply.text.toLowerCase()).toMatch(/apixaban|blood thinner|anticoagulant/);
  });

  it('declines what the knowledge base does not cover, and never invents', async () => {
    const reply = await ask("what's the weather in Dallas tomorrow?");
    expect(reply).toEqual({ text: DECLINE_TEXT, sources: [], kind: 'declined' });
    const nonsense = await ask('zqxv blorf wibble?');
    expect(nonsense.kind).toBe('declined');
  });

  it('refuses to quote current carrier rates and to help hide a condition', async () => {
    expect((await ask("What is Mutual of Omaha's current rate for a 60 year old?")).text).toMatch(
      /don't quote a carrier's current rates/,
    );
    expect((await ask('How do I leave his diabetes off the application?')).text).toMatch(/can’t help with that/);
    // Asked as what a carrier "is charging" rather than its "rate".
    expect((await ask('What is Mutual of Omaha charging a 67 year old for $10k today?')).text).toMatch(
      /don't quote a carrier's current rates/,
    );
  });

  it('reads every common way of writing an age of 60 or more as senior, and nothing else', () => {
    const terms = (question: string) =>
      assistant.retrieve({ question, history: [], context: null, category: null }).queryTerms;
    for (const question of ['client is 72 years old', 'a 72yo in Ohio', 'she is 81 y/o', 'aged 66, widowed'])
      expect(terms(question), question).toContain('senior');
    for (const question of ['a 45 year old smoker', 'table 72 years ago'])
      expect(terms(question), question).not.toContain('senior');
  });

  it('asks for a needs analysis only when "how much … need" is about coverage', () => {
    const terms = (question: string) =>
      assistant.retrieve({ question, history: [], context: null, category: null }).queryTerms;
    expect(terms('how much term does a 35 year old dad need?')).toContain('dime');
    expect(terms('how much weight does he need to lose for preferred?')).not.toContain('dime');
  });

  it('declines current prices, but answers about costs and charges that are not quotes', async () => {
    expect((await ask('what does Transamerica charge right now for a 50 year old smoker?')).kind).toBe('declined');
    for (const question of [
      'explain the cost of waiting versus buying today',
      'what surrender charge applies if he cancels his annuity today?',
    ]) {
      expect((await ask(question)).text, question).not.toMatch(/don't quote a carrier's current rates/);
    }
  });

  it("reads a client's age as senior, for the rules that protect seniors", async () => {
    const reply = await ask('in-home visit with an 80 year old in California, what do I do?');
    expect(reply.sources[0]!.title).toBe('California rules for in-home sales to seniors');
    expect(reply.text).toContain('24 hours and no more than 14 days');
  });

  it('takes key points from other documents only when they stand on their own', async () => {
    const reply = await ask('client says I need to think about it, what do I say?');
    // "It is grounds for license revocation…" followed "Never sign for a client" in another document.
    expect(reply.text).not.toMatch(/^- (It|This|They) /m);
    expect(reply.sources.map((s) => s.title)).toEqual(['Handling common objections']);
  });

  it('will not promise an approval', async () => {
    const reply = await ask('Will my client definitely be approved at preferred with a DUI last year?');
    expect(reply.text).toMatch(/^No one but the carrier's underwriter can promise/);
  });

  it('uses the CRM context of the lead in view', async () => {
    const reply = await ask('What is the BMI of this client and how does build affect the class?', {
      context: { age: 58, state: 'TX', height: `5'10"`, weight: '250 lb', medications: ['Eliquis'] },
    });
    expect(reply.text).toContain('For the lead in view (age 58; TX;');
    expect(reply.text).toContain('Eliquis (apixaban)');
    expect(reply.text).toContain('35.9');
  });

  it("answers about the lead's condition, and about the product she wants only when asked", async () => {
    const context = { medications: ['Metformin'], product_interest: 'Term life, 20 years' };
    const condition = await ask('Is this client insurable for term with her diabetes?', { context });
    expect(condition.sources[0]!.title).toBe('Diabetes in life insurance underwriting');
    const product = await ask('How long does the product she wants stay level?', { context });
    expect(product.sources[0]!.title).toBe('Level term life insurance');
  });

  it('follows up on the previous question of the thread', async () => {
    const reply = await ask('and what about table 2?', {
      history: [{ user: 'What does table 4 mean?', assistant: '…' }],
    });
    expect(reply.text).toContain('150%');
  });

  it('keeps "Co. v. Gomez" in one sentence and a list with its introduction', () => {
    expect(sentences('Seen in Campbell-Ewald Co. v. Gomez (2016). Next one.')).toEqual([
      'Seen in Campbell-Ewald Co. v. Gomez (2016).',
      'Next one.',
    ]);
    expect(sentences('It uses:\n- Rx history.\n- MIB codes.')).toEqual(['It uses: Rx history; MIB codes.']);
    expect(sentences('Under Cal. Ins. Code § 789.10, the agent must:\n- Give notice.')).toEqual([
      'Under Cal. Ins. Code § 789.10, the agent must: Give notice.',
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

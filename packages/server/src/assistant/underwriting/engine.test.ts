import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildVocabulary, readMessage } from '../case/read-message';
import { loadDocuments } from '../retrieval/documents';
import { loadSynonyms } from '../retrieval/synonyms';
import { engineAnswer } from './answer';
import { readCase } from './engine';
import { citedDocs } from './rules';

const knowledgeDir = loadConfig({}).knowledgeDir;
const vocabulary = buildVocabulary(loadSynonyms(path.join(knowledgeDir, 'synonyms.json')).drugs);
const readOf = (text: string) => readCase(readMessage(text, vocabulary, new Date('2026-11-24T12:00:00Z')).facts);

describe('the field-underwriting engine', () => {
  it('cites only documents that exist in the knowledge base', () => {
    const slugs = new Set(loadDocuments(knowledgeDir).map((d) => d.slug));
    for (const slug of citedDocs()) expect(slugs.has(slug), slug).toBe(true);
  });

  it('reads a clean case as Preferred Plus possible and level everywhere', () => {
    const read = readOf("35 yo male 5'11 170 non smoker");
    expect(read.combined.fully).toEqual({ best: 'preferred_plus', worst: 'standard' });
    expect(read.combined.final_expense).toEqual({ best: 'level', worst: 'level' });
  });

  it('postpones a stent within 6 months, rates it within a year, and asks the date when none is given', () => {
    expect(readOf('stent 3 months ago').combined.fully.best).toBe('postpone');
    expect(readOf('stent 8 months ago').combined.fully.best).toBe('table_low');
    expect(readOf('stent 8 months ago').combined.final_expense.best).toBe('graded');
    const undated = readOf('he had a stent');
    expect(undated.factors[0]!.dateUnknown).toBe(true);
    expect(undated.ask[0]).toMatch(/^When was the heart attack, stent or bypass\?/);
  });

  it('reads a hazardous hobby kept up as a questionnaire and a flat extra, not one given up', () => {
    const racer = readOf("29m 6'0 190 races motocross most weekends, no meds");
    expect(racer.combined.fully).toEqual({ best: 'preferred', worst: 'standard' });
    expect(racer.factors.map((f) => f.why).join(' ')).toMatch(/avocation questionnaire.*flat extra/);
    expect(racer.docs).toContain('avocations-and-aviation');
    expect(readOf('45f private pilot, 300 hours, instrument rated').factors.map((f) => f.key)).toContain('avocation');
    expect(readOf('skydives 50 jumps a year').factors.map((f) => f.key)).toContain('avocation');
    for (const text of [
      '45m non smoker, no health issues but races motocross every weekend',
      'hes not a smoker but skydives every weekend',
      'any issue with him being a private pilot? 45m healthy',
    ])
      expect(
        readOf(text).factors.map((f) => f.key),
        text,
      ).toContain('avocation');
    for (const text of [
      'used to race dirt bikes, quit in 2019',
      'no hazardous hobbies like scuba or skydiving',
      'airline pilot for delta, 52m',
      'watches nascar every sunday',
      '70f drives her car to dialysis 3x a week',
      '52m drives his car to work, on lisinopril',
      'commercial pilot, flies planes for fedex',
    ])
      expect(
        readOf(text).factors.map((f) => f.key),
        text,
      ).not.toContain('avocation');
  });

  it('reads heavy drinking beside raised liver tests as a rating or a decline, and asks about drinks once', () => {
    const read = readOf('47m elevated liver enzymes, drinks heavily');
    expect(read.combined.fully).toEqual({ best: 'table_low', worst: 'decline' });
    expect(read.ask.filter((q) => /^How many drinks a week/.test(q))).toHaveLength(1);
    expect(readOf('47m elevated liver enzymes').combined.fully.best).toBe('preferred');
    expect(
      readOf('47m heavy drinker, hospitalized once for pancreatitis in 2022')
        .factors.map((f) => f.why)
        .join(' '),
    ).not.toMatch(/raised liver tests/);
  });

  it('reads the weight now, not the weight lost, and a probation that ends later as a sentence still running', () => {
    expect(readOf("lost 70 lbs on wegovy past 8 months, now 5'9 190").bmi).toBeCloseTo(28.1, 1);
    expect(readOf("gastric sleeve 5 months ago, down 60 lbs, now 300 at 5'10, 50 m").bmi).toBeCloseTo(43, 0);
    expect(readOf('on felony probation for possession, ends in 8 months').combined.fully.best).toBe('postpone');
  });

  it('sends knock-outs to guaranteed issue', () => {
    for (const text of ['copd on home oxygen', 'on dialysis', 'in hospice', 'alzheimers, on aricept']) {
      expect(readOf(text).combined.final_expense.best, text).toBe('decline');
    }
  });

  it('combines factors: the worse read of each family wins', () => {
    const read = readOf("diabetic a1c 9.1, 5'6 290, smoker");
    // BMI 46.8 is a high table on build; an A1C of 9.1 a mid one: the build decides.
    expect(read.combined.fully.best).toBe('table_high');
    expect(read.tobaccoRates).toBe('tobacco');
    expect(read.combined.final_expense.best).toBe('graded');
  });

  it('reads DUIs and felonies by how long ago', () => {
    expect(readOf('DUI 1 year ago').combined.fully.best).toBe('table_low');
    expect(readOf('DUI 3 years ago').combined.fully.best).toBe('standard');
    expect(readOf('2 DUIs in the last 4 years').combined.fully.best).toBe('decline');
    expect(readOf('on probation for a felony').combined.fully.best).toBe('postpone');
  });

  it('says when the age is past a product, and which product fits instead', () => {
    const facts = readMessage('72 yo wants 20 yr term', vocabulary, new Date()).facts;
    const answer = engineAnswer({ question: 'is that even possible', facts, read: readCase(facts), changed: [] });
    expect(answer.text.split('\n')[0]).toMatch(/^At 72, 20-year term is past the issue-age limit/);
    // Term with no length: the long terms are closed, a 10-year term is still offered.
    const plain = readMessage('72 f, afib on eliquis, can she get term', vocabulary, new Date()).facts;
    const term = engineAnswer({ question: 'can she get term', facts: plain, read: readCase(plain), changed: [] });
    expect(term.text.split('\n')[0]).toMatch(
      /^At 72, most carriers no longer issue 20- or 30-year term .* a 10-year term/,
    );
  });

  it('never states a premium figure', () => {
    const facts = readMessage("61 yo guy 5'10 245 on metformin, stent 8 months ago", vocabulary, new Date()).facts;
    const answer = engineAnswer({ question: 'what can i write him for', facts, read: readCase(facts), changed: [] });
    expect(answer.text).not.toMatch(/\$\d/);
  });

  it('reads what agents say in passing: a scheduled surgery, drinks counted, a CPAP given up, a pending DUI', () => {
    expect(readOf('67M knee replacement scheduled in 3 weeks').combined.fully.best).toBe('postpone');
    expect(readOf("36M 6'1 262, drinks 10-12 beers fri and sat nights").factors.map((f) => f.key)).toContain(
      'condition:heavy-drinking',
    );
    expect(readOf('severe osa dx 2022, quit using cpap after a few months').combined.fully.worst).toBe('postpone');
    expect(readOf('48M court date next month on a DWI charge').combined.fully.best).toBe('postpone');
  });

  it('names the worst factor first when asked what hurts the case most', () => {
    const facts = readMessage(
      "36M 6'1 262, drinks 10-12 beers a night",
      vocabulary,
      new Date('2026-11-24T12:00:00Z'),
    ).facts;
    const answer = engineAnswer({ question: 'whats gonna hurt him most', facts, read: readCase(facts), changed: [] });
    expect(answer.text).toMatch(/^The biggest factor is heavy drinking, then the build \(BMI 34\.6\)/);
  });
});

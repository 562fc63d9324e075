import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildVocabulary, readMessage } from '../case/read-message';
import { loadDocuments } from '../retrieval/documents';
import { loadSynonyms } from '../retrieval/synonyms';
import conditionsData from './data/conditions.json' with { type: 'json' };
import medicationsData from './data/medications.json' with { type: 'json' };
import { readCase } from './engine';
import { FINAL_EXPENSE, FULLY, type FinalExpenseOutcome, type FullyOutcome } from './outcomes';
import { CONDITIONS, CONDITION_BY_ID, citedDocs } from './rules';

const knowledgeDir = loadConfig({}).knowledgeDir;
const drugs = loadSynonyms(path.join(knowledgeDir, 'synonyms.json')).drugs;
const vocabulary = buildVocabulary(drugs);
const NOW = new Date('2026-11-24T12:00:00Z');
const factsOf = (text: string) => readMessage(text, vocabulary, NOW).facts;
const readOf = (text: string) => readCase(factsOf(text));
const ids = (text: string) => factsOf(text).conditions.map((c) => c.id);
const fully = (o: FullyOutcome) => FULLY.indexOf(o);
const fe = (o: FinalExpenseOutcome) => FINAL_EXPENSE.indexOf(o);

/** How the reader compares names: lower case, hyphens and runs of spaces as one space. */
const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

const US_STATE_CODES = new Set(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy dc pr gu vi as mp'.split(
    ' ',
  ),
);

/**
 * Everyday words (and one carrier's name) that agents write without meaning a condition: "hearing
 * aids", "add a rider", "AAA Life", "all of them", "pad". An alias must never be one of them.
 */
const COMMON_WORDS = new Set([
  'a',
  'aaa',
  'add',
  'aid',
  'aids',
  'all',
  'an',
  'and',
  'attack',
  'back',
  'bad',
  'cold',
  'down',
  'fit',
  'fits',
  'flu',
  'graves',
  'heart',
  'high',
  'low',
  'mild',
  'nash',
  'pad',
  'pain',
  'pressure',
  'spell',
  'spells',
  'stone',
  'sugar',
  'the',
]);

/** Salt and form words: a generic of two words also matches its last word alone, so these must never be one. */
const SALT_WORDS = new Set([
  'acetate',
  'acid',
  'alfa',
  'besylate',
  'carbonate',
  'citrate',
  'er',
  'ethyl',
  'fumarate',
  'hcl',
  'hydrochloride',
  'maleate',
  'mesylate',
  'potassium',
  'sodium',
  'succinate',
  'sulfate',
  'tartrate',
  'xl',
]);

type RawMedication = { generic: string; conditions: string[] };
const rawMedications = medicationsData.medications as RawMedication[];
const rawBrands = Object.entries(medicationsData.brands as Record<string, RawMedication>);

describe('the underwriting data files', () => {
  it('point every medication, generic or brand, to conditions that exist', () => {
    for (const m of rawMedications)
      for (const id of m.conditions) expect(CONDITION_BY_ID.has(id), `${m.generic} → ${id}`).toBe(true);
    for (const [brand, m] of rawBrands)
      for (const id of m.conditions) expect(CONDITION_BY_ID.has(id), `${brand} → ${id}`).toBe(true);
  });

  it('cite only knowledge documents that exist', () => {
    const slugs = new Set(loadDocuments(knowledgeDir).map((d) => d.slug));
    for (const c of conditionsData.conditions) expect(slugs.has(c.doc), `${c.id}: ${c.doc}`).toBe(true);
    for (const slug of citedDocs()) expect(slugs.has(slug), slug).toBe(true);
  });

  it('give each alias to one condition only', () => {
    const owner = new Map<string, string>();
    for (const c of CONDITIONS) {
      for (const alias of new Set(c.aliases.map(normal))) {
        expect(owner.get(alias) ?? c.id, `"${alias}" in ${owner.get(alias)} and ${c.id}`).toBe(c.id);
        owner.set(alias, c.id);
      }
    }
  });

  it('use no alias that is a US state code or an everyday word', () => {
    for (const c of CONDITIONS) {
      for (const alias of c.aliases) {
        expect(US_STATE_CODES.has(normal(alias)), `${c.id}: "${alias}" is a state code`).toBe(false);
        expect(COMMON_WORDS.has(normal(alias)), `${c.id}: "${alias}" is an everyday word`).toBe(false);
        expect(alias, `${c.id}: "${alias}" is not lower case`).toBe(alias.toLowerCase());
      }
    }
  });

  it('name no medication by a salt, form or everyday word', () => {
    const names = [
      ...rawMedications.flatMap((m) =>
        m.generic.includes(' ') && !m.generic.includes('/') ? [m.generic, m.generic.split(' ').at(-1)!] : [m.generic],
      ),
      ...rawBrands.map(([brand]) => brand),
      ...Object.keys(drugs),
    ];
    for (const name of names) {
      expect(SALT_WORDS.has(normal(name)), `"${name}" is a salt word`).toBe(false);
      expect(COMMON_WORDS.has(normal(name)), `"${name}" is an everyday word`).toBe(false);
    }
  });

  it('give every condition a read for any mention, 1–4 questions and short reasons', () => {
    for (const c of CONDITIONS) {
      expect(Object.keys(c.rules.at(-1)!.when), `${c.id}: its last rule must always apply`).toEqual([]);
      expect(c.ask.length, `${c.id}: questions`).toBeGreaterThanOrEqual(1);
      expect(c.ask.length, `${c.id}: questions`).toBeLessThanOrEqual(4);
      // A dated condition reads by time; an undated one never asks for it.
      expect(
        c.rules.some((r) => r.when.within_months !== undefined),
        `${c.id}: dated is ${c.dated}`,
      ).toBe(c.dated);
      for (const rule of c.rules) {
        expect(rule.why.length, `${c.id}: ${rule.why}`).toBeLessThanOrEqual(240);
        expect(fully(rule.effect.fully.best), `${c.id}: best after worst`).toBeLessThanOrEqual(
          fully(rule.effect.fully.worst),
        );
        expect(fe(rule.effect.final_expense.best)).toBeLessThanOrEqual(fe(rule.effect.final_expense.worst));
      }
    }
  });
});

describe('reads a field underwriter would sign off', () => {
  it('low-grade prostate cancer, removed four years ago, PSA undetectable: Standard or better', () => {
    const text = '63M prostate cancer, prostatectomy 2022, PSA undetectable since';
    expect(ids(text)).toEqual(['prostate-cancer']);
    const read = readOf(text);
    expect(fully(read.combined.fully.best)).toBeLessThanOrEqual(fully('standard'));
    expect(read.factors[0]!.dateUnknown).toBe(false);
  });

  it('ALS: declined everywhere, guaranteed issue is the path', () => {
    for (const text of ['ALS', "diagnosed with lou gehrig's disease"]) {
      const read = readOf(text);
      expect(read.combined.final_expense.best, text).toBe('decline');
      expect(read.combined.fully.best, text).toBe('decline');
    }
  });

  it("Crohn's on Humira in remission is bowel disease, not cancer", () => {
    const found = ids("34F crohn's on humira, in remission");
    expect(found).toContain('ibd');
    expect(found.filter((id) => /cancer|lymphoma|leukemia/.test(id))).toEqual([]);
  });

  it('breast cancer treated 7 years ago: Standard or better, level final expense', () => {
    const text = 'pt had breast cancer, lumpectomy + radiation done 2019, no recurrence';
    expect(ids(text)).toEqual(['breast-cancer']);
    const read = readOf(text);
    expect(fully(read.combined.fully.best)).toBeLessThanOrEqual(fully('standard'));
    expect(read.combined.final_expense.best).toBe('level');
  });

  it('bipolar disorder with a hospital stay reads from a table rating to a decline, by how recent the stay was', () => {
    const read = readOf('39f bipolar on lithium, hospitalized 2 yrs ago for it');
    expect(read.combined.fully).toEqual({ best: 'table_high', worst: 'decline' });
    expect(read.combined.final_expense.worst).toBe('decline');
  });

  it('hormone therapy still taken after treatment ended reads graded at many final expense carriers', () => {
    const text = '61F stage 1 breast cancer, done w treatment 2023 but still on anastrozole, FE 20k';
    const read = readOf(text);
    expect(read.combined.final_expense).toEqual({ best: 'level', worst: 'graded' });
    expect(read.factors.map((f) => f.why).join(' ')).toMatch(/counts as treatment on many final expense/);
    // The pill does not make the fully underwritten read better than the time since treatment gives.
    expect(read.combined.fully).toEqual(
      readOf('61F stage 1 breast cancer, done w treatment 2023, FE 20k').combined.fully,
    );
  });

  it('tamoxifen now reads as breast cancer in treatment: no Standard offer yet', () => {
    const read = readOf('64F on tamoxifen');
    expect(read.factors[0]!.key).toBe('condition:breast-cancer');
    expect(fully(read.combined.fully.best)).toBeGreaterThanOrEqual(fully('postpone'));
  });

  it('lung cancer three years ago is still postponed or declined', () => {
    expect(fully(readOf('lung cancer, surgery 2023').combined.fully.best)).toBeGreaterThanOrEqual(fully('postpone'));
  });

  it('colon cancer in chemo now: declined on final expense', () => {
    expect(readOf('in chemo for colon cancer').combined.final_expense.best).toBe('decline');
  });

  it('papillary thyroid cancer and melanoma in situ are read as the milder cancers they are', () => {
    expect(ids('papillary thyroid cancer, thyroidectomy 8 months ago')).toEqual(['thyroid-cancer']);
    expect(readOf('papillary thyroid cancer, thyroidectomy 8 months ago').combined.fully.best).toBe('standard');
    expect(ids('melanoma in situ removed 2024')).toEqual(['melanoma-in-situ']);
    expect(readOf('melanoma in situ removed 2024').combined.fully.best).toBe('preferred');
    expect(readOf('basal cell skin cancer last year').combined.final_expense.best).toBe('level');
  });

  it('reads salt names on the Rx report as the drug, not as dialysis', () => {
    const found = ids('metformin hydrochloride 500 mg, lithium carbonate 300 mg');
    expect(found).toEqual(['type-2-diabetes', 'bipolar-schizophrenia']);
  });

  it('does not read hearing aids as AIDS, nor AAA Life as an aneurysm', () => {
    expect(ids('wears hearing aids')).toEqual(['hearing-loss']);
    expect(ids('quoting AAA life for him')).toEqual([]);
  });

  it('postpones for a scheduled surgery or pending biopsy', () => {
    for (const text of ['scheduled for surgery next month', 'waiting on biopsy results'])
      expect(readOf(text).combined.fully.best, text).toBe('postpone');
  });

  it('keeps prednisone as a medication without inventing a condition', () => {
    const facts = factsOf('on prednisone for flares');
    expect(facts.medications.map((m) => m.generic)).toEqual(['prednisone']);
    expect(facts.conditions).toEqual([]);
  });

  it('leaves minor conditions at the best classes', () => {
    const read = readOf('gout on allopurinol, kidney stones years ago, glaucoma');
    expect(read.combined.fully.best).toBe('preferred_plus');
    expect(read.combined.final_expense.best).toBe('level');
  });

  it('reads two DUIs, the last 6 years ago, as Standard at best', () => {
    expect(readOf('2 DUIs, the last one 6 years ago').combined.fully.best).toBe('standard');
  });

  it('tells an amputation from diabetes from one after an accident', () => {
    expect(fe(readOf('toe amputated from diabetes, on lantus').combined.final_expense.best)).toBeGreaterThanOrEqual(
      fe('graded'),
    );
    expect(readOf('lost his leg in a car accident 20 years ago').combined.fully.best).toBe('preferred_plus');
  });

  it('maps newer drugs to their usual conditions', () => {
    expect(ids('stelara')).toEqual(['ibd']);
    expect(ids('ocrevus')).toEqual(['multiple-sclerosis']);
    expect(ids('tecfidera')).toEqual(['multiple-sclerosis']);
    expect(ids('skyrizi')).toEqual(['psoriasis']);
    expect(ids('apretude for prep')).toEqual([]);
    expect(readOf('imbruvica').combined.final_expense.best).toBe('decline');
  });

  it('rates severe sleep apnea without CPAP use', () => {
    expect(fully(readOf("severe sleep apnea, doesn't use the cpap").combined.fully.best)).toBeGreaterThanOrEqual(
      fully('table_low'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { emptyCase } from '../case/case-facts';
import { noExamNote } from './no-exam';

describe('whether a case can skip the exam', () => {
  it('says a healthy 52-year-old at $1.5M usually can, at some carriers', () => {
    const note = noExamNote('52m healthy wants 1.5m 20yr term no exam, doable?', {
      ...emptyCase(),
      age: 52,
      faceAmount: 1_500_000,
    });
    expect(note).toContain('at 52 for $1,500,000 it is usually possible (above $1 million, only some carriers');
  });

  it('says a 66-year-old is above the usual limits', () => {
    expect(noExamNote('66 yo wants 250k no exam', { ...emptyCase(), age: 66 })).toContain('above the usual limits');
  });

  it('says nothing when the exam is not asked about', () => {
    expect(noExamNote('52m wants 1.5m 20yr term', { ...emptyCase(), age: 52 })).toBeNull();
  });
});

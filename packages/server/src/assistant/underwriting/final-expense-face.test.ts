import { describe, expect, it } from 'vitest';
import { emptyCase } from '../case/case-facts';
import { finalExpenseFaceNote } from './final-expense-face';

describe('final expense face amounts', () => {
  it('says a $100,000 need is beyond final expense', () => {
    expect(finalExpenseFaceNote('whats cheaper then, FE?', { ...emptyCase(), faceAmount: 100_000 })).toMatch(
      /^Face amount: final expense usually tops out at \$25,000 to \$50,000/,
    );
  });

  it('says nothing for a burial-sized amount', () => {
    expect(finalExpenseFaceNote('FE for her?', { ...emptyCase(), faceAmount: 15_000 })).toBeNull();
  });
});

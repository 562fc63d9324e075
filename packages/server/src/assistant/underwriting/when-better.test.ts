import { describe, expect, it } from 'vitest';
import type { CaseFacts } from '../case/case-facts';
import { readCase } from './engine';
import { asksWhenBetter, whenBetter } from './when-better';

const NOW = new Date('2026-11-27T12:00:00Z');
const heartAttack = (monthsAgo: number): CaseFacts => ({
  age: 71,
  sex: 'male',
  conditions: [{ id: 'heart-attack', from: 'said', flags: [], monthsAgo }],
  medications: [],
  product: 'final_expense',
});

describe('when the case reads better', () => {
  it('dates level final expense from the look-back the rules use', () => {
    const facts = heartAttack(17);
    const answer = whenBetter('ok so when can he get level', facts, readCase(facts), NOW);
    expect(answer).toMatch(/^From about June 2027 \(7 months from now\)/);
    expect(answer).toMatch(/until then expect graded coverage/);
  });

  it('says now when the case already reads that way', () => {
    const facts = heartAttack(40);
    expect(whenBetter('when can he get level?', facts, readCase(facts), NOW)).toMatch(/^Now:/);
  });

  it('dates non-tobacco rates from the day the client quit', () => {
    const facts: CaseFacts = { age: 45, conditions: [], medications: [], tobacco: { uses: false, quitMonthsAgo: 4 } };
    expect(whenBetter('when can he get nonsmoker rates', facts, readCase(facts), NOW)).toMatch(
      /^From about July 2027 \(8 months from now\), at 12 months nicotine-free/,
    );
  });

  it('answers only questions that ask when, about a class', () => {
    expect(asksWhenBetter('how long until preferred')).toBe(true);
    expect(asksWhenBetter('when can he get level')).toBe(true);
    expect(asksWhenBetter('when is the draft date')).toBe(false);
    const facts = heartAttack(17);
    expect(whenBetter('is he insurable', facts, readCase(facts), NOW)).toBeNull();
  });
});

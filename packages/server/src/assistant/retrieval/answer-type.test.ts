import { describe, expect, it } from 'vitest';
import { questionHints } from './answer-type';

describe('hint words a question points to without saying them', () => {
  it('points a death or a policy inside its first two years at contestability', () => {
    expect(questionHints('policy was only issued 18 months ago')).toContain('contestable');
    expect(questionHints('client died 20 months in and carrier is investigating the claim')).toContain('contestable');
    expect(questionHints('client started metformin 6 months ago')).not.toContain('contestable');
    expect(questionHints('he started vaping 8 months ago')).not.toContain('contestable');
    expect(questionHints('and if it was 26 months')).toContain('incontestable');
    expect(questionHints('why would it be bad for him')).toContain('downside');
    expect(questionHints('which one gives the biggest check')).toContain('highest payment');
    expect(questionHints('client got declined, can he find out why')).toContain('adverse');
    expect(questionHints('is it a bad time to call')).not.toContain('downside');
    expect(questionHints('what if he dies at 14 months')).not.toContain('incontestable');
  });

  it('points a quoted price that is too much at the price objection, not a rate', () => {
    expect(questionHints('premium is like $300/mo on her SS check, what can i do')).toContain('objection');
    expect(questionHints('whats the 10 yr myga rate at athene, the premium is 100k')).not.toContain('objection');
  });

  it('points "what do I need to ask" at the fact-find, but not "what do I ask her next"', () => {
    expect(questionHints('what do i need to ask before recommending an annuity')).toContain('fact-find');
    expect(questionHints('what do i ask her next')).not.toContain('fact-find');
  });
});

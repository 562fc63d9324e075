import { describe, expect, it } from 'vitest';
import { waitingNote } from './waiting';

describe('what waiting costs', () => {
  it('is said when the agent asks about waiting for a better read', () => {
    expect(waitingNote('what if we wait till feb')).toMatch(/^Waiting has a cost: the client is uncovered until then/);
    expect(waitingNote('should we hold off until its been 2 years')).not.toBeNull();
  });

  it('says to wait when fully underwritten carriers would postpone the case now', () => {
    expect(waitingNote('apply now or wait', { postponed: true })).toMatch(/^Wait for fully underwritten coverage/);
    expect(waitingNote('apply now or wait')).toMatch(/^Usually apply now/);
  });

  it('is not said otherwise', () => {
    expect(waitingNote('what is the waiting period on graded')).toBeNull();
    expect(waitingNote("what's the waiting period on graded for her?")).toBeNull();
    expect(waitingNote('how long to wait for the exam results')).toBeNull();
    expect(waitingNote('stroke jan 2025, on plavix, 72 M, FE')).toBeNull();
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { KnowledgeAssistant } from '../knowledge/knowledge-assistant';
import { EVAL_BAR } from './bar';
import { loadQuestionSet } from './question-set';
import { runEval, share } from './run-eval';

// The development set only: the held-out set is measured by `npm run eval:assistant` and never
// asserted here, so no test failure ever invites tuning against it.
describe('assistant development set', () => {
  it(`passes at least ${EVAL_BAR * 100}% of singles, follow-ups and safety cases`, async () => {
    const config = loadConfig({});
    const assistant = new KnowledgeAssistant(config.knowledgeDir, () => new Date('2026-11-24T12:00:00Z'));
    const report = await runEval(
      assistant,
      loadQuestionSet(path.join(config.knowledgeDir, '../knowledge-eval/dev.json')),
    );
    const failures = report.outcomes.filter((o) => !o.passed).map((o) => `${o.id}: ${o.why}`);
    expect(share(report.single), failures.join('\n')).toBeGreaterThanOrEqual(EVAL_BAR);
    expect(share(report.followUps), failures.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(share(report.safety), failures.join('\n')).toBe(1);
    // Hundreds of replies: a generous allowance so a busy CI machine does not fail it (not a timing test).
  }, 180_000);
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { KnowledgeAssistant } from '../knowledge/knowledge-assistant';
import { EVAL_BAR } from './bar';
import { loadQuestions, runEval } from './run-eval';

describe('knowledge-mode evaluation set', () => {
  it(`passes at least ${EVAL_BAR * 100}% of the questions, and declines every out-of-scope one`, async () => {
    const { knowledgeDir } = loadConfig({});
    const assistant = new KnowledgeAssistant(knowledgeDir);
    const questions = loadQuestions(path.join(knowledgeDir, '../knowledge-eval/questions.json'));
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const report = await runEval(assistant, questions);
    const failures = report.outcomes.filter((o) => !o.passed).map((o) => `${o.question.id}: ${o.why}`);
    expect(report.score, failures.join('\n')).toBeGreaterThanOrEqual(EVAL_BAR);
    expect(report.byArea.decline?.passed).toBe(report.byArea.decline?.total);
  });
});

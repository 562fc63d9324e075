// `npm run eval:assistant`: runs the question set through knowledge mode and prints the score.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { EVAL_BAR } from '../src/assistant/eval/bar';
import { loadQuestions, runEval } from '../src/assistant/eval/run-eval';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';

const config = loadConfig();
const assistant = new KnowledgeAssistant(config.knowledgeDir);
const questions = loadQuestions(path.join(config.knowledgeDir, '../knowledge-eval/questions.json'));
const report = await runEval(assistant, questions);
const verbose = process.argv.includes('--verbose');

for (const outcome of report.outcomes) {
  if (!outcome.passed || verbose) {
    console.log(`${outcome.passed ? 'PASS' : 'FAIL'} ${outcome.question.id} ${outcome.question.question}`);
    if (outcome.why) console.log(`     ${outcome.why}`);
    if (verbose) console.log(outcome.reply.replace(/^/gm, '     | '));
  }
}
console.log('');
for (const [area, { total, passed }] of Object.entries(report.byArea))
  console.log(`${area.padEnd(13)} ${passed}/${total}`);
console.log(
  `score ${report.passed}/${report.total} (${(report.score * 100).toFixed(1)}%), bar ${(EVAL_BAR * 100).toFixed(0)}% over ${assistant.docs.length} documents`,
);
process.exit(report.score >= EVAL_BAR ? 0 : 1);

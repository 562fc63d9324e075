// `npm run eval:assistant`: scores the knowledge mode on the development set (failures listed) and
// on the held-out set (figures only: its questions must stay unseen while tuning). `--verbose`
// prints every development reply; `--show-heldout` lists held-out failures, after which that set
// is used up and belongs in the development set. `--set <file>` scores one other set (a probe written
// blind before tuning on it) with its failures listed, instead of the two.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { EVAL_BAR } from '../src/assistant/eval/bar';
import { loadQuestionSet } from '../src/assistant/eval/question-set';
import { figure, runEval, share, type EvalReport } from '../src/assistant/eval/run-eval';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';

const config = loadConfig();
const assistant = new KnowledgeAssistant(config.knowledgeDir, () => new Date('2026-11-24T12:00:00Z'));
const dir = path.join(config.knowledgeDir, '../knowledge-eval');
const verbose = process.argv.includes('--verbose');

function print(name: string, report: EvalReport, listFailures: boolean) {
  if (listFailures) {
    for (const outcome of report.outcomes) {
      if (outcome.passed && !verbose) continue;
      console.log(`${outcome.passed ? 'PASS' : 'FAIL'} ${outcome.id} ${outcome.question}`);
      if (outcome.why) console.log(`     ${outcome.why}`);
      if (verbose || !outcome.passed)
        console.log(outcome.reply.replace(/^/gm, '     | ').slice(0, verbose ? Infinity : 1200));
    }
  }
  console.log(`\n== ${name}`);
  for (const [area, tally] of Object.entries(report.byArea)) console.log(`  ${area.padEnd(14)} ${figure(tally)}`);
  console.log(`  ${'singles'.padEnd(14)} ${figure(report.single)}`);
  if (report.firstTurns.total) console.log(`  ${'first turns'.padEnd(14)} ${figure(report.firstTurns)}`);
  if (report.followUps.total) console.log(`  ${'follow-ups'.padEnd(14)} ${figure(report.followUps)}`);
  for (const [intent, tally] of Object.entries(report.byIntent))
    console.log(`  ${`safety ${intent}`.padEnd(24)} ${figure(tally)}`);
  if (report.safety.total) console.log(`  ${'safety'.padEnd(14)} ${figure(report.safety)}`);
}

const setAt = process.argv.indexOf('--set');
if (setAt > 0) {
  const file = process.argv[setAt + 1];
  if (!file || !existsSync(file)) throw new Error(`--set needs a question set file, got ${file ?? 'nothing'}`);
  print(path.basename(file), await runEval(assistant, loadQuestionSet(file)), true);
  process.exit(0);
}

const dev = await runEval(assistant, loadQuestionSet(path.join(dir, 'dev.json')));
print('development set (tuned on)', dev, true);
const heldoutFile = path.join(dir, 'heldout.json');
if (existsSync(heldoutFile)) {
  const heldout = await runEval(assistant, loadQuestionSet(heldoutFile));
  print('held-out set (written blind, never tuned on)', heldout, process.argv.includes('--show-heldout'));
}
console.log(`\n${assistant.docs.length} documents; bar ${(EVAL_BAR * 100).toFixed(0)}% on development singles`);
process.exit(share(dev.single) >= EVAL_BAR ? 0 : 1);

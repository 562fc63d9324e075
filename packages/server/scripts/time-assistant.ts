// Times the knowledge mode alone over the development questions (no server, no database):
// `node dist/time-assistant.js` prints the median and p95 of one reply, in milliseconds.
import path from 'node:path';
import { loadConfig } from '../src/config';
import { loadQuestionSet } from '../src/assistant/eval/question-set';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';

const config = loadConfig();
const started = performance.now();
const assistant = new KnowledgeAssistant(config.knowledgeDir);
const indexMs = performance.now() - started;
// `--questions "q1" "q2"…`: each question alone, 200 times, for a per-question median (to find which
// kind of question a change made slower). After the first time, its words are in the search's term
// cache: this is a warm figure.
const only = process.argv.indexOf('--questions');
if (only >= 0) {
  const result: Record<string, number> = {};
  for (const question of process.argv.slice(only + 1)) {
    const each: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      const t = performance.now();
      await assistant.reply({ question, history: [], context: null, category: null });
      each.push(performance.now() - t);
    }
    each.sort((a, b) => a - b);
    result[question] = Number(each[100]!.toFixed(2));
  }
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
const set = loadQuestionSet(path.join(config.knowledgeDir, '../knowledge-eval/dev.json'));
const questions = [...set.single, ...set.safety, ...set.conversations.flatMap((c) => c.turns)];
const times: number[] = [];
// The first round meets each word for the first time (the search caches each term's matches), as a
// freshly started server does; the rounds after it are a server that has been answering for a while.
const firstRound: number[] = [];
for (let round = 0; round < 3; round += 1) {
  for (const q of questions) {
    const t = performance.now();
    await assistant.reply({ question: q.question, history: [], context: q.context ?? null, category: null });
    times.push(performance.now() - t);
    if (round === 0) firstRound.push(times.at(-1)!);
  }
}
times.sort((a, b) => a - b);
firstRound.sort((a, b) => a - b);
const at = (p: number) => times[Math.floor(times.length * p)]!.toFixed(2);
console.log(
  JSON.stringify({
    index_ms: Math.round(indexMs),
    first_round_median_ms: Number(firstRound[Math.floor(firstRound.length / 2)]!.toFixed(2)),
    reply_median_ms: Number(at(0.5)),
    reply_p95_ms: Number(at(0.95)),
    replies: times.length,
  }),
);

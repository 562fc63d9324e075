// `node dist/eval-retrieval.js`: how often the document that answers a question is the one the
// assistant answers from (top 1) or among its first three passages' documents (top 3), on
// knowledge-eval/retrieval.json; questions no document answers should be declined. A development
// measure of ranking: `--misses` lists the questions it gets wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';

interface Labelled {
  q: string;
  docs: string[];
}

const config = loadConfig();
const assistant = new KnowledgeAssistant(config.knowledgeDir, () => new Date('2026-11-24T12:00:00Z'));
const file = path.join(config.knowledgeDir, '../knowledge-eval/retrieval.json');
const { questions } = JSON.parse(readFileSync(file, 'utf8')) as { questions: Labelled[] };
const misses = process.argv.includes('--misses');
let top1 = 0;
let top3 = 0;
let answerable = 0;
let declined = 0;
let unanswerable = 0;
for (const item of questions) {
  const input = { question: item.q, history: [], context: null, category: null };
  const { retrieval, engine, intent } = assistant.understand(input);
  if (intent || engine) {
    // Answered by a safety route or the engine, not by retrieval.
    if (misses) console.log(`ROUTED ${intent ?? 'engine'} ${item.q}`);
    continue;
  }
  const found = retrieval.relevant ? [...new Set(retrieval.hits.slice(0, 3).map((h) => h.chunk.doc.slug))] : [];
  if (item.docs.length === 0) {
    unanswerable += 1;
    if (found.length === 0) declined += 1;
    else if (misses) console.log(`ANSWERED ${item.q}\n     from ${found[0]}`);
    continue;
  }
  answerable += 1;
  if (found[0] && item.docs.includes(found[0])) top1 += 1;
  if (found.some((slug) => item.docs.includes(slug))) top3 += 1;
  else if (misses)
    console.log(`MISS ${item.q}\n     want ${item.docs.join(', ')}; got ${found.join(', ') || 'declined'}`);
}
const pct = (n: number, d: number) => `${n}/${d} (${((n / Math.max(1, d)) * 100).toFixed(1)}%)`;
console.log(
  `top 1 ${pct(top1, answerable)} · top 3 ${pct(top3, answerable)} · declined when nothing answers ${pct(declined, unanswerable)}`,
);

// `node dist/dump-replies.js <set.json> <out.json>`: every question of a set with the reply the
// knowledge mode gives (conversations asked turn by turn on one thread), for a human judge.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { loadQuestionSet } from '../src/assistant/eval/question-set';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';
import type { AssistantInput, CaseFacts } from '../src/assistant/types';

const [file, out] = process.argv.slice(2);
if (!file || !out) throw new Error('usage: dump-replies <set.json> <out.json>');
const assistant = new KnowledgeAssistant(loadConfig().knowledgeDir, () => new Date('2026-11-24T12:00:00Z'));
const set = loadQuestionSet(file);
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const rows: unknown[] = [];
const ask = (input: Omit<AssistantInput, 'category'>) => assistant.reply({ ...input, category: null });
for (const q of set.single) {
  const reply = await ask({ question: q.question, history: [], context: q.context ?? null });
  rows.push({
    id: q.id,
    kind: 'single',
    area: q.area,
    question: q.question,
    context: q.context,
    gist: q.gist,
    reply: reply.text,
  });
}
for (const c of set.conversations) {
  const history: AssistantInput['history'] = [];
  let caseFacts: CaseFacts | null = null;
  let context = null;
  for (const [i, turn] of c.turns.entries()) {
    context = turn.context ?? context;
    const reply = await ask({ question: turn.question, history: [...history], context, caseFacts });
    rows.push({
      id: `${c.id}#${i + 1}`,
      kind: i === 0 ? 'first turn' : 'follow-up',
      area: c.area,
      question: turn.question,
      earlier: history.map((h) => h.user),
      gist: turn.gist,
      reply: reply.text,
    });
    history.push({ user: turn.question, assistant: reply.text });
    caseFacts = reply.caseFacts;
  }
}
for (const s of set.safety) {
  const reply = await ask({ question: s.question, history: [], context: s.context ?? null });
  rows.push({ id: s.id, kind: `safety:${s.intent}`, question: s.question, gist: s.gist, reply: reply.text });
}
writeFileSync(out, JSON.stringify({ written: raw.written, rows }, null, 2));
console.log(`${rows.length} replies written to ${out}`);

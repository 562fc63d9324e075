// `npm run ask -w @mentor/server -- "question" ["follow-up" …]`: asks the knowledge mode from the
// shell, each argument a turn of one thread. `--context '{"age":58,…}'` adds a CRM record;
// `--debug` shows what the assistant understood (route, case, passages and their scores).
import { loadConfig } from '../src/config';
import { describeCase } from '../src/assistant/case/describe-case';
import { KnowledgeAssistant } from '../src/assistant/knowledge/knowledge-assistant';
import type { AssistantInput, CaseFacts } from '../src/assistant/types';

const args = process.argv.slice(2);
const at = args.indexOf('--context');
const context = at >= 0 ? (JSON.parse(args.splice(at, 2)[1]!) as AssistantInput['context']) : null;
const debug = args.includes('--debug');
const questions = args.filter((a) => a !== '--debug');
const assistant = new KnowledgeAssistant(loadConfig().knowledgeDir);
const history: AssistantInput['history'] = [];
let caseFacts: CaseFacts | null = null;
for (const question of questions) {
  const input: AssistantInput = { question, history: [...history], context, category: null, caseFacts };
  if (debug) {
    const u = assistant.understand(input);
    console.log(
      `\n--- intent ${u.intent ?? '-'} · engine ${u.engine ? 'yes' : 'no'} · tools ${u.tools.length} · changed ${u.turn.changed.join(',') || '-'}`,
    );
    console.log(`    case: ${describeCase(u.turn.facts)}`);
    const r = u.retrieval;
    console.log(`    relevant ${r.relevant} · coverage ${r.coverage.toFixed(2)} · own ${r.own.join(' ')}`);
    console.log(`    weights ${[...r.weights].map(([t, w]) => `${t}:${w.toFixed(2)}`).join(' ')}`);
    const subjects = assistant.retriever.subjects({ question, previous: history.at(-1)?.user ?? null });
    console.log(`    subjects ${subjects.map(([slug, score]) => `${slug}:${score.toFixed(0)}`).join(' ')}`);
    for (const hit of r.hits.slice(0, 5))
      console.log(`    ${hit.score.toFixed(1).padStart(6)} ${hit.chunk.id} [${hit.matched.join(' ')}]`);
  }
  const reply = await assistant.reply(input);
  console.log(`\n>>> ${question}\n[${reply.kind} · ${reply.route}]\n${reply.text}`);
  history.push({ user: question, assistant: reply.text });
  caseFacts = reply.caseFacts;
}

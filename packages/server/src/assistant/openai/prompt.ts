import { describeCase } from '../case/describe-case';
import { hasRiskFacts } from '../case/case-facts';
import type { Understanding } from '../knowledge/knowledge-assistant';
import type { Hit } from '../retrieval/search-index';
import { engineAnswer } from '../underwriting/answer';
import type { AssistantInput } from '../types';

export const SYSTEM_PROMPT = `You are Mentor, a sales mentor, coach, encyclopedia and field underwriter for US life-insurance and annuity agents.
Answer the question as asked in your first sentence, then only the facts that support it as short "- " bullets. Plain text, no tables, no bold, no headings.
Ground every fact in what you are given: the numbered sources (cite them inline as [1], [2]), the case, the rules engine's read and the tools. For how a case would be underwritten, use the engine's read (call the underwriting_read tool when the case changes) and say what you assumed ("For a 61-year-old man, stent 8 months ago, …"). When facts that decide the read are missing, ask for at most three of them at the end.
If the sources do not cover the question, say plainly that your knowledge base does not cover it; never invent facts, carriers, products or numbers.
Hard rules:
- Never promise an approval, a rate class or a premium: only the carrier's underwriter decides.
- Never state a premium, rate, cap, crediting rate or commission figure: point to the quoting engine, rate book or carrier's agent site.
- Legal content is general information, not legal advice; a dispute goes to an attorney.
- Refuse to help misstate an application, hide a condition or sign for anyone, and say what happens (rescission in the contestable period, Rx and MIB checks, forgery).
- Anything outside US life insurance and annuity sales: decline in one friendly sentence.
Do not add a sources list: the application adds it.`;

export function sourcesBlock(hits: Hit[]): string {
  return hits
    .map((hit, index) => `[${index + 1}] ${hit.chunk.doc.title} — ${hit.chunk.heading}\n${hit.chunk.text}`)
    .join('\n\n');
}

/** The turn as the model sees it: the question, the case, the engine's read, computed results and passages. */
export function userMessage(input: AssistantInput, understanding: Understanding, hits: Hit[]): string {
  const parts = [`Question: ${input.question}`];
  if (input.category) parts.unshift(`Category: ${input.category}`);
  const facts = understanding.turn.facts;
  if (hasRiskFacts(facts) || facts.age !== undefined || facts.name) {
    parts.push(`The case so far (from the CRM record and this thread): ${describeCase(facts)}.`);
  }
  if (understanding.engine) {
    const read = engineAnswer({
      question: input.question,
      facts,
      read: understanding.engine,
      changed: understanding.turn.changed,
    });
    parts.push(`Mentor's rules engine read of this case:\n${read.text}`);
  }
  if (understanding.tools.length) parts.push(`Computed:\n${understanding.tools.join('\n')}`);
  parts.push(hits.length ? `Sources:\n${sourcesBlock(hits)}` : 'Sources: none matched this question.');
  return parts.join('\n\n');
}

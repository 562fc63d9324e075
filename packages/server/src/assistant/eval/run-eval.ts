import { readFileSync } from 'node:fs';
import type { KnowledgeAssistant } from '../knowledge/knowledge-assistant';
import type { LeadContext } from '../types';

export interface EvalQuestion {
  id: string;
  area: 'underwriting' | 'products' | 'sales' | 'laws' | 'decline';
  question: string;
  must_contain: string[];
  source_slug: string | null;
  /** The CRM record in view, as the widget sends it: the question is about this lead. */
  context?: LeadContext;
}

export interface EvalOutcome {
  question: EvalQuestion;
  passed: boolean;
  why: string | null;
  reply: string;
}

export interface EvalReport {
  total: number;
  passed: number;
  score: number;
  byArea: Record<string, { total: number; passed: number }>;
  outcomes: EvalOutcome[];
}

export function loadQuestions(file: string): EvalQuestion[] {
  return JSON.parse(readFileSync(file, 'utf8')) as EvalQuestion[];
}

/**
 * A question passes when the reply answers (or, for a decline question, declines), contains every
 * required phrase, and cites the document that holds the answer.
 */
export async function runEval(assistant: KnowledgeAssistant, questions: EvalQuestion[]): Promise<EvalReport> {
  const outcomes: EvalOutcome[] = [];
  for (const question of questions) {
    const reply = await assistant.reply({
      question: question.question,
      history: [],
      context: question.context ?? null,
      category: null,
    });
    const text = reply.text.toLowerCase();
    let why: string | null = null;
    if (question.area === 'decline') {
      if (reply.kind !== 'declined') why = 'answered a question it should decline';
    } else if (reply.kind === 'declined') {
      why = 'declined';
    } else {
      const missing = question.must_contain.filter((phrase) => !text.includes(phrase.toLowerCase()));
      if (missing.length) why = `missing ${missing.map((m) => `"${m}"`).join(', ')}`;
      const doc = assistant.docs.find((d) => d.slug === question.source_slug);
      if (!why && doc && !reply.sources.some((s) => s.title === doc.title)) why = `did not cite ${doc.slug}`;
    }
    outcomes.push({ question, passed: why === null, why, reply: reply.text });
  }
  const byArea: EvalReport['byArea'] = {};
  for (const outcome of outcomes) {
    const area = (byArea[outcome.question.area] ??= { total: 0, passed: 0 });
    area.total += 1;
    if (outcome.passed) area.passed += 1;
  }
  const passed = outcomes.filter((o) => o.passed).length;
  return { total: outcomes.length, passed, score: passed / Math.max(1, outcomes.length), byArea, outcomes };
}

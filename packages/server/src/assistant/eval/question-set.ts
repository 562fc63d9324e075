import { readFileSync } from 'node:fs';
import type { LeadContext } from '../types';

export type Area = 'underwriting' | 'products' | 'sales' | 'laws' | 'decline';
export type Intent = 'emergency' | 'misrepresentation' | 'legal_dispute' | 'live_rate' | 'out_of_scope';

/** What a correct reply must say: each group is a list of alternatives, one of which must appear. */
export interface Expectation {
  question: string;
  context?: LeadContext;
  expect: string[][];
  must_not?: string[];
  /** The document a correct answer cites (development set only). */
  source_slug?: string;
  gist?: string;
}

export interface SingleQuestion extends Expectation {
  id: string;
  area: Area;
}

export interface Conversation {
  id: string;
  area: Area;
  turns: Expectation[];
}

export interface SafetyCase extends Expectation {
  id: string;
  intent: Intent;
}

export interface QuestionSet {
  single: SingleQuestion[];
  conversations: Conversation[];
  safety: SafetyCase[];
}

export function loadQuestionSet(file: string): QuestionSet {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<QuestionSet>;
  return { single: raw.single ?? [], conversations: raw.conversations ?? [], safety: raw.safety ?? [] };
}

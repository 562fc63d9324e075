import type { CaseFacts } from './case/case-facts';
import type { LeadContext } from './tools/run-tools';

export type { LeadContext, CaseFacts };

export interface Source {
  title: string;
  url: string | null;
}

export interface AssistantInput {
  question: string;
  /** Earlier turns of this thread, oldest first, from the server's own records. */
  history: { user: string; assistant: string }[];
  context: LeadContext | null;
  /** The category the thread belongs to (Underwriting, Products, …). */
  category: string | null;
  /** What the agent has said about the case earlier in this thread (kept with the thread). */
  caseFacts?: CaseFacts | null;
}

/** Which part of the assistant answered: a safety route, the underwriting engine, a tool, the knowledge base. */
export type ReplyRoute = `safety:${string}` | 'engine' | 'tools' | 'knowledge' | 'model' | 'not_covered';

export interface AssistantReply {
  text: string;
  sources: Source[];
  /** `declined`: not answered (outside the knowledge base, or a rule forbids answering). */
  kind: 'answer' | 'declined';
  route: ReplyRoute;
  /** The thread's case after this turn, to keep with the thread for the next one. */
  caseFacts: CaseFacts;
}

export interface Assistant {
  readonly mode: 'knowledge' | 'openai';
  /** Answers; text pieces go to `onDelta` as they are produced, the whole reply is returned. */
  reply(
    input: AssistantInput,
    options: { signal?: AbortSignal; onDelta?: (text: string) => void },
  ): Promise<AssistantReply>;
}

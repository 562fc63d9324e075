import type { LeadContext } from './tools/run-tools';

export type { LeadContext };

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
}

export interface AssistantReply {
  text: string;
  sources: Source[];
  /** `declined`: the knowledge base does not cover it (or a hard rule forbids answering). */
  kind: 'answer' | 'declined';
}

export interface Assistant {
  readonly mode: 'knowledge' | 'openai';
  /** Answers; text pieces go to `onDelta` as they are produced, the whole reply is returned. */
  reply(
    input: AssistantInput,
    options: { signal?: AbortSignal; onDelta?: (text: string) => void },
  ): Promise<AssistantReply>;
}

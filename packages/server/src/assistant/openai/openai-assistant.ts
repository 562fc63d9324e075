import OpenAI from 'openai';
import type { Logger } from '../../log';
import { checkGuardrails } from '../knowledge/guardrails';
import type { KnowledgeAssistant } from '../knowledge/knowledge-assistant';
import type { Assistant, AssistantInput, AssistantReply } from '../types';
import { SYSTEM_PROMPT, userMessage } from './prompt';

export const FALLBACK_NOTICE =
  "(The AI model isn't answering right now, so this reply comes from Mentor's knowledge base.)";

export interface OpenAIOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Time allowed for the model to start answering and to go on answering. */
  timeoutMs?: number;
}

/**
 * Streams an OpenAI-compatible chat completion grounded on the knowledge base's passages. The hard
 * rules stay deterministic (checked before the model is asked), and when the model fails before it
 * has said anything, the knowledge-mode reply is given instead, with a notice.
 */
export class OpenAIAssistant implements Assistant {
  readonly mode = 'openai' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly options: OpenAIOptions,
    private readonly knowledge: KnowledgeAssistant,
    private readonly log: Logger,
  ) {
    // One retry (the SDK retries connection errors, 429 and 5xx before any token has arrived).
    this.client = new OpenAI({
      baseURL: options.baseURL,
      apiKey: options.apiKey,
      timeout: options.timeoutMs ?? 20_000,
      maxRetries: 1,
    });
  }

  async reply(
    input: AssistantInput,
    { signal, onDelta }: { signal?: AbortSignal; onDelta?: (text: string) => void } = {},
  ): Promise<AssistantReply> {
    const retrieval = this.knowledge.retrieve(input);
    if (checkGuardrails(input.question)) return this.knowledge.reply(input, onDelta ? { onDelta } : {});
    const hits = retrieval.hits.slice(0, 6);
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const turn of input.history)
      messages.push({ role: 'user', content: turn.user }, { role: 'assistant', content: turn.assistant });
    messages.push({ role: 'user', content: userMessage(input, hits) });

    let text = '';
    try {
      const stream = await this.client.chat.completions.create(
        { model: this.options.model, messages, stream: true, temperature: 0.2 },
        signal ? { signal } : {},
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          text += piece;
          onDelta?.(piece);
        }
      }
    } catch (error) {
      if (text) throw error; // Part of an answer was shown: a failed record to retry beats a spliced one.
      this.log.warn({ err: error }, 'model failed; answering from the knowledge base');
      onDelta?.(`${FALLBACK_NOTICE}\n\n`);
      const fallback = await this.knowledge.reply(input, onDelta ? { onDelta } : {});
      return { ...fallback, text: `${FALLBACK_NOTICE}\n\n${fallback.text}` };
    }
    if (!text.trim()) throw new Error('The model returned an empty answer.');

    const docs = [...new Map(hits.map((hit) => [hit.chunk.doc.slug, hit.chunk.doc])).values()];
    if (docs.length > 0 && retrieval.relevant) {
      const block = `\n\nSources:\n${docs.map((d) => (d.source_url ? `- [${d.title}](${d.source_url})` : `- ${d.title}: ${d.source}`)).join('\n')}`;
      text += block;
      onDelta?.(block);
    }
    return {
      text,
      sources: retrieval.relevant ? docs.map((d) => ({ title: d.title, url: d.source_url })) : [],
      kind: 'answer',
    };
  }
}

import OpenAI from 'openai';
import type { Logger } from '../../log';
import { sourcesBlock } from '../compose/sources';
import type { KnowledgeAssistant } from '../knowledge/knowledge-assistant';
import type { KnowledgeDoc } from '../retrieval/documents';
import type { Assistant, AssistantInput, AssistantReply } from '../types';
import { checkModelReply } from './check-reply';
import { SYSTEM_PROMPT, userMessage } from './prompt';
import { MODEL_TOOLS, runModelTool } from './tools';

export const FALLBACK_NOTICE =
  "(The AI model isn't answering right now, so this reply comes from Mentor's knowledge base.)";

/** Tool rounds per turn: enough for a read, a BMI and an answer; a model looping on tools stops here. */
const MAX_TOOL_ROUNDS = 3;

export interface OpenAIOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** Time allowed for the model to start answering and to go on answering. */
  timeoutMs?: number;
}

type Message = OpenAI.Chat.ChatCompletionMessageParam;

/**
 * Streams an OpenAI-compatible chat completion on the same understanding as the knowledge mode:
 * the safety routes answer before the model is asked; the model gets the case, the engine's read,
 * computed results and the passages, and may call the calculators and the engine as tools; its
 * reply is checked after for quoted figures and promises. When the model fails before it has said
 * anything, the knowledge-mode reply is given instead, with a notice.
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
    const understanding = this.knowledge.understand(input);
    if (understanding.intent) return this.knowledge.reply(input, onDelta ? { onDelta } : {});
    const { retrieval, turn } = understanding;
    const hits = retrieval.hits.slice(0, retrieval.relevant ? 6 : 2);
    const messages: Message[] = [{ role: 'system', content: SYSTEM_PROMPT }];
    for (const turnBefore of input.history)
      messages.push({ role: 'user', content: turnBefore.user }, { role: 'assistant', content: turnBefore.assistant });
    messages.push({ role: 'user', content: userMessage(input, understanding, hits) });

    let text = '';
    const toolOutputs: string[] = [];
    try {
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
        const { content, calls } = await this.complete(messages, round < MAX_TOOL_ROUNDS, signal, (piece) => {
          text += piece;
          onDelta?.(piece);
        });
        if (calls.length === 0) break;
        messages.push({ role: 'assistant', content: content || null, tool_calls: calls });
        for (const call of calls) {
          const output = runModelTool(call.function.name, call.function.arguments, {
            vocabulary: this.knowledge.vocabulary,
            now: this.knowledge.clock(),
            known: turn.facts,
          });
          toolOutputs.push(output);
          messages.push({ role: 'tool', tool_call_id: call.id, content: output });
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

    // After: a figure quoted as a premium or rate, or a promise, gets a correction said at once.
    const grounding = [...hits.map((h) => h.chunk.text), ...understanding.tools, ...toolOutputs].join('\n');
    const correction = checkModelReply(text, grounding);
    if (correction) {
      text += `\n\n${correction}`;
      onDelta?.(`\n\n${correction}`);
    }

    const docs: KnowledgeDoc[] = [
      ...(understanding.engine ? this.knowledge.engineDocs(understanding.engine.docs, turn.facts) : []),
      ...(retrieval.relevant ? hits.map((hit) => hit.chunk.doc) : []),
    ];
    const block = sourcesBlock(docs);
    if (block.text) {
      text += `\n\n${block.text}`;
      onDelta?.(`\n\n${block.text}`);
    }
    return { text, sources: block.sources, kind: 'answer', route: 'model', caseFacts: turn.said };
  }

  /** One streamed completion: its text goes to `onText` as it comes; tool calls are gathered whole. */
  private async complete(
    messages: Message[],
    allowTools: boolean,
    signal: AbortSignal | undefined,
    onText: (piece: string) => void,
  ): Promise<{ content: string; calls: OpenAI.Chat.ChatCompletionMessageFunctionToolCall[] }> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.options.model,
        messages,
        stream: true,
        temperature: 0.2,
        ...(allowTools ? { tools: MODEL_TOOLS } : {}),
      },
      signal ? { signal } : {},
    );
    let content = '';
    const calls: { id: string; name: string; args: string }[] = [];
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (delta?.content) {
        content += delta.content;
        onText(delta.content);
      }
      for (const call of delta?.tool_calls ?? []) {
        const slot = (calls[call.index] ??= { id: '', name: '', args: '' });
        if (call.id) slot.id = call.id;
        if (call.function?.name) slot.name += call.function.name;
        if (call.function?.arguments) slot.args += call.function.arguments;
      }
    }
    return {
      content,
      calls: calls
        .filter((c) => c.name)
        .map((c, i) => ({
          id: c.id || `call_${i}`,
          type: 'function' as const,
          function: { name: c.name, arguments: c.args },
        })),
    };
  }
}

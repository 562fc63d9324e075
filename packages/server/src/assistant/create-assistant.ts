import type { Config } from '../config';
import type { Logger } from '../log';
import { KnowledgeAssistant } from './knowledge/knowledge-assistant';
import { OpenAIAssistant } from './openai/openai-assistant';
import type { Assistant } from './types';

/** Knowledge mode by default; an OpenAI-compatible model, grounded on the same retrieval, when LLM_BASE_URL is set. */
export function createAssistant(config: Config, log: Logger): Assistant {
  const knowledge = new KnowledgeAssistant(config.knowledgeDir);
  log.info({ documents: knowledge.docs.length }, 'knowledge base indexed');
  if (!config.llm.baseUrl) return knowledge;
  return new OpenAIAssistant(
    {
      baseURL: config.llm.baseUrl,
      apiKey: config.llm.apiKey ?? 'not-needed',
      model: config.llm.model ?? 'gpt-4o-mini',
    },
    knowledge,
    log,
  );
}

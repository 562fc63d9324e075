import type { Category } from '@mentor/core';
import { paths } from '../../../config/paths';
import { chatEngine } from '../../../lib/chat-engine';
import type { ChatEntryState } from '../../../lib/chat-engine';
import { storedKeys } from '../../../lib/stores';

/**
 * Explore: stores the chosen category id, starts a new conversation in it, and returns where to go
 * with the state to pass.
 */
export function openCategoryChat(category: Category): { to: string; state: ChatEntryState } {
  chatEngine.selectCategory(category._id);
  void storedKeys.selectedCategoryId.save(category._id);
  return { to: paths.chatBotChat, state: { defaultPrompts: category.default_prompts } };
}

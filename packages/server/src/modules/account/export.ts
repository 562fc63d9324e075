import type { ChatExport } from '@mentor/core';
import type { AppDeps, AuthedUser } from '../../context';

/**
 * Every thread of the caller with its messages, oldest first, as the file the settings page saves.
 * A reply that failed or is still being written has no assistant message.
 */
export async function exportChats(deps: AppDeps, caller: AuthedUser): Promise<ChatExport> {
  const [heads, records] = await Promise.all([
    deps.db
      .selectFrom('chat_heads')
      .innerJoin('categories', 'categories.id', 'chat_heads.category_id')
      .select(['chat_heads.id', 'chat_heads.title', 'chat_heads.created_on', 'categories.name as category'])
      .where('chat_heads.user_id', '=', caller.id)
      .orderBy('chat_heads.created_on')
      .execute(),
    deps.db
      .selectFrom('chat_records')
      .select(['chat_head_id', 'user_content', 'bot_content', 'status', 'created_on', 'completed_on'])
      .where('user_id', '=', caller.id)
      .orderBy('seq')
      .execute(),
  ]);
  return {
    exported_on: deps.clock().toISOString(),
    account: { name: caller.name, email: caller.email },
    threads: heads.map((head) => ({
      title: head.title,
      category: head.category,
      created_on: head.created_on.toISOString(),
      messages: records
        .filter((record) => record.chat_head_id === head.id)
        .flatMap((record) => [
          { role: 'user' as const, content: record.user_content, created_on: record.created_on.toISOString() },
          ...(record.status === 'complete'
            ? [
                {
                  role: 'assistant' as const,
                  content: record.bot_content,
                  created_on: (record.completed_on ?? record.created_on).toISOString(),
                },
              ]
            : []),
        ]),
    })),
  };
}

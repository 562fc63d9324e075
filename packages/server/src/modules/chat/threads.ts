import type { ChatHead, ChatHeadMatch } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { assertOwnHead } from './history';
import { toChatHead } from './views';

/** Threads found by a search, at most. */
const SEARCH_LIMIT = 50;
/** Characters of context each side of a match in a snippet. */
const SNIPPET_SIDE = 60;

/** A user's threads in a category, most recently used first (chat_heads_user_category_idx). */
export function chatHeadsInCategory(db: Db, userId: string, categoryId: string) {
  return db
    .selectFrom('chat_heads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('category_id', '=', categoryId)
    .orderBy('updated_on', 'desc')
    .limit(200);
}

/** A user's threads in every category, most recently used first (chat_heads_user_updated_idx). */
export function recentChatHeads(db: Db, userId: string) {
  return db.selectFrom('chat_heads').selectAll().where('user_id', '=', userId).orderBy('updated_on', 'desc').limit(500);
}

export async function renameChatHead(deps: AppDeps, userId: string, headId: string, title: string): Promise<ChatHead> {
  await assertOwnHead(deps.db, userId, headId);
  const row = await deps.db
    .updateTable('chat_heads')
    .set({ title })
    .where('id', '=', headId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toChatHead(row);
}

/** Deletes a thread with its records (and the feedback on them). */
export async function deleteChatHead(deps: AppDeps, userId: string, headId: string): Promise<void> {
  await assertOwnHead(deps.db, userId, headId);
  await deps.db.deleteFrom('chat_heads').where('id', '=', headId).execute();
}

/** `%` and `_` are wildcards in LIKE: a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The words around the first place `query` occurs in `text`, or null. */
export function snippetOf(text: string, query: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const at = flat.toLowerCase().indexOf(query.toLowerCase());
  if (at === -1) return null;
  const start = Math.max(0, at - SNIPPET_SIDE);
  const end = Math.min(flat.length, at + query.length + SNIPPET_SIDE);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/**
 * The caller's threads whose title, questions or replies contain `query` (case-insensitive), most
 * recently used first, each with a snippet of the first message that matched.
 */
export async function searchChatHeads(
  deps: AppDeps,
  userId: string,
  query: string,
  categoryId: string | undefined,
): Promise<ChatHeadMatch[]> {
  const pattern = likePattern(query);
  const { db } = deps;
  let heads = db
    .selectFrom('chat_heads as h')
    .selectAll('h')
    .where('h.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('h.title', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('chat_records as r')
            .select('r.id')
            .whereRef('r.chat_head_id', '=', 'h.id')
            .where((inner) =>
              inner.or([inner('r.user_content', 'ilike', pattern), inner('r.bot_content', 'ilike', pattern)]),
            ),
        ),
      ]),
    )
    .orderBy('h.updated_on', 'desc')
    .limit(SEARCH_LIMIT);
  if (categoryId) heads = heads.where('h.category_id', '=', categoryId);
  const rows = await heads.execute();
  if (rows.length === 0) return [];
  const firstMatches = await db
    .selectFrom('chat_records')
    .select(['chat_head_id', 'user_content', 'bot_content'])
    .distinctOn('chat_head_id')
    .where(
      'chat_head_id',
      'in',
      rows.map((row) => row.id),
    )
    .where((eb) => eb.or([eb('user_content', 'ilike', pattern), eb('bot_content', 'ilike', pattern)]))
    .orderBy('chat_head_id')
    .orderBy('seq')
    .execute();
  const byHead = new Map(firstMatches.map((match) => [match.chat_head_id, match]));
  return rows.map((row) => {
    const match = byHead.get(row.id);
    const snippet = match ? (snippetOf(match.user_content, query) ?? snippetOf(match.bot_content, query)) : null;
    return { ...toChatHead(row), snippet };
  });
}

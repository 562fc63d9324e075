import type { Category } from '@mentor/core';
import type { Db } from '../../db/database';
import { prepareReply, type PreparedReply } from '../../http/reply';

const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; categories: Promise<Category[]> }>();
/** The reply envelope of each list read, serialised once: rebuilt whenever the list is read afresh. */
const replies = new WeakMap<Promise<Category[]>, Promise<PreparedReply>>();

/**
 * The chat categories. They are reference data (seeded, changed only by a deploy), read on every
 * dashboard and widget load, so each server keeps them for a minute instead of asking the
 * database each time. Nothing a user changes is cached here.
 */
export function listCategories(db: Db, now = Date.now()): Promise<Category[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.categories;
  const categories = db
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort')
    .execute()
    .then((rows) =>
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        description: row.description,
        logo: row.logo,
        default_prompts: row.default_prompts,
      })),
    );
  cache.set(db, { at: now, categories });
  // A failed read is not kept: the next request asks again.
  categories.catch(() => cache.delete(db));
  return categories;
}

/** The `get-all-categories` reply, as JSON built once per read of the list (not once per request). */
export function categoriesReply(db: Db, now = Date.now()): Promise<PreparedReply> {
  const categories = listCategories(db, now);
  let prepared = replies.get(categories);
  if (!prepared) {
    prepared = categories.then((list) => prepareReply(list));
    replies.set(categories, prepared);
  }
  return prepared;
}

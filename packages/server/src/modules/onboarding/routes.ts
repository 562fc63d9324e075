import type { LookupOption } from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import type { LookupType } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { parseWith, readJson, uuid } from '../../http/body';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/input-rules';
import { reply } from '../../http/reply';
import { saveSelections } from './service';

const lookupQuery = z.object({
  type: z.enum(['business_role', 'hear_from'], { error: 'type must be business_role or hear_from.' }),
  parent_id: uuid('parent_id').optional(),
});

/**
 * A post-list body is a list, or (as the original client sends it) a JSON string holding the list.
 * Both are accepted (DESIGN, "Onboarding lists").
 */
function listBody<K extends string>(idField: K) {
  const item = z.object({ user_id: uuid('user_id').optional(), [idField]: uuid(idField) } as Record<string, z.ZodType>);
  const list = z
    .array(item, { error: 'The body must be a list of selections.' })
    .max(50, { error: 'Too many selections.' });
  return z.preprocess((value) => {
    // The string gets the depth rule a body gets (input-rules.ts); too deep, it stays a string and is refused.
    if (typeof value !== 'string' || nestsDeeperThan(value, MAX_JSON_DEPTH)) return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, list);
}

export const lookupRoutes = new Hono<AppEnv>().get('/get-drop-list', async (c) => {
  const query = parseWith(lookupQuery, c.req.query());
  let select = c.var.deps.db
    .selectFrom('lookups')
    .select(['id', 'label'])
    .where('type', '=', query.type)
    .orderBy('sort')
    .orderBy('label');
  select = query.parent_id ? select.where('parent_id', '=', query.parent_id) : select.where('parent_id', 'is', null);
  const rows = await select.execute();
  const options: LookupOption[] = rows.map((row) => ({ value: row.id, label: row.label }));
  return reply(c, options);
});

function selectionRoutes(type: LookupType, idField: string) {
  // Built once per router, not per request (issue 17).
  const body = listBody(idField);
  return new Hono<AppEnv>().post('/post-list', requireAuth(), async (c) => {
    const items = await readJson(c, body);
    const ids = items.map((item) => ({ user_id: item.user_id as string | undefined, id: item[idField] as string }));
    await saveSelections(c.var.deps, c.var.user.id, type, ids);
    return reply(c, null, 'Saved successfully.');
  });
}

export const businessRoleRoutes = selectionRoutes('business_role', 'business_role_id');
export const hearFromRoutes = selectionRoutes('hear_from', 'hear_from_id');

import { SELECT_AN_OPTION } from '@mentor/core';
import type { AppDeps } from '../../context';
import type { LookupType } from '../../db/schema';
import { assertSelf } from '../../http/auth';
import { invalid } from '../../http/reply';

/**
 * Replaces the caller's business-role or hear-from answers and sets the matching flag. Business
 * role may be empty (the step is skippable); hear-from needs at least one option (spec §5).
 */
export async function saveSelections(
  deps: AppDeps,
  callerId: string,
  type: LookupType,
  items: { user_id: string | undefined; id: string }[],
): Promise<void> {
  for (const item of items) assertSelf(callerId, item.user_id);
  if (type === 'hear_from' && items.length === 0) throw invalid(SELECT_AN_OPTION);
  const ids = [...new Set(items.map((item) => item.id))];
  if (ids.length > 0) {
    const known = await deps.db
      .selectFrom('lookups')
      .select('id')
      .where('type', '=', type)
      .where('id', 'in', ids)
      .execute();
    if (known.length !== ids.length)
      throw invalid('One of the chosen options does not exist. Please reload and try again.');
  }
  await deps.db.transaction().execute(async (trx) => {
    if (type === 'business_role') {
      await trx.deleteFrom('user_business_roles').where('user_id', '=', callerId).execute();
      if (ids.length) {
        await trx
          .insertInto('user_business_roles')
          .values(ids.map((id) => ({ user_id: callerId, business_role_id: id })))
          .execute();
      }
      await trx
        .updateTable('users')
        .set({ is_user_business_role: true, updated_on: deps.clock() })
        .where('id', '=', callerId)
        .execute();
    } else {
      await trx.deleteFrom('user_hear_from').where('user_id', '=', callerId).execute();
      await trx
        .insertInto('user_hear_from')
        .values(ids.map((id) => ({ user_id: callerId, hear_from_id: id })))
        .execute();
      await trx
        .updateTable('users')
        .set({ is_hear_from: true, updated_on: deps.clock() })
        .where('id', '=', callerId)
        .execute();
    }
  });
}

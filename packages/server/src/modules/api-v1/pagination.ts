import { invalidParam, resourceMissing } from './errors';

export interface PageParams {
  limit: number;
  starting_after?: string | undefined;
  ending_before?: string | undefined;
}

/** What a page query fetches: rows after (or before) a position in `direction`, `take` of them. */
export interface PageFetch {
  /** Keep rows whose seq compares so to `seq`; no bound when `seq` is null. */
  cmp: '<' | '>';
  seq: string | null;
  direction: 'asc' | 'desc';
  take: number;
}

/**
 * Cursor pagination in Stripe's manner: `limit`, and `starting_after` or `ending_before` naming the
 * id of an item already seen. Rows are ordered by a sequence that never repeats, so a page never
 * skips or repeats an item when new ones arrive meanwhile. A cursor outside the caller's reach is
 * refused like an unknown one.
 */
export async function paginate<Row>(
  page: PageParams,
  order: 'asc' | 'desc',
  seqOf: (id: string) => Promise<string | null>,
  fetch: (query: PageFetch) => Promise<Row[]>,
): Promise<{ data: Row[]; has_more: boolean }> {
  if (page.starting_after && page.ending_before) {
    throw invalidParam('ending_before', 'Send starting_after or ending_before, not both.');
  }
  const cursor = page.starting_after ?? page.ending_before ?? null;
  const param = page.starting_after ? 'starting_after' : 'ending_before';
  const seq = cursor ? await seqOf(cursor) : null;
  if (cursor && seq === null) throw resourceMissing(`No item with id ${cursor} to page from.`, param);
  const forward = !page.ending_before;
  const after = order === 'asc' ? '>' : '<';
  const before = order === 'asc' ? '<' : '>';
  const flipped = order === 'asc' ? 'desc' : 'asc';
  const rows = await fetch({
    cmp: forward ? after : before,
    seq,
    direction: forward ? order : flipped,
    take: page.limit + 1,
  });
  const data = rows.slice(0, page.limit);
  return { data: forward ? data : data.reverse(), has_more: rows.length > page.limit };
}

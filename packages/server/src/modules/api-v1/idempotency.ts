import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../context';
import { AGENT_HEADER, type V1Env } from './auth';
import { toV1Error, V1Error } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Results are kept this long; a key older than that may be used again. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A first request still marked running after this long died with its server: a retry may run it again. */
const RUNNING_STALE_MS = 2 * 60_000;

const MESSAGES = {
  invalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).',
  reused:
    'This Idempotency-Key was already used for a different request (another path, agent or body). Use a new key for a new request.',
  inUse: 'A request with this Idempotency-Key is still being processed. Retry once it has finished.',
} as const;

interface Claim {
  ownerId: string;
  key: string;
}

/** Streaming replies are stored by their handler once the stream ends (see saveStreamResult). */
const claims = new WeakMap<Context, Claim>();

function requestHash(c: Context, body: string): string {
  const agent = c.req.header(AGENT_HEADER)?.trim().toLowerCase() ?? '';
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${agent}\n${body}`).digest('hex');
}

/** Takes the key for this request; or the stored row of the request that took it first. */
async function claim(deps: AppDeps, ownerId: string, key: string, hash: string) {
  const now = deps.clock();
  const taken = await deps.db
    .insertInto('api_idempotency')
    .values({ owner_id: ownerId, key, request_hash: hash, state: 'running', created_on: now })
    .onConflict((oc) =>
      oc
        .columns(['owner_id', 'key'])
        .doUpdateSet({ request_hash: hash, state: 'running', status: null, body: null, created_on: now })
        .where(
          // A key past its 24 hours is free again; a running one whose server died may be run again.
          (eb) =>
            eb.or([
              eb('api_idempotency.created_on', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
              eb.and([
                eb('api_idempotency.state', '=', 'running'),
                eb('api_idempotency.request_hash', '=', hash),
                eb('api_idempotency.created_on', '<', new Date(now.getTime() - RUNNING_STALE_MS)),
              ]),
            ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (taken) return null;
  return deps.db
    .selectFrom('api_idempotency')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

async function release(deps: AppDeps, { ownerId, key }: Claim) {
  await deps.db.deleteFrom('api_idempotency').where('owner_id', '=', ownerId).where('key', '=', key).execute();
}

async function store(deps: AppDeps, { ownerId, key }: Claim, status: number, contentType: string, body: string) {
  await deps.db
    .updateTable('api_idempotency')
    .set({ state: 'done', status, content_type: contentType, body })
    .where('owner_id', '=', ownerId)
    .where('key', '=', key)
    .execute();
}

/**
 * Idempotency-Key on POST: the first request's result (success or refusal) is stored and replayed to
 * every retry with the same key, path, agent and body, for 24 hours, so a retried send never asks
 * the assistant twice or takes a second seat. The same key with another request is refused; a retry
 * while the first is still running gets 409. Rate-limit refusals and unexpected errors are not
 * stored: the retry runs.
 */
export const idempotent = createMiddleware<V1Env>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new V1Error(400, 'idempotency_error', 'idempotency_key_invalid', MESSAGES.invalid, 'Idempotency-Key');
  }
  const { deps } = c.var;
  const ownerId = c.var.apiKey.owner_id;
  const hash = requestHash(c, await c.req.text());
  const existing = await claim(deps, ownerId, key, hash);
  if (existing) {
    if (existing.request_hash !== hash)
      throw new V1Error(400, 'idempotency_error', 'idempotency_key_reused', MESSAGES.reused);
    if (existing.state === 'running')
      throw new V1Error(409, 'idempotency_error', 'idempotency_key_in_use', MESSAGES.inUse);
    c.header('Idempotent-Replayed', 'true');
    c.header('Content-Type', existing.content_type ?? 'application/json');
    return c.body(existing.body ?? '', (existing.status ?? 200) as 200);
  }
  const held = { ownerId, key };
  claims.set(c, held);
  await next();
  const res = c.res;
  const contentType = res.headers.get('content-type') ?? 'application/json';
  const unexpected = c.error !== undefined && toV1Error(c.error) === null;
  if (unexpected || res.status === 429 || (res.status >= 500 && res.status !== 502)) {
    await release(deps, held);
  } else if (!contentType.startsWith('text/event-stream')) {
    // A JSON result now; a stream is stored by its handler once it has sent every event.
    await store(deps, held, res.status, contentType, await res.clone().text());
  }
});

/** Called by a streaming handler when its stream is complete: retries replay these events. */
export async function saveStreamResult(c: Context<V1Env>, events: string): Promise<void> {
  const held = claims.get(c);
  if (held) await store(c.var.deps, held, 200, 'text/event-stream', events);
}

/** Deletes stored results past their 24 hours. */
export async function sweepIdempotency(deps: AppDeps): Promise<void> {
  await deps.db
    .deleteFrom('api_idempotency')
    .where('created_on', '<', new Date(deps.clock().getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
}

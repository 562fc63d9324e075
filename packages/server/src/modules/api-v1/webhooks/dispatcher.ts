import type { AppDeps } from '../../../context';
import { sweepIdempotency } from '../idempotency';
import { onEventQueued } from './events';
import { postWebhook } from './post';
import { webhookSecretBox } from './secret';
import { SIGNATURE_HEADER, signPayload } from './signature';

/** Deliveries are retried for this long after they were queued, then given up. */
export const RETRY_FOR_MS = 24 * 3_600_000;
/** Waits after the 1st, 2nd, … failed attempt; the last repeats until the 24 hours are over. */
export const BACKOFF_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;
/** A claimed delivery is another server's for this long (longer than one attempt can take). */
const LEASE_MS = 60_000;
const BATCH = 10;

/** When to try again after `attempts` failed attempts, or null when the 24 hours are over. */
export function nextAttemptAfter(attempts: number, queuedOn: Date, now: Date): Date | null {
  const deadline = queuedOn.getTime() + RETRY_FOR_MS;
  if (now.getTime() >= deadline) return null;
  const wait = BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1]! * 1000;
  return new Date(Math.min(now.getTime() + wait, deadline));
}

/**
 * Claims the deliveries that are due, marking them leased so that no other server sends them at the
 * same time. A server that dies mid-attempt leaves a lease that ends: the delivery is sent again
 * (at least once).
 */
async function claimDue(deps: AppDeps) {
  const now = deps.clock();
  return deps.db
    .updateTable('api_webhook_deliveries')
    .set({ locked_until: new Date(now.getTime() + LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('api_webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_on', '<=', now)
        .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]))
        .orderBy('next_attempt_on')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'event_id', 'endpoint_id', 'attempts', 'created_on'])
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

async function attempt(deps: AppDeps, delivery: Claimed): Promise<void> {
  const { db } = deps;
  const endpoint = await db
    .selectFrom('api_webhook_endpoints')
    .select(['url', 'secret_ciphertext', 'deleted_on'])
    .where('id', '=', delivery.endpoint_id)
    .executeTakeFirst();
  const event = await db
    .selectFrom('api_events')
    .select(['id', 'type', 'body'])
    .where('id', '=', delivery.event_id)
    .executeTakeFirstOrThrow();
  const secret =
    endpoint && !endpoint.deleted_on ? (await webhookSecretBox(deps)).open(endpoint.secret_ciphertext) : null;
  let result: { status: number | null; error: string | null };
  if (!endpoint || endpoint.deleted_on) {
    result = { status: null, error: 'The endpoint was removed.' };
  } else if (secret === null) {
    result = {
      status: null,
      error: "The endpoint's signing secret can no longer be read (the server secret changed).",
    };
  } else {
    const sentAt = deps.clock();
    result = await postWebhook(
      endpoint.url,
      event.body,
      {
        'content-type': 'application/json',
        'user-agent': 'Mentor-Webhooks/1.0',
        [SIGNATURE_HEADER.toLowerCase()]: signPayload(secret, event.body, Math.floor(sentAt.getTime() / 1000)),
        'mentor-event-id': event.id,
        'mentor-event-type': event.type,
      },
      deps.config.webhookAllowPrivate,
    );
  }
  const now = deps.clock();
  const delivered = result.status !== null && result.status >= 200 && result.status < 300;
  const attempts = delivery.attempts + 1;
  const gone = !endpoint || endpoint.deleted_on !== null || secret === null;
  const next = delivered || gone ? null : nextAttemptAfter(attempts, delivery.created_on, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_webhook_attempts')
      .values({ delivery_id: delivery.id, attempted_on: now, status_code: result.status, error: result.error })
      .execute();
    await trx
      .updateTable('api_webhook_deliveries')
      .set({
        attempts,
        status: delivered ? 'delivered' : next ? 'pending' : 'failed',
        next_attempt_on: next,
        locked_until: null,
        last_status_code: result.status,
        last_error: delivered ? null : (result.error ?? `The endpoint answered HTTP ${result.status}.`),
        delivered_on: delivered ? now : null,
      })
      .where('id', '=', delivery.id)
      .execute();
  });
}

/** Sends every delivery due now (several rounds if many are due); returns how many were attempted. */
export async function deliverDue(deps: AppDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await claimDue(deps);
    await Promise.all(due.map((delivery) => attempt(deps, delivery)));
    total += due.length;
    if (due.length < BATCH) return total;
  }
}

export interface WebhookDispatcher {
  stop(): Promise<void>;
}

/**
 * The outbox's sender: every `pollMs` (and at once when an event is queued here) it sends what is
 * due, on the server's clock. State lives only in the database, so a restart or another server
 * carries on where this one stopped. Stored idempotent results past their 24 hours are swept hourly.
 */
export function startWebhookDispatcher(deps: AppDeps, pollMs = 2000): WebhookDispatcher {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastSweep = 0;
  // At most one round queued and one timer set at a time, however often it is woken.
  let queued = false;
  const run = () => {
    if (stopped || queued) return;
    queued = true;
    if (timer) clearTimeout(timer);
    timer = null;
    running = running.then(async () => {
      queued = false;
      if (stopped) return;
      try {
        await deliverDue(deps);
        if (Date.now() - lastSweep > 3_600_000) {
          lastSweep = Date.now();
          await sweepIdempotency(deps);
        }
      } catch (error) {
        deps.log.error({ err: error }, 'webhook delivery failed');
      }
      if (!stopped && !queued) {
        timer = setTimeout(run, pollMs);
        timer.unref();
      }
    });
  };
  const unsubscribe = onEventQueued(run);
  run();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

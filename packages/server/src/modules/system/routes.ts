import type { AppConfig, Health } from '@mentor/core';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import { devMailboxEnabled } from '../../config';
import type { AppEnv } from '../../context';
import { email, parseWith } from '../../http/body';
import { notFound, reply } from '../../http/reply';

export const VERSION = '0.1.0';

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const devMailboxQuery = z.object({ email });

export const systemRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const { db, dbKind } = c.var.deps;
    await sql`select 1`.execute(db);
    const health: Health = { status: 'ok', database: dbKind, version: VERSION };
    return reply(c, health);
  })
  .get('/config', (c) => {
    const { config, mailer } = c.var.deps;
    const appConfig: AppConfig = {
      payment_provider: config.stripe.secretKey ? 'stripe' : 'local',
      stripe_publishable_key: config.stripe.secretKey ? (config.stripe.publishableKey ?? null) : null,
      assistant_mode: config.llm.baseUrl ? 'openai' : 'knowledge',
      mail_transport: mailer.transport,
      dev_mailbox: devMailboxEnabled(config),
    };
    return reply(c, appConfig);
  })
  .get('/dev/mailbox', async (c) => {
    const { config, db } = c.var.deps;
    if (!devMailboxEnabled(config)) throw notFound('The dev mailbox is only served in development.');
    const query = parseWith(devMailboxQuery, c.req.query());
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['to_email', 'subject', 'text_body', 'html_body', 'created_on'])
      .where('to_email', '=', query.email)
      .orderBy('seq', 'desc')
      .limit(50)
      .execute();
    return reply(
      c,
      rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        created_on: row.created_on.toISOString(),
      })),
    );
  });

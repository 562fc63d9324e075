import {
  CONTACT_THANKS,
  firstError,
  INVALID_EMAIL_ADDRESS,
  isValidEmail,
  SUBSCRIBED_SUCCESSFULLY,
  validateContact,
  validateSubscribeEmail,
  type ContactRecord,
  type Faq,
} from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { optionalAuth, requireAuth } from '../../http/auth';
import { readJson, text } from '../../http/body';
import { clientIp } from '../../http/client-ip';
import { hitRateLimit } from '../../http/rate-limit';
import { invalid, reply } from '../../http/reply';

const contactBody = z.object({
  email: text('Email', 254),
  subject: text('Subject', 200),
  notes: text('Message', 5000),
});

function toContactRecord(row: {
  id: string;
  email: string;
  subject: string;
  notes: string;
  created_on: Date;
}): ContactRecord {
  return {
    _id: row.id,
    email: row.email,
    subject: row.subject,
    notes: row.notes,
    created_on: row.created_on.toISOString(),
  };
}

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const subscribeBody = z.object({ email: text('Email', 254) });

export const faqRoutes = new Hono<AppEnv>().get('/get-faqs', async (c) => {
  const rows = await c.var.deps.db.selectFrom('faqs').select(['question', 'answer_html']).orderBy('sort').execute();
  // Answers were sanitised when they were stored (seed), so they are safe to render as HTML.
  const faqs: Faq[] = rows.map((row) => ({ question: row.question, answer: row.answer_html }));
  return reply(c, faqs);
});

export const contactRoutes = new Hono<AppEnv>()
  .post('/post', optionalAuth, async (c) => {
    const input = await readJson(c, contactBody);
    const problem = firstError(validateContact(input));
    if (problem) throw invalid(problem);
    if (!isValidEmail(input.email)) throw invalid(INVALID_EMAIL_ADDRESS);
    const { db, clock, config } = c.var.deps;
    await hitRateLimit(db, clock(), `contact:${clientIp(c)}`, config.rateLimits.contactPerIp, 3600);
    const row = await db
      .insertInto('contact_messages')
      .values({
        user_id: c.get('user')?.id ?? null,
        email: input.email.toLowerCase(),
        subject: input.subject,
        notes: input.notes,
        created_on: clock(),
      })
      .returning(['id', 'email', 'subject', 'notes', 'created_on'])
      .executeTakeFirstOrThrow();
    return reply(c, toContactRecord(row), CONTACT_THANKS);
  })
  .post('/subscribe', async (c) => {
    const input = await readJson(c, subscribeBody);
    const problem = validateSubscribeEmail(input.email);
    if (problem) throw invalid(problem.message);
    const { db, clock, config } = c.var.deps;
    await hitRateLimit(db, clock(), `subscribe:${clientIp(c)}`, config.rateLimits.subscribePerIp, 3600);
    // Subscribing twice is not an error: the address is on the list either way.
    await db
      .insertInto('subscribers')
      .values({ email: input.email.toLowerCase(), created_on: clock() })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    return reply(c, null, SUBSCRIBED_SUCCESSFULLY);
  })
  .get('/get-list', requireAuth(), async (c) => {
    // Only what this member sent while signed in: anyone may type any address into the public
    // form, so an address is no proof of who wrote a message.
    const rows = await c.var.deps.db
      .selectFrom('contact_messages')
      .select(['id', 'email', 'subject', 'notes', 'created_on'])
      .where('user_id', '=', c.var.user.id)
      .orderBy('created_on', 'desc')
      .limit(100)
      .execute();
    return reply(c, rows.map(toContactRecord));
  });

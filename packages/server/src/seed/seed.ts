import { PLANS } from '@mentor/core';
import sanitizeHtml from 'sanitize-html';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/users/passwords';
import { CATEGORIES } from './categories';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoBilling } from './demo-billing';
import { FAQS } from './faqs';
import { BUSINESS_ROLES, HEAR_FROM } from './lookups';

export const COUPONS = [
  { code: 'SAVE20', discount_type: 'percent', discount_value: 20 },
  { code: 'TAKE10', discount_type: 'fixed', discount_value: 1000 },
] as const;

/** FAQ answers are HTML: only a small set of formatting tags and safe links survive. */
export function sanitizeAnswer(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'code'],
    allowedAttributes: { a: ['href', 'title'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/**
 * Reference data every install needs. Idempotent: rows are upserted by their fixed ids, so a
 * restart (or a second server) re-running it changes nothing that is already right.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  for (const plan of PLANS) {
    const row = {
      id: plan.id,
      name: plan.name,
      price_cents: plan.price_cents,
      billing_interval: plan.interval,
      seats: plan.seats,
      plan_actions: plan.plan_actions,
      trial_days: plan.trial_days,
      sold_online: plan.sold_online,
    };
    const { id: _id, ...rest } = row;
    await db
      .insertInto('plans')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(rest))
      .execute();
  }
  for (const coupon of COUPONS) {
    await db
      .insertInto('coupons')
      .values(coupon)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const lookups = [
    ...BUSINESS_ROLES.map((item, sort) => ({ ...item, type: 'business_role' as const, parent_id: null, sort })),
    ...HEAR_FROM.map((item, sort) => ({ ...item, type: 'hear_from' as const, parent_id: null, sort })),
  ];
  for (const lookup of lookups) {
    await db
      .insertInto('lookups')
      .values(lookup)
      .onConflict((oc) => oc.column('id').doUpdateSet({ label: lookup.label, sort: lookup.sort }))
      .execute();
  }
  for (const [sort, category] of CATEGORIES.entries()) {
    const row = { ...category, default_prompts: JSON.stringify(category.default_prompts), sort };
    const { id: _id, ...rest } = row;
    await db
      .insertInto('categories')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(rest))
      .execute();
  }
  for (const [sort, faq] of FAQS.entries()) {
    const row = { id: faq.id, question: faq.question, answer_html: sanitizeAnswer(faq.answer), sort };
    const { id: _id, ...rest } = row;
    await db
      .insertInto('faqs')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(rest))
      .execute();
  }
}

/**
 * Demo accounts for development: an agency admin on Agency (a card on file and months of invoices),
 * an agent on a seat of it, an affiliate.
 */
export async function seedDemoAccounts(db: Db, config: Config, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.agencyAdmin.email)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    const periodEnd = new Date(now.getTime() + 30 * 86_400_000);
    const insertUser = async (account: { name: string; email: string; password: string }) =>
      (
        await trx
          .insertInto('users')
          .values({
            name: account.name,
            email: account.email,
            password_hash: await hashPassword(account.password),
            is_verified: true,
            is_user_business_role: true,
            is_hear_from: true,
            created_on: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const { agencyAdmin, agent, affiliate } = DEMO_ACCOUNTS;
    const adminId = await insertUser(agencyAdmin);
    const agency = await trx
      .insertInto('user_plans')
      .values({
        user_id: adminId,
        plan_id: agencyAdmin.plan_id,
        status: 'active',
        referral_code: agencyAdmin.referral_code,
        current_period_start: now,
        current_period_end: periodEnd,
        created_on: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedDemoBilling(trx, config, adminId, agency.id, now);

    const agentId = await insertUser(agent);
    await trx
      .insertInto('employees')
      .values({
        user_id: agentId,
        user_plan_id: agency.id,
        full_name: agent.name,
        email: agent.email,
        phone: '15555550123',
        country: 'US',
        region: 'Texas',
        city: 'Austin',
        address: '100 Congress Ave',
        zipcode: '78701',
        created_on: now,
      })
      .execute();

    const affiliateId = await insertUser(affiliate);
    await trx
      .insertInto('user_plans')
      .values({
        user_id: affiliateId,
        plan_id: affiliate.plan_id,
        status: 'active',
        referral_code: affiliate.referral_code,
        current_period_start: now,
        current_period_end: null,
        created_on: now,
      })
      .execute();
  });
}

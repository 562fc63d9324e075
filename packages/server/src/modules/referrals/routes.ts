import { DEFAULT_REFEREE_DISCOUNT, DEFAULT_REFERRAL_COMMISSION, type ReferralDiscount } from '@mentor/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { email, parseWith, readJson, text, uuid } from '../../http/body';
import { clientIp } from '../../http/client-ip';
import { hitRateLimit } from '../../http/rate-limit';
import { forbidden, reply } from '../../http/reply';
import { startPlanCheckout } from '../payments/checkout';
import { grantedCustomer } from './checkout-grant';
import { findReferralTerms } from './terms';

export const REFERRAL_CODE_UNKNOWN = 'This referral link is not valid any more. Regular prices apply.';
export const CHECKOUT_NOT_GRANTED = 'Please enter your e-mail and password again to continue.';

/** Lookups per minute and address: plenty for people, slow for anyone trying codes. */
const LOOKUPS_PER_MINUTE = 60;

// Built once at module load, not per request (issue 17: building them was 22 % of a hot route's CPU).
const getReferralDiscountDetailQuery = z.object({ referral_code: text('referral_code', 100).optional() });
const createPaymentIntentBody = z.object({
  user_email: email,
  plan_id: uuid('plan_id'),
  referral_code: text('referral_code', 100).nullish(),
});

/**
 * The referral calls a visitor makes without an account session. Mounted on /api/plan before the
 * plan router, whose auth check would otherwise answer them with token_required.
 */
export const referralPlanRoutes = new Hono<AppEnv>()
  .get('/get-referral-discount-detail', async (c) => {
    const query = parseWith(getReferralDiscountDetailQuery, c.req.query());
    const { db, clock } = c.var.deps;
    const now = clock();
    await hitRateLimit(db, now, `referral-lookup:${clientIp(c)}`, LOOKUPS_PER_MINUTE, 60);
    if (!query.referral_code) {
      const defaults: ReferralDiscount = {
        referral_discount: DEFAULT_REFERRAL_COMMISSION,
        referee_discount: DEFAULT_REFEREE_DISCOUNT,
        referral_code: null,
      };
      return reply(c, defaults);
    }
    const terms = await findReferralTerms(db, query.referral_code, now);
    // Refused without fuss: the visitor sees the regular prices, and can still buy.
    if (!terms) {
      return reply<ReferralDiscount>(
        c,
        { referral_discount: 0, referee_discount: 0, referral_code: null },
        REFERRAL_CODE_UNKNOWN,
      );
    }
    return reply<ReferralDiscount>(c, {
      referral_discount: terms.commissionPercent,
      referee_discount: terms.refereeDiscount,
      referral_code: terms.code,
    });
  })
  .post('/create-payment-intent', async (c) => {
    const input = await readJson(c, createPaymentIntentBody);
    const customer = await grantedCustomer(c);
    if (!customer || customer.email !== input.user_email) throw forbidden(CHECKOUT_NOT_GRANTED);
    return reply(
      c,
      await startPlanCheckout(c.var.deps, customer, {
        plan_id: input.plan_id,
        coupon_code: null,
        referral_code: input.referral_code ?? null,
        visitor: true,
      }),
    );
  });

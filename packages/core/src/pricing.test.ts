import { describe, expect, it } from 'vitest';
import { PlanId } from './plans';
import {
  AFFILIATE_BLURB,
  DEFAULT_REFEREE_DISCOUNT,
  DEFAULT_REFERRAL_COMMISSION,
  REFER_AND_EARN_COMMISSION,
  REFER_AND_EARN_DISCOUNT,
  REFER_AND_EARN_TEXT,
  affiliateBlurb,
  applyCoupon,
  applyRefereeDiscount,
  paymentButtonLabel,
  planBasePriceCents,
  reduceByPercent,
  referralCommissionCents,
  trialChargeText,
} from './pricing';

describe('plan base prices', () => {
  it('come from the plan table', () => {
    expect(planBasePriceCents(PlanId.agent)).toBe(4900);
    expect(planBasePriceCents(PlanId.agency)).toBe(49900);
    expect(planBasePriceCents(PlanId.affiliate)).toBe(99900);
    expect(planBasePriceCents(PlanId.enterprise)).toBeNull();
    expect(planBasePriceCents('unknown')).toBeNull();
  });
});

describe('applyCoupon', () => {
  it('subtracts a fixed coupon in dollars', () => {
    expect(applyCoupon(4900, { discount_type: 'fixed', discount_value: 10 })).toBe(3900);
    expect(applyCoupon(4900, { discount_type: 'fixed', discount_value: 0.1 })).toBe(4890);
  });

  it('never takes a fixed coupon below 0.50 dollars', () => {
    expect(applyCoupon(4900, { discount_type: 'fixed', discount_value: 48.6 })).toBe(50);
    expect(applyCoupon(4900, { discount_type: 'fixed', discount_value: 999 })).toBe(50);
  });

  it('reduces by a percent coupon, rounded to the cent', () => {
    expect(applyCoupon(4900, { discount_type: 'percent', discount_value: 20 })).toBe(3920);
    expect(applyCoupon(99900, { discount_type: 'percent', discount_value: 33 })).toBe(66933);
    expect(applyCoupon(4900, { discount_type: 'percent', discount_value: 100 })).toBe(0);
  });

  it('clamps percentages to 0–100', () => {
    expect(reduceByPercent(4900, 150)).toBe(0);
    expect(reduceByPercent(4900, -10)).toBe(4900);
  });
});

describe('referrals', () => {
  it('has both readings of the commission and discount', () => {
    expect(DEFAULT_REFERRAL_COMMISSION).toBe(15);
    expect(DEFAULT_REFEREE_DISCOUNT).toBe(21);
    expect(REFER_AND_EARN_COMMISSION).toBe(20);
    expect(REFER_AND_EARN_DISCOUNT).toBe(20);
  });

  it('gives the referee 21% off by default, or the supplied discount', () => {
    expect(applyRefereeDiscount(4900)).toBe(3871);
    expect(applyRefereeDiscount(49900, 20)).toBe(39920);
  });

  it('pays 15% commission by default, or the supplied rate', () => {
    expect(referralCommissionCents(4900)).toBe(735);
    expect(referralCommissionCents(99900, 20)).toBe(19980);
  });

  it('keeps the spec texts', () => {
    expect(REFER_AND_EARN_TEXT).toBe("Refer a new client and earn a 20% commission. They'll get a 20% discount too.");
    expect(AFFILIATE_BLURB).toBe('15% commission per referral plus 21% discount on monthly subscription');
    expect(affiliateBlurb(10, 5)).toBe('10% commission per referral plus 5% discount on monthly subscription');
  });
});

describe('payment texts', () => {
  it('states the amount charged after a trial', () => {
    expect(trialChargeText(49900)).toBe('You will be charged $499.00 after your trial period ends');
  });

  it('labels the button Start Trial Period with a trial', () => {
    expect(paymentButtonLabel({ trial_ends_on: '2026-12-05T00:00:00.000Z', amount_pay_now: 0 })).toBe(
      'Start Trial Period',
    );
  });

  it('labels the button Pay Now with the amount otherwise', () => {
    expect(paymentButtonLabel({ trial_ends_on: null, amount_pay_now: 39.2 })).toBe('Pay Now $39.20');
  });
});

import { describe, expect, it } from 'vitest';
import { priceBreakdown, settleCharge, taxCents, unusedTimeCreditCents } from './charges';

const day = 86_400_000;
const march = { start: new Date('2027-03-01T00:00:00Z'), end: new Date('2027-04-01T00:00:00Z') };

describe('priceBreakdown', () => {
  it('takes the referral discount off the list price, then the coupon', () => {
    expect(priceBreakdown(4900, null, null)).toEqual({
      listCents: 4900,
      referralDiscountCents: 0,
      couponDiscountCents: 0,
      priceCents: 4900,
    });
    expect(priceBreakdown(4900, null, { discount_type: 'percent', discount_value: 20 })).toMatchObject({
      couponDiscountCents: 980,
      priceCents: 3920,
    });
    expect(priceBreakdown(4900, 21, { discount_type: 'percent', discount_value: 20 })).toEqual({
      listCents: 4900,
      referralDiscountCents: 1029,
      couponDiscountCents: 774,
      priceCents: 3097,
    });
  });

  it('keeps a fixed coupon above the 0.50 floor, the line saying what it took', () => {
    expect(priceBreakdown(4900, null, { discount_type: 'fixed', discount_value: 100 })).toMatchObject({
      couponDiscountCents: 4850,
      priceCents: 50,
    });
  });
});

describe('unusedTimeCreditCents', () => {
  it('credits the share of the paid period still to come, by the second', () => {
    const mid = new Date(march.start.getTime() + 15.5 * day);
    expect(unusedTimeCreditCents({ priceCents: 4900, ...march }, mid)).toBe(2450);
  });

  it('on the last day of a period credits only the hours left', () => {
    const lastDayNoon = new Date('2027-03-31T12:00:00Z');
    // 12 h of 31 days: 4900 × 43200 / 2678400 = 79.03
    expect(unusedTimeCreditCents({ priceCents: 4900, ...march }, lastDayNoon)).toBe(79);
    const lastSecond = new Date('2027-03-31T23:59:59Z');
    expect(unusedTimeCreditCents({ priceCents: 4900, ...march }, lastSecond)).toBe(0);
  });

  it('credits the discounted price a coupon left, not the list price', () => {
    const { priceCents } = priceBreakdown(4900, null, { discount_type: 'percent', discount_value: 20 });
    const tenDaysIn = new Date(march.start.getTime() + 10 * day);
    // 3920 × 21/31 = 2655.48
    expect(unusedTimeCreditCents({ priceCents, ...march }, tenDaysIn)).toBe(2655);
  });

  it('gives nothing after the period and all of it before', () => {
    expect(unusedTimeCreditCents({ priceCents: 4900, ...march }, new Date('2027-04-02T00:00:00Z'))).toBe(0);
    expect(unusedTimeCreditCents({ priceCents: 4900, ...march }, new Date('2027-02-20T00:00:00Z'))).toBe(4900);
    expect(unusedTimeCreditCents({ priceCents: 0, ...march }, march.start)).toBe(0);
  });
});

describe('settleCharge', () => {
  it('charges an upgrade its price less the unused time', () => {
    expect(settleCharge(49900 - 2450, 0, 0)).toEqual({
      subtotalCents: 47450,
      taxCents: 0,
      totalCents: 47450,
      creditAppliedCents: 0,
      amountDueCents: 47450,
      creditLeftCents: 0,
    });
  });

  it('keeps what a downgrade leaves over as account credit, and uses that credit first next time', () => {
    const downgrade = settleCharge(4900 - 24950, 0, 0);
    expect(downgrade).toMatchObject({ amountDueCents: 0, creditLeftCents: 20050, totalCents: -20050 });
    expect(settleCharge(4900, 0, downgrade.creditLeftCents)).toMatchObject({
      creditAppliedCents: 4900,
      amountDueCents: 0,
      creditLeftCents: 15150,
    });
    expect(settleCharge(4900, 0, 1000)).toMatchObject({ creditAppliedCents: 1000, amountDueCents: 3900 });
  });

  it('adds tax only when configured, and never on a credit', () => {
    expect(taxCents(4900, 0)).toBe(0);
    expect(taxCents(4900, 8.25)).toBe(404);
    expect(taxCents(-500, 8.25)).toBe(0);
    expect(settleCharge(4900, 8.25, 0)).toMatchObject({ taxCents: 404, totalCents: 5304, amountDueCents: 5304 });
  });
});

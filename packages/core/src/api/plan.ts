import type { ApiClient } from './client';
import type { Discount, PaymentReceipt, PaymentSession, ReferralDiscount, SubscriptionDetail } from '../types';

export interface BuyPlanInput {
  user_id: string;
  user_email: string;
  plan_id: string;
  coupon_code: string | null;
  /** Our addition: the referral code kept in the browser (first touch), when there is one. */
  referral_code?: string | null;
}

export interface PaymentMethodRef {
  stripe_payment_method_id: string;
  user_email: string;
}

export interface EditPaymentMethodInput {
  stripe_id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  line1: string;
  line2: string;
  postal_code: string;
  state: string;
}

/** Where a checkout stands (`POST /api/plan/checkout-status`). */
export interface CheckoutStatusResult {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action' | 'canceled';
  /** Ours: what was charged, once succeeded (for the on-screen confirmation). */
  receipt?: PaymentReceipt | null;
}

/** Where a Stripe plan change stands after the server applied it (`POST /api/plan/confirm-change`). */
export interface ConfirmChangeResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  /** With requires_action: the PaymentIntent secret for Stripe.js to authenticate. */
  payment_client_secret: string | null;
  message: string;
}

export interface CreatePaymentIntentInput {
  user_email: string;
  plan_id: string;
  referral_code: string | null;
}

/** Plans, payment sessions and billing under /api/plan/. */
export function createPlanApi(client: ApiClient) {
  return {
    buyPlan: (input: BuyPlanInput) => client.post<PaymentSession>('/api/plan/buy-plan', input),
    /**
     * Asks where a checkout stands right after the card was confirmed; with Stripe this also
     * activates a confirmed checkout at once instead of waiting for the webhook.
     */
    checkoutStatus: (clientSecret: string) =>
      client.post<CheckoutStatusResult>('/api/plan/checkout-status', { client_secret: clientSecret }),
    getReferralDiscountDetail: (referralCode?: string | null) =>
      client.get<ReferralDiscount>('/api/plan/get-referral-discount-detail', {
        referral_code: referralCode,
      }),
    getUserSubscriptionDetail: (userId: string) =>
      client.get<SubscriptionDetail>('/api/plan/get-user-subscription-detail', { user_id: userId }),
    attachPaymentMethod: (input: PaymentMethodRef) => client.post<null>('/api/plan/attach-payment-method', input),
    editPaymentMethod: (input: EditPaymentMethodInput) => client.post<null>('/api/plan/edit-payment-method', input),
    makePaymentMethodDefault: (input: PaymentMethodRef) =>
      client.post<null>('/api/plan/make-payment-method-default', input),
    /** Takes the active plan's id (`active_plan._id`). */
    unsubscribePlan: (activePlanId: string) => client.post<null>('/api/plan/unsubscribe-plan', { _id: activePlanId }),
    /** Ours, Stripe plan changes: applies the change with the chosen card (the charge of its preview). */
    confirmChange: (clientSecret: string, paymentMethod: string) =>
      client.post<ConfirmChangeResult>('/api/plan/confirm-change', {
        client_secret: clientSecret,
        payment_method: paymentMethod,
      }),
    /** Ours: charges a past-due plan's renewal to the default card now. */
    retryPayment: (pastDuePlanId: string) =>
      client.post<CheckoutStatusResult>('/api/plan/retry-payment', { _id: pastDuePlanId }),
    /** The referral checkout's "create subscription payment intent". */
    createPaymentIntent: (input: CreatePaymentIntentInput) =>
      client.post<PaymentSession>('/api/plan/create-payment-intent', input),
  };
}

/** Coupons. */
export function createDiscountApi(client: ApiClient) {
  return {
    validateDiscount: (discountCode: string) =>
      client.post<Discount>('/api/discount/validate-discount', { discount_code: discountCode }),
  };
}

/**
 * Entity types of spec §3 as they travel on the wire (DESIGN, "Contract decisions"):
 * ids are UUID strings in `_id`, times are ISO 8601 UTC strings, money is dollars as a number
 * with two decimals (the server keeps integer cents and converts at the edge).
 */
import type { ThreadRecord } from './chat/record';
import type { PlanAction } from './plans';

// ---- Accounts -------------------------------------------------------------------------------

export type SubscriptionStatus = 'trialing' | 'active' | 'canceled' | 'past_due' | 'expired';

/** The user's current subscription as carried on the user (`subscribed_plan`). */
export interface SubscribedPlan {
  /** The user_plan id (what `user_plan_id` refers to). */
  _id: string;
  plan_id: string;
  plan_name: string;
  referral_code: string;
  status: SubscriptionStatus;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  /** Relative path such as "/uploads/ab12.png", resolved against the API host. */
  image: string | null;
  is_verified: boolean;
  is_user_subscribed: boolean;
  is_user_business_role: boolean;
  is_hear_from: boolean;
  is_employee: boolean;
  plan_actions: { action_name: PlanAction }[];
  subscribed_plan: SubscribedPlan | null;
  /** Ours: whether a first Agency subscription would still get its free trial (one per customer, ever). */
  trial_available?: boolean;
}

/** What sign-up and login return, and what the client keeps under the login-data key. */
export type LoggedInUser = User & { token: string };

// ---- Onboarding lookups ---------------------------------------------------------------------

export type LookupType = 'business_role' | 'hear_from';

export interface LookupOption {
  value: string;
  label: string;
}

export interface BusinessRoleItem {
  user_id: string;
  business_role_id: string;
}

export interface HearFromItem {
  user_id: string;
  hear_from_id: string;
}

// ---- Chat -----------------------------------------------------------------------------------

export interface DefaultPrompt {
  title: string;
  message: string;
}

export interface ChatHead {
  _id: string;
  title: string;
  category_id: string;
  created_on: string;
  /** The CRM record the thread is about (the widget's context when it began), or null. */
  record?: ThreadRecord | null;
}

/** A thread found by `search-chat-heads`, with the words around the first match. */
export interface ChatHeadMatch extends ChatHead {
  snippet: string | null;
}

export type FeedbackRating = 'up' | 'down';

/** The agent's verdict on a reply, with an optional note. */
export interface ChatFeedback {
  rating: FeedbackRating;
  note: string | null;
}

/** A reply an agent of the plan marked wrong (`get-marked-answers`, for the plan's owner). */
export interface MarkedAnswer {
  _id: string;
  record_id: string;
  rating: FeedbackRating;
  note: string | null;
  question: string;
  /** The reply as it was when the agent judged it. */
  answer: string;
  category: string;
  chat_head_id: string;
  agent: { _id: string; name: string; email: string };
  created_on: string;
}

export interface Category {
  _id: string;
  name: string;
  description: string;
  logo: string;
  default_prompts: DefaultPrompt[];
  /** Present on `get-chat-heads-in-category`. */
  chat_heads?: ChatHead[];
}

export interface ChatSource {
  title: string;
  /** A link to the source (a PDF where the source is one); null for a citation without a link. */
  url: string | null;
}

export type ChatRecordStatus = 'complete' | 'failed';

export interface ChatRecord {
  _id: string;
  chat_head_id: string;
  user_content: string;
  bot_content: string;
  status: ChatRecordStatus;
  created_on: string;
  context?: Record<string, unknown> | null;
  sources?: ChatSource[];
  /** The agent's verdict on this reply (its current revision), or null. */
  feedback?: ChatFeedback | null;
}

/** A page of a thread's records (`GET /api/chat/get-page`), oldest first. */
export interface ChatRecordPage {
  records: ChatRecord[];
  /** Pass as `before` to read the page of older records; null when this page holds the oldest. */
  older_cursor: string | null;
}

export type ChatRole = 'user' | 'assistant';

/**
 * Where a message stands in the client:
 * - `pending`: a reply on its way (streaming, or being retried);
 * - `complete`: a reply stored whole;
 * - `failed`: a reply the assistant could not give (retry by `record_id`), or a user message the
 *   server refused (expired subscription, rate limit): send it again as a new message;
 * - `queued`: a user message waiting for the connection to come back;
 * - `stopped`: a reply the user stopped; its content is what had arrived.
 * A user message that reached the server has no status.
 */
export type ChatMessageStatus = ChatRecordStatus | 'pending' | 'queued' | 'stopped';

/** A message as the client shows it. */
export interface ChatMessage {
  /** Stable key for lists: `<record id>:user` / `<record id>:assistant`, or a local id before the record exists. */
  id?: string;
  role: ChatRole;
  content: string;
  created_on: string;
  status?: ChatMessageStatus;
  record_id?: string;
  sources?: ChatSource[];
  /** The agent's verdict on a reply. */
  feedback?: ChatFeedback;
}

export interface SendChatRequest {
  title: string;
  category_id: string;
  user_id: string;
  chat_head_id: string | null;
  messages: { role: ChatRole; content: string }[];
  context?: Record<string, unknown>;
}

export interface SendChatResult {
  chat_head: ChatHead;
  /** The assistant's text. */
  result: string;
  record: ChatRecord;
}

// ---- Plans, payments, billing ---------------------------------------------------------------

export type PaymentProviderName = 'local' | 'stripe';

export interface StoredPaymentMethodSummary {
  stripe_id: string;
  last_digits: string;
  name: string;
  line1: string;
}

/** Spec §3 "Plan payment session": the result of buy-plan and create-payment-intent. */
export interface PaymentSession {
  client_secret: string;
  default_payment_method: string | null;
  stored_payment_methods: StoredPaymentMethodSummary[];
  trial_ends_on: string | null;
  /** Dollars charged when the trial ends (or now, without a trial). */
  amount_will_charged: number;
  /** Dollars charged now (0 during a trial). */
  amount_pay_now: number;
  /**
   * `setup` for a trial (confirm a card setup), `payment` otherwise; `change` for a plan change
   * with Stripe, which the server applies when the card is chosen (see docs/api.md).
   */
  intent_type: 'payment' | 'setup' | 'change';
  provider: PaymentProviderName;
  /** Ours: what a plan change does, when another plan is live; the charge equals `amount_today`. */
  plan_change?: PlanChangePreview | null;
}

/** A plan change shown before paying (buy-plan while another plan is live). Dollars, ISO times. */
export interface PlanChangePreview {
  from_plan_name: string;
  to_plan_name: string;
  /** Credit for the unused part of the current paid period (0 for a trial or a lifetime plan). */
  unused_credit: number;
  /** The unused part: from now to the current period's end (null when nothing is credited). */
  unused_until: string | null;
  /** Account credit left by an earlier change that pays part of today's charge. */
  credit_applied: number;
  tax: number;
  /** What the card is charged today: the new price less the credits, plus tax. */
  amount_today: number;
  /** The new plan's price each month (after discounts), or its one-time price. */
  new_price: number;
  new_price_interval: 'month' | 'one_time';
  /** When the new plan charges next (null for a lifetime plan). */
  next_charge_on: string | null;
  /** Credit kept for the next charges when the unused time is worth more than the new price. */
  credit_left: number;
}

/** What a successful checkout charged, for the on-screen confirmation (checkout-status). Dollars. */
export interface PaymentReceipt {
  plan_name: string;
  /** Null when nothing was charged (a trial's card setup). */
  invoice_number: string | null;
  amount_paid: number;
  /** The discounts of the charge (coupon, referral, unused time) with what each took off. */
  discounts: { label: string; amount: number }[];
  card_brand: string | null;
  last_digits: string | null;
  period_start: string | null;
  period_end: string | null;
  trial_ends_on: string | null;
  next_charge_on: string | null;
  next_charge_amount: number | null;
  invoice_pdf: string | null;
  /** Where the receipt was e-mailed. */
  email: string;
}

export type DiscountType = 'fixed' | 'percent';

export interface Discount {
  discount_code: string;
  discount_type: DiscountType;
  /** Dollars for `fixed`, a percentage for `percent`. */
  discount_value: number;
}

export interface ReferralDiscount {
  /** Commission percent for the referrer. */
  referral_discount: number;
  /** Discount percent for the referred customer. */
  referee_discount: number;
  /** The code as the server knows it; null without a code, or for a code that is not valid (both percents 0). */
  referral_code: string | null;
}

export interface BillingAddress {
  name: string;
  email?: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** A stored card with its billing details. */
export interface PaymentMethod extends Omit<BillingAddress, 'email'> {
  stripe_id: string;
  brand: string;
  last_digits: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
}

export interface Invoice {
  _id: string;
  /** ISO time the invoice was created. */
  created: string;
  /** Dollars. */
  total: number;
  invoice_pdf: string | null;
  status: string;
  /** Ours: the seller's sequential number ("MEN-000042"). */
  number?: string;
  description?: string;
}

export interface ActivePlan {
  /** The user_plan id: what unsubscribe-plan takes. */
  _id: string;
  plan_id: string;
  plan_name: string;
  status: SubscriptionStatus;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  trial_ends_on: string | null;
  /** Ours: dollars each renewal charges (after discounts); null for a lifetime plan. */
  amount?: number | null;
}

/** A plan whose renewal failed: no access until it is paid (retry-payment) or another plan is bought. */
export interface PastDuePlan {
  _id: string;
  plan_id: string;
  plan_name: string;
  /** Dollars the renewal tried to charge. */
  amount_due: number;
  /** When the renewal failed. */
  failed_on: string | null;
  /** Why, when the provider said (e.g. "Your card was declined."). */
  reason: string | null;
}

export interface SubscriptionDetail {
  active_plan: ActivePlan | null;
  active_billing_address: BillingAddress | null;
  active_payment_method: PaymentMethod | null;
  stored_payment_methods: PaymentMethod[];
  stored_billing_addresses: BillingAddress[];
  stripe_invoices: Invoice[];
  /** Ours: a plan waiting for a new card after a failed renewal. */
  past_due_plan?: PastDuePlan | null;
  /** Ours: account credit (dollars) that the next charges use first. */
  account_credit?: number;
}

/** A signed-in device of the account (`GET /api/user/sessions`). */
export interface AccountSession {
  _id: string;
  /** "Chrome on macOS", from the browser's user agent. */
  device: string;
  created_on: string;
  last_seen_on: string;
  /** The session this request came from. */
  current: boolean;
}

/** The member's chats as a file (`GET /api/user/export-chats`). */
export interface ChatExport {
  exported_on: string;
  account: { name: string; email: string };
  threads: {
    title: string;
    category: string;
    created_on: string;
    messages: { role: ChatRole; content: string; created_on: string }[];
  }[];
}

/** Client-side state carried from the referral landing to its checkout (spec §3). */
export interface ReferralPlanState {
  plan_name: string;
  tag_line: string;
  features: string[];
  plan_id: string;
  /** Integer cents (the client computes prices in cents). */
  plan_price: number;
  referralCode: string;
  referralDiscountData: ReferralDiscount | null;
}

// ---- Employees ------------------------------------------------------------------------------

export interface Employee {
  _id: string;
  user_id: string;
  user_plan_id: string;
  full_name: string;
  email: string;
  phone: string;
  /** Two-letter country code (a CountryOption value). */
  country: string;
  region: string;
  city: string;
  address: string;
  zipcode: string;
  image_path: string | null;
  is_verified: boolean;
  /** Active (true) or Not Active. */
  status: boolean;
  /**
   * Ours: the invitation to set a password. `pending` (sent, still valid), `expired`, `none` (the
   * seat has no password and was never invited: a widget sign-in), or null once it is not needed.
   */
  invitation_status: InvitationStatus | null;
}

export type InvitationStatus = 'pending' | 'expired' | 'none';

/**
 * Ours: how many seats a plan uses. `used` counts the owner, every active employee and every pending
 * invitation (`pending` of them); `seats` is null for unlimited (Enterprise).
 */
export interface SeatSummary {
  user_plan_id: string;
  plan_name: string;
  seats: number | null;
  used: number;
  pending: number;
  inactive: number;
}

/** Ours: what the set-password page shows about an invitation before it is used. */
export interface EmployeeInvitation {
  email: string;
  full_name: string;
  agency_name: string;
  expires_on: string;
}

/** An employee row in the list, with the client-only selection flag. */
export type EmployeeRow = Employee & { is_checked: boolean };

export interface CountryOption {
  label: string;
  value: string;
}

// ---- Content, affiliate ---------------------------------------------------------------------

export interface Faq {
  question: string;
  /** HTML. */
  answer: string;
}

export interface ContactMessage {
  email: string;
  subject: string;
  notes: string;
}

export type ContactRecord = ContactMessage & { _id: string; created_on: string };

export interface BankDetail {
  /** The user id. */
  user: string;
  bank_country_code: string;
  bank_swift_code: string;
  bank_name: string;
  bank_account_number: string;
  bank_account_name: string;
  bank_iban: string;
  user_fullname: string;
  street_address: string;
  country: string;
  city: string;
  postal_code: string;
}

export interface ReferredUser {
  _id: string;
  name: string;
  email: string;
}

/** A commission still in its holding period. */
export interface PendingCommission {
  _id: string;
  /** Dollars. */
  amount: number;
  earned_on: string;
  /** When it stops being pending and can be cashed out. */
  approves_on: string;
  referee_name: string | null;
}

export interface Wallet {
  /** Dollars paid out so far. */
  paid_out: number;
  /** Dollars earned in total (pending and approved, net of reversals). */
  total_amount: number;
  /** Dollars remaining: approved, not yet paid out or requested (what a cash-out may ask for). */
  amount: number;
  total_referrals: number;
  referral_code: string;
  user_data: ReferredUser[];
  /** Dollars still in the 30-day holding period. */
  pending_amount: number;
  /** Dollars past the holding period (paid out or not). */
  approved_amount: number;
  /** Dollars of the open cash-out request. */
  requested_amount: number;
  /** The percent this plan's code earns on each payment of a referee. */
  commission_percent: number;
  /** The percent off a referee gets. */
  referee_discount: number;
  pending_commissions: PendingCommission[];
}

export type AffiliateRequestStatus = 'pending' | 'approved' | 'paid' | 'rejected';

export interface AffiliateRequest {
  _id: string;
  /** The short number operators use. */
  number: number;
  /** Dollars the affiliate could request when asking (requested + remaining). */
  total_amount: number;
  requested_amount: number;
  remaining_amount: number;
  status: AffiliateRequestStatus;
  payout_method: PayoutMethodKind;
  created_on: string;
  approved_on: string | null;
  paid_on: string | null;
  rejected_on: string | null;
  /** The operator's reason for a rejection. */
  note: string | null;
}

export type PayoutMethodKind = 'paypal' | 'wire';

/** The payout method on file; bank account number and IBAN come masked ("•••• 6789"). */
export type PayoutMethod =
  | { _id: string; method: 'paypal'; paypal_email: string; created_on: string }
  | ({ _id: string; method: 'wire'; created_on: string } & Omit<BankDetail, 'user'>);

export interface PaypalDetail {
  /** The user id. */
  user: string;
  paypal_email: string;
}

// ---- Service ----------------------------------------------------------------------------------

/** GET /api/config */
export interface AppConfig {
  payment_provider: PaymentProviderName;
  stripe_publishable_key: string | null;
  assistant_mode: 'knowledge' | 'openai';
  mail_transport: 'outbox' | 'smtp';
  dev_mailbox: boolean;
}

/** GET /api/health */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgres';
  version: string;
}

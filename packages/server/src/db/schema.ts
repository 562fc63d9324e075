import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Rows as the database holds them. Money is integer cents; times are timestamptz. */
type CreatedOn = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AppSecretsTable {
  name: string;
  value: string;
  created_on: CreatedOn;
}

export interface FilesTable {
  id: Generated<string>;
  content_type: string;
  byte_size: number;
  bytes: Uint8Array;
  created_on: CreatedOn;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  image_file_id: string | null;
  image_path: string | null;
  password_hash: string | null;
  is_verified: Generated<boolean>;
  is_user_business_role: Generated<boolean>;
  is_hear_from: Generated<boolean>;
  stripe_customer_id: string | null;
  /** The referral code the visitor arrived with when signing up (first touch), if any. */
  signup_referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set when the account was deleted: the row stays as a tombstone, without personal data. */
  deleted_on: NullableTimestamp;
  created_on: CreatedOn;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_on: CreatedOn;
  expires_on: Timestamp;
  revoked_on: NullableTimestamp;
  /** The browser's User-Agent, recorded on the session's first authenticated request. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  last_seen_on: NullableTimestamp;
  /** Where the session was opened: a widget session may only chat (see http/session-scope.ts). */
  origin: ColumnType<SessionOrigin, SessionOrigin | undefined, never>;
}

export type SessionOrigin = 'portal' | 'widget';

export type CodePurpose = 'verify' | 'reset';

/** `seq` orders rows exactly where two share a timestamp; it is never read as a number. */
export interface EmailCodesTable {
  id: Generated<string>;
  seq: Generated<string>;
  email: string;
  purpose: CodePurpose;
  code_hmac: string;
  attempts: Generated<number>;
  created_on: CreatedOn;
  expires_on: Timestamp;
  consumed_on: NullableTimestamp;
  dead: Generated<boolean>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface MailOutboxTable {
  id: Generated<string>;
  seq: Generated<string>;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: 'outbox' | 'smtp';
  created_on: CreatedOn;
  attempts: Generated<number>;
  /** Set while the message waits for delivery (SMTP); null once stored for good (outbox). */
  next_attempt_on: NullableTimestamp;
  last_error: string | null;
}

/** Wrong passwords for one account from one client address (modules/users/login-throttle.ts). */
export interface LoginThrottlesTable {
  email: string;
  ip: string;
  failures: number;
  blocked_until: NullableTimestamp;
  last_failure_on: Timestamp;
}

export type LookupType = 'business_role' | 'hear_from';

export interface LookupsTable {
  id: string;
  type: LookupType;
  parent_id: string | null;
  label: string;
  sort: number;
}

export interface UserBusinessRolesTable {
  user_id: string;
  business_role_id: string;
}

export interface UserHearFromTable {
  user_id: string;
  hear_from_id: string;
}

export interface PlansTable {
  id: string;
  name: string;
  price_cents: number | null;
  billing_interval: string;
  seats: number | null;
  plan_actions: string[];
  trial_days: number;
  sold_online: boolean;
  /** Commission percent this plan's referral code earns; null for the default (15). */
  referral_discount: ColumnType<number | null, number | null | undefined, number | null>;
  /** Discount percent a customer referred by this plan's code gets; null for the default (21). */
  referee_discount: ColumnType<number | null, number | null | undefined, number | null>;
}

export type UserPlanStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

export interface UserPlansTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  status: UserPlanStatus;
  referral_code: string;
  current_period_start: NullableTimestamp;
  current_period_end: NullableTimestamp;
  trial_ends_on: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  created_on: CreatedOn;
  provider: Generated<'local' | 'stripe'>;
  provider_subscription_id: string | null;
  /** What each renewal charges, in cents (the plan price after the coupon); null for one-time plans. */
  recurring_cents: number | null;
  coupon_code: string | null;
  renewal_failures: Generated<number>;
  /** The plan's list price when bought, and the referee discount percent of a referral, if any. */
  list_cents: ColumnType<number | null, number | null | undefined, number | null>;
  referee_discount: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a renewal failed, and the provider's reason. */
  past_due_on: NullableTimestamp;
  failure_message: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmployeesTable {
  id: Generated<string>;
  user_id: string;
  user_plan_id: string;
  full_name: string;
  email: string;
  phone: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  address: string | null;
  zipcode: string | null;
  image_path: string | null;
  status: Generated<boolean>;
  created_on: CreatedOn;
}

export interface EmployeeInvitationsTable {
  id: Generated<string>;
  employee_id: string;
  token_hash: string;
  created_on: CreatedOn;
  expires_on: Timestamp;
  used_on: NullableTimestamp;
  revoked_on: NullableTimestamp;
}

export interface CouponsTable {
  code: string;
  discount_type: 'fixed' | 'percent';
  /** Percent for percent coupons, cents for fixed ones. */
  discount_value: number;
  active: Generated<boolean>;
}

export interface CategoriesTable {
  id: string;
  name: string;
  description: string;
  logo: string;
  default_prompts: ColumnType<{ title: string; message: string }[], string, string>;
  sort: number;
}

export interface FaqsTable {
  id: string;
  question: string;
  answer_html: string;
  sort: number;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  user_id: string | null;
  email: string;
  subject: string;
  notes: string;
  created_on: CreatedOn;
}

export interface SubscribersTable {
  email: string;
  created_on: CreatedOn;
}

export interface ChatHeadsTable {
  id: Generated<string>;
  user_id: string;
  category_id: string;
  title: string;
  created_on: CreatedOn;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The thread's case as the agent has told it (assistant/case), JSON. */
  case_facts: ColumnType<unknown | null, string | null | undefined, string | null>;
  /** The CRM record the thread is about ({key, name, age, state}), JSON; null outside a CRM. */
  record: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export type ChatRecordStatus = 'pending' | 'complete' | 'failed';

export interface ChatRecordsTable {
  id: Generated<string>;
  seq: Generated<string>;
  chat_head_id: string;
  user_id: string;
  user_content: string;
  bot_content: Generated<string>;
  status: ChatRecordStatus;
  context: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  sources: ColumnType<{ title: string; url: string | null }[], string | undefined, string>;
  error: string | null;
  created_on: CreatedOn;
  completed_on: NullableTimestamp;
  /** Bumped each time the reply is regenerated; feedback names the revision it judged. */
  revision: Generated<number>;
  /** The boot id of the server writing the reply while it is pending (see modules/system/liveness.ts). */
  writer: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ChatFeedbackTable {
  id: Generated<string>;
  record_id: string;
  revision: number;
  user_id: string;
  rating: 'up' | 'down';
  note: string | null;
  /** The reply as it was when judged. */
  answer: string;
  created_on: CreatedOn;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type TestCardBehavior = 'succeed' | 'decline' | 'authenticate';

export interface PaymentMethodsTable {
  id: Generated<string>;
  user_id: string | null;
  provider: 'local' | 'stripe';
  provider_id: string;
  brand: string;
  last_digits: string;
  exp_month: number;
  exp_year: number;
  test_behavior: TestCardBehavior | null;
  name: Generated<string>;
  email: string | null;
  phone: Generated<string>;
  line1: Generated<string>;
  line2: string | null;
  city: Generated<string>;
  state: Generated<string>;
  postal_code: Generated<string>;
  country: Generated<string>;
  is_default: Generated<boolean>;
  created_on: CreatedOn;
  detached_on: NullableTimestamp;
  /** Identifies the card number across payment methods (Stripe's fingerprint, or our keyed hash). */
  fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CheckoutStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

export type CheckoutKind = 'payment' | 'setup' | 'change';

export interface CheckoutSessionsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  kind: CheckoutKind;
  provider: 'local' | 'stripe';
  provider_ref: string | null;
  provider_subscription_id: string | null;
  client_secret: string;
  amount_cents: number;
  recurring_cents: number;
  coupon_code: string | null;
  trial_ends_on: NullableTimestamp;
  status: CheckoutStatus;
  payment_method_id: string | null;
  idempotency_key: string;
  error_message: string | null;
  user_plan_id: string | null;
  created_on: CreatedOn;
  updated_on: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The referrer's plan when a referral code was accepted for this checkout. */
  referrer_user_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The referee discount percent applied to the price. */
  referee_discount: ColumnType<number | null, number | null | undefined, number | null>;
  /** Opened by a visitor's referral checkout: its status is answered by client secret alone. */
  visitor: Generated<boolean>;
  /** The charge as priced when shown (see payments/charge-figures.ts): what is charged, to the cent. */
  figures: ColumnType<ChargeFiguresJson | null, string | null | undefined, string | null>;
  /** A plan change: the plan it replaces, and that plan's period end when the price was shown. */
  change_from_user_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  change_from_period_end: NullableTimestamp;
}

/** Stored form of payments/charge-figures.ts `ChargeFigures` (times as ISO strings). */
export type ChargeFiguresJson = Record<string, unknown>;

/** A line of an invoice: the plan at its list price, then what was taken off it. */
export interface InvoiceLine {
  kind: 'plan' | 'referral_discount' | 'coupon' | 'unused_time';
  description: string;
  amount_cents: number;
}

/** The seller as configured when the invoice was written. */
export interface InvoiceSeller {
  name: string;
  address: string[];
  email: string | null;
  tax_id: string | null;
}

/** The buyer as billed: the account and the card's billing address. */
export interface InvoiceBuyer {
  name: string;
  email: string;
  address: string[];
}

export interface InvoicesTable {
  id: Generated<string>;
  number: Generated<string>;
  /** The seller's own gapless sequence (invoice_sequences), shown with its prefix: MEN-000042. */
  seller_key: string;
  seller_number: number;
  seller: ColumnType<InvoiceSeller | null, string | null, string | null>;
  buyer: ColumnType<InvoiceBuyer | null, string | null, string | null>;
  lines: ColumnType<InvoiceLine[] | null, string | null, string | null>;
  /** The lines added up; tax on it; `amount_cents` is what the card paid (after account credit). */
  subtotal_cents: number | null;
  tax_cents: Generated<number>;
  credit_applied_cents: Generated<number>;
  paid_on: NullableTimestamp;
  receipt_sent_on: NullableTimestamp;
  user_id: string;
  user_plan_id: string | null;
  amount_cents: number;
  status: 'paid' | 'open' | 'void';
  description: string;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  provider_ref: string | null;
  card_brand: string | null;
  card_last_digits: string | null;
  created_on: CreatedOn;
}

export interface InvoiceSequencesTable {
  seller_key: string;
  last_number: number;
}

/** Account credit: + when a downgrade leaves unused time over, − when a charge uses it (append-only). */
export interface AccountCreditsTable {
  id: Generated<string>;
  user_id: string;
  amount_cents: number;
  reason: 'plan_change' | 'applied';
  checkout_session_id: string | null;
  invoice_id: string | null;
  created_on: CreatedOn;
}

/** One free trial per customer, ever: an HMAC of the canonical address, kept after the account goes. */
export interface TrialClaimsTable {
  email_hash: string;
  user_id: string | null;
  claimed_on: Timestamp;
}

export interface WebhookEventsTable {
  id: string;
  type: string;
  received_on: CreatedOn;
}

/** A widget embed key; the identity secret is stored encrypted (see modules/embed/secret-box.ts). */
export interface EmbedKeysTable {
  id: Generated<string>;
  key: string;
  owner_id: string;
  name: string;
  allowed_origins: string[];
  secret_ciphertext: string;
  secret_last4: string;
  created_on: CreatedOn;
  secret_rotated_on: ColumnType<Date, Date | string | undefined, Date | string>;
  revoked_on: NullableTimestamp;
}

export interface CheckoutGrantsTable {
  token_hash: string;
  user_id: string;
  created_on: CreatedOn;
  expires_on: Timestamp;
}

/** A referee bound to the referrer whose code they first paid with; never rebound. */
export interface ReferralsTable {
  id: Generated<string>;
  referrer_id: string;
  referrer_user_plan_id: string;
  referee_id: string | null;
  referral_code: string;
  commission_percent: number;
  referee_discount: number;
  checkout_session_id: string | null;
  created_on: CreatedOn;
}

/** A refund or dispute of a paid invoice (append-only). */
export interface InvoiceReversalsTable {
  id: Generated<string>;
  invoice_id: string;
  kind: 'refund' | 'dispute';
  amount_cents: number;
  source_ref: string;
  created_on: CreatedOn;
}

export type PayoutMethodKind = 'paypal' | 'wire';

/** Where an affiliate's cash-outs go; account number and IBAN are sealed (see modules/wallet/payout-methods.ts). */
export interface PayoutMethodsTable {
  id: Generated<string>;
  user_id: string;
  kind: PayoutMethodKind;
  paypal_email: string | null;
  bank_country_code: string | null;
  bank_swift_code: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number_sealed: string | null;
  bank_account_number_last4: string | null;
  bank_iban_sealed: string | null;
  bank_iban_last4: string | null;
  user_fullname: string | null;
  street_address: string | null;
  country: string | null;
  city: string | null;
  postal_code: string | null;
  created_on: CreatedOn;
  replaced_on: NullableTimestamp;
}

export type CashoutStatus = 'pending' | 'approved' | 'paid' | 'rejected';

export interface CashoutRequestsTable {
  id: Generated<string>;
  number: Generated<string>;
  user_id: string;
  user_plan_id: string;
  payout_method_id: string;
  amount_cents: number;
  /** The approved amount the affiliate could request when this request was made. */
  available_cents: number;
  status: CashoutStatus;
  created_on: CreatedOn;
  approved_on: NullableTimestamp;
  paid_on: NullableTimestamp;
  rejected_on: NullableTimestamp;
  payout_reference: string | null;
  note: string | null;
}

export type LedgerKind = 'commission' | 'reversal' | 'payout';

/** The affiliate money ledger: integer cents, append-only (a trigger refuses updates and deletes). */
export interface AffiliateLedgerTable {
  id: Generated<string>;
  seq: Generated<string>;
  user_id: string;
  kind: LedgerKind;
  amount_cents: number;
  referral_id: string | null;
  invoice_id: string | null;
  reverses_id: string | null;
  cashout_request_id: string | null;
  source_ref: string | null;
  /** A commission is pending until then, approved after. */
  available_on: NullableTimestamp;
  created_on: CreatedOn;
}

/** An API key of an agency owner (the public API, /v1): only the SHA-256 of the key is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  key_hash: string;
  key_last4: string;
  scopes: string[];
  created_on: CreatedOn;
  last_used_on: NullableTimestamp;
  revoked_on: NullableTimestamp;
}

/** A thread made through the API: which agency (owner) and key made it, for which agent. */
export interface ApiThreadsTable {
  chat_head_id: string;
  seq: Generated<string>;
  owner_id: string;
  agent_id: string;
  api_key_id: string;
  metadata: ColumnType<Record<string, string>, string | undefined, string>;
  context: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  /** The title comes from the first message (none was given). */
  title_pending: Generated<boolean>;
  created_on: CreatedOn;
}

/** The first result of a POST sent with an Idempotency-Key, replayed to its retries. */
export interface ApiIdempotencyTable {
  owner_id: string;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  status: number | null;
  content_type: string | null;
  body: string | null;
  /** Set again when an expired or abandoned key is taken anew. */
  created_on: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ApiWebhookEndpointsTable {
  id: Generated<string>;
  api_key_id: string;
  owner_id: string;
  url: string;
  events: string[];
  secret_ciphertext: string;
  secret_last4: string;
  created_on: CreatedOn;
  deleted_on: NullableTimestamp;
}

/** An event of an agency, its JSON body kept as sent so every delivery signs the same bytes. */
export interface ApiEventsTable {
  id: Generated<string>;
  owner_id: string;
  type: string;
  body: string;
  created_on: CreatedOn;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** The outbox: one row per event and endpoint, retried with back-off until delivered or 24 h old. */
export interface ApiWebhookDeliveriesTable {
  id: Generated<string>;
  seq: Generated<string>;
  event_id: string;
  endpoint_id: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_on: NullableTimestamp;
  locked_until: NullableTimestamp;
  last_status_code: number | null;
  last_error: string | null;
  delivered_on: NullableTimestamp;
  created_on: CreatedOn;
}

export interface ApiWebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempted_on: Timestamp;
  status_code: number | null;
  error: string | null;
}

export interface Database {
  invoice_sequences: InvoiceSequencesTable;
  account_credits: AccountCreditsTable;
  trial_claims: TrialClaimsTable;
  api_keys: ApiKeysTable;
  api_threads: ApiThreadsTable;
  api_idempotency: ApiIdempotencyTable;
  api_webhook_endpoints: ApiWebhookEndpointsTable;
  api_events: ApiEventsTable;
  api_webhook_deliveries: ApiWebhookDeliveriesTable;
  api_webhook_attempts: ApiWebhookAttemptsTable;
  checkout_grants: CheckoutGrantsTable;
  referrals: ReferralsTable;
  invoice_reversals: InvoiceReversalsTable;
  payout_methods: PayoutMethodsTable;
  cashout_requests: CashoutRequestsTable;
  affiliate_ledger: AffiliateLedgerTable;
  embed_keys: EmbedKeysTable;
  payment_methods: PaymentMethodsTable;
  checkout_sessions: CheckoutSessionsTable;
  invoices: InvoicesTable;
  webhook_events: WebhookEventsTable;
  chat_heads: ChatHeadsTable;
  chat_records: ChatRecordsTable;
  chat_feedback: ChatFeedbackTable;
  app_secrets: AppSecretsTable;
  files: FilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  login_throttles: LoginThrottlesTable;
  lookups: LookupsTable;
  user_business_roles: UserBusinessRolesTable;
  user_hear_from: UserHearFromTable;
  plans: PlansTable;
  user_plans: UserPlansTable;
  employees: EmployeesTable;
  employee_invitations: EmployeeInvitationsTable;
  coupons: CouponsTable;
  categories: CategoriesTable;
  faqs: FaqsTable;
  contact_messages: ContactMessagesTable;
  subscribers: SubscribersTable;
}

export type UserRow = Selectable<UsersTable>;
export type UserPlanRow = Selectable<UserPlansTable>;
export type NewUser = Insertable<UsersTable>;

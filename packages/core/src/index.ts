// Reply codes, plans, errors
export { ErrorCode, httpStatusFor, isEnvelope } from './codes';
export { PlanId, PLANS, findPlan } from './plans';
export { ApiError, NetworkError, isApiError, isNetworkError } from './errors';

// API
export { createApiClient, isSuccessCode, DEFAULT_TIMEOUT_MS } from './api/client';
export { toFormData } from './api/form-data';
export { createApi } from './api/create-api';
export { createUserApi } from './api/user';
export { createBusinessRoleApi, createHearFromApi, createLookupApi } from './api/onboarding';
export { createCategoryApi, createChatApi, createChatHeadApi } from './api/chat';
export { createDiscountApi, createPlanApi } from './api/plan';
export { createEmployeeApi, createMiscApi } from './api/employee';
export { createWalletApi } from './api/wallet';
export { createBankApi, createContactApi, createFaqApi } from './api/content';
export { createConfigApi } from './api/config';

// Storage and stores
export { STORAGE_KEYS, browserStorage, memoryStorage } from './storage';
export { persist, subscribeTo } from './stores/persist';
export { createSessionStore } from './stores/session-store';
export { CHAT_STATE_FIELDS, createChatStore, initialChatState } from './stores/chat-store';
export { RESTORE_TIMEOUT_MS, restorePersisted } from './stores/restore';
export { createStoredKeys } from './stores/stored-keys';
export { REFERRAL_ATTRIBUTION_DAYS, createReferralAttribution } from './stores/referral-attribution';

// Chat engine
export { createChatEngine } from './chat/chat-engine';
export { toChatError } from './chat/chat-error';
export { messagesFromRecords, replyFromRecord } from './chat/history';
export {
  CHAT_STREAM_PATH,
  DEFAULT_RETRY_TIMEOUT_MS,
  DEFAULT_STREAM_IDLE_TIMEOUT_MS,
  createHttpChatTransport,
} from './chat/transport';
export { failureOfStream, readStreamReply } from './chat/stream-reply';
export { parseSse } from './chat/sse';
export { formatReply } from './chat/format-reply';
export { plainReply } from './chat/plain-reply';
export { CHAT_CONTROL_TEXT, nextRating } from './chat/controls';
export { parseThreadRecord, recordLabel, recordOf, sameRecord } from './chat/record';
export { promptsForRecord } from './chat/record-prompts';
export { parseInlines, safeHref, stripBold } from './chat/reply-inlines';
// Building blocks of the engine (exported like every module's runtime exports; apps use the engine).
export { createMessageSender } from './chat/message-sender';
export { createFeedback } from './chat/feedback';
export { createThreadActions } from './chat/thread-actions';
export { createOutbox } from './chat/outbox';
export { insertAfter, updateMessage, withStatus } from './chat/thread';

// Validation
export { collectErrors, firstError, hasErrors, isBlank, missingRequired } from './validation/field-errors';
export { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isValidEmail } from './validation/email';
export {
  CODE_LENGTH,
  missingForgotPasswordFields,
  missingLoginFields,
  missingNewPasswordFields,
  missingSignupFields,
  normalizeCodeInput,
  validateCode,
  validateNewPassword,
  validateSignup,
  validateSubscribeEmail,
} from './validation/auth';
export {
  MAX_PROFILE_IMAGE_BYTES,
  MIN_PASSWORD_LENGTH,
  isValidProfilePhone,
  passwordStrengthError,
  validateChangePassword,
  validateProfile,
} from './validation/account';
export { PROFILE_PHONE_DIGITS, normalizeUsPhone } from './validation/phone';
export {
  BILLING_ADDRESS_REQUIRED_FIELDS,
  canCreateCard,
  isBillingAddressComplete,
  isCardComplete,
  missingBillingAddressFields,
  shouldValidateCoupon,
  validatePayment,
  validateReferralCheckout,
} from './validation/payment';
export { canSendChat, validateContact, validateEmployeeForm, validateHearFrom } from './validation/forms';
export { WIRE_DEFAULT_COUNTRY, trimWireForm, validateCashout, validateWireForm } from './validation/affiliate';
export {
  ACCOUNT_NAME_REQUIRED,
  ACCOUNT_NUMBER_REQUIRED,
  BANK_COUNTRY_CODE_REQUIRED,
  BANK_NAME_REQUIRED,
  CITY_REQUIRED,
  CODE_INVALID,
  CONFIRM_PASSWORD_MISMATCH,
  CONTACT_EMAIL_REQUIRED,
  CONTACT_QUERY_REQUIRED,
  CONTACT_SUBJECT_REQUIRED,
  COUNTRY_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  EMPLOYEE_ADDRESS_REQUIRED,
  EMPLOYEE_CITY_REQUIRED,
  EMPLOYEE_COMPANY_REQUIRED,
  EMPLOYEE_COUNTRY_REQUIRED,
  EMPLOYEE_EMAIL_REQUIRED,
  EMPLOYEE_FULL_NAME_REQUIRED,
  EMPLOYEE_PHONE_REQUIRED,
  EMPLOYEE_REGION_REQUIRED,
  EMPLOYEE_ZIP_CODE_REQUIRED,
  FILL_BILLING_ADDRESS,
  FULL_NAME_REQUIRED,
  IBAN_REQUIRED,
  IMAGE_TOO_LARGE,
  INVALID_AMOUNT,
  INVALID_EMAIL_ADDRESS,
  NAME_REQUIRED,
  NEW_PASSWORD_MISMATCH,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_TOO_SHORT,
  PHONE_DIGITS,
  POSTAL_CODE_REQUIRED,
  REFERRAL_EMAIL_REQUIRED,
  REFERRAL_PASSWORD_REQUIRED,
  SELECT_AN_OPTION,
  SELECT_CARD,
  STREET_ADDRESS_REQUIRED,
  SUBSCRIBE_EMAIL_INVALID,
  SUBSCRIBE_EMAIL_REQUIRED,
  SWIFT_CODE_REQUIRED,
  WIRE_FORM_INVALID,
} from './validation/messages';

// Messages of spec §4 and §8
export {
  CASHOUT_SENT,
  CHANGE_PASSWORD_NETWORK_ERROR,
  CODE_NOT_RECEIVED_LINK,
  CONTACT_THANKS,
  LOADING_CHUNK_FAILED,
  LOGOUT_QUESTION,
  LOGOUT_TITLE,
  NETWORK_ERROR,
  NETWORK_ERROR_BANG,
  NO_APPROVED_COMMISSIONS,
  NO_FAQS,
  NO_RECORD_FIND,
  OOPS_ERROR,
  OPPS_ERROR,
  PASSWORD_CHANGED,
  PASSWORD_UPDATED,
  PLAN_UPDATED_LOGIN_AGAIN,
  PROFILE_NETWORK_ERROR,
  PROFILE_UPDATED,
  REFERRAL_SUBSCRIBED,
  SESSION_EXPIRED,
  SOME_ERROR_OCCURRED,
  SOMETHING_WENT_WRONG,
  START_TRIAL_PERIOD,
  SUBSCRIBED_SUCCESSFULLY,
  SUBSCRIPTION_EXPIRED,
  UNEXPECTED_APPLICATION_ERROR,
  UNEXPECTED_STATE,
  USER_ADDED,
  USER_UPDATED,
  VERIFICATION_GENERATED,
} from './messages';
export {
  EMPLOYEE_IMAGE_HINT,
  EMPLOYEE_IMAGE_TOO_LARGE,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  MAX_EMPLOYEE_IMAGE_BYTES,
  REFERRAL_LIST_STEP,
} from './limits';
export { countryOptions, isCountryCode } from './countries';

// Routes and the gate
export { REFERRAL_CODE_PARAM, ROUTES, referralCodeFromSearch, referralLink } from './routes';
export { afterHearFromRoute, gateRoute } from './gate';

// Money, pricing, formatting
export { centsToDollars, dollarsToCents, formatDollars, formatPrice } from './money';
export {
  AFFILIATE_BLURB,
  DEFAULT_REFEREE_DISCOUNT,
  DEFAULT_REFERRAL_COMMISSION,
  MIN_FIXED_COUPON_PRICE_CENTS,
  REFER_AND_EARN_COMMISSION,
  REFER_AND_EARN_DISCOUNT,
  REFER_AND_EARN_TEXT,
  affiliateBlurb,
  applyCoupon,
  freeTrialText,
  applyRefereeDiscount,
  paymentButtonLabel,
  planBasePriceCents,
  reduceByPercent,
  referralCommissionCents,
  trialChargeText,
} from './pricing';
export { priceBreakdown, settleCharge, taxCents, unusedTimeCreditCents } from './charges';
export type { PaidPeriod, PriceBreakdown, Settlement } from './charges';
export { formatInvoiceDate, formatMessageDate, maskCardNumber, resolveAssetUrl } from './format';

// Types
export type { Envelope } from './codes';
export type { BillingInterval, PlanAction, PlanDefinition } from './plans';
export type { NetworkErrorReason } from './errors';
export type { ApiClient, ApiClientOptions, Query, QueryValue, RequestOptions } from './api/client';
export type { FormFieldValue } from './api/form-data';
export type { Api } from './api/create-api';
export type {
  ChangePasswordInput,
  CodeSent,
  DeleteAccountInput,
  LoginInput,
  NewUserInput,
  ProfileInput,
  ResetPasswordInput,
  ValidateEmailInput,
  VerificationCodeInput,
} from './api/user';
export type { CheckoutStatusResult, ConfirmChangeResult } from './api/plan';
export type { BuyPlanInput, CreatePaymentIntentInput, EditPaymentMethodInput, PaymentMethodRef } from './api/plan';
export type { EmployeeEditInput, EmployeeInput } from './api/employee';
export type { AffiliatePaymentRequestInput } from './api/wallet';
export type { KeyValueStorage, MemoryStorage } from './storage';
export type { PersistOptions, Restorable } from './stores/persist';
export type { SessionStore } from './stores/session-store';
export type { ChatSignals, ChatState, ChatStore } from './stores/chat-store';
export type { RestoreOutcome } from './stores/restore';
export type { StoredItem, StoredKeys } from './stores/stored-keys';
export type { ReferralAttribution } from './stores/referral-attribution';
export type {
  ChatEngine,
  ChatEngineApi,
  ChatEngineOptions,
  ChatEngineState,
  QueuedMessage,
  SendOptions,
} from './chat/chat-engine-types';
export type { ChatAction, ChatError, ChatErrorKind } from './chat/chat-error';
export type {
  ChatStreamFailure,
  ChatStreamMeta,
  ChatStreamOptions,
  ChatTransport,
  HttpChatTransportOptions,
} from './chat/transport';
export type { SseEvent } from './chat/sse';
export type { ReplyBlock } from './chat/format-reply';
export type { PlainReplyMode } from './chat/plain-reply';
export type { ThreadRecord } from './chat/record';
export type { ReplyInline } from './chat/reply-inlines';
export type { MessageSender, MessageSenderDeps, RetryOutcome } from './chat/message-sender';
export type { Outbox, OutboxDeps } from './chat/outbox';
export type { ThreadActionsDeps } from './chat/thread-actions';
export type { LiveReply } from './chat/thread';
export type { FieldErrors, Notice } from './validation/field-errors';
export type { LoginField, NewPasswordValues, SignupField, SignupValues } from './validation/auth';
export type { ChangePasswordValues, ProfileField, ProfileValues } from './validation/account';
export type { BillingAddressInput, CardInput, PaymentChoice } from './validation/payment';
export type { ContactValues, EmployeeFormField, EmployeeFormValues } from './validation/forms';
export type { WireFormField, WireFormValues } from './validation/affiliate';
export type { Route } from './routes';
export type { GatePlace } from './gate';
export type {
  AccountSession,
  ActivePlan,
  AffiliateRequest,
  AffiliateRequestStatus,
  AppConfig,
  BankDetail,
  BillingAddress,
  BusinessRoleItem,
  Category,
  ChatFeedback,
  ChatHead,
  ChatHeadMatch,
  ChatMessage,
  ChatMessageStatus,
  ChatRecord,
  ChatRecordPage,
  ChatRecordStatus,
  ChatRole,
  ChatExport,
  ChatSource,
  ContactMessage,
  ContactRecord,
  CountryOption,
  DefaultPrompt,
  Discount,
  DiscountType,
  Employee,
  EmployeeInvitation,
  EmployeeRow,
  Faq,
  FeedbackRating,
  Health,
  HearFromItem,
  InvitationStatus,
  Invoice,
  LoggedInUser,
  LookupOption,
  LookupType,
  MarkedAnswer,
  PaymentMethod,
  PaymentProviderName,
  PaymentReceipt,
  PaymentSession,
  PastDuePlan,
  PlanChangePreview,
  PaypalDetail,
  PayoutMethod,
  PayoutMethodKind,
  PendingCommission,
  ReferralDiscount,
  ReferralPlanState,
  ReferredUser,
  SendChatRequest,
  SeatSummary,
  SendChatResult,
  StoredPaymentMethodSummary,
  SubscribedPlan,
  SubscriptionDetail,
  SubscriptionStatus,
  User,
  Wallet,
} from './types';

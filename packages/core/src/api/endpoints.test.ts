import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createApi } from './create-api';
import type { Api } from './create-api';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

function searchParamsObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  params.forEach((value, key) => (out[key] = value));
  return out;
}

function recordingApi(): { api: Api; calls: Call[] } {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const raw = init?.body;
    let body: unknown;
    if (raw instanceof FormData) {
      const fields: Record<string, unknown> = {};
      raw.forEach((value, key) => (fields[key] = value));
      body = fields;
    } else if (typeof raw === 'string') body = JSON.parse(raw);
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: searchParamsObject(url.searchParams),
      body,
    });
    return new Response(JSON.stringify({ error_code: 0, message: 'ok', result: null }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createApiClient({ baseURL: 'http://api.test', getToken: () => 't', fetch });
  return { api: createApi(client), calls };
}

const billing = {
  stripe_id: 'pm_1',
  name: 'Ana',
  email: 'ana@x.co',
  phone: '1',
  city: 'Austin',
  country: 'US',
  line1: '1 Main',
  line2: '',
  postal_code: '73301',
  state: 'TX',
};

const employee = {
  email: 'e@x.co',
  phone: '1',
  user_plan_id: 'p1',
  full_name: 'Eve',
  country: 'US',
  region: 'TX',
  city: 'Austin',
  zip_code: '73301',
  address: '1 Main',
};

const bank = {
  user: 'u1',
  bank_country_code: 'US',
  bank_swift_code: 'S',
  bank_name: 'B',
  bank_account_number: '1',
  bank_account_name: 'A',
  bank_iban: 'I',
  user_fullname: 'F',
  street_address: 'S',
  country: 'PK',
  city: 'C',
  postal_code: 'P',
};

const chatRequest = {
  title: 'BMI',
  category_id: 'c1',
  user_id: 'u1',
  chat_head_id: null,
  messages: [{ role: 'user' as const, content: 'Hi' }],
};

const cases: [string, (api: Api) => Promise<unknown>, Omit<Call, 'query'> & { query?: Call['query'] }][] = [
  [
    'user.newUser',
    (a) => a.user.newUser({ name: 'A', email: 'a@x.co', password: 'p' }),
    { method: 'POST', path: '/api/user/new-user', body: { name: 'A', email: 'a@x.co', password: 'p' } },
  ],
  [
    'user.loginUser',
    (a) => a.user.loginUser({ email: 'a@x.co', password: 'p' }),
    { method: 'POST', path: '/api/user/login-user', body: { email: 'a@x.co', password: 'p' } },
  ],
  [
    'user.generateCode',
    (a) => a.user.generateCode('a@x.co'),
    { method: 'POST', path: '/api/user/generate-code', body: { email: 'a@x.co' } },
  ],
  [
    'user.validateVerificationCode',
    (a) => a.user.validateVerificationCode({ email: 'a@x.co', code: '1234' }),
    { method: 'POST', path: '/api/user/validate-verification-code', body: { email: 'a@x.co', code: '1234' } },
  ],
  [
    'user.forgotPassword',
    (a) => a.user.forgotPassword({ email: 'a@x.co', code: '1234', password: 'p' }),
    { method: 'POST', path: '/api/user/forgot-password', body: { email: 'a@x.co', code: '1234', password: 'p' } },
  ],
  [
    'user.changePassword',
    (a) => a.user.changePassword({ _id: 'u1', old_password: 'o', new_password: 'n' }),
    { method: 'POST', path: '/api/user/change-password', body: { _id: 'u1', old_password: 'o', new_password: 'n' } },
  ],
  [
    'user.updateProfile',
    (a) => a.user.updateProfile({ _id: 'u1', name: 'A', email: 'a@x.co', phone: '1' }),
    { method: 'POST', path: '/api/user/post', body: { _id: 'u1', name: 'A', email: 'a@x.co', phone: '1' } },
  ],
  [
    'user.validateEmail',
    (a) => a.user.validateEmail({ email: 'a@x.co', name: 'A', password: 'p' }),
    { method: 'POST', path: '/api/user/validate-email', body: { email: 'a@x.co', name: 'A', password: 'p' } },
  ],
  ['user.logout', (a) => a.user.logout(), { method: 'POST', path: '/api/user/logout', body: undefined }],
  [
    'user.resendVerificationCode',
    (a) => a.user.resendVerificationCode(),
    { method: 'POST', path: '/api/user/resend-verification-code', body: undefined },
  ],
  ['user.getSessions', (a) => a.user.getSessions(), { method: 'GET', path: '/api/user/sessions', body: undefined }],
  [
    'user.signOutOtherSessions',
    (a) => a.user.signOutOtherSessions(),
    { method: 'POST', path: '/api/user/sign-out-other-sessions', body: undefined },
  ],
  ['user.exportChats', (a) => a.user.exportChats(), { method: 'GET', path: '/api/user/export-chats', body: undefined }],
  [
    'user.deleteAccount',
    (a) => a.user.deleteAccount({ password: 'p' }),
    { method: 'POST', path: '/api/user/delete-account', body: { password: 'p' } },
  ],
  [
    'lookup.getDropList',
    (a) => a.lookup.getDropList('business_role', 'x'),
    {
      method: 'GET',
      path: '/api/lookup/get-drop-list',
      query: { type: 'business_role', parent_id: 'x' },
      body: undefined,
    },
  ],
  [
    'businessRole.postList',
    (a) => a.businessRole.postList([{ user_id: 'u1', business_role_id: 'r1' }]),
    { method: 'POST', path: '/api/user-business-role/post-list', body: '[{"user_id":"u1","business_role_id":"r1"}]' },
  ],
  [
    'hearFrom.postList',
    (a) => a.hearFrom.postList([{ user_id: 'u1', hear_from_id: 'h1' }]),
    { method: 'POST', path: '/api/hear-from/post-list', body: '[{"user_id":"u1","hear_from_id":"h1"}]' },
  ],
  [
    'category.getAllCategories',
    (a) => a.category.getAllCategories('u1'),
    { method: 'GET', path: '/api/category/get-all-categories', query: { user_id: 'u1' }, body: undefined },
  ],
  [
    'category.getAllCategories (public)',
    (a) => a.category.getAllCategories(),
    { method: 'GET', path: '/api/category/get-all-categories', query: {}, body: undefined },
  ],
  [
    'chatHead.getAllChatHeads',
    (a) => a.chatHead.getAllChatHeads('u1', 'c1'),
    {
      method: 'GET',
      path: '/api/chat-head/get-all-chat-heads',
      query: { user_id: 'u1', category_id: 'c1' },
      body: undefined,
    },
  ],
  [
    'chatHead.getChatHeadsInCategory',
    (a) => a.chatHead.getChatHeadsInCategory('u1'),
    { method: 'GET', path: '/api/chat-head/get-chat-heads-in-category', query: { user_id: 'u1' }, body: undefined },
  ],
  [
    'chat.getAllList',
    (a) => a.chat.getAllList('h1'),
    { method: 'GET', path: '/api/chat/get-all-list', query: { chat_head_id: 'h1' }, body: undefined },
  ],
  [
    'chat.getPage',
    (a) => a.chat.getPage('h1', { before: '42', limit: 30 }),
    {
      method: 'GET',
      path: '/api/chat/get-page',
      query: { chat_head_id: 'h1', before: '42', limit: '30' },
      body: undefined,
    },
  ],
  [
    'chat.startChat',
    (a) => a.chat.startChat(chatRequest),
    { method: 'POST', path: '/api/chat/start-chat', body: chatRequest },
  ],
  ['chat.retry', (a) => a.chat.retry('r1'), { method: 'POST', path: '/api/chat/retry', body: { record_id: 'r1' } }],
  [
    'chat.regenerate',
    (a) => a.chat.regenerate('r1', { context: { name: 'Maria' } }),
    { method: 'POST', path: '/api/chat/regenerate', body: { record_id: 'r1', context: { name: 'Maria' } } },
  ],
  [
    'chat.sendFeedback',
    (a) => a.chat.sendFeedback('r1', 'down', 'Wrong table.'),
    { method: 'POST', path: '/api/chat/feedback', body: { record_id: 'r1', rating: 'down', note: 'Wrong table.' } },
  ],
  [
    'chat.getMarkedAnswers',
    (a) => a.chat.getMarkedAnswers('p1'),
    { method: 'GET', path: '/api/chat/get-marked-answers', query: { user_plan_id: 'p1' }, body: undefined },
  ],
  [
    'chatHead.renameChatHead',
    (a) => a.chatHead.renameChatHead('h1', 'Maria'),
    { method: 'POST', path: '/api/chat-head/rename-chat-head', body: { _id: 'h1', title: 'Maria' } },
  ],
  [
    'chatHead.deleteChatHead',
    (a) => a.chatHead.deleteChatHead('h1'),
    { method: 'POST', path: '/api/chat-head/delete-chat-head', body: { _id: 'h1' } },
  ],
  [
    'chatHead.searchChatHeads',
    (a) => a.chatHead.searchChatHeads('term', 'c1'),
    {
      method: 'GET',
      path: '/api/chat-head/search-chat-heads',
      query: { q: 'term', category_id: 'c1' },
      body: undefined,
    },
  ],
  [
    'plan.buyPlan',
    (a) => a.plan.buyPlan({ user_id: 'u1', user_email: 'a@x.co', plan_id: 'p', coupon_code: null }),
    {
      method: 'POST',
      path: '/api/plan/buy-plan',
      body: { user_id: 'u1', user_email: 'a@x.co', plan_id: 'p', coupon_code: null },
    },
  ],
  [
    'plan.checkoutStatus',
    (a) => a.plan.checkoutStatus('cs_1'),
    { method: 'POST', path: '/api/plan/checkout-status', body: { client_secret: 'cs_1' } },
  ],
  [
    'plan.getReferralDiscountDetail',
    (a) => a.plan.getReferralDiscountDetail('REF1'),
    {
      method: 'GET',
      path: '/api/plan/get-referral-discount-detail',
      query: { referral_code: 'REF1' },
      body: undefined,
    },
  ],
  [
    'plan.getUserSubscriptionDetail',
    (a) => a.plan.getUserSubscriptionDetail('u1'),
    { method: 'GET', path: '/api/plan/get-user-subscription-detail', query: { user_id: 'u1' }, body: undefined },
  ],
  [
    'plan.attachPaymentMethod',
    (a) => a.plan.attachPaymentMethod({ stripe_payment_method_id: 'pm', user_email: 'a@x.co' }),
    {
      method: 'POST',
      path: '/api/plan/attach-payment-method',
      body: { stripe_payment_method_id: 'pm', user_email: 'a@x.co' },
    },
  ],
  [
    'plan.editPaymentMethod',
    (a) => a.plan.editPaymentMethod(billing),
    { method: 'POST', path: '/api/plan/edit-payment-method', body: billing },
  ],
  [
    'plan.makePaymentMethodDefault',
    (a) => a.plan.makePaymentMethodDefault({ stripe_payment_method_id: 'pm', user_email: 'a@x.co' }),
    {
      method: 'POST',
      path: '/api/plan/make-payment-method-default',
      body: { stripe_payment_method_id: 'pm', user_email: 'a@x.co' },
    },
  ],
  [
    'plan.unsubscribePlan',
    (a) => a.plan.unsubscribePlan('up1'),
    { method: 'POST', path: '/api/plan/unsubscribe-plan', body: { _id: 'up1' } },
  ],
  [
    'plan.confirmChange',
    (a) => a.plan.confirmChange('chg_1', 'pm_1'),
    { method: 'POST', path: '/api/plan/confirm-change', body: { client_secret: 'chg_1', payment_method: 'pm_1' } },
  ],
  [
    'plan.retryPayment',
    (a) => a.plan.retryPayment('up1'),
    { method: 'POST', path: '/api/plan/retry-payment', body: { _id: 'up1' } },
  ],
  [
    'plan.createPaymentIntent',
    (a) => a.plan.createPaymentIntent({ user_email: 'a@x.co', plan_id: 'p', referral_code: 'R' }),
    {
      method: 'POST',
      path: '/api/plan/create-payment-intent',
      body: { user_email: 'a@x.co', plan_id: 'p', referral_code: 'R' },
    },
  ],
  [
    'discount.validateDiscount',
    (a) => a.discount.validateDiscount('SAVE20'),
    { method: 'POST', path: '/api/discount/validate-discount', body: { discount_code: 'SAVE20' } },
  ],
  [
    'employee.dashboardList',
    (a) => a.employee.dashboardList('p1'),
    { method: 'GET', path: '/api/employee/dashboard-list', query: { user_plan_id: 'p1' }, body: undefined },
  ],
  [
    'employee.deleteList',
    (a) => a.employee.deleteList(['e1', 'e2']),
    { method: 'POST', path: '/api/employee/delete-list', body: [{ _id: 'e1' }, { _id: 'e2' }] },
  ],
  [
    'employee.getEmployee',
    (a) => a.employee.getEmployee('e1'),
    { method: 'GET', path: '/api/employee/get-employee', query: { id: 'e1' }, body: undefined },
  ],
  ['employee.add', (a) => a.employee.add(employee), { method: 'POST', path: '/api/employee/add', body: employee }],
  [
    'employee.edit',
    (a) => a.employee.edit({ ...employee, id: 'e1', user_id: 'u2' }),
    { method: 'POST', path: '/api/employee/edit', body: { ...employee, id: 'e1', user_id: 'u2' } },
  ],
  [
    'employee.seats',
    (a) => a.employee.seats('p1'),
    { method: 'GET', path: '/api/employee/seats', query: { user_plan_id: 'p1' }, body: undefined },
  ],
  [
    'employee.setStatus',
    (a) => a.employee.setStatus('e1', false),
    { method: 'POST', path: '/api/employee/set-status', body: { _id: 'e1', status: false } },
  ],
  [
    'employee.resendInvitation',
    (a) => a.employee.resendInvitation('e1'),
    { method: 'POST', path: '/api/employee/resend-invitation', body: { _id: 'e1' } },
  ],
  [
    'employee.getInvitation',
    (a) => a.employee.getInvitation('tok'),
    { method: 'POST', path: '/api/employee/invitation', body: { token: 'tok' } },
  ],
  [
    'employee.acceptInvitation',
    (a) => a.employee.acceptInvitation('tok', 'Secret12'),
    { method: 'POST', path: '/api/employee/accept-invitation', body: { token: 'tok', password: 'Secret12' } },
  ],
  [
    'misc.rtEmployeeAdd',
    (a) => a.misc.rtEmployeeAdd(),
    { method: 'GET', path: '/api/misc/rt-employee-add', body: undefined },
  ],
  [
    'wallet.getUserWallet',
    (a) => a.wallet.getUserWallet('p1'),
    { method: 'GET', path: '/api/wallet/get-user-wallet', query: { user_plan_id: 'p1' }, body: undefined },
  ],
  [
    'wallet.getAffiliateRequestList',
    (a) => a.wallet.getAffiliateRequestList('u1'),
    { method: 'GET', path: '/api/wallet/get-affiliate-request-list', query: { user_id: 'u1' }, body: undefined },
  ],
  [
    'wallet.postAffiliatePaymentRequest',
    (a) => a.wallet.postAffiliatePaymentRequest({ user: 'u1', requested_amount: 12.5, user_plan_id: 'p1' }),
    {
      method: 'POST',
      path: '/api/wallet/post-affiliate-payment-request',
      body: { user: 'u1', requested_amount: 12.5, user_plan_id: 'p1' },
    },
  ],
  [
    'contact.post',
    (a) => a.contact.post({ email: 'a@x.co', subject: 'S', notes: 'N' }),
    { method: 'POST', path: '/api/contact-us/post', body: { email: 'a@x.co', subject: 'S', notes: 'N' } },
  ],
  [
    'contact.subscribe',
    (a) => a.contact.subscribe('a@x.co'),
    { method: 'POST', path: '/api/contact-us/subscribe', body: { email: 'a@x.co' } },
  ],
  ['contact.getList', (a) => a.contact.getList(), { method: 'GET', path: '/api/contact-us/get-list', body: undefined }],
  ['faq.getFaqs', (a) => a.faq.getFaqs(), { method: 'GET', path: '/api/faq/get-faqs', body: undefined }],
  ['bank.post', (a) => a.bank.post(bank), { method: 'POST', path: '/api/user-bank-detail/post', body: bank }],
  [
    'bank.postPaypal',
    (a) => a.bank.postPaypal({ user: 'u1', paypal_email: 'a@x.co' }),
    { method: 'POST', path: '/api/user-bank-detail/post-paypal', body: { user: 'u1', paypal_email: 'a@x.co' } },
  ],
  [
    'bank.get',
    (a) => a.bank.get('u1'),
    { method: 'GET', path: '/api/user-bank-detail/get', query: { user_id: 'u1' }, body: undefined },
  ],
  ['config.getConfig', (a) => a.config.getConfig(), { method: 'GET', path: '/api/config', body: undefined }],
  ['config.getHealth', (a) => a.config.getHealth(), { method: 'GET', path: '/api/health', body: undefined }],
];

describe('createApi endpoints', () => {
  it.each(cases)('%s calls its path with its payload', async (_name, call, expected) => {
    const { api, calls } = recordingApi();
    await call(api);
    expect(calls).toEqual([{ query: {}, ...expected }]);
  });

  it('covers every function of every group', () => {
    const { api } = recordingApi();
    const all = Object.entries(api).flatMap(([group, fns]) => Object.keys(fns).map((fn) => `${group}.${fn}`));
    const tested = new Set(cases.map(([name]) => name.split(' ')[0]));
    expect(all.filter((name) => !tested.has(name))).toEqual([]);
  });
});

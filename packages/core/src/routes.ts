/** Every route of spec §2, plus ours (`/dashboard/embed`, the employee form, `/set-password`) and the dashboard Contact Us page. */
export const ROUTES = {
  root: '/',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  otp: '/otp',
  setNewPassword: '/set-new-password',
  /** Ours: where an employee's invitation link leads (`#token=…`). */
  setPassword: '/set-password',
  help: '/help',
  privacyPolicy: '/privacy-policy',
  contactUs: '/contactUs',
  features: '/features',
  plans: '/plans',
  businessRole: '/business-role',
  hearFrom: '/hear-from',
  welcome: '/welcome',
  subscription: '/subscription',
  dashboard: '/dashboard',
  dashboardBilling: '/dashboard/billing',
  dashboardAffiliate: '/dashboard/affiliate',
  dashboardEmployee: '/dashboard/employee',
  dashboardEmployeeList: '/dashboard/employee/employee_list',
  /** Ours: the add and edit forms (spec §2 does not show their paths); edit takes `/<employee id>`. */
  dashboardEmployeeNew: '/dashboard/employee/new',
  dashboardEmployeeEdit: '/dashboard/employee/edit',
  dashboardSetting: '/dashboard/setting',
  dashboardFaq: '/dashboard/faq',
  dashboardPlans: '/dashboard/plans',
  dashboardWireTransferForm: '/dashboard/wireTransferForm',
  dashboardContactUs: '/dashboard/contactUs',
  dashboardEmbed: '/dashboard/embed',
  chatBot: '/chat-bot',
  chatBotChat: '/chat-bot/chat',
  chat: '/chat',
  profile: '/profile',
  profileSecurity: '/profile/security',
  referral: '/referral',
  referralPlan: '/referral/plan',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** The query parameter that carries a referral code on /referral. */
export const REFERRAL_CODE_PARAM = 'REFERRALCODE';

/** The shareable referral link: `{origin}/referral?REFERRALCODE={code}`. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${ROUTES.referral}?${REFERRAL_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/**
 * The referral code in a query string ("?REFERRALCODE=ABC"), or null. Falls back to the value
 * after the first equals sign, which is how the spec's client read it.
 */
export function referralCodeFromSearch(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return null;
  const named = new URLSearchParams(query).get(REFERRAL_CODE_PARAM);
  if (named) return named;
  const afterEquals = query.split('=')[1];
  return afterEquals ? decodeURIComponent(afterEquals.split('&')[0] ?? '') || null : null;
}

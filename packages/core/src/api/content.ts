import type { ApiClient } from './client';
import type { BankDetail, ContactMessage, ContactRecord, Faq, PaypalDetail, PayoutMethod } from '../types';

/** Contact form, newsletter subscribe and the caller's earlier messages. */
export function createContactApi(client: ApiClient) {
  return {
    post: (input: ContactMessage) => client.post<ContactRecord>('/api/contact-us/post', input),
    subscribe: (email: string) => client.post<null>('/api/contact-us/subscribe', { email }),
    getList: () => client.get<ContactRecord[]>('/api/contact-us/get-list'),
  };
}

/** FAQ entries (answers are HTML). */
export function createFaqApi(client: ApiClient) {
  return {
    getFaqs: () => client.get<Faq[]>('/api/faq/get-faqs'),
  };
}

/** Payout methods: wire-transfer details (spec §7), a PayPal address, and the method on file (masked). */
export function createBankApi(client: ApiClient) {
  return {
    post: (input: BankDetail) => client.post<PayoutMethod>('/api/user-bank-detail/post', input),
    postPaypal: (input: PaypalDetail) => client.post<PayoutMethod>('/api/user-bank-detail/post-paypal', input),
    /** The referral page's closing call with a `user_id` query (spec §7 does not name it). */
    get: (userId: string) => client.get<PayoutMethod | null>('/api/user-bank-detail/get', { user_id: userId }),
  };
}

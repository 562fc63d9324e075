import type { ApiClient } from './client';
import type { BankDetail, ContactMessage, ContactRecord, Faq } from '../types';

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

/** Wire-transfer payout details. */
export function createBankApi(client: ApiClient) {
  return {
    post: (input: BankDetail) => client.post<null>('/api/user-bank-detail/post', input),
  };
}

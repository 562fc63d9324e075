import { api } from '../../../lib/api';

/** GET /api/faq/get-faqs: questions with HTML answers. */
export function getFaqs() {
  return api.faq.getFaqs();
}

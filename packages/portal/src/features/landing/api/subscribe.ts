import { api } from '../../../lib/api';

/** The landing page's newsletter subscribe (POST /api/contact-us/subscribe). */
export function subscribe(email: string) {
  return api.contact.subscribe(email.trim());
}

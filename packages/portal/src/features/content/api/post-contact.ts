import type { ContactMessage } from '@mentor/core';
import { api } from '../../../lib/api';

/** POST /api/contact-us/post */
export function postContact(input: ContactMessage) {
  return api.contact.post({ email: input.email.trim(), subject: input.subject.trim(), notes: input.notes.trim() });
}

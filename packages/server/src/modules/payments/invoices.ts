import { createHmac, timingSafeEqual } from 'node:crypto';
import { centsToDollars, type Invoice } from '@mentor/core';
import type { AppDeps } from '../../context';
import { formatInvoiceNumber } from './invoice-record';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/schema';

const LINK_TTL_MS = 7 * 86_400_000;
/** A receipt's link: long enough to find the e-mail again at the month's bookkeeping. */
export const EMAIL_LINK_TTL_MS = 30 * 86_400_000;

function signature(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`invoice:${id}:${expires}`).digest('base64url');
}

/**
 * Invoice PDFs open in a new tab, where no bearer token travels, so each link is signed and
 * expires: the signature is the permission.
 */
export function invoicePdfUrl(deps: AppDeps, id: string, ttlMs = LINK_TTL_MS): string {
  const expires = deps.clock().getTime() + ttlMs;
  return `${deps.config.publicUrl}/api/plan/invoice-pdf?id=${id}&expires=${expires}&sig=${signature(deps.codeSecret, id, expires)}`;
}

export function verifyInvoiceLink(deps: AppDeps, id: string, expires: number, sig: string): boolean {
  if (!Number.isFinite(expires) || expires < deps.clock().getTime()) return false;
  const expected = Buffer.from(signature(deps.codeSecret, id, expires));
  const actual = Buffer.from(sig);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function toInvoice(deps: AppDeps, row: Selectable<InvoicesTable>): Invoice {
  return {
    _id: row.id,
    created: row.created_on.toISOString(),
    total: centsToDollars(row.amount_cents),
    invoice_pdf: invoicePdfUrl(deps, row.id),
    status: row.status,
    number: formatInvoiceNumber(row.seller_key, row.seller_number),
    description: row.description,
  };
}

/** A one-page US Letter invoice with every block a bookkeeper looks for (see invoice-pdf.ts). */
export { renderInvoicePdf } from './invoice-pdf';

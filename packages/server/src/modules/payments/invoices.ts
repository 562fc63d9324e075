import { createHmac, timingSafeEqual } from 'node:crypto';
import { centsToDollars, formatDollars, type Invoice } from '@mentor/core';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { AppDeps } from '../../context';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/schema';

const LINK_TTL_MS = 7 * 86_400_000;

function signature(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`invoice:${id}:${expires}`).digest('base64url');
}

/**
 * Invoice PDFs open in a new tab, where no bearer token travels, so each link is signed and
 * expires: the signature is the permission.
 */
export function invoicePdfUrl(deps: AppDeps, id: string): string {
  const expires = deps.clock().getTime() + LINK_TTL_MS;
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
  };
}

const day = (date: Date | null) =>
  date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : '';

/** A one-page invoice: who, what, period, amount, card. */
export async function renderInvoicePdf(
  row: Selectable<InvoicesTable>,
  customer: { name: string; email: string },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Mentor invoice ${row.number}`);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.11, 0.14, 0.2);
  const accent = rgb(0.14, 0.28, 0.85);
  let y = 780;
  const line = (label: string, value: string, font = regular) => {
    page.drawText(label, { x: 56, y, size: 11, font: regular, color: rgb(0.42, 0.45, 0.52) });
    page.drawText(value, { x: 220, y, size: 11, font, color: ink });
    y -= 22;
  };
  page.drawText('Mentor', { x: 56, y, size: 24, font: bold, color: accent });
  page.drawText(row.status === 'paid' ? 'PAID' : row.status.toUpperCase(), {
    x: 480,
    y,
    size: 14,
    font: bold,
    color: accent,
  });
  y -= 48;
  page.drawText(`Invoice ${String(row.number).padStart(6, '0')}`, { x: 56, y, size: 16, font: bold, color: ink });
  y -= 36;
  line('Date', day(row.created_on));
  line('Billed to', `${customer.name} <${customer.email}>`);
  line('Description', row.description);
  if (row.period_start)
    line(
      'Period',
      row.period_end ? `${day(row.period_start)} – ${day(row.period_end)}` : `from ${day(row.period_start)}`,
    );
  if (row.card_last_digits) line('Paid with', `${row.card_brand ?? 'card'} ending ${row.card_last_digits}`);
  y -= 12;
  line('Total', formatDollars(row.amount_cents), bold);
  page.drawText('Thank you for using Mentor.', { x: 56, y: 80, size: 10, font: regular, color: rgb(0.42, 0.45, 0.52) });
  return pdf.save();
}

import { formatDollars, formatInvoiceDate } from '@mentor/core';
import type { Selectable } from 'kysely';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Config } from '../../config';
import type { InvoicesTable } from '../../db/schema';
import { formatInvoiceNumber } from './invoice-record';
import { cardText } from './receipts';

/** US Letter, in points. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.42, 0.45, 0.52);
const ACCENT = rgb(0.14, 0.28, 0.85);
const RULE = rgb(0.86, 0.88, 0.92);

const day = (date: Date | null) => (date ? formatInvoiceDate(date.toISOString(), 'UTC') : '');

/** Helvetica draws WinAnsi only: any other character (a name in another script) prints as "?". */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

class Writer {
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  text(text: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const font = options.bold ? this.bold : this.regular;
    this.page.drawText(printable(font, text), { x, y, size: options.size ?? 10, font, color: options.color ?? INK });
  }

  /** Text ending at `right`. */
  right(text: string, right: number, y: number, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const safe = printable(font, text);
    const width = font.widthOfTextAtSize(safe, options.size ?? 10);
    this.text(safe, right - width, y, options);
  }

  rule(y: number) {
    this.page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.8,
      color: RULE,
    });
  }
}

/**
 * The invoice as a bookkeeper needs it, on one US Letter page: the seller (name, address, e-mail,
 * tax id, from configuration when written), the invoice's sequential number and dates, the buyer
 * with the billing address, the plan at its list price with each discount and credit as its own
 * line, subtotal, tax, total, any account credit, the amount paid, when and with which card.
 */
export async function renderInvoicePdf(
  row: Selectable<InvoicesTable>,
  customer: { name: string; email: string },
  config: Config,
): Promise<Uint8Array> {
  const number = formatInvoiceNumber(row.seller_key, row.seller_number);
  const seller = row.seller ?? {
    name: config.seller.name,
    address: config.seller.address,
    email: config.seller.email,
    tax_id: config.seller.taxId,
  };
  const buyer = row.buyer ?? { name: customer.name, email: customer.email, address: [] };
  const lines = row.lines ?? [{ kind: 'plan' as const, description: row.description, amount_cents: row.amount_cents }];
  const subtotal = row.subtotal_cents ?? row.amount_cents;
  const total = subtotal + row.tax_cents;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${number}`);
  pdf.setAuthor(seller.name);
  pdf.setCreationDate(row.created_on);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin - 10;

  // Seller (left) and the invoice's facts (right).
  w.text(seller.name, left, y, { size: 14, bold: true, color: ACCENT });
  w.right('INVOICE', right, y, { size: 20, bold: true });
  let sellerY = y - 18;
  for (const line of [...seller.address, seller.email ?? '', seller.tax_id ? `Tax ID: ${seller.tax_id}` : '']) {
    if (!line) continue;
    w.text(line, left, sellerY, { color: MUTED });
    sellerY -= 14;
  }
  let factsY = y - 26;
  const facts: [string, string][] = [
    ['Invoice number', number],
    ['Invoice date', day(row.created_on)],
    ['Paid on', row.paid_on ? day(row.paid_on) : 'Not paid'],
    ['Status', row.status.toUpperCase()],
  ];
  for (const [label, value] of facts) {
    w.right(label, right - 110, factsY, { color: MUTED });
    w.right(value, right, factsY, { bold: true });
    factsY -= 15;
  }
  y = Math.min(sellerY, factsY) - 20;

  // Buyer.
  w.text('BILL TO', left, y, { size: 9, bold: true, color: MUTED });
  y -= 15;
  for (const [index, line] of [buyer.name, buyer.email, ...buyer.address].entries()) {
    w.text(line, left, y, { bold: index === 0 });
    y -= 14;
  }
  if (row.period_start) {
    y -= 6;
    const period = row.period_end
      ? `${day(row.period_start)} – ${day(row.period_end)}`
      : `from ${day(row.period_start)} (lifetime access)`;
    w.text(`Service period: ${period}`, left, y, { color: MUTED });
    y -= 14;
  }
  y -= 18;

  // The lines.
  w.text('Description', left, y, { size: 9, bold: true, color: MUTED });
  w.right('Amount', right, y, { size: 9, bold: true, color: MUTED });
  y -= 8;
  w.rule(y);
  y -= 16;
  for (const line of lines) {
    const wrapped = wrap(w.regular, printable(w.regular, line.description), 10, right - left - 110);
    w.right(formatDollars(line.amount_cents), right, y);
    for (const part of wrapped) {
      w.text(part, left, y);
      y -= 14;
    }
    y -= 4;
  }
  w.rule(y + 6);
  y -= 12;

  // Totals.
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatDollars(subtotal), false],
    [
      `Tax${config.taxPercent > 0 && row.tax_cents > 0 ? ` (${config.taxPercent}%)` : ''}`,
      formatDollars(row.tax_cents),
      false,
    ],
    ['Total', formatDollars(total), true],
  ];
  if (row.credit_applied_cents > 0)
    totals.push(['Account credit applied', formatDollars(-row.credit_applied_cents), false]);
  if (total < 0) totals.push(['Credit kept for later charges', formatDollars(-total), false]);
  totals.push(['Amount paid', formatDollars(row.amount_cents), true]);
  for (const [label, value, strong] of totals) {
    w.right(label, right - 110, y, { bold: strong, color: strong ? INK : MUTED });
    w.right(value, right, y, { bold: strong });
    y -= 16;
  }
  y -= 14;

  const card = cardText(row.card_brand, row.card_last_digits);
  const paidWith =
    row.amount_cents === 0
      ? 'Nothing was charged: account credit and unused time paid for it.'
      : `Paid${card ? ` with ${card}` : ''}${row.paid_on ? ` on ${day(row.paid_on)}` : ''}. Amounts in US dollars.`;
  w.text(paidWith, left, y);

  w.rule(PAGE.margin + 28);
  w.text(
    `Thank you for using Mentor.${seller.email ? ` Questions about this invoice: ${seller.email}` : ''}`,
    left,
    PAGE.margin + 12,
    {
      size: 9,
      color: MUTED,
    },
  );
  w.right('Page 1 of 1', right, PAGE.margin + 12, { size: 9, color: MUTED });
  return pdf.save();
}

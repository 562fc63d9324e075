import { formatDollars } from '@mentor/core';
import type { MailMessage } from './mailer';
import { button, escape, layout } from './templates';

/** A receipt: every figure of the invoice, the card, what comes next, and the invoice itself. */
export interface ReceiptMail {
  to: string;
  name: string;
  invoiceNumber: string;
  paidOn: string;
  planName: string;
  /** "monthly" or "lifetime access". */
  planTerm: string;
  period: string | null;
  lines: { description: string; amount_cents: number }[];
  subtotalCents: number;
  taxCents: number;
  creditAppliedCents: number;
  amountPaidCents: number;
  /** What the account keeps for later charges, when a change left some. */
  creditLeftCents: number;
  card: string | null;
  nextCharge: string | null;
  invoiceUrl: string;
  billingUrl: string;
}

function figureRows(mail: ReceiptMail): [string, string][] {
  return [
    ...mail.lines.map((line): [string, string] => [line.description, formatDollars(line.amount_cents)]),
    ['Subtotal', formatDollars(mail.subtotalCents)],
    ['Tax', formatDollars(mail.taxCents)],
    ...(mail.creditAppliedCents > 0
      ? [['Account credit applied', formatDollars(-mail.creditAppliedCents)] as [string, string]]
      : []),
    ['Amount paid', formatDollars(mail.amountPaidCents)],
  ];
}

export function receiptEmail(mail: ReceiptMail): MailMessage {
  const subject = `Your Mentor receipt: ${formatDollars(mail.amountPaidCents)} for the ${mail.planName} plan`;
  const facts: [string, string][] = [
    ['Receipt', `${mail.invoiceNumber}, paid ${mail.paidOn}`],
    ['Plan', `${mail.planName} (${mail.planTerm})`],
    ...(mail.period ? [['Period', mail.period] as [string, string]] : []),
    ...(mail.card ? [['Card', mail.card] as [string, string]] : []),
    ['Next charge', mail.nextCharge ?? 'None: nothing renews'],
    ...(mail.creditLeftCents > 0
      ? [['Credit kept for later charges', formatDollars(mail.creditLeftCents)] as [string, string]]
      : []),
  ];
  const rows = figureRows(mail);
  const text = [
    `Hi ${mail.name},`,
    '',
    'Thank you for your payment. Here is your receipt.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Invoice (PDF): ${mail.invoiceUrl}`,
    `All your invoices are in Billing: ${mail.billingUrl}`,
    '',
    '— Mentor',
  ].join('\n');
  const table = (pairs: [string, string][], strongLast = false) =>
    `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 16px">${pairs
      .map(
        ([label, value], index) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #e4e7ef;color:#4b5366">${escape(label)}</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e4e7ef;${strongLast && index === pairs.length - 1 ? 'font-weight:bold' : ''}">${escape(value)}</td></tr>`,
      )
      .join('')}</table>`;
  return {
    to: mail.to,
    subject,
    text,
    html: layout(
      'Your receipt',
      `<p>Hi ${escape(mail.name)},</p><p>Thank you for your payment. Here is your receipt.</p>
${table(facts)}${table(rows, true)}
${button(mail.invoiceUrl, 'Download the invoice (PDF)')}
<p style="color:#6b7385">All your invoices are in <a href="${escape(mail.billingUrl)}">Billing</a>.</p>`,
    ),
  };
}

/** A renewal that failed: what could not be charged, why, and where to put a new card. */
export function paymentFailedEmail(mail: {
  to: string;
  name: string;
  planName: string;
  amountCents: number;
  card: string | null;
  reason: string;
  billingUrl: string;
}): MailMessage {
  const subject = `Your Mentor payment of ${formatDollars(mail.amountCents)} did not go through`;
  const what = `We could not charge ${formatDollars(mail.amountCents)} for your ${mail.planName} plan${mail.card ? ` to your ${mail.card}` : ''}: ${mail.reason}`;
  const next =
    'Mentor is paused until the payment goes through. Add or choose a card in Billing and pay there; your plan starts again at once.';
  return {
    to: mail.to,
    subject,
    text: `Hi ${mail.name},\n\n${what}\n\n${next}\n\nUpdate your card: ${mail.billingUrl}\n\n— Mentor`,
    html: layout(
      'Your payment did not go through',
      `<p>Hi ${escape(mail.name)},</p><p>${escape(what)}</p><p>${escape(next)}</p>${button(mail.billingUrl, 'Update your card')}`,
    ),
  };
}

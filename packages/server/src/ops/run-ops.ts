import { dollarsToCents, formatDollars } from '@mentor/core';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { CashoutStatus } from '../db/schema';
import { recordInvoiceReversal } from '../modules/payments/reversals';
import {
  approveCashout,
  CashoutError,
  type CashoutRow,
  findCashout,
  listCashouts,
  payCashout,
  rejectCashout,
} from '../modules/wallet/cashouts';
import { openPayoutMethod } from '../modules/wallet/payout-methods';

export interface OpsContext {
  db: Db;
  config: Config;
  now: Date;
}

export const OPS_USAGE = `Usage: npm run ops -- <command>

  cashouts list [--status open|pending|approved|paid|rejected|all]   (default: open)
  cashouts show <number>                      the request and where to send the money
  cashouts approve <number>                   pending → approved
  cashouts pay <number> --reference <text>    approved → paid; writes the payout into the ledger
  cashouts reject <number> --reason <text>    pending or approved → rejected; the amount is free again
  invoices refund <number> [--amount <dollars>]
                                              records a refund of a paid invoice (local provider; Stripe
                                              refunds arrive by webhook) and reverses its commission`;

/** A refusal the operator can act on: printed without a stack, exit code 1. */
export class OpsError extends Error {}

const STATUSES = ['open', 'pending', 'approved', 'paid', 'rejected', 'all'] as const;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new OpsError(`--${name} needs a value.`);
  return value;
}

function requestNumber(value: string | undefined): number {
  const number = Number(value?.replace(/^#/, ''));
  if (!Number.isInteger(number) || number <= 0) throw new OpsError('Give the request or invoice number, e.g. 12.');
  return number;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '');

function describe(row: CashoutRow): string {
  const when = row.paid_on ?? row.rejected_on ?? row.approved_on ?? row.created_on;
  return [
    `#${row.number}`.padEnd(6),
    row.status.padEnd(9),
    formatDollars(row.amount_cents).padStart(11),
    `${row.name} <${row.email}>`,
    day(when),
    row.payout_reference ? `ref ${row.payout_reference}` : '',
    row.note ? `reason: ${row.note}` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

async function cashouts(args: string[], ctx: OpsContext): Promise<string[]> {
  const [action, target] = args;
  switch (action) {
    case 'list': {
      const status = (option(args, 'status') ?? 'open') as (typeof STATUSES)[number];
      if (!STATUSES.includes(status)) throw new OpsError(`--status is one of ${STATUSES.join(', ')}.`);
      const rows = await listCashouts(ctx.db, status as CashoutStatus | 'open' | 'all');
      return rows.length ? rows.map(describe) : [`No ${status === 'all' ? '' : `${status} `}cash-out requests.`];
    }
    case 'show': {
      const row = await findCashout(ctx.db, requestNumber(target));
      const method = await openPayoutMethod(ctx, row.payout_method_id);
      const details = Object.entries(method)
        .filter(([key]) => !['_id', 'created_on'].includes(key))
        .map(([key, value]) => `  ${key.padEnd(20)} ${String(value)}`);
      return [describe(row), 'Pay to:', ...details];
    }
    case 'approve':
      return [describe(await approveCashout(ctx.db, requestNumber(target), ctx.now))];
    case 'pay': {
      const reference = option(args, 'reference');
      if (!reference) throw new OpsError('Say how it was paid: --reference <transfer or PayPal id>.');
      return [describe(await payCashout(ctx.db, requestNumber(target), reference, ctx.now))];
    }
    case 'reject': {
      const reason = option(args, 'reason');
      if (!reason) throw new OpsError('Give the affiliate a reason: --reason <text>.');
      return [describe(await rejectCashout(ctx.db, requestNumber(target), reason, ctx.now))];
    }
    default:
      throw new OpsError(OPS_USAGE);
  }
}

async function invoices(args: string[], ctx: OpsContext): Promise<string[]> {
  const [action, target] = args;
  if (action !== 'refund') throw new OpsError(OPS_USAGE);
  const number = requestNumber(target);
  const invoice = await ctx.db
    .selectFrom('invoices')
    .select(['id', 'amount_cents', 'status'])
    .where('number', '=', String(number))
    .executeTakeFirst();
  if (!invoice || invoice.status !== 'paid') throw new OpsError(`There is no paid invoice ${number}.`);
  const amount = option(args, 'amount');
  const cents = amount === undefined ? invoice.amount_cents : dollarsToCents(Number(amount));
  if (!Number.isInteger(cents) || cents <= 0) throw new OpsError('--amount is in dollars, e.g. 12.50.');
  const recorded = await recordInvoiceReversal(ctx.db, ctx.now, {
    invoiceId: invoice.id,
    kind: 'refund',
    amount: { cents },
    sourceRef: `ops:refund:${invoice.id}:${ctx.now.toISOString()}`,
  });
  return recorded > 0
    ? [`Refund of ${formatDollars(recorded)} recorded on invoice ${number}; its commission is reversed in proportion.`]
    : [`Invoice ${number} is already refunded in full: nothing recorded.`];
}

/** Runs one operator command and returns what to print. Refusals throw {@link OpsError}. */
export async function runOps(args: string[], ctx: OpsContext): Promise<string[]> {
  const [area, ...rest] = args;
  try {
    if (area === 'cashouts') return await cashouts(rest, ctx);
    if (area === 'invoices') return await invoices(rest, ctx);
  } catch (error) {
    if (error instanceof CashoutError) throw new OpsError(error.message);
    throw error;
  }
  throw new OpsError(OPS_USAGE);
}

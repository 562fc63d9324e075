import type { Db } from '../../db/database';

/** A commission with what reversals left of it. */
export interface CommissionState {
  id: string;
  referralId: string | null;
  /** Net of reversals, in cents. */
  cents: number;
  availableOn: Date;
  createdOn: Date;
}

/** An affiliate's money, in cents, computed from the ledger (nothing here is stored). */
export interface Balance {
  /** Commissions net of reversals, pending and approved. */
  earnedCents: number;
  /** Still in the holding period. */
  pendingCents: number;
  /** Past the holding period (what may be cashed out, less payouts and the open request). */
  approvedCents: number;
  paidOutCents: number;
  /** The open cash-out request's amount (pending or approved, not yet paid). */
  requestedCents: number;
  /** Approved, not paid out and not requested: what a new cash-out may ask for. */
  remainingCents: number;
  commissions: CommissionState[];
}

/**
 * Folds the affiliate's ledger into a balance at `now`: a commission is pending until its
 * `available_on`, approved after; a reversal counts against the commission it reverses; payouts are
 * paid out. The open cash-out request holds its amount back from what remains.
 */
export async function computeBalance(db: Db, userId: string, now: Date): Promise<Balance> {
  const [entries, open] = await Promise.all([
    db
      .selectFrom('affiliate_ledger')
      .select(['id', 'kind', 'amount_cents', 'available_on', 'reverses_id', 'referral_id', 'created_on'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('cashout_requests')
      .select('amount_cents')
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'approved'])
      .execute(),
  ]);
  const commissions = new Map<string, CommissionState>();
  let paidOutCents = 0;
  for (const entry of entries) {
    if (entry.kind === 'commission') {
      commissions.set(entry.id, {
        id: entry.id,
        referralId: entry.referral_id,
        cents: entry.amount_cents,
        availableOn: entry.available_on!,
        createdOn: entry.created_on,
      });
    } else if (entry.kind === 'reversal') {
      const reversed = commissions.get(entry.reverses_id!);
      if (reversed) reversed.cents += entry.amount_cents;
    } else {
      paidOutCents -= entry.amount_cents;
    }
  }
  let pendingCents = 0;
  let approvedCents = 0;
  for (const commission of commissions.values()) {
    if (commission.availableOn > now) pendingCents += commission.cents;
    else approvedCents += commission.cents;
  }
  const requestedCents = open.reduce((sum, row) => sum + row.amount_cents, 0);
  return {
    earnedCents: pendingCents + approvedCents,
    pendingCents,
    approvedCents,
    paidOutCents,
    requestedCents,
    remainingCents: approvedCents - paidOutCents - requestedCents,
    commissions: [...commissions.values()],
  };
}

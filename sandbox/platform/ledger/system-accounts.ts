import type { Queryable } from '../../core/db/database';
import { getSetting } from '../brand';
import { findSystemAccount, upsertSystemAccount } from './repository';

/**
 * The platform's own ledger accounts besides the house, by the name a transfer gives them. Money
 * in one of them belongs to nobody's wallet yet: `pendingWithdrawals` holds what players withdrew
 * until the operator pays it (to the house) or rejects it (back to the wallet); `promotions` is
 * the budget the operator set aside from the house for promotions, which points conversions are
 * paid from. Unlike the house, neither can go below zero (the table's check), so a payout of
 * money it does not hold is refused: a promotion never pays money nobody set aside.
 */
export const SYSTEM_ACCOUNTS = {
  pendingWithdrawals: 'pending_withdrawals',
  promotions: 'promotions',
} as const;

export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** The ledger account of a system party, opened on first use in the brand's currency. */
export async function systemAccountId(tx: Queryable, name: SystemAccount): Promise<number> {
  const kind = SYSTEM_ACCOUNTS[name];
  const found = await findSystemAccount(tx, kind);
  if (found) return found.id;
  return (await upsertSystemAccount(tx, kind, await getSetting(tx, 'currency')))!.id;
}

/** What a system account holds now, in minor units (0 before its first movement). */
export async function systemBalanceOf(db: Queryable, name: SystemAccount): Promise<number> {
  return (await findSystemAccount(db, SYSTEM_ACCOUNTS[name]))?.balance ?? 0;
}

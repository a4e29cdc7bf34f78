import type { Queryable } from '../db/database';
import { getSetting } from '../brand/repository';
import type { WalletRow } from './balance-cache';
import { findHouse, insertHouse, lockMainWallet, mainBalance, upsertMainWallet, wallets } from './repository';
import { systemAccountId, type SystemAccount } from './system-accounts';

/**
 * One side of a transfer: the operator (the house), a system account of the platform (see
 * system-accounts.ts), or the main wallet of an account.
 */
export type Party = 'house' | SystemAccount | { readonly walletOf: number };

/** The operator's side of every movement, in the brand's currency (created once, by the seed). */
export async function openHouse(tx: Queryable): Promise<void> {
  await insertHouse(tx, await getSetting(tx, 'currency'));
}

/** Opens an account's main wallet in the brand's currency; an open wallet stays as it is. */
export async function openWallet(tx: Queryable, accountId: number): Promise<number> {
  return (await upsertMainWallet(tx, accountId, await getSetting(tx, 'currency')))!.id;
}

/** An account's main wallet, locked for the caller's transaction, opened on first use. */
export async function lockedWallet(
  tx: Queryable,
  accountId: number,
): Promise<{ id: number; balance: number }> {
  return (
    (await lockMainWallet(tx, accountId)) ??
    (await upsertMainWallet(tx, accountId, await getSetting(tx, 'currency')))!
  );
}

/**
 * An account's main balance in minor units, its wallet locked until the transaction ends: what a
 * debit decided on it (a withdrawal) stays true until the debit is written.
 */
export async function lockedBalanceOf(tx: Queryable, accountId: number): Promise<number> {
  return (await lockedWallet(tx, accountId)).balance;
}

/** The ledger account behind a party (locking a wallet, see lockMainWallet). */
export async function ledgerAccountOf(tx: Queryable, party: Party): Promise<number> {
  if (typeof party === 'object') return (await lockedWallet(tx, party.walletOf)).id;
  if (party !== 'house') return systemAccountId(tx, party);
  const house = await findHouse(tx);
  if (!house) throw new Error('The ledger has no house account: seed the database first');
  return house.id;
}

/** An account's main balance in minor units; 0 before its wallet exists. */
export async function balanceOf(db: Queryable, accountId: number): Promise<number> {
  return (await mainBalance(db, accountId))?.balance ?? 0;
}

/** Every wallet of an account, oldest first (the main wallet is opened with the account). */
export const walletsOf = (db: Queryable, accountId: number): Promise<WalletRow[]> => wallets(db, accountId);

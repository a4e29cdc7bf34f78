import type { Queryable } from '../../core/db/database';
import { getSetting } from '../brand';
import type { WalletRow } from './balance-cache';
import { findHouse, insertHouse, lockWallet, upsertWallet, walletBalance, wallets } from './repository';
import { systemAccountId, type SystemAccount } from './system-accounts';

/**
 * A member's wallet by name: `main`, or the code of a transfer-mode vendor whose games play from
 * a wallet of their own (ledger kind `vendor:<code>`).
 */
export type WalletName = string;
export const MAIN_WALLET = 'main';

/** The ledger account kind of a wallet, and back. */
export const walletKind = (wallet: WalletName = MAIN_WALLET) =>
  wallet === MAIN_WALLET ? MAIN_WALLET : `vendor:${wallet}`;
export const walletNameOf = (kind: string): WalletName =>
  kind.startsWith('vendor:') ? kind.slice('vendor:'.length) : kind;

/**
 * One side of a transfer: the operator (the house), a system account of the platform (see
 * system-accounts.ts), or a wallet of an account (its main one unless `wallet` names a vendor's).
 */
export type Party = 'house' | SystemAccount | { readonly walletOf: number; readonly wallet?: WalletName };

/** The operator's side of every movement, in the brand's currency (created once, by the seed). */
export async function openHouse(tx: Queryable): Promise<void> {
  await insertHouse(tx, await getSetting(tx, 'currency'));
}

/** Opens an account's main wallet in the brand's currency; an open wallet stays as it is. */
export async function openWallet(tx: Queryable, accountId: number): Promise<number> {
  return (await upsertWallet(tx, accountId, MAIN_WALLET, await getSetting(tx, 'currency')))!.id;
}

/** One of an account's wallets, locked for the caller's transaction, opened on first use. */
export async function lockedWallet(
  tx: Queryable,
  accountId: number,
  wallet: WalletName = MAIN_WALLET,
): Promise<{ id: number; balance: number }> {
  const kind = walletKind(wallet);
  return (
    (await lockWallet(tx, accountId, kind)) ??
    (await upsertWallet(tx, accountId, kind, await getSetting(tx, 'currency')))!
  );
}

/**
 * A wallet's balance in minor units, the wallet locked until the transaction ends: what a debit
 * decided on it (a withdrawal, a transfer) stays true until the debit is written.
 */
export async function lockedBalanceOf(
  tx: Queryable,
  accountId: number,
  wallet: WalletName = MAIN_WALLET,
): Promise<number> {
  return (await lockedWallet(tx, accountId, wallet)).balance;
}

/** The ledger account behind a party (locking a wallet, see lockedWallet). */
export async function ledgerAccountOf(tx: Queryable, party: Party): Promise<number> {
  if (typeof party === 'object') return (await lockedWallet(tx, party.walletOf, party.wallet)).id;
  if (party !== 'house') return systemAccountId(tx, party);
  const house = await findHouse(tx);
  if (!house) throw new Error('The ledger has no house account: seed the database first');
  return house.id;
}

/** A wallet's balance in minor units (the main one unless named); 0 before it exists. */
export async function balanceOf(
  db: Queryable,
  accountId: number,
  wallet: WalletName = MAIN_WALLET,
): Promise<number> {
  return (await walletBalance(db, accountId, walletKind(wallet)))?.balance ?? 0;
}

/** Every wallet of an account, oldest first (the main wallet is opened with the account). */
export const walletsOf = (db: Queryable, accountId: number): Promise<WalletRow[]> => wallets(db, accountId);

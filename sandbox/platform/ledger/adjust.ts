import type { Queryable } from '../../core/db/database';
import { newToken } from '../../core/ciphers/tokens';
import { transfer } from './transfer';
import { lockedWallet } from './wallets';
import { lockLedgerAccount } from './repository';
import { systemAccountId, type SystemAccount } from './system-accounts';

/**
 * Sets an account's main balance (minor units) by moving the difference to or from the house in
 * one balanced posting: the sandbox's way to reach a balance without creating or losing money.
 * Run it inside a transaction; the caller forgets the cached balance afterwards.
 */
export async function setMainBalance(tx: Queryable, accountId: number, minor: number, reference: string) {
  const { balance } = await lockedWallet(tx, accountId);
  const difference = minor - balance;
  if (difference === 0) return;
  const wallet = { walletOf: accountId };
  await transfer(tx, {
    from: difference > 0 ? 'house' : wallet,
    to: difference > 0 ? wallet : 'house',
    amountMinor: Math.abs(difference),
    key: `adjust:${newToken()}`,
    kind: 'adjustment',
    reference,
  });
}

/**
 * Sets a system account's balance (minor units), the difference moved from or to the house in one
 * balanced posting: how the sandbox funds the promotions budget (the seed, its reset and switch).
 * The account is locked first, so two calls at once each move what their own read shows.
 */
export async function setSystemBalance(tx: Queryable, name: SystemAccount, minor: number, reference: string) {
  const { balance } = (await lockLedgerAccount(tx, await systemAccountId(tx, name)))!;
  const difference = minor - balance;
  if (difference === 0) return;
  await transfer(tx, {
    from: difference > 0 ? 'house' : name,
    to: difference > 0 ? name : 'house',
    amountMinor: Math.abs(difference),
    key: `adjust:${newToken()}`,
    kind: 'adjustment',
    reference,
  });
}

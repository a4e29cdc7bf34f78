import type { Queryable } from '../db/database';
import { newToken } from '../security/tokens';
import { transfer } from './transfer';
import { lockedWallet } from './wallets';

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

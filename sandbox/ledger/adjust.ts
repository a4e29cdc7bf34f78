import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { newToken } from '../security/tokens';
import { houseAccountId, mainWalletId, post } from './ledger';

/**
 * Sets an account's main balance (minor units) by moving the difference to or from the house in
 * one balanced posting: the sandbox's way to reach a balance without creating or losing money.
 * Run it inside a transaction; the caller forgets the cached balance afterwards.
 */
export async function setMainBalance(tx: Queryable, accountId: number, minor: number, reference: string) {
  const wallet = await mainWalletId(tx, accountId, 'PHP');
  const current = await one<{ balance: number }>(
    tx,
    'select balance from ledger_accounts where id = $1 for update',
    [wallet],
  );
  const difference = minor - (current?.balance ?? 0);
  if (difference === 0) return;
  await post(tx, {
    idempotencyKey: `adjust:${newToken()}`,
    kind: 'adjustment',
    reference,
    entries: [
      { ledgerAccountId: await houseAccountId(tx), amount: -difference },
      { ledgerAccountId: wallet, amount: difference },
    ],
  });
}

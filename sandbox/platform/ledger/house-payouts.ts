import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { fingerprintOf, idempotencyConflict } from './ledger';
import {
  addToBalances,
  fingerprintsOf,
  insertHouseLegsInBulk,
  insertNewTransactions,
  lockWalletsInBulk,
} from './payouts-repository';
import { ledgerAccountOf, lockedWallet, walletKind, type WalletName } from './wallets';

/** One payment of the house into a member's wallet. */
export interface HousePayout {
  readonly accountId: number;
  readonly wallet: WalletName;
  /** Minor units, more than zero. */
  readonly amountMinor: number;
  /** Its idempotency key, as transfer() would take it: posted before, it moves nothing again. */
  readonly key: string;
  readonly kind: string;
  readonly reference?: string;
}

const CHECK_VIOLATION = '23514';

/**
 * Many payments of the house into members' wallets in a few statements of the caller's
 * transaction: the same balanced pairs of legs, keys and fingerprints as one transfer() each, for a
 * settlement of hundreds of bets at once, where one transfer() each is eight round trips a bet.
 * Each key moves money once: a key posted before with the same content moves nothing, with other
 * content it is refused (idempotency_conflict) and the caller's transaction with it. Wallets are
 * locked in ledger-account order before the house, as every transfer locks its wallet first.
 */
export async function payFromHouseInBulk(tx: Queryable, payouts: readonly HousePayout[]): Promise<void> {
  if (payouts.length === 0) return;
  // One key twice in a batch would be inserted once and paid twice: a caller's bug, refused whole.
  if (new Set(payouts.map((p) => p.key)).size < payouts.length)
    throw new Error('A batch of payouts names one idempotency key twice');
  for (const p of payouts)
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor <= 0)
      throw new Error(
        `Payout ${p.key} must move a positive whole number of minor units, not ${p.amountMinor}`,
      );
  const walletOf = await lockWallets(tx, payouts);
  const house = await ledgerAccountOf(tx, 'house');
  const fingerprints = payouts.map((p) =>
    fingerprintOf({
      idempotencyKey: p.key,
      kind: p.kind,
      entries: [
        { ledgerAccountId: house, amount: -p.amountMinor },
        { ledgerAccountId: walletOf(p), amount: p.amountMinor },
      ],
    }),
  );
  const inserted = await insertNewTransactions(tx, {
    keys: payouts.map((p) => p.key),
    kinds: payouts.map((p) => p.kind),
    references: payouts.map((p) => p.reference ?? null),
    fingerprints,
  });
  const fresh = new Map(inserted.map((row) => [row.idempotency_key, row]));
  await refuseReusedKeys(
    tx,
    payouts.filter((p) => !fresh.has(p.key)).map((p) => p.key),
    new Map(payouts.map((p, i) => [p.key, fingerprints[i]!])),
  );
  const moving = payouts.filter((p) => fresh.has(p.key));
  if (moving.length === 0) return;
  await insertHouseLegsInBulk(tx, house, {
    transactionIds: moving.map((p) => fresh.get(p.key)!.id),
    wallets: moving.map(walletOf),
    amounts: moving.map((p) => p.amountMinor),
    ats: moving.map((p) => fresh.get(p.key)!.created_at),
    kinds: moving.map((p) => fresh.get(p.key)!.kind),
  });
  // One update per account, each by its sum: a wallet paid twice in the batch moves once, by both.
  const sums = new Map<number, number>([[house, 0]]);
  for (const p of moving) {
    sums.set(walletOf(p), (sums.get(walletOf(p)) ?? 0) + p.amountMinor);
    sums.set(house, sums.get(house)! - p.amountMinor);
  }
  try {
    await addToBalances(tx, [...sums.keys()], [...sums.values()]);
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION)
      throw new Fault(409, 'insufficient_balance', 'The balance is not enough for this movement');
    throw error;
  }
}

/** Locks every wallet paid (opening any never opened) and answers each payout's ledger account. */
async function lockWallets(tx: Queryable, payouts: readonly HousePayout[]) {
  const name = (accountId: number, kind: string) => `${accountId}/${kind}`;
  const wanted = [...new Map(payouts.map((p) => [name(p.accountId, walletKind(p.wallet)), p])).values()];
  const locked = await lockWalletsInBulk(
    tx,
    wanted.map((p) => p.accountId),
    wanted.map((p) => walletKind(p.wallet)),
  );
  const ids = new Map(locked.map((w) => [name(Number(w.owner_id), w.kind), Number(w.id)]));
  for (const p of wanted)
    if (!ids.has(name(p.accountId, walletKind(p.wallet))))
      ids.set(name(p.accountId, walletKind(p.wallet)), (await lockedWallet(tx, p.accountId, p.wallet)).id);
  return (p: HousePayout) => ids.get(name(p.accountId, walletKind(p.wallet)))!;
}

/** Keys posted before: a replay only if each was posted with the same content. */
async function refuseReusedKeys(tx: Queryable, keys: string[], fingerprintOfKey: Map<string, string>) {
  if (keys.length === 0) return;
  for (const first of await fingerprintsOf(tx, keys))
    if (first.fingerprint !== null && first.fingerprint !== fingerprintOfKey.get(first.idempotency_key))
      throw idempotencyConflict();
}

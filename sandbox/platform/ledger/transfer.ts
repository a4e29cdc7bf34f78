import type { Queryable } from '../../core/db/database';
import { post, type Posted } from './ledger';
import { ledgerAccountOf, type Party } from './wallets';

export interface Transfer {
  readonly from: Party;
  readonly to: Party;
  /** Minor units, more than zero. */
  readonly amountMinor: number;
  /**
   * The movement's idempotency key: sent again with the same content it moves nothing and returns
   * the first result; with other content it is refused (409 idempotency_conflict).
   */
  readonly key: string;
  /** What the movement is: bet, win, rollback, deposit, opening, adjustment, ... */
  readonly kind: string;
  /** What it belongs to, e.g. `round:42`. */
  readonly reference?: string;
}

/** Moves money between two parties in one balanced posting; run it inside a transaction. */
export async function transfer(tx: Queryable, movement: Transfer): Promise<Posted> {
  const { amountMinor } = movement;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Error(
      `Transfer ${movement.key} must move a positive whole number of minor units, not ${amountMinor}`,
    );
  const from = await ledgerAccountOf(tx, movement.from);
  const to = await ledgerAccountOf(tx, movement.to);
  return post(tx, {
    idempotencyKey: movement.key,
    kind: movement.kind,
    reference: movement.reference,
    entries: [
      { ledgerAccountId: from, amount: -amountMinor },
      { ledgerAccountId: to, amount: amountMinor },
    ],
  });
}

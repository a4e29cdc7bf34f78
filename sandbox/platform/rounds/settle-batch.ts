import type { Sandbox } from '../../core/context';
import { payFromHouseInBulk } from '../ledger';
import { PARTNER_WALLET } from './seamless';
import { lockRounds, markSettledInBatch, type Round } from './repository';
import { canMove } from './state';

/** A round and what it comes to, as settleRound takes them. */
export interface Settlement {
  round: Round;
  result: { payout: number; seed: string; outcome: unknown };
}

/**
 * Settles many open rounds of the platform's wallets in one transaction: settleRound's rules
 * (the round locked, moved by the state machine only from open, its win credited under
 * `round:<id>:win`), in a handful of statements rather than a transaction and eight round trips
 * each. A round another sweep finished first is left as it is and paid nothing; answers the rounds
 * this call settled. One failure rolls the whole batch back: the caller may settle its rounds one
 * by one then. A partner's round has no place here: its win is a callback to the partner, sent
 * after its own commit (settleRound does that). On PostgreSQL the batch's commit adds the day sums
 * and points (migrations 015, 023) of many members where a single settlement adds one member's, so
 * another game's settlement committing at the same moment may deadlock with it; the server aborts
 * one of the two and each caller runs its transaction again (retryOnConflict).
 */
export async function settleRoundsInBatch(
  sandbox: Sandbox,
  settlements: readonly Settlement[],
): Promise<Round[]> {
  if (settlements.some((s) => s.round.wallet === PARTNER_WALLET))
    throw new Error("A partner's round is settled through the partner's wallet, one at a time");
  if (settlements.length === 0) return [];
  const accounts = [...new Set(settlements.map((s) => s.round.account_id))];
  try {
    return await sandbox.db.transaction(async (tx) => {
      const resultOf = new Map(settlements.map((s) => [s.round.id, s.result]));
      const locked = await lockRounds(tx, [...resultOf.keys()]);
      const open = locked.filter((r) => canMove(r.status, 'settled'));
      const settled = await markSettledInBatch(
        tx,
        open.map((r) => ({ id: r.id, ...resultOf.get(r.id)! })),
        sandbox.now(),
      );
      // The round as locked, not as the caller read it: its wallet and account are the stake's.
      await payFromHouseInBulk(
        tx,
        settled
          .filter((r) => Number(r.payout) > 0)
          .map((r) => ({
            accountId: r.account_id,
            wallet: r.wallet,
            amountMinor: Number(r.payout),
            key: `round:${r.id}:win`,
            kind: 'win',
            reference: `round:${r.id}`,
          })),
      );
      return settled;
    });
  } finally {
    // A COMMIT whose answer was lost moved the money all the same: forget the balances either way.
    sandbox.balances.invalidate(accounts);
  }
}

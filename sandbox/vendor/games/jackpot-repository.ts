import type { Database, Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import { contribution, MEGA_JACKPOT } from './jackpot-math';

export interface JackpotView {
  id: string;
  /** The pool now, in minor units. */
  amount: number;
  /** The latest win, if any: what it paid and when. */
  lastWin: { amount: number; at: Date } | null;
}

/** Locks the pool: every entry and every return is decided one at a time. */
const lockPool = (tx: Queryable) =>
  one<{ amount: string; seed: string }>(tx, 'select amount, seed from jackpots where id = $1 for update', [
    MEGA_JACKPOT,
  ]);

/**
 * A spin of a jackpot slot enters the pool: its stake's share goes in, and when it `hits`, the
 * whole pool is its win and the pool starts again from the seed. Answers what the spin won (0
 * when it did not hit). Once per round: a retried spin finds its entry and answers the same.
 */
export const enterJackpot = (db: Database, roundId: number, stakeMinor: number, hits: boolean) =>
  db.transaction(async (tx) => {
    // The pool's lock first: two copies of one spin wait for each other here, and the second
    // finds the first's entry.
    const pool = (await lockPool(tx))!;
    const known = await one<{ won: string }>(tx, 'select won from jackpot_entries where round_id = $1', [
      roundId,
    ]);
    if (known) return Number(known.won);
    const added = contribution(stakeMinor);
    const grown = Number(pool.amount) + added;
    const won = hits ? grown : 0;
    await tx.query(
      'insert into jackpot_entries (round_id, jackpot, contribution, won) values ($1, $2, $3, $4)',
      [roundId, MEGA_JACKPOT, added, won],
    );
    await tx.query('update jackpots set amount = $2, updated_at = sandbox_now() where id = $1', [
      MEGA_JACKPOT,
      hits ? Number(pool.seed) : grown,
    ]);
    return won;
  });

/**
 * A win whose round was refunded rather than settled goes back into the pool, once: the pool
 * is what it would have been without the hit (the seed it restarted from taken out again).
 */
export const returnJackpot = (db: Database, roundId: number) =>
  db.transaction(async (tx) => {
    await lockPool(tx);
    const back = await one<{ won: string }>(
      tx,
      'update jackpot_entries set returned = true where round_id = $1 and won > 0 and not returned returning won',
      [roundId],
    );
    if (back)
      await tx.query(
        'update jackpots set amount = amount + $2 - seed, updated_at = sandbox_now() where id = $1',
        [MEGA_JACKPOT, Number(back.won)],
      );
  });

/** The pool as a lobby shows it. */
export async function jackpotView(db: Queryable): Promise<JackpotView> {
  const pool = await one<{ amount: string }>(db, 'select amount from jackpots where id = $1', [MEGA_JACKPOT]);
  const last = await one<{ won: string; created_at: Date }>(
    db,
    'select won, created_at from jackpot_entries where jackpot = $1 and won > 0 and not returned order by created_at desc limit 1',
    [MEGA_JACKPOT],
  );
  return {
    id: MEGA_JACKPOT,
    amount: Number(pool?.amount ?? 0),
    lastWin: last ? { amount: Number(last.won), at: new Date(last.created_at) } : null,
  };
}

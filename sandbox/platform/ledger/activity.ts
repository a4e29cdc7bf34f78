import type { Queryable } from '../../core/db/database';
import { activityDays, gameSumsIn } from './activity-repository';

/** A member's play over a time window, in minor units. */
export interface GameSums {
  /** Stakes of bets, less those refunded. */
  readonly staked: number;
  readonly won: number;
}

/**
 * What a member staked and won in each window (epoch ms, start included, end excluded), from the
 * ledger's game movements of every wallet of theirs: the loss limits, the reality check and the
 * limits page read the same figures as the statement.
 */
export async function gameSums(
  db: Queryable,
  accountId: number,
  windows: readonly { startMs: number; endMs: number }[],
): Promise<GameSums[]> {
  if (windows.length === 0) return [];
  const rows = await gameSumsIn(
    db,
    accountId,
    windows.map((w) => new Date(w.startMs)),
    windows.map((w) => new Date(w.endMs)),
  );
  return rows.map((r) => ({ staked: r.staked, won: r.won }));
}

/** One calendar day of a member's activity, in minor units. */
export interface ActivityDay extends GameSums {
  readonly day: string;
  readonly deposits: number;
  /** Asked for that day, less those refused since (their money came back). */
  readonly withdrawals: number;
}

/** The days of `timeZone` within a window that had any deposit, withdrawal or game movement, newest first. */
export const activityByDay = (
  db: Queryable,
  accountId: number,
  window: { startMs: number; endMs: number },
  timeZone: string,
): Promise<ActivityDay[]> =>
  activityDays(db, accountId, new Date(window.startMs), new Date(window.endMs), timeZone);

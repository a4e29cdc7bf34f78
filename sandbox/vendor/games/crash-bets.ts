import { Fault } from '../../core/http/fault';
import type { Launch } from '../../platform/launches';
import type { CrashBetDetails, SeamlessRound } from '../../platform/rounds';
import { payoutAt } from './crash-math';
import { autoCashOutAt, type CrashRound } from './crash-schedule';
import type { PlayContext } from './play-context';

/** What a bet came to: cashed out at a multiplier (hundredths), or lost at the crash (null). */
export interface CrashResult {
  cashedOutAt: number | null;
  payout: number;
  /** The platform refunded the stake instead (a settlement that failed, the seamless rule). */
  refunded?: boolean;
}

export interface CrashBet {
  round: CrashRound;
  details: CrashBetDetails;
  /** `a:<account>` for real money, `f:<launch key>` for play money. */
  owner: string;
  requestId: string;
  stake: number;
  launch: Launch;
  funKey: string;
  /** The platform's round for real money; a play-money bet has none. */
  placed?: SeamlessRound;
  result?: CrashResult;
  /** The one settlement of this bet under way: a cash-out and the sweeper share it. */
  settling?: Promise<CrashResult>;
}

/** Settled bets are forgotten this long after their round ended (the page has shown them by then). */
const KEEP_MS = 60_000;

/**
 * The open crash bets of every table, and their one settlement each. Real money settles through
 * the platform's rounds (settleOrRefund: the same debit / credit / rollback as the slot), whose
 * row lock and state machine are the last word: of two settlements of one round only the first
 * moves money, even across processes. In this process the two also share one promise, so a
 * cash-out racing the crash sweep answers with what was actually settled.
 */
export function createCrashBook(play: PlayContext) {
  const bets = new Map<string, CrashBet>();
  const key = (owner: string, requestId: string) => `${owner}|${requestId}`;

  const byRequest = (owner: string, requestId: string) => bets.get(key(owner, requestId));

  /** The owner's bet in a round of a table, if any: a player rides each flight once. */
  const inRound = (owner: string, table: number, roundId: number) =>
    [...bets.values()].find((b) => b.owner === owner && b.details.table === table && b.round.id === roundId);

  /** The owner's latest bet on a table: the one the page shows. */
  const latest = (owner: string, table: number) =>
    [...bets.values()].filter((b) => b.owner === owner && b.details.table === table).at(-1);

  function add(bet: CrashBet): CrashBet {
    const k = key(bet.owner, bet.requestId);
    // Two copies of one request raced to here with the same platform round: keep the first.
    const known = bets.get(k);
    if (known) return known;
    bets.set(k, bet);
    return bet;
  }

  async function settleOnce(bet: CrashBet, cashedOutAt: number | null): Promise<CrashResult> {
    const payout = cashedOutAt === null ? 0 : payoutAt(bet.stake, cashedOutAt);
    if (bet.launch.mode === 'fun' || !bet.placed) {
      // Play money: decided here, synchronously, so a second attempt finds it already decided.
      play.fun.credit(bet.funKey, payout);
      return { cashedOutAt, payout };
    }
    try {
      // The flight's result is fixed: a database failure leaves the round open for the next
      // sweep or cash-out (canWait), where a refund would return the loser's stake too.
      const settled = await play.settleOrRefund(
        bet.placed,
        {
          payout,
          // The operator's record keeps the flight's seed (the player reads it from the game's
          // history once the round crashed; the records never show it).
          seed: bet.round.seed,
          outcome: { crash: bet.details, hash: bet.round.hash, cashedOutAt },
        },
        { canWait: true },
      );
      const outcome = settled.outcome as { cashedOutAt?: number | null } | null;
      if (settled.status === 'rolled_back') return { cashedOutAt: null, payout: 0, refunded: true };
      return { cashedOutAt: outcome?.cashedOutAt ?? null, payout: Number(settled.payout) };
    } catch (error) {
      if (error instanceof Fault && error.errorCode === 'round_failed')
        return { cashedOutAt: null, payout: 0, refunded: true };
      throw error;
    }
  }

  /** Settles a bet once: the first call decides, later ones get the same result. */
  function settle(bet: CrashBet, cashedOutAt: number | null): Promise<CrashResult> {
    bet.settling ??= settleOnce(bet, cashedOutAt).then(
      (result) => (bet.result = result),
      (error: unknown) => {
        // Not decided (the database did not answer): a later sweep tries again, and the
        // round's own lock and state still let only one settlement through.
        bet.settling = undefined;
        throw error;
      },
    );
    return bet.settling;
  }

  /**
   * Settles every bet whose moment came: an auto cash-out reached, or the crash (lost). Called by
   * the background loop, so bets settle though no player calls again.
   */
  async function sweep(now: number) {
    for (const [k, bet] of bets) {
      if (bet.settling) {
        if (bet.result && now > bet.round.endsAt + KEEP_MS) bets.delete(k);
        continue;
      }
      const auto = bet.details.autoCashOut;
      const autoAt = auto === null ? undefined : autoCashOutAt(bet.round, auto);
      if (autoAt !== undefined && now >= autoAt) await settle(bet, auto).catch(console.error);
      else if (now >= bet.round.crashesAt) await settle(bet, null).catch(console.error);
    }
  }

  return { byRequest, inRound, latest, add, settle, sweep };
}

export type CrashBook = ReturnType<typeof createCrashBook>;

import { Fault } from '../../core/http/fault';
import type { Launch } from '../../platform/launches';
import type { BaccaratBetDetails, SeamlessRound } from '../../platform/rounds';
import { betPayout, type Coup } from './baccarat-math';
import type { BaccaratRound } from './baccarat-schedule';
import type { PlayContext } from './play-context';

/** What a bet came to: what the coup returned (stakes included), or a refund by the platform. */
export interface BaccaratResult {
  payout: number;
  /** The platform refunded the stake instead (a settlement that failed, the seamless rule). */
  refunded?: boolean;
}

export interface BaccaratBet {
  round: BaccaratRound;
  details: BaccaratBetDetails;
  /** `a:<account>` for real money, `f:<launch key>` for play money. */
  owner: string;
  requestId: string;
  /** Every spot's stake together: what left the wallet, once. */
  stake: number;
  launch: Launch;
  funKey: string;
  /** The platform's round for real money; a play-money bet has none. */
  placed?: SeamlessRound;
  result?: BaccaratResult;
  /** The one settlement of this bet under way. */
  settling?: Promise<BaccaratResult>;
}

/**
 * What a bet on a dealt coup comes to, as the platform's round records it: the payout, and the
 * coup's seed and cards in the operator's record, so anyone can deal it again.
 */
export const coupResult = (
  details: BaccaratBetDetails,
  coup: { seed: string; hash: string; coup: Coup },
) => ({
  payout: betPayout(details.spots, coup.coup),
  seed: coup.seed,
  outcome: { baccarat: details, hash: coup.hash, coup: coup.coup },
});

/** Settled bets are forgotten this long after their coup ended (the page has shown them by then). */
const KEEP_MS = 60_000;

/**
 * The open baccarat bets of every table, and their one settlement each, at the coup's result.
 * Real money settles through the platform's rounds (settleOrRefund, as the crash game and the
 * slot do), whose row lock and state machine are the last word: of two settlements of one round
 * only the first moves money, even across processes.
 */
export function createBaccaratBook(play: PlayContext) {
  const bets = new Map<string, BaccaratBet>();
  const key = (owner: string, requestId: string) => `${owner}|${requestId}`;

  const byRequest = (owner: string, requestId: string) => bets.get(key(owner, requestId));

  /** The owner's bet on a coup of a table, if any: one bet (of several spots) per coup. */
  const inRound = (owner: string, table: number, roundId: number) =>
    [...bets.values()].find((b) => b.owner === owner && b.details.table === table && b.round.id === roundId);

  /** The owner's latest bet on a table: the one the page shows. */
  const latest = (owner: string, table: number) =>
    [...bets.values()].filter((b) => b.owner === owner && b.details.table === table).at(-1);

  function add(bet: BaccaratBet): BaccaratBet {
    const k = key(bet.owner, bet.requestId);
    // Two copies of one request raced to here with the same platform round: keep the first.
    const known = bets.get(k);
    if (known) return known;
    bets.set(k, bet);
    return bet;
  }

  async function settleOnce(bet: BaccaratBet): Promise<BaccaratResult> {
    const result = coupResult(bet.details, bet.round);
    if (bet.launch.mode === 'fun' || !bet.placed) {
      // Play money: decided here, synchronously, so a second attempt finds it already decided.
      play.fun.credit(bet.funKey, result.payout);
      return { payout: result.payout };
    }
    try {
      // The coup is dealt: a database failure leaves the round open for the next sweep
      // (canWait), where a refund would return the loser's stake too.
      const settled = await play.settleOrRefund(bet.placed, result, { canWait: true });
      if (settled.status === 'rolled_back') return { payout: 0, refunded: true };
      return { payout: Number(settled.payout) };
    } catch (error) {
      if (error instanceof Fault && error.errorCode === 'round_failed') return { payout: 0, refunded: true };
      throw error;
    }
  }

  /** Settles a bet once: the first call decides, later ones get the same result. */
  function settle(bet: BaccaratBet): Promise<BaccaratResult> {
    bet.settling ??= settleOnce(bet).then(
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

  /** Settles every bet whose coup is decided: called by the background loop, so no page is needed. */
  async function sweep(now: number) {
    for (const [k, bet] of bets) {
      if (bet.settling) {
        if (bet.result && now > bet.round.endsAt + KEEP_MS) bets.delete(k);
        continue;
      }
      if (now >= bet.round.decidedAt) await settle(bet).catch(console.error);
    }
  }

  return { byRequest, inRound, latest, add, settle, sweep };
}

export type BaccaratBook = ReturnType<typeof createBaccaratBook>;

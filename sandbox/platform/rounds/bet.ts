import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { countLiveRounds, type NewRound, type RoundKind } from './repository';
import { getSetting } from '../brand';

export interface BetInput {
  accountId: number;
  /** The client's id for this bet, unique per account: sending it again never bets twice. */
  requestId: string;
  kind: RoundKind;
  launchHash: string;
  stake: number;
  vendor: string;
  gameName: string;
  /** The wallet the stake comes from: the launch's (`main`, or a transfer-mode vendor's code). */
  wallet: string;
  nodeId?: number | null;
  lottoGameCode?: string | null;
  /**
   * What the round needs to settle later (a lottery's picks, a crash bet's flight and auto
   * cash-out, a baccarat bet's coup and spots, a fishing shot's target); kept in its outcome, and a
   * settlement keeps it there too.
   */
  details?: {
    picks?: string[];
    crash?: CrashBetDetails;
    baccarat?: BaccaratBetDetails;
    fish?: FishShotDetails;
    sport?: SportBetDetails;
  };
}

/**
 * A sportsbook bet's choice: its legs (one for a single, two or more on different fixtures for a
 * parlay), each with the odds taken at the bet in integer thousandths (1850 = 1.85) and the line
 * in quarter goals (-3 = -0.75), and the hash of each fixture's result seed as it was committed
 * before kick-off. Settlement pays from these, never from a later request.
 */
export interface SportBetDetails {
  legs: SportLeg[];
  /** When the last of its matches ends (epoch ms): the bet is due for settlement from then. */
  settlesAt: number;
}

export interface SportLeg {
  fixture: string;
  market: string;
  selection: string;
  /** The line in quarters (handicap for the selection's side, or the total); 0 for 1X2. */
  line: number;
  odds: number;
  hash: string;
  /** When the fixture's match ends: the bet settles once the last of its legs' has. */
  endsAt: number;
}

/** A fishing shot's choice: the fish it was aimed at (its id in the session's pool) and its species. */
export interface FishShotDetails {
  target: string;
  species: string;
}

/**
 * A baccarat bet's choice: the coup it is on (its table and round) and the stake on each spot, in
 * minor units. One round holds every spot, so the stake is debited once. `hash` is the coup's seed
 * hash, published before its window: a later process finds the coup's kept seed by it (absent from
 * bets placed before seeds were kept).
 */
export interface BaccaratBetDetails {
  table: number;
  round: number;
  spots: Record<string, number>;
  hash?: string;
}

/** A crash bet's choice: the flight it rides (its table and round) and its auto cash-out, if any. */
export interface CrashBetDetails {
  table: number;
  round: number;
  autoCashOut: number | null;
}

export const requestIdConflict = () =>
  new Fault(409, 'request_id_conflict', 'That request id was already used for a different bet');

export const tooManyLiveRounds = (max: number) =>
  new Fault(409, 'too_many_open_rounds', 'Finish or cancel an open bet before placing another', { max });

/** Refuses a bet past the brand's number of rounds a member may hold open at once. */
export async function checkLiveRounds(tx: Queryable, accountId: number) {
  // In the transaction: on PGlite its one connection is the transaction's until it ends.
  const max = await getSetting(tx, 'maxOpenRounds');
  // The count includes the round just inserted, which is why it may reach the maximum.
  if ((await countLiveRounds(tx, accountId)) > max) throw tooManyLiveRounds(max);
}

/** A bet as the row that records it. */
export const newRound = (bet: BetInput): NewRound => ({
  account_id: bet.accountId,
  node_id: bet.nodeId ?? null,
  lotto_game_code: bet.lottoGameCode ?? null,
  kind: bet.kind,
  launch_hash: bet.launchHash,
  vendor: bet.vendor,
  game_name: bet.gameName,
  request_id: bet.requestId,
  stake: bet.stake,
  wallet: bet.wallet,
  details: bet.details ?? {},
});

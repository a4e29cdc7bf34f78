import type { Sandbox } from '../../core/context';
import type { Queryable } from '../../core/db/database';
import { transfer } from '../ledger';
import { checkLossLimit, lossLimitsLocked } from '../safer-gambling';
import {
  PARTNER_WALLET,
  placeSeamlessBet,
  rollbackSeamlessRound,
  settleSeamlessRound,
  type SeamlessRound,
} from './seamless';
import { checkLiveRounds, newRound, requestIdConflict, type BetInput } from './bet';
import {
  findRoundByRequest,
  insertRound,
  liveRoundsOf,
  lockRound,
  markRolledBack,
  markSettled,
  type Round,
} from './repository';
import { finishing, isLive } from './state';

export type { BetInput, Round, SeamlessRound };

/** Runs a ledger transaction, then forgets the cached balances of the accounts it touched. */
async function moneyTransaction<T>(
  sandbox: Sandbox,
  accountId: number,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await sandbox.db.transaction(work);
  } finally {
    sandbox.balances.invalidate([accountId]);
  }
}

/**
 * A replay is the same request sent again: same launch, game, kind, stake and details. Anything
 * else under a used request id is refused, never matched to the round the id opened.
 */
function sameBet(round: Round, bet: BetInput): boolean {
  // What the bet chose, kept in the round's outcome at the bet and after its settlement alike: a
  // lottery's picks, a crash bet's round and auto cash-out, a baccarat bet's coup and spots, a
  // fishing shot's target.
  const picks = (value: unknown) => {
    const chosen = value as {
      picks?: unknown;
      crash?: unknown;
      baccarat?: unknown;
      fish?: unknown;
      sport?: unknown;
    } | null;
    // Keys sorted: jsonb gives an object's keys back in its own order, not the order they were sent.
    const choice = [
      chosen?.picks ?? null,
      chosen?.crash ?? null,
      chosen?.baccarat ?? null,
      chosen?.fish ?? null,
      chosen?.sport ?? null,
    ];
    return JSON.stringify(choice, (_, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v,
    );
  };
  return (
    round.launch_hash === bet.launchHash &&
    round.kind === bet.kind &&
    round.node_id === (bet.nodeId ?? null) &&
    round.lotto_game_code === (bet.lottoGameCode ?? null) &&
    Number(round.stake) === bet.stake &&
    picks(round.outcome) === picks(bet.details)
  );
}

/**
 * Opens a round: debits the stake (idempotency key `round:<id>:bet`). A bet larger than the
 * balance, one that would pass a loss limit, or one past the brand's number of open rounds is
 * refused and leaves nothing behind. Replaying a request id with the same bet returns the same
 * round; the same id with any other stake, game, kind or launch is refused. A seamless partner's
 * player bets at the partner, whose wallet (and player protection) the platform's ledger does not
 * hold: no loss limit applies there, and the round stays `pending` until the partner takes the stake.
 */
export function placeBet(sandbox: Sandbox, bet: BetInput): Promise<SeamlessRound> {
  // The partner's money: the same round, its stake debited at the partner instead of the ledger.
  if (bet.wallet === PARTNER_WALLET) return placeSeamlessBet(sandbox, bet, (round) => sameBet(round, bet));
  return moneyTransaction(sandbox, bet.accountId, async (tx) => {
    const lossLimits = await lossLimitsLocked(tx, bet.accountId);
    const round = await insertRound(tx, newRound(bet), 'open', sandbox.now());
    if (!round) {
      const existing = (await findRoundByRequest(tx, bet.accountId, bet.requestId))!;
      if (!sameBet(existing, bet)) throw requestIdConflict();
      return existing;
    }
    // A new bet only: a replay's stake is already counted. A refusal rolls the round back with it.
    await checkLossLimit(tx, bet.accountId, lossLimits, bet.stake, sandbox.now());
    await transfer(tx, {
      from: { walletOf: bet.accountId, wallet: bet.wallet },
      to: 'house',
      amountMinor: bet.stake,
      key: `round:${round.id}:bet`,
      kind: 'bet',
      reference: `round:${round.id}`,
    });
    // After the transfer: it holds the wallet's lock, so the member's other bets have committed
    // (and are counted) or wait for this one.
    await checkLiveRounds(tx, bet.accountId);
    return round;
  });
}

/**
 * Settles an open round: credits the payout (key `round:<id>:win`) and records seed and outcome.
 * The caller computes the payout from the round's own stake, never from a request's.
 */
export function settleRound(
  sandbox: Sandbox,
  round: Round,
  result: { payout: number; seed: string; outcome: unknown },
): Promise<SeamlessRound> {
  if (round.wallet === PARTNER_WALLET) return settleSeamlessRound(sandbox, round, result);
  return moneyTransaction(sandbox, round.account_id, async (tx) => {
    const current = (await lockRound(tx, round.id))!;
    if (finishing(current.status, current.id) === 'final') return current;
    if (result.payout > 0) {
      await transfer(tx, {
        from: 'house',
        to: { walletOf: round.account_id, wallet: round.wallet },
        amountMinor: result.payout,
        key: `round:${round.id}:win`,
        kind: 'win',
        reference: `round:${round.id}`,
      });
    }
    return (await markSettled(tx, round.id, result, sandbox.now()))!;
  });
}

/**
 * Refunds a round that could not finish (key `round:<id>:rollback`); a settled or refunded round
 * stays as it is. `player`: the player's cancel, refused while a partner has not confirmed the
 * stake (round_in_progress), since the partner's answer decides that round. `platform`: the
 * platform's own refund (a failed settlement, a stake nobody answered, a stale round, the reset),
 * which takes a pending round too.
 */
export async function rollbackRound(
  sandbox: Sandbox,
  roundId: number,
  by: 'player' | 'platform' = 'platform',
): Promise<SeamlessRound | undefined> {
  let seamless = false;
  let refunded: number | undefined;
  const done = await sandbox.db
    .transaction(async (tx) => {
      const round = await lockRound(tx, roundId);
      if (!round) return round;
      if (by === 'player' ? finishing(round.status, round.id) === 'final' : !isLive(round.status))
        return round;
      // The partner's money goes back through the partner, outside this transaction.
      if (round.wallet === PARTNER_WALLET) {
        seamless = true;
        return round;
      }
      refunded = round.account_id;
      await transfer(tx, {
        from: 'house',
        to: { walletOf: round.account_id, wallet: round.wallet },
        amountMinor: round.stake,
        key: `round:${round.id}:rollback`,
        kind: 'rollback',
        reference: `round:${round.id}`,
      });
      return (await markRolledBack(tx, round.id, sandbox.now()))!;
    })
    .finally(() => {
      // A COMMIT whose answer was lost moved the money all the same: forget the balance either way.
      if (refunded !== undefined) sandbox.balances.invalidate([refunded]);
    });
  return seamless ? rollbackSeamlessRound(sandbox, roundId) : done;
}

/** Rounds left open longer than this are refunded before a new launch (the player walked away). */
export const STALE_ROUND_MS = 10 * 60 * 1000;

/**
 * Rounds that wait on the world rather than on the player: a sportsbook bet stays open until its
 * matches end, hours maybe. It is neither stale nor a game in progress, so it never blocks a
 * launch and is never refunded for its age (its own sweep settles it). It still counts toward the
 * brand's maxOpenRounds: a member holds at most that many stakes at risk at once, of any game.
 */
const WAITS_ON_EVENTS = new Set<Round['kind']>(['sport']);

/**
 * The member's live round (pending or open), after refunding stale open ones; undefined when none
 * is live. A stale pending round is the sweeper's: its partner's answer decides it.
 */
export async function openRound(sandbox: Sandbox, accountId: number): Promise<Round | undefined> {
  for (const round of await liveRoundsOf(sandbox.db, accountId)) {
    if (WAITS_ON_EVENTS.has(round.kind)) continue;
    const stale = sandbox.now().getTime() - new Date(round.created_at).getTime() > STALE_ROUND_MS;
    if (stale && round.status === 'open') await rollbackRound(sandbox, round.id);
    else return round;
  }
  return undefined;
}

import type { Sandbox } from '../context';
import type { Queryable } from '../db/database';
import { Fault } from '../http/fault';
import { transfer } from '../ledger';
import type { GameKind } from './launches';
import { checkLossLimit, lossLimitsLocked } from '../protection';
import {
  PARTNER_WALLET,
  placeSeamlessBet,
  rollbackSeamlessRound,
  settleSeamlessRound,
  type SeamlessRound,
} from './seamless-rounds';
import {
  findRoundByRequest,
  insertRound,
  lockRound,
  markRolledBack,
  markSettled,
  openRoundsOf,
  type Round,
} from './repository';

export type { Round, SeamlessRound };

export interface BetInput {
  accountId: number;
  /** The client's id for this bet, unique per account: sending it again never bets twice. */
  requestId: string;
  kind: GameKind;
  launchHash: string;
  stake: number;
  vendor: string;
  gameName: string;
  /** The wallet the stake comes from: the launch's (`main`, or a transfer-mode vendor's code). */
  wallet: string;
  nodeId?: number | null;
  lottoGameCode?: string | null;
  /** What the round needs to settle later (a lottery's picks); kept in its outcome. */
  details?: { picks?: string[] };
}

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
  const picks = (value: unknown) => JSON.stringify((value as { picks?: unknown } | null)?.picks ?? null);
  return (
    round.launch_hash === bet.launchHash &&
    round.kind === bet.kind &&
    round.node_id === (bet.nodeId ?? null) &&
    round.lotto_game_code === (bet.lottoGameCode ?? null) &&
    Number(round.stake) === bet.stake &&
    picks(round.outcome) === picks(bet.details)
  );
}

export const requestIdConflict = () =>
  new Fault(409, 'request_id_conflict', 'That request id was already used for a different bet');

/**
 * Opens a round: debits the stake (idempotency key `round:<id>:bet`). A bet larger than the
 * balance, or one that would pass a loss limit, is refused and leaves nothing behind. Replaying a
 * request id with the same bet returns the same round; the same id with any other stake, game,
 * kind or launch is refused. A seamless partner's player bets at the partner, whose wallet (and
 * player protection) the platform's ledger does not hold: no loss limit applies there.
 */
export function placeBet(sandbox: Sandbox, bet: BetInput): Promise<SeamlessRound> {
  // The partner's money: the same round, its stake debited at the partner instead of the ledger.
  if (bet.wallet === PARTNER_WALLET) return placeSeamlessBet(sandbox, bet, (round) => sameBet(round, bet));
  return moneyTransaction(sandbox, bet.accountId, async (tx) => {
    const lossLimits = await lossLimitsLocked(tx, bet.accountId);
    const round = await insertRound(
      tx,
      {
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
      },
      sandbox.now(),
    );
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
    const current = await lockRound(tx, round.id);
    if (current?.status !== 'open') return current!;
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

/** Refunds an open round that could not finish (key `round:<id>:rollback`); a settled round stays. */
export async function rollbackRound(sandbox: Sandbox, roundId: number): Promise<SeamlessRound | undefined> {
  let seamless = false;
  let refunded: number | undefined;
  const done = await sandbox.db
    .transaction(async (tx) => {
      const round = await lockRound(tx, roundId);
      if (!round || round.status !== 'open') return round;
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

/** The member's open round, after refunding stale ones; undefined when none is open. */
export async function openRound(sandbox: Sandbox, accountId: number): Promise<Round | undefined> {
  const open = await openRoundsOf(sandbox.db, accountId);
  for (const round of open) {
    if (sandbox.now().getTime() - new Date(round.created_at).getTime() > STALE_ROUND_MS)
      await rollbackRound(sandbox, round.id);
    else return round;
  }
  return undefined;
}

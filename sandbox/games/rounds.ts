import type { Sandbox } from '../context';
import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { Fault } from '../http/fault';
import { houseAccountId, mainWalletId, post } from '../ledger/ledger';
import type { GameKind } from './launches';

export interface Round {
  id: number;
  account_id: number;
  node_id: number | null;
  lotto_game_code: string | null;
  kind: GameKind;
  /** The launch whose page opened the round: only that page may draw or cancel it. */
  launch_hash: string | null;
  request_id: string;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'rolled_back';
  seed: string | null;
  outcome: unknown;
}

export interface BetInput {
  accountId: number;
  /** The client's id for this bet, unique per account: sending it again never bets twice. */
  requestId: string;
  kind: GameKind;
  launchHash: string;
  stake: number;
  vendor: string;
  gameName: string;
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
 * balance is refused and leaves nothing behind. Replaying a request id with the same bet returns
 * the same round; the same id with any other stake, game, kind or launch is refused.
 */
export function placeBet(sandbox: Sandbox, bet: BetInput): Promise<Round> {
  return moneyTransaction(sandbox, bet.accountId, async (tx) => {
    // `on conflict do nothing` rather than select-then-insert: two copies of one request racing
    // on PostgreSQL both land here, and the loser reads the winner's round below.
    const round = await one<Round>(
      tx,
      `insert into game_rounds (account_id, node_id, lotto_game_code, kind, launch_hash, vendor, game_name, request_id,
         stake, status, outcome, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11)
       on conflict (account_id, request_id) do nothing returning *`,
      [
        bet.accountId,
        bet.nodeId ?? null,
        bet.lottoGameCode ?? null,
        bet.kind,
        bet.launchHash,
        bet.vendor,
        bet.gameName,
        bet.requestId,
        bet.stake,
        JSON.stringify(bet.details ?? {}),
        sandbox.now(),
      ],
    );
    if (!round) {
      const existing = (await one<Round>(
        tx,
        'select * from game_rounds where account_id = $1 and request_id = $2',
        [bet.accountId, bet.requestId],
      ))!;
      if (!sameBet(existing, bet)) throw requestIdConflict();
      return existing;
    }
    await post(tx, {
      idempotencyKey: `round:${round.id}:bet`,
      kind: 'bet',
      reference: `round:${round!.id}`,
      entries: [
        { ledgerAccountId: await mainWalletId(tx, bet.accountId, 'PHP'), amount: -bet.stake },
        { ledgerAccountId: await houseAccountId(tx), amount: bet.stake },
      ],
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
): Promise<Round> {
  return moneyTransaction(sandbox, round.account_id, async (tx) => {
    const current = await one<Round>(tx, 'select * from game_rounds where id = $1 for update', [round.id]);
    if (current?.status !== 'open') return current!;
    if (result.payout > 0) {
      await post(tx, {
        idempotencyKey: `round:${round.id}:win`,
        kind: 'win',
        reference: `round:${round.id}`,
        entries: [
          { ledgerAccountId: await houseAccountId(tx), amount: -result.payout },
          { ledgerAccountId: await mainWalletId(tx, round.account_id, 'PHP'), amount: result.payout },
        ],
      });
    }
    return (await one<Round>(
      tx,
      `update game_rounds set status = 'settled', payout = $2, seed = $3, outcome = $4, settled_at = $5 where id = $1 returning *`,
      [round.id, result.payout, result.seed, JSON.stringify(result.outcome), sandbox.now()],
    ))!;
  });
}

/** Refunds an open round that could not finish (key `round:<id>:rollback`); a settled round stays. */
export function rollbackRound(sandbox: Sandbox, roundId: number): Promise<Round | undefined> {
  return sandbox.db
    .transaction(async (tx) => {
      const round = await one<Round>(tx, 'select * from game_rounds where id = $1 for update', [roundId]);
      if (!round || round.status !== 'open') return round;
      await post(tx, {
        idempotencyKey: `round:${round.id}:rollback`,
        kind: 'rollback',
        reference: `round:${round.id}`,
        entries: [
          { ledgerAccountId: await houseAccountId(tx), amount: -round.stake },
          { ledgerAccountId: await mainWalletId(tx, round.account_id, 'PHP'), amount: round.stake },
        ],
      });
      return (await one<Round>(
        tx,
        `update game_rounds set status = 'rolled_back', settled_at = $2 where id = $1 returning *`,
        [round.id, sandbox.now()],
      ))!;
    })
    .then(async (round) => {
      if (round) sandbox.balances.invalidate([round.account_id]);
      return round;
    });
}

/** Rounds left open longer than this are refunded before a new launch (the player walked away). */
export const STALE_ROUND_MS = 10 * 60 * 1000;

/** The member's open round, after refunding stale ones; undefined when none is open. */
export async function openRound(sandbox: Sandbox, accountId: number): Promise<Round | undefined> {
  const open = await sandbox.db.query<Round & { created_at: Date }>(
    "select * from game_rounds where account_id = $1 and status = 'open' order by id",
    [accountId],
  );
  for (const round of open) {
    if (sandbox.now().getTime() - new Date(round.created_at).getTime() > STALE_ROUND_MS)
      await rollbackRound(sandbox, round.id);
    else return round;
  }
  return undefined;
}

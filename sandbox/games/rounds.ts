import type { Sandbox } from '../context';
import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { Fault } from '../http/fault';
import { houseAccountId, mainWalletId, post } from '../ledger/ledger';

export interface Round {
  id: number;
  account_id: number;
  request_id: string;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'rolled_back';
  seed: string | null;
  outcome: unknown;
}

export interface BetInput {
  accountId: number;
  /** The client's id for this bet: sending it again never bets twice. */
  requestId: string;
  stake: number;
  vendor: string;
  gameName: string;
  nodeId?: number | null;
  lottoGameCode?: string | null;
  /** What the round needs to settle later (a lottery's picks). */
  details?: unknown;
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
 * Opens a round: debits the stake (idempotency key `bet:<requestId>`). A bet larger than the
 * balance is refused and leaves nothing behind. Replaying a request id returns the same round.
 */
export function placeBet(sandbox: Sandbox, bet: BetInput): Promise<Round> {
  return moneyTransaction(sandbox, bet.accountId, async (tx) => {
    const existing = await one<Round>(tx, 'select * from game_rounds where request_id = $1', [bet.requestId]);
    if (existing) {
      if (existing.account_id !== bet.accountId)
        throw new Fault(409, 'invalid_request', 'That request id belongs to another round');
      return existing;
    }
    const round = await one<Round>(
      tx,
      `insert into game_rounds (account_id, node_id, lotto_game_code, vendor, game_name, request_id, stake, status, outcome, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9) returning *`,
      [
        bet.accountId,
        bet.nodeId ?? null,
        bet.lottoGameCode ?? null,
        bet.vendor,
        bet.gameName,
        bet.requestId,
        bet.stake,
        JSON.stringify(bet.details ?? {}),
        sandbox.now(),
      ],
    );
    await post(tx, {
      idempotencyKey: `bet:${bet.requestId}`,
      kind: 'bet',
      reference: `round:${round!.id}`,
      entries: [
        { ledgerAccountId: await mainWalletId(tx, bet.accountId, 'PHP'), amount: -bet.stake },
        { ledgerAccountId: await houseAccountId(tx), amount: bet.stake },
      ],
    });
    return round!;
  });
}

/** Settles an open round: credits the payout (key `win:<requestId>`) and records seed and outcome. */
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
        idempotencyKey: `win:${round.request_id}`,
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

/** Refunds an open round that could not finish (key `rollback:<requestId>`); a settled round stays. */
export function rollbackRound(sandbox: Sandbox, roundId: number): Promise<Round | undefined> {
  return sandbox.db
    .transaction(async (tx) => {
      const round = await one<Round>(tx, 'select * from game_rounds where id = $1 for update', [roundId]);
      if (!round || round.status !== 'open') return round;
      await post(tx, {
        idempotencyKey: `rollback:${round.request_id}`,
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

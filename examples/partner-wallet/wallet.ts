import {
  fingerprintOf,
  ok,
  refuse,
  type CreditRequest,
  type DebitRequest,
  type MoneyRequest,
  type RollbackRequest,
  type WalletAnswer,
} from './callbacks';
import type { PartnerDatabase, Tx } from './database';

interface PlayerRow {
  id: string;
  currency: string;
  balance: number;
}

interface MovementRow {
  seq: number;
  id: string;
  action: 'debit' | 'credit' | 'rollback';
  player_id: string;
  amount: number;
  fingerprint: string | null;
  status: 'applied' | 'refused' | 'cancelled' | 'rolled_back';
  error: string | null;
  balance_after: number | null;
}

const movement = async (tx: Tx, id: string) =>
  (await tx.query<MovementRow>('select * from movements where id = $1 for update', [id])).rows[0];

/** Records what came of a request, so that a replay of its id gets the same answer. */
async function record(
  tx: Tx,
  request: MoneyRequest,
  outcome: { status: 'applied' | 'refused'; balanceAfter: number; error?: string },
) {
  const original =
    request.action === 'credit' ? request.debitId : request.action === 'rollback' ? request.originalId : null;
  const row = await tx.query<{ seq: number }>(
    `insert into movements (id, action, player_id, amount, round_id, original_id, fingerprint, status, error, balance_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning seq`,
    [
      request.id,
      request.action,
      request.player,
      request.amount,
      request.roundId,
      original,
      fingerprintOf(request),
      outcome.status,
      outcome.error ?? null,
      outcome.balanceAfter,
    ],
  );
  return String(row.rows[0]!.seq);
}

async function refuseAndRecord(
  tx: Tx,
  request: MoneyRequest,
  balance: number,
  error: string,
): Promise<WalletAnswer> {
  await record(tx, request, { status: 'refused', balanceAfter: balance, error });
  return refuse(409, error);
}

async function move(tx: Tx, player: PlayerRow, delta: number): Promise<number> {
  const row = await tx.query<{ balance: number }>(
    'update players set balance = balance + $2 where id = $1 returning balance',
    [player.id, delta],
  );
  return row.rows[0]!.balance;
}

async function debit(tx: Tx, player: PlayerRow, request: DebitRequest): Promise<WalletAnswer> {
  if (player.balance < request.amount)
    return refuseAndRecord(tx, request, player.balance, 'insufficient_funds');
  const balance = await move(tx, player, -request.amount);
  return ok(balance, await record(tx, request, { status: 'applied', balanceAfter: balance }));
}

async function credit(tx: Tx, player: PlayerRow, request: CreditRequest): Promise<WalletAnswer> {
  const stake = await movement(tx, request.debitId);
  if (!stake || stake.action !== 'debit' || stake.player_id !== player.id)
    return refuseAndRecord(tx, request, player.balance, 'debit_not_found');
  if (stake.status !== 'applied') return refuseAndRecord(tx, request, player.balance, 'debit_not_applied');
  const balance = await move(tx, player, request.amount);
  return ok(balance, await record(tx, request, { status: 'applied', balanceAfter: balance }));
}

/**
 * Gives a debit's stake back. A debit never seen is cancelled in advance (a row under its id), so
 * that if it arrives late it is refused: the platform rolled the round back because it could not
 * know whether the debit got here, and both orders must end with the player's money untouched.
 */
async function rollback(tx: Tx, player: PlayerRow, request: RollbackRequest): Promise<WalletAnswer> {
  const stake = await movement(tx, request.originalId);
  if (!stake) {
    await tx.query(
      `insert into movements (id, action, player_id, amount, round_id, status)
       values ($1, 'debit', $2, $3, $4, 'cancelled')`,
      [request.originalId, player.id, request.amount, request.roundId],
    );
    return ok(player.balance, await record(tx, request, { status: 'applied', balanceAfter: player.balance }));
  }
  if (stake.action !== 'debit' || stake.player_id !== player.id)
    return refuseAndRecord(tx, request, player.balance, 'debit_not_found');
  if (stake.status !== 'applied') {
    // Refused, cancelled or already rolled back: nothing was taken, so nothing is given back.
    return ok(player.balance, await record(tx, request, { status: 'applied', balanceAfter: player.balance }));
  }
  if (stake.amount !== request.amount) return refuseAndRecord(tx, request, player.balance, 'amount_mismatch');
  const won = await tx.query(
    `select 1 from movements where action = 'credit' and original_id = $1 and status = 'applied'`,
    [stake.id],
  );
  if (won.rows.length > 0) return refuseAndRecord(tx, request, player.balance, 'round_settled');
  await tx.query(`update movements set status = 'rolled_back' where id = $1`, [stake.id]);
  const balance = await move(tx, player, request.amount);
  return ok(balance, await record(tx, request, { status: 'applied', balanceAfter: balance }));
}

/**
 * Applies a debit, credit or rollback once, in one transaction with the player's row locked. The
 * same id again with the same content gets the first answer; with other content it is refused.
 */
export function applyMovement(db: PartnerDatabase, request: MoneyRequest): Promise<WalletAnswer> {
  return db.transaction(async (tx) => {
    const player = (
      await tx.query<PlayerRow>('select * from players where id = $1 for update', [request.player])
    ).rows[0];
    if (!player) return refuse(404, 'unknown_player');
    if (player.currency !== request.currency) return refuse(409, 'currency_mismatch');
    const earlier = await movement(tx, request.id);
    if (earlier) {
      if (earlier.status === 'cancelled') return refuse(409, 'debit_rolled_back');
      if (earlier.fingerprint !== fingerprintOf(request)) return refuse(409, 'idempotency_conflict');
      if (earlier.status === 'refused') return refuse(409, earlier.error ?? 'refused');
      return ok(earlier.balance_after!, String(earlier.seq));
    }
    if (request.action === 'debit') return debit(tx, player, request);
    if (request.action === 'credit') return credit(tx, player, request);
    return rollback(tx, player, request);
  });
}

/** The player's balance in minor units, or undefined for a player the partner does not have. */
export async function balanceOf(db: PartnerDatabase, playerId: string): Promise<PlayerRow | undefined> {
  return (await db.query<PlayerRow>('select * from players where id = $1', [playerId]))[0];
}

/**
 * Opens a player's account with a balance, or (`keep`) leaves one already open as it is; without
 * `keep` an open account's balance is set (the demo's and tests' set-up).
 */
export async function openPlayer(
  db: PartnerDatabase,
  player: { id: string; balance: number; currency: string },
  keep = false,
) {
  if (!Number.isSafeInteger(player.balance) || player.balance < 0)
    throw new Error('A balance is a whole, non-negative number of minor units');
  await db.query(
    `insert into players (id, currency, balance) values ($1, $2, $3)
     on conflict (id) do ${keep ? 'nothing' : 'update set balance = excluded.balance, currency = excluded.currency'}`,
    [player.id, player.currency, player.balance],
  );
}

import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

export interface PartnerRow {
  id: string;
  name: string;
  /** The HMAC key of the partner's signed calls and of the callbacks to its wallet. */
  secret: string;
  origins: string[];
  wallet_mode: 'platform' | 'seamless';
  wallet_url: string | null;
  wallet_timeout_ms: number;
}

export const findPartner = (db: Queryable, id: string) =>
  one<PartnerRow>(db, 'select * from partners where id = $1', [id]);

/** The partner a member belongs to (through the account's link), if any. */
export const partnerOfAccount = (db: Queryable, accountId: number) =>
  one<PartnerRow & { partner_player_id: string }>(
    db,
    `select p.*, a.partner_player_id from accounts a join partners p on p.id = a.partner_id where a.id = $1`,
    [accountId],
  );

export async function setPartnerSecret(db: Queryable, id: string, secret: string) {
  await db.query('update partners set secret = $2 where id = $1', [id, secret]);
}

export const setPartnerOrigins = (db: Queryable, id: string, origins: string[]) =>
  one<PartnerRow>(db, 'update partners set origins = $2 where id = $1 returning *', [id, origins]);

/** Every partner's page origins, once each: together, the brand's partner origins. */
export const allPartnerOrigins = async (db: Queryable) =>
  (
    await db.query<{ origin: string }>(
      'select distinct unnest(origins) as origin from partners order by origin',
    )
  ).map((row) => row.origin);

export const setPartnerWallet = (
  db: Queryable,
  id: string,
  wallet: { mode: 'platform' | 'seamless'; url: string | null; timeoutMs: number },
) =>
  one<PartnerRow>(
    db,
    `update partners set wallet_mode = $2, wallet_url = $3, wallet_timeout_ms = $4 where id = $1 returning *`,
    [id, wallet.mode, wallet.url, wallet.timeoutMs],
  );

/** Every partner back in platform wallet mode (the sandbox reset). */
export async function resetPartnerWallets(db: Queryable) {
  await db.query(`update partners set wallet_mode = 'platform', wallet_timeout_ms = 2000`);
}

/** A partner for tests and demos of a second site (its secret is the caller's). */
export async function upsertPartner(
  db: Queryable,
  partner: { id: string; name: string; secret: string; origins: string[] },
) {
  await db.query(
    `insert into partners (id, name, secret, origins) values ($1, $2, $3, $4)
     on conflict (id) do update set name = excluded.name, secret = excluded.secret, origins = excluded.origins`,
    [partner.id, partner.name, partner.secret, partner.origins],
  );
}

/** Records a nonce of a signed call; false when the partner used it before (a replay). */
export async function rememberNonce(db: Queryable, partnerId: string, nonce: string, now: Date) {
  const row = await one(
    db,
    `insert into partner_nonces (partner_id, nonce, seen_at) values ($1, $2, $3)
     on conflict do nothing returning nonce`,
    [partnerId, nonce, now],
  );
  return row !== undefined;
}

/** Nonces older than `before` can go: their timestamps would be refused as stale anyway. */
export async function forgetNonces(db: Queryable, before: Date) {
  await db.query('delete from partner_nonces where seen_at < $1', [before]);
}

/** The member a partner's player id is linked to. */
export const findPartnerPlayer = (db: Queryable, partnerId: string, playerId: string) =>
  one<{ id: number; username: string; type: number }>(
    db,
    'select id, username, type from accounts where partner_id = $1 and partner_player_id = $2',
    [partnerId, playerId],
  );

/** Whether a username is taken, whatever its case (the accounts' unique index ignores case). */
export const usernameTaken = async (db: Queryable, username: string) =>
  (await one(db, 'select 1 from accounts where lower(username) = lower($1)', [username])) !== undefined;

export async function insertTicket(
  db: Queryable,
  ticket: { hash: string; partnerId: string; accountId: number; createdAt: Date; expiresAt: Date },
) {
  await db.query(
    `insert into partner_tickets (ticket_hash, partner_id, account_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [ticket.hash, ticket.partnerId, ticket.accountId, ticket.createdAt, ticket.expiresAt],
  );
}

export interface TicketRow {
  partner_id: string;
  account_id: number;
  expires_at: Date;
}

/**
 * Spends a ticket: one statement, so of two exchanges racing for it exactly one gets the row.
 * Undefined when it does not exist or was spent before.
 */
export const spendTicket = (db: Queryable, hash: string, now: Date) =>
  one<TicketRow>(
    db,
    `update partner_tickets set used_at = $2 where ticket_hash = $1 and used_at is null
     returning partner_id, account_id, expires_at`,
    [hash, now],
  );

export const ticketExists = async (db: Queryable, hash: string) =>
  (await one(db, 'select 1 from partner_tickets where ticket_hash = $1', [hash])) !== undefined;

/** Tickets expired for a day are of no use to anyone. */
export async function forgetTickets(db: Queryable, before: Date) {
  await db.query('delete from partner_tickets where expires_at < $1', [before]);
}

// --- The seamless wallet's callbacks -------------------------------------------------------------

export type CallbackAction = 'debit' | 'credit' | 'rollback';
export type CallbackStatus = 'pending' | 'confirmed' | 'refused' | 'unknown';

export interface CallbackRow {
  callback_id: string;
  partner_id: string;
  account_id: number;
  round_id: number;
  action: CallbackAction;
  amount: number;
  status: CallbackStatus;
  attempts: number;
}

/** Records a callback before it is sent; a callback id already recorded stays as it is. */
export const insertCallback = (
  tx: Queryable,
  callback: Pick<CallbackRow, 'callback_id' | 'partner_id' | 'account_id' | 'round_id' | 'action' | 'amount'>,
  now: Date,
  firstRetryAt: Date,
) =>
  one<CallbackRow>(
    tx,
    `insert into wallet_callbacks (callback_id, partner_id, account_id, round_id, action, amount, next_attempt_at,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (callback_id) do nothing returning *`,
    [
      callback.callback_id,
      callback.partner_id,
      callback.account_id,
      callback.round_id,
      callback.action,
      callback.amount,
      firstRetryAt,
      now,
    ],
  );

export const findCallback = (db: Queryable, callbackId: string) =>
  one<CallbackRow>(db, 'select * from wallet_callbacks where callback_id = $1', [callbackId]);

/**
 * What a round of sends came to. A callback leaves `pending` once only: a late answer to an older
 * send never turns a confirmed or refused callback back.
 */
export async function recordCallback(
  db: Queryable,
  callbackId: string,
  result: {
    status: CallbackStatus;
    attempts: number;
    balance?: number;
    reference?: string;
    error?: string;
    nextAttemptAt?: Date;
  },
  now: Date,
) {
  await db.query(
    `update wallet_callbacks
        set status = $2, attempts = attempts + $3, partner_balance = coalesce($4, partner_balance),
            partner_reference = coalesce($5, partner_reference), last_error = $6,
            next_attempt_at = coalesce($7, next_attempt_at), updated_at = $8,
            confirmed_at = case when $2 = 'confirmed' then $8 else confirmed_at end
      where callback_id = $1 and status = 'pending'`,
    [
      callbackId,
      result.status,
      result.attempts,
      result.balance ?? null,
      result.reference ?? null,
      result.error ?? null,
      result.nextAttemptAt ?? null,
      now,
    ],
  );
}

/** Pending callbacks whose next attempt is due, oldest first. */
export const dueCallbacks = (db: Queryable, now: Date, limit: number) =>
  db.query<CallbackRow & { created_at: Date }>(
    `select * from wallet_callbacks where status = 'pending' and next_attempt_at <= $1
      order by next_attempt_at limit $2`,
    [now, limit],
  );

/** Defers a pending callback the sweeper is about to send, so another pass does not take it too. */
export async function deferCallback(db: Queryable, callbackId: string, until: Date) {
  await db.query(
    `update wallet_callbacks set next_attempt_at = $2 where callback_id = $1 and status = 'pending'`,
    [callbackId, until],
  );
}

/** The callbacks of these rounds (a partner's day), oldest first. */
export const callbacksOfRounds = (db: Queryable, roundIds: readonly number[]) =>
  db.query<{
    round_id: number;
    action: CallbackAction;
    status: CallbackStatus;
    amount: number;
    attempts: number;
  }>(
    `select round_id, action, status, amount, attempts from wallet_callbacks
      where round_id = any($1::int[]) order by id`,
    [roundIds],
  );

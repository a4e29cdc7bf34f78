import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/**
 * The points book's SQL (migration 023): its accounts, its movements through points_move (the one
 * writer of balances, shared with the rounds' trigger), and a member's movements.
 */

/** The book's own accounts: where points come from, wait, and end. */
export type BookAccount = 'issued' | 'held' | 'redeemed' | 'converted';

/**
 * Holds the member's account row until the transaction ends, so that their redeems and
 * conversions are decided one after the other. `no key update`, as safer gambling's lock: the
 * key-share locks of rows that refer to the account (a round, a redeem) do not wait for it.
 */
export async function lockMember(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}

/** The member's points account, opened on first use and locked until the transaction ends. */
export const lockMemberPoints = async (tx: Queryable, accountId: number) =>
  (await one<{ id: number; balance: number }>(
    tx,
    `insert into points_accounts (owner_id, kind) values ($1, 'member')
     on conflict (owner_id, kind) do update set balance = points_accounts.balance returning id, balance`,
    [accountId],
  ))!;

/** The member's points now; 0 before their first. */
export const memberPoints = async (db: Queryable, accountId: number) =>
  (
    await one<{ balance: number }>(
      db,
      "select balance from points_accounts where owner_id = $1 and kind = 'member'",
      [accountId],
    )
  )?.balance ?? 0;

export const bookAccountId = async (db: Queryable, kind: BookAccount) =>
  (await one<{ id: number }>(db, 'select id from points_accounts where owner_id is null and kind = $1', [
    kind,
  ]))!.id;

/** The book's own accounts and their balances. */
export const bookBalances = (db: Queryable) =>
  db.query<{ kind: BookAccount; balance: number }>(
    'select kind, balance from points_accounts where owner_id is null order by id',
  );

export interface Movement {
  key: string;
  kind: 'redeem' | 'redeem_refund' | 'redeem_approved' | 'convert';
  reference: string;
  fromAccount: number;
  toAccount: number;
  points: number;
}

/** One movement under its key (see points_move in migration 023); replayed when it was moved before. */
export const move = async (tx: Queryable, movement: Movement) =>
  (await one<{ moved_id: number; was_replayed: boolean }>(
    tx,
    'select * from points_move($1, $2, $3, $4, $5, $6)',
    [
      movement.key,
      movement.kind,
      movement.reference,
      movement.fromAccount,
      movement.toAccount,
      movement.points,
    ],
  ))!;

export interface MovementRow {
  id: number;
  created_at: Date;
  kind: string;
  amount: number;
  balance_after: number;
  reference: string | null;
}

const MEMBER_ENTRIES = `from points_entries e join points_accounts a on a.id = e.points_account_id
  where a.owner_id = $1 and a.kind = 'member'`;

/** A page of the member's movements, newest first (a member's legs are written in order, under its lock). */
export const movementsPage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<MovementRow>(
    `select e.id, e.created_at, e.kind, e.amount, e.balance_after, e.reference
     ${MEMBER_ENTRIES} order by e.id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countMovements = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(db, `select count(*)::int as n ${MEMBER_ENTRIES}`, [accountId]))!.n;

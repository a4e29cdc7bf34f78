import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { GameCategory } from '@sdk/contract';

/** The transfers' SQL: transfer-mode vendors, the transfers members asked for, uplines and downlines. */

export type TransferKind = 'wallet' | 'recall' | 'auto' | 'person';

export interface TransferRow {
  id: number;
  transfer_no: string;
  account_id: number;
  request_id: string;
  kind: TransferKind;
  from_wallet: string | null;
  to_wallet: string | null;
  counterparty_id: number | null;
  direction: 'upline' | 'downline' | null;
  amount: number;
  created_at: Date;
}

export interface VendorWalletRow {
  code: string;
  account_type_id: number;
  display_name: string;
  category: GameCategory;
}

/** Vendors whose games play from a wallet of their own, in the lobby's order. */
export const transferVendors = (db: Queryable) =>
  db.query<VendorWalletRow>(
    "select code, account_type_id, display_name, category from vendors where wallet_mode = 'transfer' order by sort, code",
  );

/** Whether a vendor code names a transfer-mode vendor. */
export const isTransferVendor = async (db: Queryable, code: string) =>
  (await one(db, "select 1 from vendors where code = $1 and wallet_mode = 'transfer'", [code])) !== undefined;

const COLUMNS = `id, transfer_no, account_id, request_id, kind, from_wallet, to_wallet, counterparty_id,
  direction, amount::float8 as amount, created_at`;

export const transferByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<TransferRow>(db, `select ${COLUMNS} from wallet_transfers where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

export type NewTransfer = Omit<TransferRow, 'id'>;

export const insertTransfer = (tx: Queryable, row: NewTransfer) =>
  one<TransferRow>(
    tx,
    `insert into wallet_transfers (transfer_no, account_id, request_id, kind, from_wallet, to_wallet,
       counterparty_id, direction, amount, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    [
      row.transfer_no,
      row.account_id,
      row.request_id,
      row.kind,
      row.from_wallet,
      row.to_wallet,
      row.counterparty_id,
      row.direction,
      row.amount,
      row.created_at,
    ],
  );

/** A person transfer as either side sees it: the sender's row, with both usernames. */
export interface PersonTransferRow extends TransferRow {
  sender: string;
  receiver: string;
}

const HISTORY_WHERE = {
  wallet: "t.account_id = $1 and t.kind <> 'person'",
  person: "t.kind = 'person' and (t.account_id = $1 or t.counterparty_id = $1)",
} as const;

/** A page of the member's transfers of one scope, newest first. */
export const transfersPage = (
  db: Queryable,
  accountId: number,
  scope: keyof typeof HISTORY_WHERE,
  limit: number,
  offset: number,
) =>
  db.query<PersonTransferRow>(
    `select t.id, t.transfer_no, t.account_id, t.request_id, t.kind, t.from_wallet, t.to_wallet,
            t.counterparty_id, t.direction, t.amount::float8 as amount, t.created_at,
            s.username as sender, r.username as receiver
       from wallet_transfers t
       join accounts s on s.id = t.account_id
       left join accounts r on r.id = t.counterparty_id
      where ${HISTORY_WHERE[scope]}
      order by t.created_at desc, t.id desc
      limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countTransfers = async (db: Queryable, accountId: number, scope: keyof typeof HISTORY_WHERE) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from wallet_transfers t where ${HISTORY_WHERE[scope]}`,
      [accountId],
    )
  )[0]!.n;

export interface PeerRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
}

/** The member's upline: the account they were registered under. */
export const uplineOf = (db: Queryable, accountId: number) =>
  one<PeerRow>(
    db,
    `select p.id, p.username, p.nickname, p.type from accounts a join accounts p on p.id = a.parent_id
      where a.id = $1`,
    [accountId],
  );

/** An agent's direct downlines, by username. */
export const downlinesOf = (db: Queryable, agentId: number) =>
  db.query<PeerRow>(
    'select id, username, nickname, type from accounts where parent_id = $1 order by lower(username)',
    [agentId],
  );

/** One direct downline by username, whatever its case; undefined for anyone else's. */
export const downlineOf = (db: Queryable, agentId: number, username: string) =>
  one<PeerRow>(
    db,
    'select id, username, nickname, type from accounts where parent_id = $1 and lower(username) = lower($2)',
    [agentId, username],
  );

export const usernameOf = async (db: Queryable, accountId: number) =>
  (await one<{ username: string }>(db, 'select username from accounts where id = $1', [accountId]))!.username;

import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { Texts } from './repository';

/** Raffle draws and the operator's grants (migration 025). */

export interface DrawRow {
  id: number;
  promotion_id: number;
  account_id: number;
  entry: number;
  request_id: string;
  prize: Texts;
  /** Minor units. */
  amount: number;
  drawn_at: Date;
}

const DRAW = 'id, promotion_id, account_id, entry, request_id, prize, amount::float8 as amount, drawn_at';

export const drawsOf = (db: Queryable, promotionId: number, accountId: number) =>
  db.query<DrawRow>(
    `select ${DRAW} from raffle_draws where promotion_id = $1 and account_id = $2 order by entry desc`,
    [promotionId, accountId],
  );

export const drawByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<DrawRow>(db, `select ${DRAW} from raffle_draws where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

export const insertDraw = async (tx: Queryable, row: Omit<DrawRow, 'id'>) =>
  (await one<DrawRow>(
    tx,
    `insert into raffle_draws (promotion_id, account_id, entry, request_id, prize, amount, drawn_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${DRAW}`,
    [
      row.promotion_id,
      row.account_id,
      row.entry,
      row.request_id,
      JSON.stringify(row.prize),
      row.amount,
      row.drawn_at,
    ],
  ))!;

export const countGrants = async (db: Queryable, promotionId: number, accountId: number) =>
  (await one<{ n: number }>(
    db,
    'select count(*)::int as n from raffle_grants where promotion_id = $1 and account_id = $2',
    [promotionId, accountId],
  ))!.n;

export const insertGrant = (tx: Queryable, promotionId: number, accountId: number, at: Date) =>
  tx.query('insert into raffle_grants (promotion_id, account_id, created_at) values ($1, $2, $3)', [
    promotionId,
    accountId,
    at,
  ]);

import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The conversions' SQL: one row per conversion a member asked for, keyed by their request id. */

export interface ConversionRow {
  id: number;
  account_id: number;
  request_id: string;
  points: number;
  /** Minor units credited to the main wallet. */
  credited: number;
  created_at: Date;
}

const COLUMNS = 'id, account_id, request_id, points, credited, created_at';

export const conversionByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<ConversionRow>(
    db,
    `select ${COLUMNS} from points_conversions where account_id = $1 and request_id = $2`,
    [accountId, requestId],
  );

export const insertConversion = async (tx: Queryable, row: Omit<ConversionRow, 'id'>) =>
  (await one<ConversionRow>(
    tx,
    `insert into points_conversions (account_id, request_id, points, credited, created_at)
     values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [row.account_id, row.request_id, row.points, row.credited, row.created_at],
  ))!;

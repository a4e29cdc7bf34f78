import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The VIP ladder's SQL (migration 026): the levels, a member's turnover, and the bonuses paid. */

export interface LevelRow {
  level: number;
  /** Minor units of cumulative valid turnover. */
  threshold: number;
  level_bonus: number;
  rebate_bonus_bps: number;
  daily_withdraw_limit: number;
  daily_withdraw_count: number;
  benefits: string[];
}

export const levelRows = (db: Queryable) =>
  db.query<LevelRow>(
    `select level, threshold, level_bonus, rebate_bonus_bps, daily_withdraw_limit, daily_withdraw_count, benefits
       from vip_levels order by level`,
  );

export interface BonusRow {
  id: number;
  level: number;
  request_id: string;
  amount: number;
  created_at: Date;
}

const COLUMNS = 'id, level, request_id, amount, created_at';

export const bonusesOf = (db: Queryable, accountId: number) =>
  db.query<BonusRow>(`select ${COLUMNS} from vip_level_bonuses where account_id = $1 order by level`, [
    accountId,
  ]);

export const bonusByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<BonusRow>(db, `select ${COLUMNS} from vip_level_bonuses where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

export const bonusByLevel = (db: Queryable, accountId: number, level: number) =>
  one<BonusRow>(db, `select ${COLUMNS} from vip_level_bonuses where account_id = $1 and level = $2`, [
    accountId,
    level,
  ]);

export const insertBonus = async (
  tx: Queryable,
  row: { accountId: number; level: number; requestId: string; amount: number; createdAt: Date },
) =>
  (await one<BonusRow>(
    tx,
    `insert into vip_level_bonuses (account_id, level, request_id, amount, created_at)
     values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
    [row.accountId, row.level, row.requestId, row.amount, row.createdAt],
  ))!;

/**
 * Holds the member's account row until the transaction ends, so their claims are decided one
 * after the other (`no key update`: rows that refer to the account do not wait for it).
 */
export async function lockMember(tx: Queryable, accountId: number) {
  await tx.query('select id from accounts where id = $1 for no key update', [accountId]);
}

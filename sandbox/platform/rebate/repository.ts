import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { RebateShare } from '@sdk/shared-rules/rebate-rules';
import { validBetsByCategory } from '../rounds';

/** The manual rebate's SQL (migration 026): rates, the mark, the claims. Valid bets are the rounds' (sandbox/platform/rounds). */

export const rateRows = (db: Queryable) =>
  db.query<{ category: string; rate_bps: number }>(
    'select category, rate_bps from rebate_rates order by sort, category',
  );

/** The end of the member's last claim: bets settled from then on count. Null before the first. */
export const markOf = async (db: Queryable, accountId: number) =>
  (
    await one<{ until: Date | null }>(
      db,
      'select max(until) as until from rebate_claims where account_id = $1',
      [accountId],
    )
  )?.until ?? null;

export interface ClaimRow {
  id: number;
  request_id: string;
  since: Date | null;
  until: Date;
  amount: number;
  lines: RebateShare[];
  created_at: Date;
}

const COLUMNS = 'id, request_id, since, until, amount, lines, created_at';

export const claimByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<ClaimRow>(db, `select ${COLUMNS} from rebate_claims where account_id = $1 and request_id = $2`, [
    accountId,
    requestId,
  ]);

export const insertClaim = async (
  tx: Queryable,
  row: Omit<ClaimRow, 'id' | 'lines'> & { accountId: number; lines: readonly RebateShare[] },
) =>
  (await one<ClaimRow>(
    tx,
    `insert into rebate_claims (account_id, request_id, since, until, amount, lines, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [
      row.accountId,
      row.request_id,
      row.since,
      row.until,
      row.amount,
      JSON.stringify(row.lines),
      row.created_at,
    ],
  ))!;

export const claimsPage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<ClaimRow>(
    `select ${COLUMNS} from rebate_claims where account_id = $1 order by id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );

export const countClaims = async (db: Queryable, accountId: number) =>
  (await one<{ n: number }>(db, 'select count(*)::int as n from rebate_claims where account_id = $1', [
    accountId,
  ]))!.n;

/** The raw figures of a member's rebate, for the sandbox's readout: rates and valid bets since the mark. */
export async function rebateReadout(db: Queryable, accountId: number, now: Date) {
  const since = await markOf(db, accountId);
  const [rates, bets] = await Promise.all([
    rateRows(db),
    validBetsByCategory(db, accountId, { from: since, to: now }),
  ]);
  return {
    since,
    rates: Object.fromEntries(rates.map((r) => [r.category, r.rate_bps])),
    validBets: Object.fromEntries(bets.map((b) => [b.category, b.valid_bet])),
  };
}

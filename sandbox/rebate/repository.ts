import type { Queryable } from '../db/database';
import { one } from '../db/database';
import type { RebateShare } from '../../sdk/contract/rebate-rules';

/** The manual rebate's SQL (migration 026): rates, the valid bets since the mark, the claims. */

export const rateRows = (db: Queryable) =>
  db.query<{ category: string; rate_bps: number }>(
    'select category, rate_bps from rebate_rates order by sort, category',
  );

/** The end of the member's last claim: bets settled after it count. Null before the first. */
export const markOf = async (db: Queryable, accountId: number) =>
  (
    await one<{ until: Date | null }>(
      db,
      'select max(until) as until from rebate_claims where account_id = $1',
      [accountId],
    )
  )?.until ?? null;

/**
 * Valid bets per category settled in (since, until], in minor units: the stakes of settled
 * rounds (a refunded or open round is no bet). A seamless partner's player staked the partner's
 * money: their rounds earn the partner's rebate, not ours.
 */
export const validBetsBetween = (db: Queryable, accountId: number, since: Date | null, until: Date) =>
  db.query<{ category: string; valid_bet: number }>(
    `select category, sum(stake)::int8 as valid_bet from game_rounds
      where account_id = $1 and status = 'settled' and wallet <> 'partner'
        and ($2::timestamptz is null or settled_at > $2) and settled_at <= $3
      group by category`,
    [accountId, since, until],
  );

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
  const [rates, bets] = await Promise.all([rateRows(db), validBetsBetween(db, accountId, since, now)]);
  return {
    since,
    rates: Object.fromEntries(rates.map((r) => [r.category, r.rate_bps])),
    validBets: Object.fromEntries(bets.map((b) => [b.category, b.valid_bet])),
  };
}

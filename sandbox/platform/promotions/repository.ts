import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { PromotionMemberState } from '@sdk/shared-rules/promotion-status';
import type { PromotionKindName } from '@sdk/contract/entities/promotions';

/** The promotions' SQL (migration 025): promotions, a member's part in them, and raffle draws. */

export type Texts = Record<string, string>;

export interface RafflePrizeRow {
  prize: Texts;
  /** Minor units. */
  amount: number;
  weight: number;
}

export interface PromotionRow {
  id: number;
  category: string;
  kind: PromotionKindName;
  title: Texts;
  summary: Texts;
  terms: Texts;
  starts_at: Date;
  ends_at: Date;
  bonus: number | null;
  bet_per_draw: number | null;
  max_draws: number | null;
  prizes: RafflePrizeRow[] | null;
  art: number;
}

export interface MemberRow {
  promotion_id: number;
  account_id: number;
  state: PromotionMemberState;
  joined_at: Date;
  decided_at: Date | null;
  claim_request_id: string | null;
  claimed_amount: number | null;
  claimed_at: Date | null;
}

const PROMOTION = `id, category, kind, title, summary, terms, starts_at, ends_at, bonus::float8 as bonus,
  bet_per_draw::float8 as bet_per_draw, max_draws, prizes, art`;
const MEMBER = `promotion_id, account_id, state, joined_at, decided_at, claim_request_id,
  claimed_amount::float8 as claimed_amount, claimed_at`;

export const promotionsPage = (db: Queryable, category: string | undefined, limit: number, offset: number) =>
  db.query<PromotionRow>(
    `select ${PROMOTION} from promotions where $1::text is null or category = $1
     order by position, id limit $2 offset $3`,
    [category ?? null, limit, offset],
  );

export const countPromotions = async (db: Queryable, category: string | undefined) =>
  (await one<{ n: number }>(
    db,
    'select count(*)::int as n from promotions where $1::text is null or category = $1',
    [category ?? null],
  ))!.n;

export const findPromotion = (db: Queryable, id: number) =>
  one<PromotionRow>(db, `select ${PROMOTION} from promotions where id = $1`, [id]);

/** The member's rows of the given promotions. */
export const memberRows = (db: Queryable, accountId: number, promotionIds: number[]) =>
  db.query<MemberRow>(
    `select ${MEMBER} from promotion_members where account_id = $1 and promotion_id = any($2::int[])`,
    [accountId, promotionIds],
  );

export const memberRow = (db: Queryable, promotionId: number, accountId: number) =>
  one<MemberRow>(db, `select ${MEMBER} from promotion_members where promotion_id = $1 and account_id = $2`, [
    promotionId,
    accountId,
  ]);

/** The member's row, locked until the transaction ends: their claims and draws go one at a time. */
export const lockMemberRow = (tx: Queryable, promotionId: number, accountId: number) =>
  one<MemberRow>(
    tx,
    `select ${MEMBER} from promotion_members where promotion_id = $1 and account_id = $2 for update`,
    [promotionId, accountId],
  );

/** Inserts the member's row unless there is one; answers the row as it stands. */
export async function insertMemberRow(
  db: Queryable,
  row: { promotionId: number; accountId: number; state: PromotionMemberState; at: Date },
): Promise<MemberRow> {
  await db.query(
    `insert into promotion_members (promotion_id, account_id, state, joined_at) values ($1, $2, $3, $4)
     on conflict (promotion_id, account_id) do nothing`,
    [row.promotionId, row.accountId, row.state, row.at],
  );
  return (await memberRow(db, row.promotionId, row.accountId))!;
}

export const claimByRequest = (db: Queryable, accountId: number, requestId: string) =>
  one<MemberRow>(
    db,
    `select ${MEMBER} from promotion_members where account_id = $1 and claim_request_id = $2`,
    [accountId, requestId],
  );

export const markClaimed = (
  tx: Queryable,
  promotionId: number,
  accountId: number,
  requestId: string,
  amount: number,
  at: Date,
) =>
  tx.query(
    `update promotion_members set state = 'claimed', claim_request_id = $3, claimed_amount = $4, claimed_at = $5
     where promotion_id = $1 and account_id = $2`,
    [promotionId, accountId, requestId, amount, at],
  );

/** The operator's decision on an application still waiting; answers whether one was decided. */
export const decideApplication = async (
  tx: Queryable,
  promotionId: number,
  accountId: number,
  state: 'approved' | 'rejected',
  at: Date,
) =>
  (
    await tx.query(
      `update promotion_members set state = $3, decided_at = $4
       where promotion_id = $1 and account_id = $2 and state = 'applying' returning promotion_id`,
      [promotionId, accountId, state, at],
    )
  ).length > 0;

/** Forgets every part the given members took in promotions (the sandbox reset's demo accounts). */
export async function forgetPromotionsOf(tx: Queryable, accountIds: number[]) {
  for (const table of ['raffle_draws', 'raffle_grants', 'promotion_comments', 'promotion_members'])
    await tx.query(`delete from ${table} where account_id = any($1::int[])`, [accountIds]);
}

/**
 * Whether the member is one an agent registered from its team centre and has made no paid deposit
 * yet: such a member's sign-up gifts wait for it (an agent cannot farm them through downlines).
 */
export const awaitsFirstDeposit = async (db: Queryable, accountId: number) =>
  !!(await one<{ id: number }>(
    db,
    `select a.id from accounts a where a.id = $1 and a.registered_by is not null
        and not exists (select 1 from deposit_orders d where d.account_id = a.id and d.status = 'paid')`,
    [accountId],
  ));

import type { Queryable } from '../../core/db/database';

/** A credit of a member's main wallet paid by the promotions budget: a bonus, whatever its kind. */
export interface PromotionCredit {
  /** The wallet's leg (its account record's id). */
  id: number;
  amount: number;
  kind: string;
  created_at: Date;
}

/**
 * The member's latest `limit` credits from the promotions budget (sandbox/platform/ledger/system-accounts.ts),
 * oldest first. Read by the movement's other leg, not by a list of kinds: a reward added later
 * under a kind of its own is a bonus without a change here.
 */
export async function promotionCredits(
  db: Queryable,
  accountId: number,
  limit: number,
): Promise<PromotionCredit[]> {
  const rows = await db.query<PromotionCredit>(
    `select e.id, e.amount::int8 as amount, e.kind, e.created_at
       from ledger_accounts w
       join ledger_entries e on e.ledger_account_id = w.id and e.amount > 0
       join ledger_entries p on p.transaction_id = e.transaction_id and p.amount < 0
       join ledger_accounts b on b.id = p.ledger_account_id and b.owner_id is null and b.kind = 'promotions'
      where w.owner_id = $1 and w.kind = 'main'
      order by e.created_at desc, e.id desc
      limit $2`,
    [accountId, limit],
  );
  return rows.reverse();
}

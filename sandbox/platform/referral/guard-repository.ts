import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** Why a referral is not paid: what the friend and the referrer have in common. */
export type HoldReason = 'same_device' | 'same_address' | 'same_payout_account';

/**
 * The first thing the two accounts share that says they are one person, or undefined: a browser
 * (a loginDeviceId both logged in or registered with), an address both came from, a payout
 * account (card or wallet number) both hold or held.
 */
export const sharedMark = async (db: Queryable, a: number, b: number): Promise<HoldReason | undefined> =>
  (
    await one<{ reason: HoldReason }>(
      db,
      `select case m.kind when 'device' then 'same_device' else 'same_address' end as reason
         from account_marks m join account_marks n on n.kind = m.kind and n.value = m.value
        where m.account_id = $1 and n.account_id = $2
        order by m.kind desc limit 1`,
      [a, b],
    )
  )?.reason ??
  (
    await one<{ reason: HoldReason }>(
      db,
      `select 'same_payout_account' as reason from payout_accounts p join payout_accounts q
           on q.kind = p.kind and q.number = p.number
        where p.account_id = $1 and q.account_id = $2 limit 1`,
      [a, b],
    )
  )?.reason;

/** Records why a friend's referral is withheld (once: the first reason found stands). */
export async function insertHold(
  tx: Queryable,
  hold: { friendId: number; referrerId: number; reason: HoldReason; at: Date },
) {
  await tx.query(
    `insert into referral_holds (friend_id, referrer_id, reason, created_at) values ($1, $2, $3, $4)
     on conflict (friend_id) do nothing`,
    [hold.friendId, hold.referrerId, hold.reason, hold.at],
  );
}

export const holdOf = async (db: Queryable, friendId: number) =>
  (
    await one<{ reason: HoldReason }>(db, 'select reason from referral_holds where friend_id = $1', [
      friendId,
    ])
  )?.reason;

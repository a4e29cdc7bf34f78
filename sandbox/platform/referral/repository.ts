import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';
import type { ReferralRule } from '@sdk/shared-rules/mission-rules';

/** The referrals' SQL (migration 027): codes, who invited whom, and what first deposits paid. */

/** The member's affiliate code, null until they have one. */
export const codeOf = async (db: Queryable, accountId: number) =>
  (
    await one<{ code: string | null }>(db, 'select affiliate_code as code from accounts where id = $1', [
      accountId,
    ])
  )?.code ?? null;

/** Gives the member `code` unless they hold one, or someone holds it already (any case). */
export const claimCode = (db: Queryable, accountId: number, code: string) =>
  db.query(
    `update accounts set affiliate_code = $2 where id = $1 and affiliate_code is null
        and not exists (select 1 from accounts where upper(affiliate_code) = upper($2))`,
    [accountId, code],
  );

/** The new account `friendId` was invited by `referrerId` (inside the registration's transaction). */
export const insertReferral = (tx: Queryable, friendId: number, referrerId: number, at: Date) =>
  tx.query('insert into referrals (friend_id, referrer_id, created_at) values ($1, $2, $3)', [
    friendId,
    referrerId,
    at,
  ]);

export const referrerOf = async (db: Queryable, friendId: number) =>
  (await one<{ id: number }>(db, 'select referrer_id as id from referrals where friend_id = $1', [friendId]))
    ?.id;

/** The friend's first paid deposit (by when it was paid), if any. */
export const firstPaidDeposit = (db: Queryable, friendId: number) =>
  one<{ order_no: string; amount: number; settled_at: Date }>(
    db,
    `select order_no, amount, settled_at from deposit_orders where account_id = $1 and status = 'paid'
      order by settled_at, id limit 1`,
    [friendId],
  );

/** Writes the reward of a friend's first deposit; false when it was written before (a race, a replay). */
export const insertReward = async (
  tx: Queryable,
  reward: {
    friendId: number;
    referrerId: number;
    orderNo: string;
    depositMinor: number;
    rewardMinor: number;
    at: Date;
  },
) =>
  !!(await one(
    tx,
    `insert into referral_rewards (friend_id, referrer_id, order_no, deposit_minor, reward_minor, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (friend_id) do nothing returning friend_id`,
    [reward.friendId, reward.referrerId, reward.orderNo, reward.depositMinor, reward.rewardMinor, reward.at],
  ));

/** Friends of the member whose first deposit is paid and has not paid the member yet. */
export const unrewardedFriends = async (db: Queryable, referrerId: number) =>
  (
    await db.query<{ friend_id: number }>(
      `select r.friend_id from referrals r
        where r.referrer_id = $1
          and not exists (select 1 from referral_rewards w where w.friend_id = r.friend_id)
          and not exists (select 1 from referral_holds h where h.friend_id = r.friend_id)
          and exists (select 1 from deposit_orders d where d.account_id = r.friend_id and d.status = 'paid')
        order by r.friend_id limit 100`,
      [referrerId],
    )
  ).map((r) => r.friend_id);

export const referralTotals = async (db: Queryable, referrerId: number) =>
  (await one<{ friends: number; rewarded: number; earned: number }>(
    db,
    `select (select count(*) from referrals where referrer_id = $1)::int as friends,
            (select count(*) from referral_rewards where referrer_id = $1)::int as rewarded,
            (select coalesce(sum(reward_minor), 0) from referral_rewards where referrer_id = $1)::int8 as earned`,
    [referrerId],
  ))!;

export interface FriendRow {
  username: string;
  created_at: Date;
  deposited: boolean;
  reward_minor: number | null;
  hold: 'same_device' | 'same_address' | 'same_payout_account' | null;
}

export const friendsPage = (db: Queryable, referrerId: number, limit: number, offset: number) =>
  db.query<FriendRow>(
    `select a.username, r.created_at,
            exists (select 1 from deposit_orders d where d.account_id = r.friend_id and d.status = 'paid') as deposited,
            w.reward_minor, h.reason as hold
       from referrals r join accounts a on a.id = r.friend_id
       left join referral_rewards w on w.friend_id = r.friend_id
       left join referral_holds h on h.friend_id = r.friend_id
      where r.referrer_id = $1
      order by r.created_at desc, r.friend_id desc limit $2 offset $3`,
    [referrerId, limit, offset],
  );

const DEFAULT_RULE: ReferralRule = {
  shareBp: 1000,
  capMinor: 50_00,
  minDepositMinor: 10_00,
  wagerMultiple: 1,
};

/** The brand's referral rule (brand setting `referral`, migrations 027 and 031), or the default. */
export const referralRule = async (db: Queryable): Promise<ReferralRule> => ({
  ...DEFAULT_RULE,
  ...(await one<{ value: ReferralRule }>(db, "select value from brand_settings where key = 'referral'"))
    ?.value,
});

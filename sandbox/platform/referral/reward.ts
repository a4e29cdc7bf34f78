import type { Sandbox } from '../../core/context';
import { creditReward } from '../wagering';
import { lockedBalanceOf } from '../ledger';
import { referralBonus } from '@sdk/shared-rules/mission-rules';
import { validBetOf } from '../rounds';
import { firstPaidDeposit, insertReward, referralRule, referrerOf, unrewardedFriends } from './repository';
import { holdOf, insertHold, sharedMark } from './guard-repository';

/**
 * Pays the member who invited `friendId` their share of the friend's first paid deposit, once per
 * friend, once the friend has played it: wagered it `wagerMultiple` times (brand setting
 * `referral`) in settled rounds since it was paid. A friend who shares a browser, an address or a
 * payout account with the referrer is the referrer: the referral is withheld for good, with the
 * reason the referrer's list shows. The reward row (keyed by the friend) and the credit from the
 * promotions budget (key `referral:<friendId>`, kind `referral_bonus`, with its own wagering)
 * commit together. Answers the referrer paid, if any.
 */
export async function rewardReferrer(sandbox: Sandbox, friendId: number): Promise<number | undefined> {
  const { db } = sandbox;
  const referrerId = await referrerOf(db, friendId);
  if (referrerId === undefined) return undefined;
  const deposit = await firstPaidDeposit(db, friendId);
  if (!deposit) return undefined;
  const rule = await referralRule(db);
  const rewardMinor = referralBonus(Number(deposit.amount), rule);
  if (rewardMinor <= 0 || (await holdOf(db, friendId))) return undefined;
  const now = sandbox.now();
  const wagered = await validBetOf(db, friendId, { from: deposit.settled_at, to: now });
  if (wagered < Number(deposit.amount) * rule.wagerMultiple) return undefined;
  const reason = await sharedMark(db, referrerId, friendId);
  if (reason) {
    await insertHold(db, { friendId, referrerId, reason, at: now });
    return undefined;
  }
  const paid = await db.transaction(async (tx) => {
    await lockedBalanceOf(tx, referrerId);
    const written = await insertReward(tx, {
      friendId,
      referrerId,
      orderNo: deposit.order_no,
      depositMinor: Number(deposit.amount),
      rewardMinor,
      at: sandbox.now(),
    });
    if (!written) return false;
    const key = `referral:${friendId}`;
    await creditReward(sandbox, tx, {
      accountId: referrerId,
      amountMinor: rewardMinor,
      key,
      kind: 'referral_bonus',
      reference: `deposit:${deposit.order_no}`,
    });
    return true;
  });
  if (paid) sandbox.balances.invalidate([referrerId]);
  return paid ? referrerId : undefined;
}

/**
 * Pays what the member's friends' first deposits owe them and was not paid when the deposit
 * settled (the promotions budget was short then, or the server stopped between the two): the
 * referral page catches up before it answers. A friend still unpaid waits for the next reading.
 */
export async function catchUpRewards(sandbox: Sandbox, referrerId: number) {
  for (const friendId of await unrewardedFriends(sandbox.db, referrerId)) {
    await rewardReferrer(sandbox, friendId).catch(() => undefined);
  }
}

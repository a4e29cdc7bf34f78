import type { Sandbox } from '../context';
import { lockedBalanceOf, transfer } from '../ledger';
import { referralBonus } from '../../sdk/contract/mission-rules';
import { firstPaidDeposit, insertReward, referralRule, referrerOf, unrewardedFriends } from './repository';

/**
 * Pays the member who invited `friendId` their share of the friend's first paid deposit, once per
 * friend: the reward row (keyed by the friend) and the ledger transfer from the promotions budget
 * (key `referral:<friendId>`, kind `referral_bonus`) commit together. A friend without a referrer,
 * without a paid deposit, or rewarded before, moves nothing. Answers the referrer paid, if any.
 */
export async function rewardReferrer(sandbox: Sandbox, friendId: number): Promise<number | undefined> {
  const { db } = sandbox;
  const referrerId = await referrerOf(db, friendId);
  if (referrerId === undefined) return undefined;
  const deposit = await firstPaidDeposit(db, friendId);
  if (!deposit) return undefined;
  const rewardMinor = referralBonus(Number(deposit.amount), await referralRule(db));
  if (rewardMinor <= 0) return undefined;
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
    await transfer(tx, {
      from: 'promotions',
      to: { walletOf: referrerId },
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

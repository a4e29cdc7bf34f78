import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { ReferralFriends, ReferralInfo } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver, postingsUnder } from './deposit-helpers';
import { missionDriver } from './mission-helpers';
import { registerMember } from './members';
import { pointsDriver } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * The referral page over HTTP (SPEC §2 referral): a member's own affiliate code, a friend who
 * registers with it is their referral (not their downline), and the friend's first paid deposit
 * pays the member 10% of it (at most 50.00) through the ledger, once per friend.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
let m: ReturnType<typeof missionDriver>;
let deposits: ReturnType<typeof depositDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
  m = missionDriver(sandbox);
  deposits = depositDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const info = async (token: string) =>
  expectValid(
    contract.referralInfo,
    await sandbox.call(contract.referralInfo, {}, { token }),
  ) as ReferralInfo;
const friends = async (token: string, query: Record<string, unknown> = {}) =>
  expectValid(
    contract.referralFriends,
    await sandbox.call(contract.referralFriends, query, { token }),
  ) as ReferralFriends;
const idOf = async (username: string) =>
  (
    await sandbox.db.query<{ id: number; parent_id: number | null }>(
      'select id, parent_id from accounts where username = $1',
      [username],
    )
  )[0]!;

describe('referral', () => {
  it('gives the member a code of their own, the same on every ask, that the affiliate check accepts', async () => {
    const { token } = await p.member(0, false);
    const first = await info(token);
    expect(first.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first).toMatchObject({
      sharePercent: 10,
      cap: 50,
      minDeposit: 10,
      friends: 0,
      rewarded: 0,
      earned: 0,
    });
    expect((await info(token)).affiliateCode).toBe(first.affiliateCode);
    const check = await sandbox.call(contract.affiliateCheck, {
      code: first.affiliateCode.toLowerCase(),
      domain: 'localhost',
    });
    expect(check.body.value).toBe(true);
  });

  it('links a friend who registers with the code as a referral, not a downline, masked on the list', async () => {
    const inviter = await p.member(0, false);
    const { affiliateCode } = await info(inviter.token);
    const friendName = `fr${Date.now() % 1e6}x`;
    await registerMember(sandbox, 'fr', { username: friendName, affiliateCode });
    expect((await idOf(friendName)).parent_id).toBeNull();
    const list = await friends(inviter.token);
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      username: `${friendName.slice(0, 2)}***x`,
      deposited: false,
      earned: 0,
    });
    expect(Math.abs(list.list[0]!.registeredAt - Date.now())).toBeLessThan(60_000);
    expect((await info(inviter.token)).friends).toBe(1);
  });

  it('pays 10% of the friend’s first paid deposit once, capped, and nothing for the next', async () => {
    const inviter = await p.member(0, false);
    const { affiliateCode } = await info(inviter.token);
    const friendName = `fd${Date.now() % 1e6}y`;
    const friend = await registerMember(sandbox, 'fd', { username: friendName, affiliateCode });
    const first = await deposits.order(friend, { methodId: 'bank', amount: 120 });
    const walletBefore = await p.wallet(inviter.username);
    await deposits.settle(first.orderNo, 'pay');
    // A settle sent twice pays nothing more.
    await deposits.settle(first.orderNo, 'pay');
    expect(await p.wallet(inviter.username)).toBeCloseTo(walletBefore + 12, 2);
    const { id } = await idOf(friendName);
    expect(await postingsUnder(sandbox, `referral:${id}`)).toBe(1);
    const second = await deposits.order(friend, { methodId: 'bank', amount: 1_000 });
    await deposits.settle(second.orderNo, 'pay');
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 1, total: 1_200 });
    expect(await info(inviter.token)).toMatchObject({ friends: 1, rewarded: 1, earned: 12 });
    expect((await friends(inviter.token)).list[0]).toMatchObject({ deposited: true, earned: 12 });
  });

  it('catches up a bonus the promotions budget could not pay when the deposit settled', async () => {
    const inviter = await p.member(0, false);
    const { affiliateCode } = await info(inviter.token);
    const friend = await registerMember(sandbox, 'fc', { affiliateCode });
    await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 0 } });
    const order = await deposits.order(friend, { methodId: 'bank', amount: 1_000 });
    const settled = await deposits.settle(order.orderNo, 'pay');
    expect(settled.status).toBe(200);
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 0, total: 0 });
    await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 1_000 } });
    expect((await info(inviter.token)).earned).toBe(50);
    expect(await info(inviter.token)).toMatchObject({ earned: 50, rewarded: 1 });
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 1, total: 5_000 });
  });

  it('still makes an agent’s invitee its downline', async () => {
    const agentToken = await sandbox.login('agentone');
    const invite = expectValid(
      contract.agentInvite,
      await sandbox.call(contract.agentInvite, {}, { token: agentToken }),
    ) as { affiliateCode: string };
    const name = `ag${Date.now() % 1e6}z`;
    await registerMember(sandbox, 'ag', { username: name, affiliateCode: invite.affiliateCode });
    expect((await idOf(name)).parent_id).not.toBeNull();
    expect(
      (
        await sandbox.db.query(
          'select 1 from referrals r join accounts a on a.id = r.friend_id where a.username = $1',
          [name],
        )
      ).length,
    ).toBe(0);
  });

  it('asks for a token and a real account', async () => {
    expectFailure(await sandbox.call(contract.referralInfo, {}), 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    expectFailure(
      await sandbox.call(contract.referralInfo, {}, { token: trial }),
      403,
      'in_need_true_account',
    );
    expectFailure(
      await sandbox.call(contract.referralFriends, {}, { token: trial }),
      403,
      'in_need_true_account',
    );
  });
});

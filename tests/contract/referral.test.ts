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
 * registers with it is their referral (not their downline), and the friend's first paid deposit,
 * once the friend has played it through in settled rounds, pays the member 10% of it (at most
 * 50.00) through the ledger, once per friend; never when the friend is the member (same browser,
 * address or payout account).
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
let addresses = 0;
/** An address of its own for a new account (the harness trusts X-Forwarded-For). */
const nextIp = () => `10.61.${Math.floor(++addresses / 250)}.${addresses % 250}`;

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

  it('pays 10% of the friend’s first paid deposit once the friend has played it through, capped, once', async () => {
    const inviter = await p.member(0, false);
    const { affiliateCode } = await info(inviter.token);
    const friendName = `fd${Date.now() % 1e6}y`;
    const friend = await registerMember(sandbox, 'fd', { username: friendName, affiliateCode }, nextIp());
    const first = await deposits.order(friend, { methodId: 'bank', amount: 120 });
    const walletBefore = await p.wallet(inviter.username);
    await deposits.settle(first.orderNo, 'pay');
    // Deposited, not yet played: nothing is paid, and the list says the friend is playing it through.
    expect(await p.wallet(inviter.username)).toBe(walletBefore);
    expect((await friends(inviter.token)).list[0]).toMatchObject({ status: 'playing', earned: 0 });
    await p.play(friend, friendName, [100]);
    expect((await friends(inviter.token)).list[0]).toMatchObject({ status: 'playing' });
    await p.play(friend, friendName, [20]);
    expect((await info(inviter.token)).earned).toBe(12);
    // Read again, and a settle sent twice, pay nothing more.
    await deposits.settle(first.orderNo, 'pay');
    expect((await info(inviter.token)).earned).toBe(12);
    expect(await p.wallet(inviter.username)).toBeCloseTo(walletBefore + 12, 2);
    const { id } = await idOf(friendName);
    expect(await postingsUnder(sandbox, `referral:${id}`)).toBe(1);
    const second = await deposits.order(friend, { methodId: 'bank', amount: 1_000 });
    await deposits.settle(second.orderNo, 'pay');
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 1, total: 1_200 });
    expect(await info(inviter.token)).toMatchObject({ friends: 1, rewarded: 1, earned: 12 });
    expect((await friends(inviter.token)).list[0]).toMatchObject({
      deposited: true,
      earned: 12,
      status: 'paid',
    });
  });

  it('catches up a bonus the promotions budget could not pay when it was due', async () => {
    const inviter = await p.member(0, false);
    const { affiliateCode } = await info(inviter.token);
    const friendName = `fc${Date.now() % 1e6}y`;
    const friend = await registerMember(sandbox, 'fc', { username: friendName, affiliateCode }, nextIp());
    await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 0 } });
    const order = await deposits.order(friend, { methodId: 'bank', amount: 1_000 });
    const settled = await deposits.settle(order.orderNo, 'pay');
    expect(settled.status).toBe(200);
    await p.play(friend, friendName, [500, 500]);
    expect((await info(inviter.token)).earned).toBe(0);
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 0, total: 0 });
    await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 1_000 } });
    expect(await info(inviter.token)).toMatchObject({ earned: 50, rewarded: 1 });
    expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 1, total: 5_000 });
  });

  describe('withholds, for good and saying why, the referral of a friend who is the referrer', () => {
    /** The inviter and a friend who deposits 500 and plays it through: the self-referral of the attack. */
    async function selfReferral(friendIp: string, options: { device?: string; payout?: boolean } = {}) {
      const inviter = await p.member(0, false);
      const { affiliateCode } = await info(inviter.token);
      const friendName = `fs${Date.now() % 1e6}y`;
      const extra = { username: friendName, affiliateCode, loginDeviceId: options.device };
      const friend = await registerMember(sandbox, 'fs', extra, friendIp);
      const order = await deposits.order(friend, { methodId: 'bank', amount: 500 });
      await deposits.settle(order.orderNo, 'pay');
      await p.play(friend, friendName, [500]);
      return { inviter, friend, friendName };
    }

    it('on the same address as the referrer', async () => {
      // Both register from the test's own address.
      const { inviter } = await selfReferral('127.0.0.1');
      expect((await info(inviter.token)).earned).toBe(0);
      expect((await friends(inviter.token)).list[0]).toMatchObject({
        status: 'withheld',
        withheld: 'same_address',
        earned: 0,
      });
      expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 0, total: 0 });
    });

    it('on the same browser, from another address', async () => {
      const device = '0f0e0d0c-0b0a-4908-8706-050403020100';
      const inviter = await p.member(0, false);
      // The inviter logs in once more from that browser: its id is now the inviter's mark.
      const login = await sandbox.call(
        contract.login,
        {
          username: inviter.username,
          password: 'Good2026',
          type: 'username',
          loginDeviceId: device,
        },
        { ip: nextIp() },
      );
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const { affiliateCode } = await info(inviter.token);
      const friendName = `fb${Date.now() % 1e6}y`;
      const friend = await registerMember(
        sandbox,
        'fb',
        { username: friendName, affiliateCode, loginDeviceId: device },
        nextIp(),
      );
      const order = await deposits.order(friend, { methodId: 'bank', amount: 500 });
      await deposits.settle(order.orderNo, 'pay');
      await p.play(friend, friendName, [500]);
      expect((await friends(inviter.token)).list[0]).toMatchObject({
        status: 'withheld',
        withheld: 'same_device',
      });
      expect(await m.paid(inviter.username, 'referral_bonus')).toEqual({ n: 0, total: 0 });
    });
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

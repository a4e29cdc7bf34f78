import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { VipBonusClaim } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { movementsOfKind, vipDriver } from './rewards-vip-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * VIP over HTTP (SPEC §2 /vip): the public ladder, the member's level and progress from
 * their real valid turnover (settled rounds of the demo slot), and the level-up bonus of each level
 * reached, paid once through the ledger from the promotions budget.
 */
let sandbox: TestSandbox;
let v: ReturnType<typeof vipDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  v = vipDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

describe('the ladder', () => {
  it('answers the seeded levels to anyone, level 0 first, with their thresholds and benefits', async () => {
    const { list } = await v.levels();
    expect(list.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(list[0]).toMatchObject({ threshold: 0, levelBonus: 0, rebateBonusBps: 0 });
    expect(list[1]).toEqual({
      level: 1,
      threshold: 1_000,
      levelBonus: 10,
      rebateBonusBps: 5,
      dailyWithdrawLimit: 100_000,
      dailyWithdrawCount: 5,
      benefits: ['rebate', 'levelBonus'],
    });
    for (let i = 1; i < list.length; i++) expect(list[i]!.threshold).toBeGreaterThan(list[i - 1]!.threshold);
  });
});

describe("the member's standing", () => {
  it('starts a new member at level 0 with no bonus, then follows their settled bets', async () => {
    const { token, username } = await v.member();
    expect(await v.status(token)).toEqual({
      level: 0,
      turnover: 0,
      nextLevel: 1,
      toNext: 1_000,
      progressBps: 0,
      bonuses: [],
    });
    await v.play(token, username, [100, 20, 5, 2, 1]);
    expect(await v.status(token)).toEqual({
      level: 0,
      turnover: 128,
      nextLevel: 1,
      toNext: 872,
      progressBps: 1_280,
      bonuses: [],
    });
    expect((await v.readout(username)).turnover).toBe(128);
  });

  it('reaches level 1 at exactly its threshold, and offers its bonus', async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [500, 500]);
    expect(await v.status(token)).toEqual({
      level: 1,
      turnover: 1_000,
      nextLevel: 2,
      toNext: 9_000,
      progressBps: 0,
      bonuses: [{ level: 1, amount: 10, claimedAt: null }],
    });
  });

  it('refuses the standing and the claim to a guest and to a trial account', async () => {
    expectFailure(await sandbox.call(contract.vipStatus, {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(
      await sandbox.call(contract.vipClaimBonus, { requestId: v.newRequestId(), level: 1 }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    const trial = await sandbox.login('demotrial');
    expectFailure(await sandbox.call(contract.vipStatus, {}, { token: trial }), 403, 'in_need_true_account');
    expectFailure(await v.claimBonusCall(trial, { level: 1 }), 403, 'in_need_true_account');
  });
});

describe('the level-up bonus', () => {
  it('pays each level reached once, from the promotions budget, under kind vip_level_bonus', async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [500, 500]);
    const before = await v.wallet(username);
    const budget = (await v.readout(username)).promotionsBudget;
    const paid = expectValid(
      contract.vipClaimBonus,
      await v.claimBonusCall(token, { level: 1 }),
    ) as VipBonusClaim;
    expect(paid).toMatchObject({ level: 1, amount: 10 });
    expect(await v.wallet(username)).toBeCloseTo(before + 10, 2);
    expect((await v.readout(username)).promotionsBudget).toBeCloseTo(budget - 10, 2);
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toEqual([
      expect.objectContaining({ amount: 1_000 }),
    ]);
    expect((await v.status(token)).bonuses).toEqual([{ level: 1, amount: 10, claimedAt: paid.claimedAt }]);
    // Claimed again under a new request id: refused, nothing moves.
    expectFailure(await v.claimBonusCall(token, { level: 1 }), 409, 'vip_bonus_claimed');
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toHaveLength(1);
  });

  it('refuses a level not reached, level 0 and a level that does not exist', async () => {
    const { token, username } = await v.member();
    // 999.00: a unit short of level 1.
    await v.play(token, username, [500, 200, 200, 50, 20, 20, 5, 2, 2]);
    expectFailure(await v.claimBonusCall(token, { level: 1 }), 409, 'vip_level_not_reached');
    expectFailure(await v.claimBonusCall(token, { level: 6 }), 409, 'vip_level_not_reached');
    expectFailure(await v.claimBonusCall(token, { level: 50 }), 409, 'vip_level_not_reached');
    expect((await v.claimBonusCall(token, { level: 0 })).status).toBe(400);
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toEqual([]);
  });

  it('says so when the promotions budget cannot pay, and pays nothing', async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [500, 500]);
    const set = await sandbox.request({
      method: 'POST',
      url: '/sandbox/points/budget',
      payload: { amount: 5 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expectFailure(await v.claimBonusCall(token, { level: 1 }), 409, 'rewards_unavailable');
    expect((await v.status(token)).bonuses).toEqual([{ level: 1, amount: 10, claimedAt: null }]);
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PointsRedeem, PointsReward } from '../../sdk/contract';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { expectPointsSound, pointsDriver } from './points-helpers';

/**
 * Redeems over HTTP (SPEC §4 Redeem, §7 Points): the stock and the points are taken at once and
 * the redeem waits in process; the operator's switch approves it (the points are spent) or rejects
 * it (the points and the stock come back, once). The list and the movements show every step.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
});
afterAll(async () => {
  await expectPointsSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const stockOf = async (id: number) => (await p.rewards()).list.find((r) => r.id === id)!.stock;

describe('a redeem', () => {
  it('takes the stock and the points at once and waits in process', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 5_000);
    const before = await stockOf(4);
    const redeem = await p.redeem(token, { rewardId: 4, quantity: 3 });
    expect(redeem).toMatchObject({
      rewardId: 4,
      rewardName: 'Taza Croupier',
      quantity: 3,
      points: 4_500,
      status: 'processing',
      decidedAt: null,
      rejectReason: null,
    });
    expect(await stockOf(4)).toBe(before - 3);
    expect(await p.balance(token)).toEqual({ points: 500, pending: 4_500 });
    expect((await p.movements(token)).list[0]).toMatchObject({
      kind: 'redeem',
      points: -4_500,
      balanceAfter: 500,
      reference: `redeem:${redeem.redeemId}`,
    });
    const list = await p.redeems(token);
    expect(list).toEqual({ list: [redeem], total: 1 });
    // The list reads in the request's language, like the catalogue.
    const en = await sandbox.call(contract.pointsRedeemList, {}, { token, language: 'EN' });
    expect((en.body.value as { list: PointsRedeem[] }).list[0]!.rewardName).toBe('Croupier mug');
  });

  it('is approved by the operator once: its points are spent, and a reject after changes nothing', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 1_000);
    const redeem = await p.redeem(token, { rewardId: 1, quantity: 2 });
    const approved = await p.decide(redeem.redeemId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', rejectReason: null });
    expect((approved.body.value as PointsRedeem).decidedAt).toBeGreaterThan(0);
    const again = await p.decide(redeem.redeemId, 'reject', 'Too late');
    expect(again.body.value).toMatchObject({ status: 'approved' });
    expect(await p.balance(token)).toEqual({ points: 0, pending: 0 });
    expect((await p.readout(username)).book.redeemed).toBe(1_000);
    expect((await p.redeems(token, { status: 'approved' })).total).toBe(1);
    expect((await p.redeems(token, { status: 'processing' })).total).toBe(0);
  });

  it('is rejected by the operator once: the points and the stock come back, with the reason', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 20_000);
    const before = await stockOf(5);
    const redeem = await p.redeem(token, { rewardId: 5 });
    expect(await stockOf(5)).toBe(before - 1);
    const rejected = await Promise.all([
      p.decide(redeem.redeemId, 'reject', 'Address incomplete'),
      p.decide(redeem.redeemId, 'reject', 'Address incomplete'),
      p.decide(redeem.redeemId, 'approve'),
    ]);
    const statuses = rejected.map((a) => (a.body.value as PointsRedeem).status);
    expect(statuses.every((s) => s === statuses[0])).toBe(true);
    const [read] = (await p.redeems(token)).list;
    if (read!.status === 'rejected') {
      expect(await stockOf(5)).toBe(before);
      expect(read).toMatchObject({ rejectReason: 'Address incomplete' });
      expect(await p.balance(token)).toEqual({ points: 20_000, pending: 0 });
      const refunds = (await p.movements(token)).list.filter((m) => m.kind === 'redeem_refund');
      expect(refunds).toEqual([
        expect.objectContaining({
          points: 12_000,
          balanceAfter: 20_000,
          reference: `redeem:${redeem.redeemId}`,
        }),
      ]);
    } else {
      // PGlite runs them in order, so the rejects win; on PostgreSQL any one of them may come first,
      // and an approval keeps the stock taken.
      expect(await stockOf(5)).toBe(before - 1);
      expect(await p.balance(token)).toEqual({ points: 8_000, pending: 0 });
    }
  });

  it('answers the switch for a redeem nobody made with not_found', async () => {
    expectFailure(await p.decide(999_999, 'approve'), 404, 'not_found');
    expectFailure(
      await sandbox.request({ method: 'POST', url: '/sandbox/points/redeems/abc/approve', payload: {} }),
      400,
      'invalid_request',
    );
  });

  it('lists newest first, by page, by status, and one by id', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 5_000);
    const made: PointsRedeem[] = [];
    for (let i = 0; i < 5; i++) made.push(await p.redeem(token, { rewardId: 1 }));
    await p.decide(made[1]!.redeemId, 'approve');
    await p.decide(made[3]!.redeemId, 'reject', 'Duplicate');
    const page = await p.redeems(token, { pageNo: 2, pageSize: 2 });
    expect(page.total).toBe(5);
    expect(page.list.map((r) => r.redeemId)).toEqual([made[2]!.redeemId, made[1]!.redeemId]);
    expect((await p.redeems(token, { status: 'processing' })).list.map((r) => r.redeemId)).toEqual(
      [made[4], made[2], made[0]].map((r) => r!.redeemId),
    );
    expect((await p.redeems(token, { redeemId: made[3]!.redeemId })).list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Duplicate',
    });
    expect(await p.balance(token)).toEqual({ points: 3_000, pending: 1_500 });
  });

  it('gives back what the reset rejects, and restocks the catalogue', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 1_000);
    await p.redeem(token, { rewardId: 1, quantity: 2 });
    await sandbox.request({ method: 'POST', url: '/sandbox/points/rewards/2/stock', payload: { stock: 0 } });
    expect(await stockOf(2)).toBe(0);
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect(await p.balance(token)).toEqual({ points: 1_000, pending: 0 });
    expect((await p.redeems(token)).list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Sandbox reset',
    });
    const rewards = (await p.rewards()).list as PointsReward[];
    expect(rewards.find((r) => r.id === 1)!.stock).toBe(1_000);
    expect(rewards.find((r) => r.id === 2)!.stock).toBe(500);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsRedeem } from '../../sdk/contract';
import { startTestSandbox, type Answer, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { expectPointsSound, pointsDriver } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * Everything that moves points at once, for several members: spins earning at their commit,
 * redeems, conversions, the operator's decisions, deposits settling and the budget switch. On
 * PostgreSQL each takes its locks in the same order (account row, wallet, house, points, stock, the
 * book), so none waits on another crosswise: no deadlock, no refusal but the expected ones, and the
 * books hold to the point and the cent.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});
afterAll(async () => {
  await expectPointsSound(sandbox);
  await expectLedgerSound(sandbox);
  await sandbox.close();
});

/** What a member may be refused in the storm: all for want of points, money, stock or budget. */
const EXPECTED_REFUSALS = [
  'points_insufficient',
  'points_out_of_stock',
  'points_convert_unavailable',
  'insufficient_balance',
];

describe('a storm of points movements', () => {
  it('ends without a deadlock, each refusal one the rules give, and the books whole', async () => {
    const deposits = depositDriver(sandbox);
    await deposits.autoSettle(null);
    const members = [];
    for (let i = 0; i < 3; i++) {
      const member = await p.member(500);
      await p.earn(member.token, member.username, 5_000);
      members.push({ ...member, launch: await p.slot(member.token, member.username) });
    }
    const first = await Promise.all(members.map((m) => p.redeem(m.token, { rewardId: 1, quantity: 2 })));
    const orders = await Promise.all(
      members.map((m) => deposits.order(m.token, { methodId: 'ewallet', amount: 100 })),
    );
    const work: Promise<Answer>[] = [];
    members.forEach((m, i) => {
      for (let n = 0; n < 3; n++) work.push(p.spin(m.launch, 5));
      work.push(p.redeemCall(m.token, { rewardId: 4 }));
      work.push(p.redeemCall(m.token, { rewardId: 1, quantity: 3 }));
      work.push(p.convertCall(m.token, { points: 1_000 }));
      work.push(p.decide(first[i]!.redeemId, i % 2 ? 'approve' : 'reject', 'Storm'));
      work.push(deposits.settle(orders[i]!.orderNo, 'pay'));
    });
    work.push(
      sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount: 50_000 } }),
    );
    const answers = await Promise.all(work);
    const unexpected = answers.filter(
      (a) => a.status !== 200 && !EXPECTED_REFUSALS.includes(a.body.errorCode ?? ''),
    );
    expect(unexpected.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    for (const m of members) {
      const balance = await p.balance(m.token);
      const { list } = await p.movements(m.token, { pageSize: 50 });
      // What the member holds is what their movements add up to, and their redeems hold the rest.
      expect(list.reduce((sum, row) => sum + row.points, 0)).toBe(balance.points);
      const processing = (await p.redeems(m.token, { status: 'processing' })).list as PointsRedeem[];
      expect(processing.reduce((sum, r) => sum + r.points, 0)).toBe(balance.pending);
    }
  });
});

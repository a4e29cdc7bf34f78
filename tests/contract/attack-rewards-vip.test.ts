import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { RebateClaim, VipBonusClaim } from '../../sdk/contract';
import { expectFailure, startTestSandbox, type Answer, type TestSandbox } from './harness';
import { movementsOfKind, vipDriver } from './rewards-vip-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * The VIP level-up bonus and the manual rebate as an attacker uses them: replays, a request id
 * reused with other content, two tabs claiming at once, a changed amount, a trial account, a
 * guest, and the rebate with its flag off. Each test says what must not move, and checks it; the
 * ledger is checked whole at the end (run on PostgreSQL too, where the races are real).
 */
let sandbox: TestSandbox;
let v: ReturnType<typeof vipDriver>;
let token: string;
let username: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  v = vipDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
/** A member of the test's own at VIP 1 (1,000.00 of valid bets) with a rebate waiting. */
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  ({ token, username } = await v.member(3_000));
  await v.play(token, username, [500, 500]);
});

const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();

describe('the level-up bonus', () => {
  it('pays a request sent again, however concurrently, once, and answers each the same', async () => {
    const requestId = v.newRequestId();
    const answers = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () => v.claimBonusCall(token, { requestId, level: 1 })),
      )),
      await v.claimBonusCall(token, { requestId, level: 1 }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as VipBonusClaim).claimedAt)).size).toBe(1);
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toHaveLength(1);
  });

  it('refuses a request id sent again for another level, and pays nothing more', async () => {
    const requestId = v.newRequestId();
    expect((await v.claimBonusCall(token, { requestId, level: 1 })).status).toBe(200);
    expectFailure(await v.claimBonusCall(token, { requestId, level: 2 }), 409, 'idempotency_conflict');
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toHaveLength(1);
  });

  it('pays once when two tabs claim the same level at once under their own ids', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => v.claimBonusCall(token, { level: 1 })));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.errorCode).toBe('vip_bonus_claimed');
    expect(await movementsOfKind(sandbox, username, 'vip_level_bonus')).toEqual([
      expect.objectContaining({ amount: 1_000 }),
    ]);
  });

  it('pays a trial account and a guest nothing', async () => {
    const trial = await sandbox.login('demotrial');
    const budget = (await v.readout(username)).promotionsBudget;
    expectFailure(await v.claimBonusCall(trial, { level: 1 }), 403, 'in_need_true_account');
    expectFailure(
      await sandbox.call(contract.vipClaimBonus, { requestId: v.newRequestId(), level: 1 }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    expect((await v.readout(username)).promotionsBudget).toBe(budget);
  });
});

describe('the rebate', () => {
  it('pays a request sent again, however concurrently, once, and answers each the same claim', async () => {
    const { total } = await v.quote(token);
    const requestId = v.newRequestId();
    const answers = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () => v.claimCall(token, { requestId, amount: total })),
      )),
      await v.claimCall(token, { requestId, amount: total }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as RebateClaim).claimId)).size).toBe(1);
    expect(await movementsOfKind(sandbox, username, 'rebate')).toHaveLength(1);
  });

  it('refuses a request id sent again with another amount, even once new bets made it true', async () => {
    const { total } = await v.quote(token);
    const requestId = v.newRequestId();
    expect((await v.claimCall(token, { requestId, amount: total })).status).toBe(200);
    await v.play(token, username, [100]);
    const { total: now } = await v.quote(token);
    expectFailure(await v.claimCall(token, { requestId, amount: now }), 409, 'idempotency_conflict');
    expect(await movementsOfKind(sandbox, username, 'rebate')).toHaveLength(1);
  });

  it('pays the same bets once when claims race under their own ids, and the mark holds', async () => {
    const { total } = await v.quote(token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => v.claimCall(token, { amount: total })));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.errorCode).toBe('rebate_nothing_to_claim');
    const paid = await movementsOfKind(sandbox, username, 'rebate');
    expect(paid).toHaveLength(1);
    // 1,000.00 at 1.05% (RNG's 1% and VIP 1's 0.05%).
    expect(paid[0]!.amount).toBe(1_050);
    expect((await v.quote(token)).total).toBe(0);
  });

  it('pays no more than was shown: a raised amount is refused and moves nothing', async () => {
    const { total } = await v.quote(token);
    for (const amount of [total + 0.01, total * 2, 1_000_000]) {
      expectFailure(await v.claimCall(token, { amount }), 409, 'rebate_amount_changed');
    }
    expect((await v.claimCall(token, { amount: -1 })).status).toBe(400);
    expect(await movementsOfKind(sandbox, username, 'rebate')).toEqual([]);
    expect((await v.quote(token)).total).toBe(total);
  });

  it('pays a trial account and a guest nothing', async () => {
    const trial = await sandbox.login('demotrial');
    await v.play(trial, 'demotrial', [100]);
    for (const [endpoint, input] of [
      [contract.rebateQuote, {}],
      [contract.rebateClaim, { requestId: v.newRequestId(), amount: 1 }],
      [contract.rebateHistory, {}],
    ] as const) {
      expectFailure(await sandbox.call(endpoint, input, { token: trial }), 403, 'in_need_true_account');
      expectFailure(await sandbox.call(endpoint, input), 401, 'CUSTOMER_NOT_LOGIN');
    }
    expect(await movementsOfKind(sandbox, 'demotrial', 'rebate')).toEqual([]);
  });

  it('pays nothing while the flag is off, and the bets wait for it', async () => {
    const { total } = await v.quote(token);
    await v.setFlag(false);
    expectFailure(await v.claimCall(token, { amount: total }), 403, 'feature_disabled');
    expect(await movementsOfKind(sandbox, username, 'rebate')).toEqual([]);
    await v.setFlag(true);
    expect((await v.quote(token)).total).toBe(total);
  });
});

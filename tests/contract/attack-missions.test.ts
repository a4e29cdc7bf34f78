import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { DEPOSIT_WEEK, missionDriver, SPINS_TODAY, WAGER_TODAY } from './mission-helpers';
import { depositDriver } from './deposit-helpers';
import { pointsDriver } from './points-helpers';
import { expectLedgerSound, withdrawDriver } from './withdraw-helpers';

/**
 * Attacks on the mission claim, the one money path of the missions page: a replay, the same id
 * for another mission, two tabs at once, a trial account, a guest, a skipped step (claiming before
 * playing) and a changed amount. Each one pays once or nothing.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
let m: ReturnType<typeof missionDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
  m = missionDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

/** A member who played the ten spins of today's first mission. */
async function doneMember() {
  const member = await p.member(100, false);
  await p.play(member.token, member.username, Array(10).fill(1));
  return member;
}

describe('attacks on a mission claim', () => {
  it('a replay answers the first claim and pays nothing more', async () => {
    const { token, username } = await doneMember();
    const requestId = m.newRequestId();
    const first = await m.claim(token, SPINS_TODAY, requestId);
    const again = await m.claim(token, SPINS_TODAY, requestId);
    expect(again).toEqual(first);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
  });

  it('the same request id for another mission is refused', async () => {
    const { token, username } = await doneMember();
    const requestId = m.newRequestId();
    await m.claim(token, SPINS_TODAY, requestId);
    expectFailure(await m.claimCall(token, WAGER_TODAY, requestId), 409, 'idempotency_conflict');
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
  });

  it('two tabs claiming at once, with their own ids, pay once', async () => {
    const { token, username } = await doneMember();
    const before = await p.wallet(username);
    const answers = await Promise.all(Array.from({ length: 5 }, () => m.claimCall(token, SPINS_TODAY)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.errorCode).toBe('mission_already_claimed');
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
    expect(await p.wallet(username)).toBeCloseTo(before + 2, 2);
  });

  it('the same id sent from two tabs at once answers the same claim, paid once', async () => {
    const { token, username } = await doneMember();
    const requestId = m.newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => m.claimCall(token, SPINS_TODAY, requestId)),
    );
    const claims = answers.map((a) => expectValid(contract.missionClaim, a));
    expect(new Set(claims.map((c) => JSON.stringify(c))).size).toBe(1);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
  });

  it('a trial account and a guest cannot claim', async () => {
    const trial = await sandbox.login('demotrial');
    expectFailure(await m.claimCall(trial, SPINS_TODAY), 403, 'in_need_true_account');
    expectFailure(
      await sandbox.call(contract.missionClaim, { requestId: m.newRequestId(), missionId: SPINS_TODAY }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
  });

  it('claiming before playing (a skipped step) is refused with what is left', async () => {
    const { token, username } = await p.member(100, false);
    await p.play(token, username, Array(9).fill(1));
    const refused = await m.claimCall(token, SPINS_TODAY);
    expectFailure(refused, 409, 'mission_not_complete');
    expect(refused.body.value).toEqual({ progress: 9, goal: 10 });
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 0, total: 0 });
  });

  it('a changed amount pays the mission’s own reward; an id past the table is refused', async () => {
    const { token, username } = await doneMember();
    for (const input of [
      { requestId: m.newRequestId(), missionId: 2 ** 31 },
      { requestId: m.newRequestId(), missionId: -1 },
      { requestId: 'short', missionId: SPINS_TODAY },
      { requestId: m.newRequestId(), missionId: '1 or 1=1' },
    ]) {
      const answer = await sandbox.call(contract.missionClaim, input as never, { token });
      expect(answer.status, JSON.stringify(input)).toBe(400);
    }
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 0, total: 0 });
    // A reward the request names is no field of the call: the mission's own is paid, once.
    const claim = await sandbox.call(
      contract.missionClaim,
      { requestId: m.newRequestId(), missionId: SPINS_TODAY, reward: 1_000 } as never,
      { token },
    );
    expect((expectValid(contract.missionClaim, claim) as { reward: number }).reward).toBe(2);
    expect(await m.paid(username, 'mission_reward')).toEqual({ n: 1, total: 200 });
  });
});

describe('the deposit mission', () => {
  it('counts deposits net of withdrawals: a deposit withdrawn again completes nothing', async () => {
    // The attack: deposit 100, withdraw it at once, claim the week's "deposit 100" mission.
    const deposits = depositDriver(sandbox);
    const withdrawals = withdrawDriver(sandbox);
    const { token, username } = await p.member(0, false);
    const payout = await withdrawals.prepare(token);
    await deposits.autoSettle(null);
    await deposits.settle((await deposits.order(token, { methodId: 'bank', amount: 100 })).orderNo, 'pay');
    await withdrawals.order(token, { payoutAccountId: payout, amount: 100 });
    expectFailure(await m.claimCall(token, DEPOSIT_WEEK), 409, 'mission_not_complete');
    // A withdrawal the operator rejects gave the money back: the deposit counts again.
    const [order] = (await withdrawals.history(token)).list;
    await withdrawals.reject(order!.orderNo);
    expectValid(contract.missionClaim, await m.claimCall(token, DEPOSIT_WEEK));
    expect((await m.paid(username, 'mission_reward')).n).toBe(1);
  });
});

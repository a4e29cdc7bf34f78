import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PointsConversion, PointsRedeem } from '../../sdk/contract';
import { expectFailure, startTestSandbox, type Answer, type TestSandbox } from './harness';
import { expectPointsSound, pointsDriver, PAYMENT_PASSWORD, WRONG_PASSWORD } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * The point mall as an attacker uses it: replays, a request id reused with other content, parallel
 * requests that together pass the points or the stock, a wrong or skipped payment password,
 * amounts no form sends, another member's redeem, and the sealed calls sent in the clear. Each test
 * says what must not move, and checks it; the books are checked whole at the end (run on
 * PostgreSQL too: PGlite runs one statement at a time, so only a real server shows the races).
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
let token: string;
let username: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
});
afterAll(async () => {
  await expectPointsSound(sandbox);
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
/** A member of the test's own with 2,000 points, 200.00 and a payment password. */
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  ({ token, username } = await p.member(200));
  await p.earn(token, username, 2_000);
});

const count = async (table: string, who: string) =>
  (
    await sandbox.db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where account_id = (select id from accounts where username = $1)`,
      [who],
    )
  )[0]!.n;
const stockOf = async (id: number) => (await p.rewards()).list.find((r) => r.id === id)!.stock;

describe('replays and reused request ids', () => {
  it('makes one redeem of a request sent again, however concurrently, and takes once', async () => {
    const requestId = p.newRequestId();
    const stock = await stockOf(1);
    const answers = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () => p.redeemCall(token, { requestId, rewardId: 1, quantity: 2 })),
      )),
      await p.redeemCall(token, { requestId, rewardId: 1, quantity: 2 }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as PointsRedeem).redeemId)).size).toBe(1);
    expect(await p.balance(token)).toEqual({ points: 1_000, pending: 1_000 });
    expect(await stockOf(1)).toBe(stock - 2);
    expect(await count('points_redeems', username)).toBe(1);
    // Decided since, a replay answers the redeem as it stands.
    const { redeemId } = answers[0]!.body.value as PointsRedeem;
    await p.decide(redeemId, 'reject', 'Out of region');
    const replay = await p.redeemCall(token, { requestId, rewardId: 1, quantity: 2 });
    expect(replay.body.value).toMatchObject({ redeemId, status: 'rejected' });
    expect(await p.balance(token)).toEqual({ points: 2_000, pending: 0 });
  });

  it('refuses a redeem request id sent again with another reward or quantity, and moves nothing', async () => {
    const requestId = p.newRequestId();
    await p.redeem(token, { requestId, rewardId: 1 });
    for (const other of [{ rewardId: 4 }, { rewardId: 1, quantity: 2 }]) {
      expectFailure(
        await p.redeemCall(token, { requestId, quantity: 1, ...other }),
        409,
        'idempotency_conflict',
      );
    }
    expect(await p.balance(token)).toEqual({ points: 1_500, pending: 500 });
    expect(await count('points_redeems', username)).toBe(1);
  });

  it('converts once for a request sent again, however concurrently, and credits once', async () => {
    const requestId = p.newRequestId();
    const wallet = await p.wallet(username);
    const answers = [
      ...(await Promise.all(
        Array.from({ length: 4 }, () => p.convertCall(token, { requestId, points: 1_000 })),
      )),
      await p.convertCall(token, { requestId, points: 1_000 }),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => (a.body.value as PointsConversion).conversionId)).size).toBe(1);
    expect(await p.wallet(username)).toBeCloseTo(wallet + 10, 2);
    expect((await p.balance(token)).points).toBe(1_000);
    expect(await count('points_conversions', username)).toBe(1);
    expectFailure(await p.convertCall(token, { requestId, points: 2_000 }), 409, 'idempotency_conflict');
    expect((await p.balance(token)).points).toBe(1_000);
  });

  // A twin that committed first leaves no points for the checks made before the lock: each must
  // still answer as the twin's replay, not points_insufficient (seen on PostgreSQL, not PGlite).
  it('answers every copy of a request that spends every point, sent at once, with its one redeem or conversion', async () => {
    for (const [send, id] of [
      [(requestId: string) => p.redeemCall(token, { requestId, rewardId: 1, quantity: 4 }), 'redeemId'],
      [(requestId: string) => p.convertCall(token, { requestId, points: 2_000 }), 'conversionId'],
    ] as const) {
      const short = 2_000 - (await p.balance(token)).points;
      if (short > 0) await p.earn(token, username, short);
      const requestId = p.newRequestId();
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(requestId)));
      expect(answers.map((a) => [a.status, a.body.errorCode])).toEqual(Array(4).fill([200, undefined]));
      expect(new Set(answers.map((a) => (a.body.value as Record<string, number>)[id])).size).toBe(1);
      expect((await p.balance(token)).points).toBe(0);
    }
    expect(await count('points_redeems', username)).toBe(1);
    expect(await count('points_conversions', username)).toBe(1);
  });

  it('keeps each member’s request ids their own', async () => {
    const other = await p.member(200);
    await p.earn(other.token, other.username, 2_000);
    const requestId = p.newRequestId();
    const mine = await p.redeem(token, { requestId, rewardId: 1 });
    const theirs = await p.redeem(other.token, { requestId, rewardId: 4 });
    expect(theirs.redeemId).not.toBe(mine.redeemId);
    // Another member's redeem reads as none, and the list holds only one's own.
    expect(await p.redeems(other.token, { redeemId: mine.redeemId })).toEqual({ list: [], total: 0 });
    expect((await p.redeems(other.token)).list.map((r) => r.redeemId)).toEqual([theirs.redeemId]);
  });
});

describe('parallel requests with their own ids', () => {
  it('never spend more points than the member has', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => p.redeemCall(token, { rewardId: 4 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'points_insufficient');
    const converts = await Promise.all(
      Array.from({ length: 3 }, () => p.convertCall(token, { points: 500 })),
    );
    expect(converts.every((a) => a.status !== 200)).toBe(true);
    expect(await p.balance(token)).toEqual({ points: 500, pending: 1_500 });
    const more = await Promise.all([
      p.convertCall(token, { points: 1_000 }),
      p.redeemCall(token, { rewardId: 1 }),
      p.redeemCall(token, { rewardId: 1 }),
    ]);
    expect(more.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await p.balance(token)).points).toBe(0);
  });

  it('never hand out more of a reward than its stock, across members', async () => {
    await sandbox.request({ method: 'POST', url: '/sandbox/points/rewards/4/stock', payload: { stock: 2 } });
    const others = [{ token, username }];
    for (let i = 0; i < 4; i++) {
      const other = await p.member(200);
      await p.earn(other.token, other.username, 2_000);
      others.push(other);
    }
    const answers = await Promise.all(others.map((m) => p.redeemCall(m.token, { rewardId: 4 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'points_out_of_stock');
    expect(await stockOf(4)).toBe(0);
    // The losers kept their points.
    const points = await Promise.all(others.map(async (m) => (await p.balance(m.token)).points));
    expect(points.sort((a, b) => a - b)).toEqual([500, 500, 2_000, 2_000, 2_000]);
  });
});

describe('the payment password', () => {
  it('is checked last: refusals that need no secret spend no guess', async () => {
    const wrong = { paymentPassword: WRONG_PASSWORD };
    for (const [answer, status, code] of [
      [await p.redeemCall(token, { ...wrong, rewardId: 424242 }), 404, 'not_found'],
      [await p.redeemCall(token, { ...wrong, rewardId: 1, quantity: 11 }), 400, 'points_quantity_invalid'],
      [await p.redeemCall(token, { ...wrong, rewardId: 8 }), 409, 'points_out_of_stock'],
      [await p.redeemCall(token, { ...wrong, rewardId: 6 }), 409, 'points_insufficient'],
      [await p.convertCall(token, { ...wrong, points: 1_001 }), 400, 'points_convert_invalid'],
    ] as const)
      expectFailure(answer, status, code);
    const refused = await p.redeemCall(token, { ...wrong, rewardId: 1 });
    expectFailure(refused, 400, 'payment_password_incorrect');
    expect(refused.body.value).toEqual({ field: 'paymentPassword', attemptsLeft: 4 });
  });

  it('locks after five wrong ones, refuses even the right one while locked, and nothing moves', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++)
      answers.push(await p.redeemCall(token, { rewardId: 1, paymentPassword: WRONG_PASSWORD }));
    for (let i = 0; i < 2; i++)
      answers.push(await p.convertCall(token, { points: 1_000, paymentPassword: WRONG_PASSWORD }));
    expect(answers.map((a) => a.body.errorCode)).toEqual([
      ...Array(4).fill('payment_password_incorrect'),
      'payment_password_locked',
    ]);
    expectFailure(
      await p.convertCall(token, { points: 1_000, paymentPassword: PAYMENT_PASSWORD }),
      423,
      'payment_password_locked',
    );
    expectFailure(await p.redeemCall(token, { rewardId: 1 }), 423, 'payment_password_locked');
    expect(await p.balance(token)).toEqual({ points: 2_000, pending: 0 });
    expect(await count('points_redeems', username)).toBe(0);
  });

  it('must be set first', async () => {
    const bare = await p.member(200, false);
    await p.earn(bare.token, bare.username, 1_000);
    expectFailure(await p.redeemCall(bare.token, { rewardId: 1 }), 403, 'payment_password_required');
    expectFailure(await p.convertCall(bare.token, { points: 1_000 }), 403, 'payment_password_required');
  });
});

describe('input no form sends', () => {
  it('refuses negative, fractional, huge and mistyped amounts with invalid_request, and changes nothing', async () => {
    for (const bad of [
      { quantity: 0 },
      { quantity: -1 },
      { quantity: 1.5 },
      { quantity: 100 },
      { quantity: 1e308 },
      { quantity: '1' },
      { rewardId: 0 },
      { rewardId: -1 },
      { rewardId: 2 ** 31 },
      { rewardId: 1.5 },
      { requestId: 'short' },
      { paymentPassword: '' },
    ]) {
      expectFailure(await p.redeemCall(token, { rewardId: 1, ...bad }), 400, 'invalid_request');
    }
    for (const points of [0, -1_000, 1_000.5, 1e13, 1e308, '1000', null]) {
      expectFailure(await p.convertCall(token, { points }), 400, 'invalid_request');
    }
    for (const query of [{ pageSize: 51 }, { pageNo: 0 }, { status: 'paid' }, { redeemId: 2 ** 31 }]) {
      expectFailure(await sandbox.call(contract.pointsRedeemList, query, { token }), 400, 'invalid_request');
    }
    expect(await p.balance(token)).toEqual({ points: 2_000, pending: 0 });
    expect(await count('points_redeems', username)).toBe(0);
    expect(await count('points_conversions', username)).toBe(0);
  });

  it('refuses the sealed calls sent in the clear', async () => {
    for (const endpoint of [contract.pointsRedeem, contract.pointsConvert]) {
      const answer = await sandbox.request({
        method: 'POST',
        url: endpoint.path,
        headers: { authorization: token },
        payload: {
          requestId: p.newRequestId(),
          rewardId: 1,
          quantity: 1,
          points: 1_000,
          paymentPassword: PAYMENT_PASSWORD,
        },
      });
      expectFailure(answer, 400, 'invalid_request');
    }
    expect(await p.balance(token)).toEqual({ points: 2_000, pending: 0 });
  });
});

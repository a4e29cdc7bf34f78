import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { pointsForValidBet } from '../../sdk/shared-rules/points-rules';
import { POINTS_SETTINGS, REWARDS } from '../../sandbox/tools/seed/points-mall';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { expectPointsSound, pointsDriver } from './points-helpers';
import { protectionDriver } from './safer-gambling-helpers';

/**
 * The point mall over HTTP (SPEC §7 Points): the public rules and catalogue, and points
 * earned by the platform from settled valid bets — as many as the rules say, once per round, none
 * for a refunded round or a trial account, and taken back exactly when a round stops counting.
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

describe('the rules and the catalogue', () => {
  it('answers the rules to anyone, as the seed sets them, and migration 023 sets the same', async () => {
    expect(await p.config()).toEqual({
      currency: 'PHP',
      validBetPerPoint: 1,
      convertPoints: 100,
      convertAmount: 1,
      minConvertPoints: 1_000,
      maxConvertPoints: 1_000_000,
    });
    const migration = readFileSync(
      new URL('../../sandbox/core/db/migrations/023_points.sql', import.meta.url),
      'utf8',
    );
    const json = /select 'points',\s*'([^']+)'/.exec(migration)![1]!;
    expect(JSON.parse(json)).toEqual(POINTS_SETTINGS);
  });

  it('lists the seeded rewards in the request’s language, with stock, limits and artwork', async () => {
    const en = await p.rewards('EN');
    expect(en.total).toBe(REWARDS.length);
    expect(en.list.map((r) => r.id)).toEqual(REWARDS.map((r) => r.id));
    expect(en.list[0]).toEqual({
      id: 1,
      name: 'Free bet of 5.00',
      description: 'One free bet on any slot game.',
      points: 500,
      stock: 1_000,
      maxPerRedeem: 10,
      imageUrl: 'rewards/1.svg',
    });
    expect(en.list.at(-1)!.stock).toBe(0);
    expect((await p.rewards('ES')).list[0]!.name).toBe('Apuesta gratis de 5,00');
    // A language the catalogue lacks falls back to English, then to Spanish.
    expect((await p.rewards('TH')).list[0]!.name).toBe('Free bet of 5.00');
    const page = expectValid(
      contract.pointsReward,
      await sandbox.call(contract.pointsReward, { pageNo: 2, pageSize: 3 }),
    ) as { list: { id: number }[]; total: number };
    expect(page.list.map((r) => r.id)).toEqual([4, 5, 6]);
    const art = await sandbox.app.inject({ method: 'GET', url: '/cdn/a/rewards/3.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect((await sandbox.app.inject({ method: 'GET', url: '/cdn/a/rewards/99999999999' })).statusCode).toBe(
      404,
    );
  });

  it('asks for a token on the member’s calls, and a real account', async () => {
    expectFailure(await sandbox.call(contract.pointsBalance, {}), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(await sandbox.call(contract.pointsTransactions, {}), 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    for (const [endpoint, input] of [
      [contract.pointsBalance, {}],
      [contract.pointsRedeemList, {}],
      [contract.pointsTransactions, {}],
      [
        contract.pointsRedeem,
        { requestId: 'trial-redeem-1', rewardId: 1, quantity: 1, paymentPassword: '602914' },
      ],
      [contract.pointsConvert, { requestId: 'trial-convert-1', points: 1_000, paymentPassword: '602914' }],
    ] as const) {
      expectFailure(await sandbox.call(endpoint, input, { token: trial }), 403, 'in_need_true_account');
    }
  });
});

describe('earning from valid bets', () => {
  it('gives each settled round floor(stake / validBetPerPoint) points, once, with its movement', async () => {
    const { token, username } = await p.member(2_000);
    expect(await p.balance(token)).toEqual({ points: 0, pending: 0 });
    const stakes = [1, 2, 5, 10, 50, 500];
    const rounds = await p.play(token, username, stakes);
    const expected = stakes.map((s) => pointsForValidBet(s * 100, POINTS_SETTINGS.validBetPerPoint));
    expect(await p.balance(token)).toEqual({ points: 568, pending: 0 });
    expect(expected.reduce((a, b) => a + b)).toBe(568);
    const { list, total } = await p.movements(token, { pageSize: 50 });
    expect(total).toBe(stakes.length);
    // Newest first, each with the round it came from and the balance after it.
    expect(list.map((m) => [m.kind, m.points, m.reference])).toEqual(
      rounds.map((id, i) => ['earn', expected[i], `round:${id}`]).reverse(),
    );
    expect(list.map((m) => m.balanceAfter)).toEqual([568, 68, 18, 8, 3, 1]);
    expect(list[0]!.at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('follows the rules as they are when a round settles, the remainder of a round earning nothing', async () => {
    const { token, username } = await p.member(2_000);
    await p.setRules({ validBetPerPoint: 2 });
    await p.play(token, username, [1, 5, 20]);
    expect((await p.balance(token)).points).toBe(0 + 2 + 10);
    await p.setRules({ validBetPerPoint: 0.5 });
    await p.play(token, username, [1]);
    expect((await p.balance(token)).points).toBe(14);
  });

  it('earns nothing for a round refunded, nor for a lottery bet until it is drawn', async () => {
    const { token, username } = await p.member(2_000);
    const launch = await p.slot(token, username);
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    expect((await p.spin(launch, 100)).body.errorCode).toBe('round_failed');
    expect((await p.balance(token)).points).toBe(0);

    const lotto = protectionDriver(sandbox);
    const lottery = await lotto.lottery(token);
    const bet = await lotto.bet(lottery, 20);
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect((await p.balance(token)).points).toBe(0);
    const roundId = (bet.body.value as { roundId: number }).roundId;
    expect((await lotto.draw(lottery, roundId)).status).toBe(200);
    expect((await p.balance(token)).points).toBe(20);
  });

  it('gives a trial account no points for its play', async () => {
    const token = await sandbox.login('demotrial');
    await p.play(token, 'demotrial', [1, 2]);
    expect((await p.readout('demotrial')).points).toBe(0);
  });

  it('takes back exactly what a round earned when it stops counting, and refuses when those points are spent', async () => {
    const { token, username } = await p.member(2_000);
    const [first, second] = await p.play(token, username, [5, 500]);
    expect((await p.balance(token)).points).toBe(505);
    // An operator's correction voids a settled round. Nothing in the platform does this; the book
    // must follow whoever writes rounds.
    await sandbox.db.query("update game_rounds set status = 'rolled_back' where id = $1", [first]);
    expect((await p.balance(token)).points).toBe(500);
    expect((await p.movements(token)).list[0]).toMatchObject({
      kind: 'earn_reversal',
      points: -5,
      balanceAfter: 500,
      reference: `round:${first}`,
    });
    // Settled again, it does not earn twice.
    await sandbox.db.query("update game_rounds set status = 'settled' where id = $1", [first]);
    expect((await p.balance(token)).points).toBe(500);

    // The second round's points are spent on a redeem: voiding it would take the member below zero,
    // so the database refuses the change, and nothing moves.
    await p.redeem(token, { rewardId: 1 });
    await expect(
      sandbox.db.query("update game_rounds set status = 'rolled_back' where id = $1", [second]),
    ).rejects.toThrow();
    const [round] = await sandbox.db.query<{ status: string }>(
      'select status from game_rounds where id = $1',
      [second],
    );
    expect(round!.status).toBe('settled');
    expect(await p.balance(token)).toEqual({ points: 0, pending: 500 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { promotionsDriver, SEEDED } from './promotion-helpers';
import { pointsDriver } from './points-helpers';
import { lotteryLaunchQuery } from './lottery-launch';

/*
 * Attacks on the promotions' money paths: a claim's bonus and a raffle's prize are paid once per
 * member and per draw whatever is replayed, raced, skipped or changed; guests and trial accounts
 * get nothing; comments are text and rate-limited.
 */

let sandbox: TestSandbox;
let p: ReturnType<typeof promotionsDriver>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = promotionsDriver(sandbox);
});
afterAll(() => sandbox.close());

describe('who may act', () => {
  it('refuses a guest without a token and asks a trial account to register', async () => {
    expectFailure(await p.joinCall(undefined, SEEDED.welcomeClaim), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(await p.claimCall(undefined, SEEDED.welcomeClaim), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(await p.drawCall(undefined, SEEDED.raffle), 401, 'CUSTOMER_NOT_LOGIN');
    expectFailure(await p.commentCall(undefined, SEEDED.raffle, 'hi'), 401, 'CUSTOMER_NOT_LOGIN');
    const trial = await sandbox.login('demotrial');
    expectFailure(await p.joinCall(trial, SEEDED.welcomeClaim), 403, 'in_need_true_account');
    expectFailure(await p.claimCall(trial, SEEDED.welcomeClaim), 403, 'in_need_true_account');
    expectFailure(await p.drawCall(trial, SEEDED.raffle), 403, 'in_need_true_account');
    expectFailure(await p.commentCall(trial, SEEDED.raffle, 'hi'), 403, 'in_need_true_account');
    // A trial account sees the promotions as a guest does.
    expect((await p.detail(SEEDED.welcomeClaim, trial)).status).toBe('open');
    const [row] = await sandbox.db.query<{ n: number }>(
      "select count(*)::int as n from promotion_members m join accounts a on a.id = m.account_id where a.username = 'demotrial'",
    );
    expect(row!.n).toBe(0);
  });
});

describe('a claim pays once', () => {
  it('two tabs claiming at once, under their own ids, pay once', async () => {
    const { token, username } = await p.member(0);
    await p.join(token, SEEDED.welcomeClaim);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => p.claimCall(token, SEEDED.welcomeClaim)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'promotion_already_claimed');
    expect(await p.wallet(token)).toBe(18);
    expect(await p.credited(username, 'promotion_bonus')).toEqual({ n: 1, total: 1800 });
  });

  it('the same id sent at once from two tabs answers one claim', async () => {
    const { token, username } = await p.member(0);
    await p.join(token, SEEDED.welcomeClaim);
    const requestId = p.newRequestId();
    const answers = await Promise.all([
      p.claimCall(token, SEEDED.welcomeClaim, requestId),
      p.claimCall(token, SEEDED.welcomeClaim, requestId),
    ]);
    for (const answer of answers) expectValid(contract.promotionClaim, answer);
    expect(await p.credited(username, 'promotion_bonus')).toEqual({ n: 1, total: 1800 });
  });

  it('refuses the same id for another promotion, and a changed amount changes nothing', async () => {
    // A second claim promotion, running: the seed's other one has not started.
    await sandbox.db.query(
      `insert into promotions (position, category, kind, title, summary, terms, starts_at, ends_at, bonus)
       values (99, 'casino', 'claim', '{"EN": "Second"}', '{"EN": "x"}', '{"EN": "x"}', now() - interval '1 day',
               now() + interval '1 day', 500)`,
    );
    const [{ id: second }] = (await sandbox.db.query<{ id: number }>(
      "select id from promotions where title->>'EN' = 'Second'",
    )) as [{ id: number }];
    const { token, username } = await p.member(0);
    await p.join(token, SEEDED.welcomeClaim);
    await p.join(token, second);
    const requestId = p.newRequestId();
    expectValid(contract.promotionClaim, await p.claimCall(token, SEEDED.welcomeClaim, requestId));
    expectFailure(await p.claimCall(token, second, requestId), 409, 'idempotency_conflict');
    const changed = await sandbox.request({
      method: 'POST',
      url: '/wps/promotion/claim',
      headers: { authorization: token },
      payload: { promotionId: second, requestId: p.newRequestId(), amount: 1_000_000 },
    });
    // Whatever the platform makes of the extra field, it never pays more than the promotion's bonus.
    if (changed.status === 200) expect((changed.body.value as { amount: number }).amount).toBe(5);
    expect((await p.credited(username, 'promotion_bonus')).total).toBeLessThanOrEqual(1800 + 500);
    await sandbox.db.query('delete from promotion_members where promotion_id = $1', [second]);
    await sandbox.db.query('delete from promotions where id = $1', [second]);
  });

  it('skipping the sign-up, or claiming a promotion not running, pays nothing', async () => {
    const { token, username } = await p.member(0);
    expectFailure(await p.claimCall(token, SEEDED.welcomeClaim), 409, 'promotion_not_joined');
    expectFailure(await p.claimCall(token, SEEDED.comingSoon), 409, 'promotion_not_open');
    expectFailure(await p.claimCall(token, SEEDED.raffle), 409, 'promotion_action_invalid');
    expectFailure(await p.claimCall(token, 2_147_483_647), 404, 'not_found');
    expect(await p.credited(username, 'promotion_bonus')).toEqual({ n: 0, total: 0 });
  });

  it('an empty promotions budget refuses the claim, and the member can claim once it is funded', async () => {
    const { token } = await p.member(0);
    await p.join(token, SEEDED.welcomeClaim);
    const budget = async (amount: number) =>
      expect(
        (await sandbox.request({ method: 'POST', url: '/sandbox/points/budget', payload: { amount } }))
          .status,
      ).toBe(200);
    await budget(0);
    expectFailure(await p.claimCall(token, SEEDED.welcomeClaim), 409, 'promotion_unavailable');
    await budget(100_000);
    expectValid(contract.promotionClaim, await p.claimCall(token, SEEDED.welcomeClaim));
    expect(await p.wallet(token)).toBe(18);
  });
});

describe('a raffle draw pays once per draw', () => {
  it('two tabs drawing one draw at once draw one prize', async () => {
    const { token, username } = await p.member(0);
    await p.grant(username);
    const answers = await Promise.all(Array.from({ length: 5 }, () => p.drawCall(token, SEEDED.raffle)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectFailure(refused, 409, 'raffle_no_draw');
    const { amount } = won[0]!.body.value as { amount: number };
    expect(await p.wallet(token)).toBe(amount);
    expect((await p.credited(username, 'raffle_prize')).n).toBe(1);
  });

  it('the same id for the one draw, sent at once, answers one prize', async () => {
    const { token, username } = await p.member(0);
    await p.grant(username);
    const requestId = p.newRequestId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => p.drawCall(token, SEEDED.raffle, requestId)),
    );
    const draws = answers.map((a) => expectValid(contract.raffleClaim, a) as { drawId: number });
    expect(new Set(draws.map((d) => d.drawId)).size).toBe(1);
    expect((await p.credited(username, 'raffle_prize')).n).toBe(1);
  });

  it('a replayed id returns the first prize, even after another draw; for another promotion it is refused', async () => {
    const { token, username } = await p.member(0);
    await p.grant(username);
    await p.grant(username);
    const requestId = p.newRequestId();
    const first = expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle, requestId));
    expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle));
    expect(
      expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle, requestId)),
    ).toMatchObject({
      drawId: (first as { drawId: number }).drawId,
      amount: (first as { amount: number }).amount,
    });
    expectFailure(await p.drawCall(token, SEEDED.welcomeClaim, requestId), 409, 'idempotency_conflict');
    expect((await p.credited(username, 'raffle_prize')).n).toBe(2);
  });

  it('refuses a draw without signing up, and a draw on a promotion that is no raffle', async () => {
    const { token } = await p.member(0);
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'promotion_not_joined');
    expectFailure(await p.drawCall(token, SEEDED.welcomeClaim), 409, 'promotion_action_invalid');
  });
});

describe('comments', () => {
  it('are stored as the text sent and limited to five in ten minutes per member', async () => {
    const { token } = await p.member(0);
    for (let i = 0; i < 5; i++)
      expectValid(contract.promotionComment, await p.commentCall(token, SEEDED.raffle, `comment ${i}`));
    const limited = await p.commentCall(token, SEEDED.raffle, 'one more');
    expectFailure(limited, 429, 'TOO_MANY_REQUESTS');
    expect((limited.body.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Another member is not slowed down by the first.
    const other = await p.member(0);
    expectValid(contract.promotionComment, await p.commentCall(other.token, SEEDED.raffle, '<b>bold?</b>'));
    expect((await p.comments(SEEDED.raffle)).list[0]!.content).toBe('<b>bold?</b>');
  });

  it('refuses a body past the wire bound without storing anything', async () => {
    const { token } = await p.member(0);
    expectFailure(await p.commentCall(token, SEEDED.raffle, 'x'.repeat(1_001)), 400, 'invalid_request');
  });
});

describe('a raffle counts settled bets only', () => {
  it('earns no draw from a ticket left open, nor from one cancelled; a settled bet earns it', async () => {
    // The attack: one open 500.00 ticket used to earn every draw, then cancelled for a full refund.
    const { token, username } = await p.member(600);
    await p.join(token, SEEDED.raffle);
    const launched = await sandbox.call(contract.launchGame, lotteryLaunchQuery(), { token });
    const launch = new URL((launched.body.value as { gameUrl: string }).gameUrl).searchParams.get('launch')!;
    const game = async (path: string, payload: object) => {
      const response = await sandbox.instance.games.inject({ method: 'POST', url: path, payload });
      return response.json() as { value: { roundId: number } };
    };
    const ticket = await game('/play/api/lottery/bet', {
      launch,
      stake: 500,
      picks: ['11'],
      requestId: p.newRequestId(),
    });
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'raffle_no_draw');
    await game('/play/api/lottery/cancel', { launch, roundId: ticket.value.roundId });
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'raffle_no_draw');
    expect((await p.credited(username, 'raffle_prize')).n).toBe(0);
    // 50.00 of settled bets: one draw.
    await pointsDriver(sandbox).play(token, username, [50]);
    expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle));
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'raffle_no_draw');
  });
});

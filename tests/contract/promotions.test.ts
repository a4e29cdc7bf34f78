import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { presetRange } from '../../sdk/shared-rules/date-range';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { promotionsDriver, SEEDED, statusIn } from './promotion-helpers';

let sandbox: TestSandbox;
let p: ReturnType<typeof promotionsDriver>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = promotionsDriver(sandbox);
});
afterAll(() => sandbox.close());

const usernameOf = async (token: string) =>
  (
    expectValid(contract.memberInfo, await sandbox.call(contract.memberInfo, {}, { token })) as {
      account: string;
    }
  ).account;

describe('the promotions list and detail', () => {
  it('lists the seed by category, in the language asked, with a guest’s statuses from the dates', async () => {
    const all = await p.list();
    expect(all.total).toBe(7);
    expect(statusIn(all, SEEDED.welcomeClaim)).toBe('open');
    expect(statusIn(all, SEEDED.comingSoon)).toBe('comingSoon');
    expect(statusIn(all, SEEDED.closed)).toBe('closed');
    expect(all.list[0]!.title).toBe('Welcome gift: 18 P');
    expect(all.list[0]!.bonus).toBe(18);
    expect(all.list[0]!.imageUrl).toBe('promotions/1.svg');
    const sports = await p.list({ category: 'sports' });
    expect(sports.list.map((x) => x.id)).toEqual([SEEDED.applySports, SEEDED.closed]);
    const spanish = await p.list({ category: 'raffle' }, undefined, 'ES');
    expect(spanish.list[0]!.title).toBe('Sorteo de la suerte');
  });

  it('answers a detail with its terms as written and a raffle’s prize table', async () => {
    const raffle = await p.detail(SEEDED.raffle);
    expect(raffle.kind).toBe('raffle');
    expect(raffle.raffle!.prizes.map((x) => x.amount)).toEqual([1, 5, 20, 88]);
    expect(raffle.raffle!.prizes.reduce((s, x) => s + x.chance, 0)).toBe(100);
    expect(raffle.raffle!.validBetPerDraw).toBe(50);
    const scripted = await p.detail(SEEDED.scriptedTerms);
    // The platform hands the operator's HTML over as written: the page sanitizes it.
    expect(scripted.terms).toContain('<script>');
    expect(scripted.raffle).toBeNull();
    expectFailure(await sandbox.call(contract.promotionDetail, { id: 999 }), 404, 'not_found');
  });

  it('serves each promotion’s banner art', async () => {
    const art = await sandbox.app.inject({ method: 'GET', url: '/cdn/a/promotions/2.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await sandbox.app.inject({ method: 'GET', url: '/cdn/a/promotions/99.svg' })).statusCode).toBe(
      404,
    );
  });
});

describe('signing up and claiming', () => {
  it('signs a member up, claims the bonus once through the ledger, and shows claimed', async () => {
    const { token, username } = await p.member(100);
    expect((await p.join(token, SEEDED.welcomeClaim)).status).toBe('signedUp');
    // Joining again changes nothing.
    expect((await p.join(token, SEEDED.welcomeClaim)).status).toBe('signedUp');
    expect(statusIn(await p.list({}, token), SEEDED.welcomeClaim)).toBe('signedUp');

    const requestId = p.newRequestId();
    const claim = expectValid(
      contract.promotionClaim,
      await p.claimCall(token, SEEDED.welcomeClaim, requestId),
    );
    expect(claim).toMatchObject({ promotionId: 1, amount: 18, status: 'claimed' });
    expect(await p.wallet(token)).toBe(118);
    // A retry under the same id answers the same claim and pays nothing more.
    expect(
      expectValid(contract.promotionClaim, await p.claimCall(token, SEEDED.welcomeClaim, requestId)),
    ).toEqual(claim);
    // Another id: refused, nothing paid.
    expectFailure(await p.claimCall(token, SEEDED.welcomeClaim), 409, 'promotion_already_claimed');
    expect(await p.wallet(token)).toBe(118);
    expect(await p.credited(username, 'promotion_bonus')).toEqual({ n: 1, total: 1800 });
    expect((await p.detail(SEEDED.welcomeClaim, token)).status).toBe('claimed');
    // The member's records show it: an account record of its own kind, and a bonus in the profit.
    const today = presetRange('today', Date.now());
    const records = expectValid(
      contract.accountRecords,
      await sandbox.call(contract.accountRecords, { ...today, kind: 'promotion_bonus' }, { token }),
    ) as { list: { kind: string; amount: number; reference: string }[] };
    expect(records.list).toEqual([
      expect.objectContaining({ kind: 'promotion_bonus', amount: 18, reference: 'promotion:1' }),
    ]);
    const profit = expectValid(
      contract.personalProfit,
      await sandbox.call(contract.personalProfit, { ...today }, { token }),
    ) as { totals: { bonus: number } };
    expect(profit.totals.bonus).toBe(18);
  });

  it('refuses a claim before signing up, and on a promotion that offers none', async () => {
    const { token } = await p.member(0);
    expectFailure(await p.claimCall(token, SEEDED.welcomeClaim), 409, 'promotion_not_joined');
    await p.join(token, SEEDED.liveSignUp);
    expectFailure(await p.claimCall(token, SEEDED.liveSignUp), 409, 'promotion_action_invalid');
  });

  it('refuses joining a promotion that has not started or has ended', async () => {
    const { token } = await p.member(0);
    const early = await p.joinCall(token, SEEDED.comingSoon);
    expectFailure(early, 409, 'promotion_not_open');
    expect(early.body.value).toEqual({ reason: 'notStarted' });
    const late = await p.joinCall(token, SEEDED.closed);
    expectFailure(late, 409, 'promotion_not_open');
    expect(late.body.value).toEqual({ reason: 'ended' });
  });

  it('files an application the operator approves or rejects, once', async () => {
    const first = await p.member(0);
    const second = await p.member(0);
    expect((await p.join(first.token, SEEDED.applySports)).status).toBe('applying');
    expect((await p.join(second.token, SEEDED.applySports)).status).toBe('applying');
    expect(await p.decide(first.username, SEEDED.applySports, 'approve')).toEqual({
      decided: true,
      status: 'joined',
    });
    expect(await p.decide(second.username, SEEDED.applySports, 'reject')).toEqual({
      decided: true,
      status: 'rejected',
    });
    // Decided once: a second decision changes nothing.
    expect(await p.decide(first.username, SEEDED.applySports, 'reject')).toEqual({
      decided: false,
      status: 'joined',
    });
    expect((await p.detail(SEEDED.applySports, first.token)).status).toBe('joined');
    expect((await p.detail(SEEDED.applySports, second.token)).status).toBe('rejected');
  });
});

describe("the raffle (SPEC's MCSFE_claimRaffle, the platform's MCS2_claimRafflePromotion)", () => {
  it('earns a draw per 50.00 of valid bet since signing up, draws once per draw and pays the prize', async () => {
    const { token, username } = await p.member(500);
    await p.join(token, SEEDED.raffle);
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'raffle_no_draw');
    await p.play(token, username, [20, 20, 50]);
    const before = await p.detail(SEEDED.raffle, token);
    expect(before.raffle).toMatchObject({ validBet: 90, earned: 1, drawn: 0 });
    expect(before.status).toBe('processing');
    const wallet = await p.wallet(token);

    const requestId = p.newRequestId();
    const draw = expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle, requestId)) as {
      prize: string;
      amount: number;
      entry: number;
      earned: number;
      drawn: number;
    };
    expect([1, 5, 20, 88]).toContain(draw.amount);
    expect(draw).toMatchObject({ entry: 1, earned: 1, drawn: 1 });
    expect(await p.wallet(token)).toBeCloseTo(wallet + draw.amount, 2);
    // The replay answers the same prize; a new id finds no draw waiting.
    expect(expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle, requestId))).toEqual(
      draw,
    );
    expectFailure(await p.drawCall(token, SEEDED.raffle), 409, 'raffle_no_draw');
    expect(await p.wallet(token)).toBeCloseTo(wallet + draw.amount, 2);
    expect(await p.credited(username, 'raffle_prize')).toEqual({
      n: 1,
      total: Math.round(draw.amount * 100),
    });
    const after = await p.detail(SEEDED.raffle, token, 'EN');
    expect(after.status).toBe('issued');
    expect(after.raffle!.draws).toHaveLength(1);
    expect(after.raffle!.draws[0]!.prize).toBe(draw.prize);
  });

  it('draws what the operator grants', async () => {
    const { token } = await p.member(0);
    const username = await usernameOf(token);
    expect(await p.grant(username)).toEqual({ earned: 1, drawn: 0, status: 'processing' });
    expectValid(contract.raffleClaim, await p.drawCall(token, SEEDED.raffle));
    expect((await p.detail(SEEDED.raffle, token)).status).toBe('issued');
  });
});

describe('comments', () => {
  it('posts plain text of at most 140 characters and lists it newest first, marked as mine', async () => {
    const { token } = await p.member(0);
    const html = '<img src=x onerror=alert(1)> great promo';
    const posted = expectValid(
      contract.promotionComment,
      await p.commentCall(token, SEEDED.liveSignUp, `  ${html}  `),
    ) as { content: string; mine: boolean; author: string };
    expect(posted.content).toBe(html);
    expect(posted.mine).toBe(true);
    expect(posted.author).toMatch(/^p\*+\d$/);
    expectValid(contract.promotionComment, await p.commentCall(token, SEEDED.liveSignUp, 'x'.repeat(140)));
    const page = await p.comments(SEEDED.liveSignUp, token);
    expect(page.list[0]!.content).toBe('x'.repeat(140));
    expect(page.list[1]!.content).toBe(html);
    // A guest reads them, none as theirs.
    expect((await p.comments(SEEDED.liveSignUp)).list.every((c) => !c.mine)).toBe(true);
  });

  it('refuses an empty or too long comment, with the field and the bound', async () => {
    const { token } = await p.member(0);
    const empty = await p.commentCall(token, SEEDED.liveSignUp, '   ');
    expectFailure(empty, 400, 'promotion_comment_invalid');
    expect(empty.body.value).toEqual({ field: 'content', reason: 'required', max: 140 });
    const long = await p.commentCall(token, SEEDED.liveSignUp, 'x'.repeat(141));
    expectFailure(long, 400, 'promotion_comment_invalid');
    expect(long.body.value).toMatchObject({ reason: 'length', max: 140 });
    expectFailure(await p.commentCall(token, 999, 'hello'), 404, 'not_found');
  });
});

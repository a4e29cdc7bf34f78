import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { movementsOfKind, vipDriver } from './rewards-vip-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * The manual rebate over HTTP (SPEC §2 personal centre manualRebate, flag MANPLAYREB3):
 * the valid bets settled since the last claim, per category at its rate (plus the VIP level's
 * bonus), paid once through the ledger; the mark moves so the same bets never pay twice.
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

describe('the quote', () => {
  it("shows every rated category, at zero before a new member's first bet", async () => {
    const { token } = await v.member();
    const quote = await v.quote(token);
    expect(quote).toMatchObject({ since: null, total: 0, vipLevel: 0, vipBonusBps: 0 });
    expect(quote.lines.map((l) => l.category)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
    ]);
    expect(quote.lines.every((l) => l.validBet === 0 && l.amount === 0)).toBe(true);
  });

  it("counts settled bets at the category's rate, as the sandbox's figures say", async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [100, 50, 5, 2, 1]);
    const readout = await v.readout(username);
    expect(readout.validBets).toEqual({ RNG: 158 });
    expect(readout.rates.RNG).toBe(100);
    const quote = await v.quote(token);
    expect(quote.lines.find((l) => l.category === 'RNG')).toEqual({
      category: 'RNG',
      validBet: 158,
      rateBps: 100,
      amount: 1.58,
    });
    expect(quote.total * 100).toBe(v.expectedRebateMinor(readout));
    expect(quote.total).toBe(1.58);
  });

  it("adds the VIP level's bonus to every rate", async () => {
    const { token, username } = await v.member(3_000);
    await v.play(token, username, [500, 500, 20, 2, 1]);
    const quote = await v.quote(token);
    expect(quote).toMatchObject({ vipLevel: 1, vipBonusBps: 5 });
    expect(quote.lines.find((l) => l.category === 'RNG')).toMatchObject({ validBet: 1_023, rateBps: 105 });
    // floor(102,300 × 105 / 10,000) = 1,074 minor.
    expect(quote.total).toBe(10.74);
    expect(quote.total * 100).toBe(v.expectedRebateMinor(await v.readout(username)));
  });
});

describe('the claim', () => {
  it('pays the total once through the ledger and moves the mark past the bets it paid', async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [200, 100, 10]);
    const before = await v.wallet(username);
    const expected = v.expectedRebateMinor(await v.readout(username));
    expect(expected).toBe(310);
    const paid = await v.claim(token);
    expect(paid).toMatchObject({ amount: 3.1, since: null });
    expect(paid.lines.find((l) => l.category === 'RNG')).toMatchObject({ validBet: 310, amount: 3.1 });
    expect(await v.wallet(username)).toBeCloseTo(before + 3.1, 2);
    expect(await movementsOfKind(sandbox, username, 'rebate')).toEqual([
      { amount: 310, idempotency_key: `rebate:${paid.claimId}` },
    ]);
    // The same bets never pay again.
    const after = await v.quote(token);
    expect(after).toMatchObject({ since: paid.until, total: 0 });
    expect((await v.readout(username)).validBets).toEqual({});
    expectFailure(await v.claimCall(token, { amount: 3.1 }), 409, 'rebate_nothing_to_claim');

    // New bets pay from the mark on.
    await v.play(token, username, [50]);
    const second = await v.claim(token);
    expect(second).toMatchObject({ amount: 0.5, since: paid.until });
    expect((await v.history(token)).list.map((c) => c.amount)).toEqual([0.5, 3.1]);
    expect(await movementsOfKind(sandbox, username, 'rebate')).toHaveLength(2);
  });

  it('refuses a total the member was not shown, and says what it is now', async () => {
    const { token, username } = await v.member();
    await v.play(token, username, [100]);
    const answer = await v.claimCall(token, { amount: 2 });
    expectFailure(answer, 409, 'rebate_amount_changed');
    expect(answer.body.value).toMatchObject({ amount: 1 });
    expect(await movementsOfKind(sandbox, username, 'rebate')).toEqual([]);
    expect((await v.claimCall(token, { amount: 1.005 })).status).toBe(400);
    expect((await v.claimCall(token, { amount: 0 })).status).toBe(400);
  });

  it('pages the history newest first', async () => {
    const { token, username } = await v.member();
    for (const stake of [100, 200, 500]) {
      await v.play(token, username, [stake]);
      await v.claim(token);
    }
    const page = await v.history(token, { pageNo: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.list.map((c) => c.amount)).toEqual([5, 2]);
    expect((await v.history(token, { pageNo: 2, pageSize: 2 })).list.map((c) => c.amount)).toEqual([1]);
  });
});

describe('the flag MANPLAYREB3', () => {
  it('is on for the seeded brand, and off every call refuses', async () => {
    const { token } = await v.member();
    await v.quote(token);
    await v.setFlag(false);
    expectFailure(await sandbox.call(contract.rebateQuote, {}, { token }), 403, 'feature_disabled');
    expectFailure(await v.claimCall(token, { amount: 1 }), 403, 'feature_disabled');
    expectFailure(await sandbox.call(contract.rebateHistory, {}, { token }), 403, 'feature_disabled');
    await v.setFlag(true);
    await v.quote(token);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { PointsConversion } from '../../sdk/contract';
import { convertQuote } from '../../sdk/shared-rules/points-rules';
import { POINTS_SETTINGS, PROMOTIONS_BUDGET_MINOR } from '../../sandbox/tools/seed/points-mall';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { expectPointsSound, pointsDriver } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * Converting points into the main wallet over HTTP (SPEC §7 convert point): whole steps at the
 * rules' rate, the money from the operator's promotions budget through the ledger (never made from
 * nothing), the points out of the member's account, both in one transaction.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
});
afterAll(async () => {
  await expectPointsSound(sandbox);
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

/** The promotions budget and the house, minor units. */
const moneyOf = async () =>
  (
    await sandbox.db.query<{ promotions: number; house: number }>(
      `select (select balance from ledger_accounts where kind = 'promotions' and owner_id is null) as promotions,
              (select balance from ledger_accounts where kind = 'house' and owner_id is null) as house`,
    )
  )[0]!;

describe('converting points', () => {
  it('credits exactly the rules’ rate from the promotions budget, and takes exactly the points', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 5_000);
    const walletBefore = await p.wallet(username);
    const before = await moneyOf();
    expect(before.promotions).toBe(PROMOTIONS_BUDGET_MINOR);
    const answer = await p.convertCall(token, { points: 3_700 });
    const conversion = expectValid(contract.pointsConvert, answer) as PointsConversion;
    const quote = convertQuote(3_700, POINTS_SETTINGS);
    expect(quote).toEqual({ ok: true, creditedMinor: 3_700 });
    expect(conversion).toMatchObject({ points: 3_700, credited: 37 });
    expect(await p.wallet(username)).toBeCloseTo(walletBefore + 37, 2);
    const after = await moneyOf();
    expect(after.promotions).toBe(before.promotions - 3_700);
    // The house paid nothing: the budget it set aside did.
    expect(after.house).toBe(before.house);
    expect(await p.balance(token)).toEqual({ points: 1_300, pending: 0 });
    expect((await p.movements(token)).list[0]).toMatchObject({
      kind: 'convert',
      points: -3_700,
      balanceAfter: 1_300,
      reference: `points-convert:${conversion.conversionId}`,
    });
    expect((await p.readout(username)).book.converted).toBe(3_700);
    // The wallet's records show the credit under its own kind, with the same reference.
    const [record] = await sandbox.db.query<{ kind: string; amount: number; reference: string }>(
      `select t.kind, e.amount, t.reference from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        join ledger_accounts a on a.id = e.ledger_account_id join accounts m on m.id = a.owner_id
       where m.username = $1 order by e.id desc limit 1`,
      [username],
    );
    expect(record).toEqual({
      kind: 'points_convert',
      amount: 3_700,
      reference: `points-convert:${conversion.conversionId}`,
    });
  });

  it('pays other rates exactly, in whole steps', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 1_000);
    await p.setRules({ convertPoints: 30, convertAmount: 0.07, minConvertPoints: 30 });
    const conversion = expectValid(
      contract.pointsConvert,
      await p.convertCall(token, { points: 990 }),
    ) as PointsConversion;
    expect(conversion.credited).toBe(2.31);
    expect((await p.balance(token)).points).toBe(10);
    const refused = await p.convertCall(token, { points: 10 });
    expectFailure(refused, 400, 'points_convert_invalid');
    expect(refused.body.value).toEqual({
      field: 'points',
      reason: 'minimum',
      step: 30,
      min: 30,
      max: 1_000_000,
    });
  });

  it('refuses what the rules do not allow, with the step, minimum and maximum', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 2_000);
    for (const [points, reason] of [
      [1_050, 'step'],
      [900, 'minimum'],
      [1_000_100, 'maximum'],
    ] as const) {
      const refused = await p.convertCall(token, { points });
      expectFailure(refused, 400, 'points_convert_invalid');
      expect(refused.body.value).toMatchObject({ reason, step: 100, min: 1_000, max: 1_000_000 });
    }
    const short = await p.convertCall(token, { points: 3_000 });
    expectFailure(short, 409, 'points_insufficient');
    expect(short.body.value).toEqual({ points: 2_000, required: 3_000 });
    expect((await p.balance(token)).points).toBe(2_000);
  });

  it('is refused while the promotions budget cannot pay it, and nothing moves', async () => {
    const { token, username } = await p.member(200);
    await p.earn(token, username, 2_000);
    const set = await sandbox.request({
      method: 'POST',
      url: '/sandbox/points/budget',
      payload: { amount: 15 },
    });
    expect(set.body.value).toEqual({ promotionsBudget: 15 });
    const wallet = await p.wallet(username);
    expectFailure(await p.convertCall(token, { points: 2_000 }), 409, 'points_convert_unavailable');
    expect(await p.wallet(username)).toBe(wallet);
    expect((await p.balance(token)).points).toBe(2_000);
    expectValid(contract.pointsConvert, await p.convertCall(token, { points: 1_500 }));
    expect((await moneyOf()).promotions).toBe(0);
  });
});

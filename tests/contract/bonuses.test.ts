import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { BonusPage } from '../../sdk/contract';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { creditReward } from '../../sandbox/platform/wagering';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { pointsDriver } from './points-helpers';
import { expectLedgerSound } from './withdraw-helpers';

/**
 * bonusDetails over HTTP: the member's bonuses are the reward credits of its wallet (each with its
 * wagering, sandbox/platform/wagering) whatever their kind; each asks for turnover (amount × its kind's
 * rollover) done by valid bets since the credit, oldest bonus first, within 30 days, and locks its
 * amount in the wallet until then.
 */
let sandbox: TestSandbox;
let p: ReturnType<typeof pointsDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  p = pointsDriver(sandbox);
});
afterAll(async () => {
  await expectLedgerSound(sandbox);
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const accountIdOf = async (username: string) =>
  (await sandbox.db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!.id;

/** A reward paid as every reward is (sandbox/platform/wagering): from the promotions budget, with its wagering. Answers its key. */
async function credit(accountId: number, amountMinor: number, kind: string): Promise<string> {
  const key = `test-bonus:${randomUUID()}`;
  await sandbox.db.transaction((tx) =>
    creditReward(sandbox.instance.sandbox, tx, { accountId, amountMinor, key, kind, reference: key }),
  );
  sandbox.instance.sandbox.balances.invalidate([accountId]);
  return key;
}

const today = () => platformDay(Date.now());

async function bonuses(token: string, query: Record<string, unknown> = {}): Promise<BonusPage> {
  const answer = await sandbox.call(contract.bonusList, { from: today(), to: today(), ...query }, { token });
  return expectValid(contract.bonusList, answer) as BonusPage;
}

describe('the bonus list', () => {
  it('lists every payment of the promotions budget, with turnover done oldest bonus first', async () => {
    const { username, token } = await p.member(1_000, false);
    const id = await accountIdOf(username);
    expect((await bonuses(token)).total).toBe(0);

    await credit(id, 1_000, 'promotion_bonus'); // 10.00, asks for 50.00
    await credit(id, 500, 'rebate'); // 5.00, asks for nothing
    await credit(id, 200, 'a_reward_added_later'); // 2.00, asks for 2.00
    await p.play(token, username, [20, 20]);

    const page = await bonuses(token);
    expect(page.total).toBe(3);
    expect(
      page.list.map((b) => [b.kind, b.amount, b.rollover, b.turnoverRequired, b.turnoverDone, b.state]),
    ).toEqual([
      ['a_reward_added_later', 2, 1, 2, 0, 'in_progress'],
      ['rebate', 5, 0, 0, 0, 'completed'],
      ['promotion_bonus', 10, 5, 50, 40, 'in_progress'],
    ]);
    const [latest] = page.list;
    expect(latest!.expiresAt - latest!.at).toBe(30 * 86_400_000);
    // Until wagered, each bonus holds its amount in the wallet; a rebate asks nothing and holds nothing.
    expect(page.list.map((b) => b.locked)).toEqual([2, 0, 10]);
    expect(page.totals).toEqual({ amount: 17, turnoverRequired: 52, turnoverDone: 40, inProgress: 2 });

    // 17.00 more: 10.00 completes the oldest, 2.00 the next; the 5.00 left over counts for nothing.
    await p.play(token, username, [10, 2, 5]);
    const after = await bonuses(token);
    expect(after.list.map((b) => [b.turnoverDone, b.state, b.locked])).toEqual([
      [2, 'completed', 0],
      [0, 'completed', 0],
      [50, 'completed', 0],
    ]);
  });

  it('leaves out wallet credits that are not the promotions budget’s', async () => {
    const { token } = await p.member(1_000, false); // its balance came from the house
    expect((await bonuses(token)).list).toEqual([]);
  });

  it('pages, filters by state and counts bets only of the bonus’s own 30 days', async () => {
    const { username, token } = await p.member(1_000, false);
    const id = await accountIdOf(username);
    const old = await credit(id, 1_000, 'promotion_bonus');
    // Credited 31 days ago: expired with nothing done, and today's bets go to the bonuses still open.
    await sandbox.db.query(
      `update wagering_requirements set created_at = created_at - interval '31 days',
         expires_at = expires_at - interval '31 days' where source = $1`,
      [old],
    );
    await credit(id, 300, 'raffle_prize');
    await credit(id, 400, 'vip_level_bonus');
    await p.play(token, username, [5]);

    const oldDay = platformDay(Date.now() - 31 * 86_400_000);
    const expired = await bonuses(token, { from: oldDay, to: oldDay });
    expect(expired.list.map((b) => [b.kind, b.turnoverDone, b.state])).toEqual([
      ['promotion_bonus', 0, 'expired'],
    ]);

    const first = await bonuses(token, { pageSize: 1 });
    expect(first.total).toBe(2);
    expect(first.list.map((b) => b.kind)).toEqual(['vip_level_bonus']);
    expect(
      (await bonuses(token, { pageSize: 1, pageNo: 2 })).list.map((b) => [b.kind, b.turnoverDone]),
    ).toEqual([['raffle_prize', 3]]);
    const open = await bonuses(token, { state: 'in_progress' });
    expect(open.list.map((b) => [b.kind, b.turnoverDone])).toEqual([['vip_level_bonus', 2]]);
    expect((await bonuses(token, { state: 'completed' })).list.map((b) => b.kind)).toEqual(['raffle_prize']);
  });

  it('lists a bonus the operator grants by hand (the sandbox switch), paid through the ledger', async () => {
    const { username, token } = await p.member(0, false);
    const paid = await sandbox.request({
      method: 'POST',
      url: '/sandbox/bonuses/credit',
      payload: { username, amount: 12.5 },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const refused = await sandbox.request({
      method: 'POST',
      url: '/sandbox/bonuses/credit',
      payload: { username, amount: 1.005 },
    });
    expect(refused.status).toBe(400);
    expect((await bonuses(token)).list.map((b) => [b.kind, b.amount, b.turnoverRequired])).toEqual([
      ['promotion_bonus', 12.5, 62.5],
    ]);
    expect(await p.wallet(username)).toBe(12.5);
  });

  it('refuses a guest, a trial account and a range the records would refuse', async () => {
    expectFailure(
      await sandbox.call(contract.bonusList, { from: today(), to: today() }),
      401,
      'CUSTOMER_NOT_LOGIN',
    );
    const trial = await sandbox.login('demotrial');
    expectFailure(
      await sandbox.call(contract.bonusList, { from: today(), to: today() }, { token: trial }),
      403,
      'in_need_true_account',
    );
    const { token } = await p.member(0, false);
    const answer = await sandbox.call(
      contract.bonusList,
      { from: '2026-01-01', to: '2026-12-31' },
      { token },
    );
    expectFailure(answer, 400, 'date_range_invalid');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { AccountRecord, BetRecord, BettingRecords } from '../../sdk/contract';
import { presetRange } from '../../sdk/shared-rules/date-range';
import { totalsByKind } from '../../sandbox/platform/ledger';
import { seedRoundsForBench } from '../../sandbox/platform/records';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { depositDriver } from './deposit-helpers';
import { recordsDriver, sumAmounts } from './records-helpers';

/**
 * The member's records as the personal centre reads them, after real play: slot spins and a
 * lottery draw through the launch path, a refunded round, a deposit with its bonus. Every sum is
 * checked against the ledger the play went through.
 */
let sandbox: TestSandbox;
let driver: ReturnType<typeof recordsDriver>;
let token: string;
let memberId: number;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the member did, as the game answered it (decimal amounts). */
const played = {
  spins: [] as { roundId: number; stake: number; payout: number }[],
  refunded: { roundId: 0, stake: 0 },
  lottery: { roundId: 0, stake: 10, payout: 0 },
  deposit: { orderNo: '', amount: 100, bonus: 10 },
};
const roundIds = () => [
  ...played.spins.map((s) => s.roundId),
  played.refunded.roundId,
  played.lottery.roundId,
];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  driver = recordsDriver(sandbox);
  const deposits = depositDriver(sandbox);
  await deposits.autoSettle(null);
  token = await sandbox.login('demomember');
  memberId = await driver.accountId('demomember');

  const order = await deposits.order(token, { methodId: 'bank', amount: 100, bonusId: 'first-deposit' });
  expect((await deposits.settle(order.orderNo, 'pay')).status).toBe(200);
  played.deposit.orderNo = order.orderNo;

  const { launch, stake } = await driver.slotLaunch(token, 'demomember');
  for (let i = 0; i < 6; i++) {
    const spin = await driver.spin(launch, stake);
    expect(spin.status).toBe(200);
    played.spins.push({
      roundId: spin.body.value.roundId as number,
      stake: spin.body.value.stake as number,
      payout: spin.body.value.payout as number,
    });
  }
  await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
  const failed = await driver.spin(launch, stake);
  expect(failed.body.errorCode).toBe('round_failed');
  played.refunded = { roundId: (failed.body.value as { roundId: number }).roundId, stake };

  const lottery = await driver.lotteryRound(token, played.lottery.stake);
  played.lottery = { ...played.lottery, ...lottery };
});
afterAll(() => sandbox.close());

/** The ledger's sums for the member (decimals): what bets took and wins and rollbacks gave back. */
async function ledgerSums() {
  const of = await totalsByKind(sandbox.db, memberId);
  return {
    bets: of('bet').debits / 100,
    wins: of('win').credits / 100,
    rollbacks: of('rollback').credits / 100,
  };
}

describe('betting records', () => {
  it('lists every round the member played, newest first, with totals equal to the ledger', async () => {
    const records = await driver.bets(token);
    expect(records.list.map((r) => r.roundId).sort()).toEqual(roundIds().sort());
    const order = records.list.map((r) => [r.placedAt, r.roundId]);
    expect(order).toEqual([...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
    const ledger = await ledgerSums();
    expect(records.total).toBe(8);
    expect(records.totals).toEqual({
      count: 8,
      stake: ledger.bets,
      validBet: sumAmounts([ledger.bets, -ledger.rollbacks]),
      payout: ledger.wins,
      winLoss: sumAmounts([ledger.wins, -ledger.bets, ledger.rollbacks]),
    });
  });

  it('shows each settled round as it was played', async () => {
    const byId = new Map((await driver.bets(token)).list.map((r) => [r.roundId, r]));
    for (const spin of played.spins) {
      expect(byId.get(spin.roundId)).toMatchObject({
        vendor: 'PG',
        category: 'RNG',
        status: 'settled',
        stake: spin.stake,
        validBet: spin.stake,
        payout: spin.payout,
        winLoss: sumAmounts([spin.payout, -spin.stake]),
      });
      expect(byId.get(spin.roundId)!.gameName).not.toBe('');
      expect(byId.get(spin.roundId)!.settledAt).toBeGreaterThanOrEqual(byId.get(spin.roundId)!.placedAt);
    }
    expect(byId.get(played.lottery.roundId)).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      category: 'LOTT',
      status: 'settled',
      stake: 10,
      payout: played.lottery.payout,
    });
  });

  it('shows a refunded round with its stake but no valid bet, payout or win and loss', async () => {
    const refunded = (await driver.bets(token)).list.find((r) => r.roundId === played.refunded.roundId)!;
    expect(refunded).toMatchObject({
      status: 'refunded',
      stake: played.refunded.stake,
      validBet: 0,
      payout: 0,
      winLoss: 0,
    });
    expect(refunded.settledAt).not.toBeNull();
  });

  it('filters by category and by vendor, totals included', async () => {
    const ids = (records: BettingRecords) => records.list.map((r) => r.roundId).sort();
    const slots = await driver.bets(token, { category: 'RNG' });
    expect(ids(slots)).toEqual([...played.spins.map((s) => s.roundId), played.refunded.roundId].sort());
    expect(slots.totals.count).toBe(7);
    expect(slots.totals.stake).toBe(sumAmounts([...played.spins.map((s) => s.stake), played.refunded.stake]));
    const lottery = await driver.bets(token, { category: 'LOTT' });
    expect(ids(lottery)).toEqual([played.lottery.roundId]);
    expect(lottery.totals).toMatchObject({
      count: 1,
      stake: 10,
      validBet: 10,
      payout: played.lottery.payout,
    });
    expect(ids(await driver.bets(token, { vendor: 'TCG_LOTTO_VN' }))).toEqual([played.lottery.roundId]);
    expect(ids(await driver.bets(token, { vendor: 'PG', category: 'RNG' }))).toEqual(ids(slots));
    const none = { list: [], total: 0, totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 } };
    expect(await driver.bets(token, { vendor: 'PG', category: 'LOTT' })).toEqual(none);
    expect(await driver.bets(token, { category: 'LIVE' })).toEqual(none);
    expect(await driver.bets(token, { vendor: 'EVO' })).toEqual(none);
  });

  it('pages the list, with the same total and totals on every page', async () => {
    const all = await driver.bets(token);
    const pages: BetRecord[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) {
      const page = await driver.bets(token, { pageNo, pageSize: 3 });
      expect(page.total).toBe(8);
      expect(page.totals).toEqual(all.totals);
      expect(page.list.length).toBe(pageNo < 3 ? 3 : pageNo === 3 ? 2 : 0);
      pages.push(...page.list);
    }
    expect(pages).toEqual(all.list);
  });

  it('holds only the days asked for', async () => {
    const longAgo = presetRange('30days', Date.now() - 40 * DAY_MS);
    expect(await driver.bets(token, longAgo)).toMatchObject({ list: [], total: 0, totals: { count: 0 } });
  });
});

describe('account records', () => {
  /** Decimal amounts as minor units, for exact arithmetic. */
  const minor = (amount: number) => Math.round(amount * 100);

  it('shows every movement of the wallet, signed, with the balance after each one', async () => {
    const { list, total } = await driver.transactions(token);
    expect(total).toBe(list.length);
    // The newest row holds the balance now; each row's balance less its amount is the one below it.
    expect(minor(list[0]!.balanceAfter)).toBe(await driver.balanceMinor('demomember'));
    for (let i = 0; i + 1 < list.length; i++)
      expect(minor(list[i]!.balanceAfter) - minor(list[i]!.amount), `row ${i}`).toBe(
        minor(list[i + 1]!.balanceAfter),
      );
    // The member's whole history is in the range: it starts from nothing.
    expect(list.at(-1)!.balanceAfter).toBe(list.at(-1)!.amount);
    const kinds = new Set(list.map((r) => r.kind));
    for (const kind of ['deposit', 'bonus', 'bet', 'rollback']) expect(kinds).toContain(kind);
    // Spins are drawn at random: a win shows when one of them won.
    const won = [...played.spins, played.lottery].some((r) => r.payout > 0);
    expect(kinds.has('win')).toBe(won);
  });

  it('debits each stake and credits each win, deposit, bonus and refund', async () => {
    const { list } = await driver.transactions(token);
    const of = (kind: string, reference: string) =>
      list.filter((r) => r.kind === kind && r.reference === reference).map((r) => r.amount);
    for (const spin of played.spins) {
      expect(of('bet', `round:${spin.roundId}`)).toEqual([-spin.stake]);
      expect(of('win', `round:${spin.roundId}`)).toEqual(spin.payout > 0 ? [spin.payout] : []);
    }
    const refunded = `round:${played.refunded.roundId}`;
    expect(of('bet', refunded)).toEqual([-played.refunded.stake]);
    expect(of('rollback', refunded)).toEqual([played.refunded.stake]);
    expect(of('bet', `round:${played.lottery.roundId}`)).toEqual([-10]);
    const deposit = `deposit:${played.deposit.orderNo}`;
    expect(of('deposit', deposit)).toEqual([played.deposit.amount]);
    expect(of('bonus', deposit)).toEqual([played.deposit.bonus]);
  });

  it('filters by kind', async () => {
    const bets = await driver.transactions(token, { kind: 'bet' });
    expect(bets.total).toBe(8);
    expect(bets.list.every((r) => r.kind === 'bet' && r.amount < 0)).toBe(true);
    const wins = await driver.transactions(token, { kind: 'win' });
    const winners = [...played.spins, played.lottery].filter((r) => r.payout > 0).length;
    expect(wins.total).toBe(winners);
    expect((await driver.transactions(token, { kind: 'rollback' })).list.map((r) => r.amount)).toEqual([
      played.refunded.stake,
    ]);
    expect(await driver.transactions(token, { kind: 'withdrawal' })).toEqual({ list: [], total: 0 });
    // A filtered row keeps the wallet's balance, not a balance of its kind alone.
    const all = new Map((await driver.transactions(token)).list.map((r) => [r.id, r.balanceAfter]));
    for (const row of bets.list) expect(row.balanceAfter).toBe(all.get(row.id));
  });

  it('pages the list, each row with the balance it has in the whole list', async () => {
    const all = await driver.transactions(token);
    const pages: AccountRecord[] = [];
    for (let pageNo = 1; pages.length < all.total; pageNo++) {
      const page = await driver.transactions(token, { pageNo, pageSize: 4 });
      expect(page.total).toBe(all.total);
      expect(page.list.length).toBeGreaterThan(0);
      pages.push(...page.list);
    }
    expect(pages).toEqual(all.list);
  });

  it('holds only the days asked for', async () => {
    const longAgo = presetRange('30days', Date.now() - 40 * DAY_MS);
    expect(await driver.transactions(token, longAgo)).toEqual({ list: [], total: 0 });
  });
});

describe('personal profit', () => {
  it('sums to the betting totals plus the bonus', async () => {
    const { totals: bets } = await driver.bets(token);
    const profit = await driver.profit(token);
    expect(profit.totals).toEqual({
      stake: bets.validBet,
      payout: bets.payout,
      bonus: played.deposit.bonus,
      rebate: 0,
      net: sumAmounts([bets.winLoss, played.deposit.bonus]),
    });
  });

  it('splits the days by category, with the bonus on a row of no category', async () => {
    const { days, totals } = await driver.profit(token);
    const today = presetRange('today', Date.now()).from;
    const slots = played.spins;
    expect(days.filter((d) => d.day !== today)).toEqual([]);
    expect(days.map((d) => d.category)).toEqual(['LOTT', 'RNG', null]);
    expect(days[1]).toMatchObject({
      stake: sumAmounts(slots.map((s) => s.stake)),
      payout: sumAmounts(slots.map((s) => s.payout)),
      bonus: 0,
      rebate: 0,
    });
    expect(days[2]).toEqual({
      day: today,
      category: null,
      stake: 0,
      payout: 0,
      bonus: played.deposit.bonus,
      rebate: 0,
      net: played.deposit.bonus,
    });
    for (const key of ['stake', 'payout', 'bonus', 'rebate', 'net'] as const)
      expect(sumAmounts(days.map((d) => d[key]))).toBe(totals[key]);
  });
});

describe('date ranges', () => {
  const now = Date.now();
  const day = (offsetDays: number) => presetRange('today', now + offsetDays * DAY_MS).from;
  const endpoints = [contract.bettingRecords, contract.accountRecords, contract.personalProfit];

  it.each([
    ['32 days', { from: day(-31), to: day(0) }, 'too_long'],
    ['to before from', { from: day(0), to: day(-1) }, 'order'],
    ['a slash format', { from: day(0).replaceAll('-', '/'), to: day(0) }, 'format'],
    ['a day that does not exist', { from: '2026-02-30', to: day(0) }, 'format'],
    ['tomorrow', { from: day(0), to: day(1) }, 'future'],
  ])('refuses %s on every records call', async (_what, range, reason) => {
    for (const endpoint of endpoints) {
      const answer = await driver.call(endpoint, token, range);
      expectFailure(answer, 400, 'date_range_invalid');
      expect(answer.body.value).toEqual({ reason });
    }
  });

  it('accepts 31 days, both ends counted', async () => {
    for (const endpoint of endpoints)
      expectValid(endpoint, await driver.call(endpoint, token, { from: day(-30), to: day(0) }));
  });

  it('needs both ends', async () => {
    for (const endpoint of endpoints)
      expectFailure(await driver.call(endpoint, token, { from: day(0) }), 400, 'invalid_request');
  });
});

describe('whose records', () => {
  const endpoints = [contract.bettingRecords, contract.accountRecords, contract.personalProfit];

  it("never shows another member's rows", async () => {
    const other = await sandbox.login('agentone');
    expect((await driver.bets(other)).list.filter((r) => roundIds().includes(r.roundId))).toEqual([]);
    const references = new Set([
      ...roundIds().map((id) => `round:${id}`),
      `deposit:${played.deposit.orderNo}`,
    ]);
    const theirs = await driver.transactions(other);
    expect(theirs.list.filter((r) => r.reference !== null && references.has(r.reference))).toEqual([]);
    expect(theirs.list[0]!.balanceAfter).toBe((await driver.balanceMinor('agentone')) / 100);
    expect((await driver.profit(other)).totals.bonus).toBe(0);
  });

  it('refuses trial accounts and free-play guests', async () => {
    const trial = await sandbox.login('demotrial');
    const guest = (
      expectValid(contract.loginFreeplay, await sandbox.call(contract.loginFreeplay, {})) as { token: string }
    ).token;
    for (const who of [trial, guest])
      for (const endpoint of endpoints)
        expectFailure(await driver.call(endpoint, who, driver.week()), 403, 'in_need_true_account');
  });

  it('asks a visitor without a session to log in', async () => {
    for (const endpoint of endpoints)
      expectFailure(await driver.call(endpoint, undefined, driver.week()), 401, 'CUSTOMER_NOT_LOGIN');
  });
});

describe("the bench's seeder", () => {
  it('writes 2,000 settled rounds with their ledger movements, balanced and summed', async () => {
    const username = 'agenttwo';
    const other = await sandbox.login(username);
    const id = await driver.accountId(username);
    const balanceBefore = await driver.balanceMinor(username);
    const seeded = await seedRoundsForBench(sandbox.db, id, 2_000);
    sandbox.instance.sandbox.balances.invalidate([id]);
    expect(seeded.rounds).toBe(2_000);

    // Double entry still holds: every leg sums to zero, every balance is the sum of its legs.
    const [ledger] = await sandbox.db.query<{ legs: number; off: number }>(
      `select (select sum(amount) from ledger_entries)::int8 as legs,
              (select count(*) from ledger_accounts a
                where a.balance <> (select coalesce(sum(amount), 0) from ledger_entries e
                                     where e.ledger_account_id = a.id))::int as off`,
    );
    expect(ledger).toEqual({ legs: 0, off: 0 });
    const balance = await driver.balanceMinor(username);
    expect(balance).toBe(balanceBefore + seeded.fundingMinor + seeded.payoutMinor - seeded.stakeMinor);
    const of = await totalsByKind(sandbox.db, id);
    expect(of('bet').debits).toBe(seeded.stakeMinor);
    expect(of('win').credits).toBe(seeded.payoutMinor);

    // The rounds lie within the last 30 days: one 31-day range holds them all.
    const wide = {
      from: presetRange('today', Date.now() - 30 * DAY_MS).from,
      to: presetRange('today', Date.now()).to,
    };
    const records = await driver.bets(other, wide);
    expect(records.totals).toEqual({
      count: 2_000,
      stake: seeded.stakeMinor / 100,
      validBet: seeded.stakeMinor / 100,
      payout: seeded.payoutMinor / 100,
      winLoss: (seeded.payoutMinor - seeded.stakeMinor) / 100,
    });
    expect(records.list).toHaveLength(50);
    const profit = await driver.profit(other, wide);
    expect(profit.totals.stake).toBe(records.totals.validBet);
    expect(profit.totals.payout).toBe(records.totals.payout);
    expect(new Set(profit.days.map((d) => d.day)).size).toBeGreaterThanOrEqual(30);

    // The wallet's records read as one story: the newest holds the balance now.
    const transactions = await driver.transactions(other, wide);
    expect(transactions.total).toBe(
      2_000 +
        (await driver.transactions(other, { ...wide, kind: 'win' })).total +
        (seeded.fundingMinor > 0 ? 1 : 0) +
        1,
    );
    expect(Math.round(transactions.list[0]!.balanceAfter * 100)).toBe(balance);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import type { BettingRecords } from '../../sdk/contract';
import { expectFailure, expectValid, startTestSandbox, type TestSandbox } from './harness';
import { recordsDriver } from './records-helpers';

/**
 * The records calls under attack: filter values that look like SQL, malformed pages and ranges,
 * and attempts to read another member's rows. Each is either a harmless value (an empty answer)
 * or a 400, never a 500, never someone else's data.
 */
let sandbox: TestSandbox;
let driver: ReturnType<typeof recordsDriver>;
let token: string;
let theirRounds: number[];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  driver = recordsDriver(sandbox);
  // Two members play: the attacker (demomember) and the one whose records must stay theirs.
  for (const username of ['agentone', 'demomember']) {
    const session = await sandbox.login(username);
    const { launch, stake } = await driver.slotLaunch(session, username);
    for (let i = 0; i < 3; i++) expect((await driver.spin(launch, stake)).status).toBe(200);
    if (username === 'demomember') token = session;
    else theirRounds = (await driver.bets(session)).list.map((r) => r.roundId);
  }
});
afterAll(() => sandbox.close());

const INJECTIONS = [
  "PG' or '1'='1",
  "'; drop table game_rounds; --",
  'PG") or true --',
  '%',
  '_',
  '\\',
  "' union select * from accounts",
];

const roundCount = async () =>
  (await sandbox.db.query<{ n: number }>('select count(*)::int as n from game_rounds'))[0]!.n;

describe('filter values that look like SQL', () => {
  it('are plain vendor codes that match nothing', async () => {
    const before = await roundCount();
    for (const vendor of INJECTIONS) {
      const answer = await driver.bets(token, { vendor });
      expect(answer, vendor).toEqual({
        list: [],
        total: 0,
        totals: { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
      });
    }
    expect(await roundCount()).toBe(before);
    expect((await driver.bets(token)).total).toBe(3);
  });

  it('are refused where only listed values are taken (category, kind)', async () => {
    for (const value of INJECTIONS) {
      expectFailure(
        await driver.call(contract.bettingRecords, token, { ...driver.week(), category: value }),
        400,
        'invalid_request',
      );
      expectFailure(
        await driver.call(contract.accountRecords, token, { ...driver.week(), kind: value }),
        400,
        'invalid_request',
      );
    }
  });

  it('are a malformed range in a date field', async () => {
    for (const value of INJECTIONS) {
      for (const endpoint of [contract.bettingRecords, contract.accountRecords, contract.personalProfit]) {
        const answer = await driver.call(endpoint, token, { from: value.slice(0, 10), to: driver.week().to });
        expectFailure(answer, 400, 'date_range_invalid');
        expect(answer.body.value).toEqual({ reason: 'format' });
      }
    }
  });
});

describe('malformed requests', () => {
  const raw = (path: string, query: string) =>
    sandbox.request({ method: 'GET', url: `${path}?${query}`, headers: { authorization: token } });
  const range = () => `from=${driver.week().from}&to=${driver.week().to}`;
  const paths = [contract.bettingRecords.path, contract.accountRecords.path, contract.personalProfit.path];

  it.each([
    ['a page size above 50', 'pageSize=51'],
    ['a page size of 0', 'pageSize=0'],
    ['page 0', 'pageNo=0'],
    ['a fractional page', 'pageNo=1.5'],
    ['a page in exponent form', 'pageNo=1e3'],
    ['a page past every bound', 'pageNo=100001'],
    ['a NUL character', 'vendor=PG%00'],
    ['a vendor code longer than any', `vendor=${'A'.repeat(33)}`],
    ['an empty vendor code', 'vendor='],
  ])('refuses %s with a 400', async (_what, query) => {
    const answer = await raw(contract.bettingRecords.path, `${range()}&${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it('refuses a date field sent twice, or as an object', async () => {
    for (const path of paths)
      for (const query of [
        `from=2026-11-01&from=2026-11-02&to=${driver.week().to}`,
        `from[$gt]=2000-01-01&to=${driver.week().to}`,
      ]) {
        const answer = await raw(path, query);
        expect(answer.status, `${path}?${query}`).toBe(400);
      }
  });

  it('answers absurd but well-formed ranges with date_range_invalid, never a 500', async () => {
    for (const path of paths)
      for (const [from, to] of [
        ['0000-01-01', '0000-01-31'],
        ['9999-12-01', '9999-12-31'],
        ['1969-12-31', '1970-01-01'],
        ['2026-00-10', '2026-00-11'],
      ]) {
        const answer = await raw(path, `from=${from}&to=${to}`);
        if (answer.status === 200) continue;
        expect(answer.status, `${path} ${from} ${to}`).toBe(400);
        expect(answer.body.errorCode).toBe('date_range_invalid');
      }
  });

  it('answers a page past the last one with no rows and the same totals', async () => {
    const far = (await driver.bets(token, { pageNo: 100_000 })) as BettingRecords;
    expect(far.list).toEqual([]);
    expect(far.totals).toEqual((await driver.bets(token)).totals);
    expect((await driver.transactions(token, { pageNo: 100_000 })).list).toEqual([]);
  });
});

describe("another member's records", () => {
  it('stay out of reach whatever the request names', async () => {
    const [theirId] = await sandbox.db.query<{ id: number }>(
      "select id from accounts where username = 'agentone'",
    );
    for (const extra of [`accountId=${theirId!.id}`, 'username=agentone', `memberId=${theirId!.id}`]) {
      const range = `from=${driver.week().from}&to=${driver.week().to}`;
      const answer = await sandbox.request({
        method: 'GET',
        url: `${contract.bettingRecords.path}?${range}&${extra}`,
        headers: { authorization: token },
      });
      if (answer.status !== 200) {
        expect(answer.status).toBe(400);
        continue;
      }
      const ids = (expectValid(contract.bettingRecords, answer) as BettingRecords).list.map((r) => r.roundId);
      expect(ids.filter((id) => theirRounds.includes(id))).toEqual([]);
      expect(ids).toHaveLength(3);
    }
  });

  it('are never reached through their references either', async () => {
    const references = new Set(theirRounds.map((id) => `round:${id}`));
    const mine = await driver.transactions(token);
    expect(mine.list.filter((r) => r.reference !== null && references.has(r.reference))).toEqual([]);
  });

  it('need a live session: a revoked token reads nothing', async () => {
    const session = await sandbox.login('demomember');
    expectValid(contract.logout, await sandbox.call(contract.logout, {}, { token: session }));
    for (const endpoint of [contract.bettingRecords, contract.accountRecords, contract.personalProfit]) {
      const answer = await driver.call(endpoint, session, driver.week());
      expect(answer.status).toBe(401);
    }
  });
});

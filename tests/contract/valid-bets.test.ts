import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validBetCount,
  validBetOf,
  validBetsByCategory,
  validBetSumsOf,
} from '../../sandbox/platform/rounds';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * The one definition of a valid bet (the rounds' `valid_bets` view, migration 029): the stake of a
 * settled round of the platform's own money, counted when it settled. Every reward that pays for
 * betting asks these questions; the per-day sums the records read agree with them.
 */
let sandbox: TestSandbox;
let member: number;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  member = (
    await sandbox.db.query<{ id: number }>("select id from accounts where username = 'demomember'")
  )[0]!.id;
  const round = (
    id: string,
    status: string,
    stake: number,
    placed: string,
    settled: string | null,
    wallet = 'main',
  ) =>
    sandbox.db.query(
      `insert into game_rounds (account_id, node_id, vendor, game_name, category, kind, request_id, stake, payout,
                                status, created_at, settled_at, wallet)
       values ($1, 1, 'PG', 'Valid bet test', 'RNG', 'slot', $2, $3, 0, $4, $5, $6, $7)`,
      [member, `valid-bet-${id}`, stake, status, at(placed), settled ? at(settled) : null, wallet],
    );
  await round('settled', 'settled', 1_000, '2026-03-06T10:00:00Z', '2026-03-06T10:00:01Z');
  // Placed on Saturday, settled on Sunday: it counts when it settled.
  await round('late', 'settled', 300, '2026-03-07T15:59:00Z', '2026-03-08T00:00:00Z');
  await round('open', 'open', 5_000, '2026-03-06T11:00:00Z', null);
  await round('pending', 'pending', 5_000, '2026-03-06T11:00:00Z', null);
  await round('refunded', 'rolled_back', 5_000, '2026-03-06T12:00:00Z', '2026-03-06T12:01:00Z');
  await round('partner', 'settled', 7_000, '2026-03-06T13:00:00Z', '2026-03-06T13:00:01Z', 'partner');
});
afterAll(() => sandbox.close());

describe('a valid bet', () => {
  it('is a settled stake of the platform’s money: open, pending, refunded and partner rounds count nowhere', async () => {
    const all = { from: null, to: at('2030-01-01T00:00:00Z') };
    const before = await validBetOf(sandbox.db, member, all);
    expect(before).toBeGreaterThanOrEqual(1_300);
    const window = { from: at('2026-03-01T00:00:00Z'), to: at('2026-04-01T00:00:00Z') };
    expect(await validBetOf(sandbox.db, member, window)).toBe(1_300);
    expect(await validBetCount(sandbox.db, member, window)).toBe(2);
    expect(await validBetsByCategory(sandbox.db, member, window)).toEqual([
      { category: 'RNG', valid_bet: 1_300 },
    ]);
    expect(await validBetSumsOf(sandbox.db, [member], window)).toEqual({ stake: 1_300, payout: 0 });
  });

  it('counts in the half-open window it settled in, never in two', async () => {
    const saturday = { from: at('2026-03-07T00:00:00Z'), to: at('2026-03-08T00:00:00Z') };
    const sunday = { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-09T00:00:00Z') };
    expect(await validBetOf(sandbox.db, member, saturday)).toBe(0);
    expect(await validBetOf(sandbox.db, member, sunday)).toBe(300);
  });

  it('is what the per-day sums of the records hold, day by day', async () => {
    const [sums] = await sandbox.db.query<{ view: number; days: number }>(
      `select (select coalesce(sum(stake), 0) from valid_bets where account_id = $1)::int8 as view,
              (select coalesce(sum(valid_bet), 0) from account_day_totals where account_id = $1)::int8 as days`,
      [member],
    );
    expect(Number(sums!.days)).toBe(Number(sums!.view));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import { benchSumsCheck } from '../../sandbox/platform/rounds';
import type { Queryable } from '../../sandbox/core/db/database';
import { migrate } from '../../sandbox/core/db/migrate';
import { openTestDatabase } from '../setup/test-database';
import { seedRoundsForBench } from '../../sandbox/platform/records';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { recordsDriver } from './records-helpers';
import { lotteryLaunchQuery } from './lottery-launch';

/**
 * account_day_totals (migration 021): the per-account, per-day sums the agent centre's team
 * figures read, kept by the same trigger as round_day_totals. After every kind of play (settled,
 * refunded, open then settled), the bench's bulk seeders and the migration's backfill, each row
 * must be the account's rounds of that GMT+8 day regrouped, and round_day_totals summed over
 * category and vendor.
 */
let sandbox: TestSandbox;
let driver: ReturnType<typeof recordsDriver>;
let token: string;
let memberId: number;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  driver = recordsDriver(sandbox);
  token = await sandbox.login('demomember');
  memberId = await driver.accountId('demomember');
});
afterAll(() => sandbox.close());

interface DayRow {
  account_id: number;
  day: string;
  rounds: number;
  stake: number;
  valid_bet: number;
  payout: number;
  win_loss: number;
}

const COLUMNS = `account_id, to_char(day, 'YYYY-MM-DD') as day, rounds::int, stake::int8, valid_bet::int8,
                 payout::int8, win_loss::int8`;

/** Every row of account_day_totals, in key order. */
const stored = (db: Queryable) =>
  db.query<DayRow>(`select ${COLUMNS} from account_day_totals order by account_id, day`);

/** Every round regrouped by account and GMT+8 day, by the rule of migration 015 (valid bet and win/loss: settled only). */
const regrouped = (db: Queryable) =>
  db.query<DayRow>(
    `select ${COLUMNS}
       from (select account_id, (created_at at time zone $1)::date as day, count(*) as rounds, sum(stake) as stake,
                    coalesce(sum(stake) filter (where status = 'settled'), 0) as valid_bet, sum(payout) as payout,
                    coalesce(sum(payout - stake) filter (where status = 'settled'), 0) as win_loss
               from game_rounds group by 1, 2) g
      order by account_id, day`,
    [PLATFORM_TIME_ZONE],
  );

/** round_day_totals summed over category and vendor. */
const splitSummed = (db: Queryable) =>
  db.query<DayRow>(
    `select ${COLUMNS}
       from (select account_id, day, sum(rounds) as rounds, sum(stake) as stake, sum(valid_bet) as valid_bet,
                    sum(payout) as payout, sum(win_loss) as win_loss
               from round_day_totals group by 1, 2) g
      order by account_id, day`,
  );

/** Both tables agree with the rounds, every account and day; returns the rows. */
async function expectTrue(db: Queryable) {
  const rows = await stored(db);
  expect(rows).toEqual(await regrouped(db));
  expect(rows).toEqual(await splitSummed(db));
  return rows;
}

/** The member's row of the day a round was placed on (zeros when there is none). */
async function dayOf(roundId: number): Promise<Omit<DayRow, 'account_id' | 'day'>> {
  const [row] = await sandbox.db.query<DayRow>(
    `select ${COLUMNS} from account_day_totals
      where account_id = $1
        and day = (select (created_at at time zone $3)::date from game_rounds where id = $2)`,
    [memberId, roundId, PLATFORM_TIME_ZONE],
  );
  const { rounds = 0, stake = 0, valid_bet = 0, payout = 0, win_loss = 0 } = row ?? {};
  return { rounds, stake, valid_bet, payout, win_loss };
}

/**
 * Whether the rounds were placed on one GMT+8 day: rounds played a moment apart may straddle
 * midnight, and then the growth of one day's row is not theirs (the tables are still checked whole).
 */
const sameDay = async (roundIds: readonly number[]) =>
  (
    await sandbox.db.query<{ days: number }>(
      'select count(distinct (created_at at time zone $2)::date)::int as days from game_rounds where id = any($1::int[])',
      [roundIds, PLATFORM_TIME_ZONE],
    )
  )[0]!.days === 1;

const minor = (amount: number) => Math.round(amount * 100);
const diff = (after: Awaited<ReturnType<typeof dayOf>>, before: Awaited<ReturnType<typeof dayOf>>) => ({
  rounds: after.rounds - before.rounds,
  stake: after.stake - before.stake,
  valid_bet: after.valid_bet - before.valid_bet,
  payout: after.payout - before.payout,
  win_loss: after.win_loss - before.win_loss,
});

describe('account_day_totals', () => {
  it('holds the seeded rounds as the backfill and the trigger left them', async () => {
    expect((await expectTrue(sandbox.db)).length).toBeGreaterThan(0);
  });

  it('adds each settled round: its stake, valid bet, payout and win/loss', async () => {
    const { launch, stake } = await driver.slotLaunch(token, 'demomember');
    const first = await driver.spin(launch, stake);
    expect(first.status).toBe(200);
    const firstId = first.body.value.roundId as number;
    const before = await dayOf(firstId);
    const spins = [];
    for (let i = 0; i < 4; i++) {
      const spin = await driver.spin(launch, stake);
      expect(spin.status).toBe(200);
      spins.push(spin.body.value as { roundId: number; stake: number; payout: number });
    }
    const staked = spins.reduce((s, r) => s + minor(r.stake), 0);
    const paid = spins.reduce((s, r) => s + minor(r.payout), 0);
    if (await sameDay([firstId, ...spins.map((r) => r.roundId)]))
      expect(diff(await dayOf(spins.at(-1)!.roundId), before)).toEqual({
        rounds: 4,
        stake: staked,
        valid_bet: staked,
        payout: paid,
        win_loss: paid - staked,
      });
    await expectTrue(sandbox.db);
  });

  it('counts a refunded round by its stake alone: no valid bet, payout or win/loss', async () => {
    const { launch, stake } = await driver.slotLaunch(token, 'demomember');
    const warm = await driver.spin(launch, stake);
    const before = await dayOf(warm.body.value.roundId as number);
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    const failed = await driver.spin(launch, stake);
    expect(failed.body.errorCode).toBe('round_failed');
    const roundId = (failed.body.value as { roundId: number }).roundId;
    const [round] = await sandbox.db.query<{ status: string }>(
      'select status from game_rounds where id = $1',
      [roundId],
    );
    expect(round!.status).toBe('rolled_back');
    if (await sameDay([warm.body.value.roundId as number, roundId]))
      expect(diff(await dayOf(roundId), before)).toEqual({
        rounds: 1,
        stake: minor(stake),
        valid_bet: 0,
        payout: 0,
        win_loss: 0,
      });
    await expectTrue(sandbox.db);
  });

  it('counts an open round by its stake, then its settlement replaces it', async () => {
    const game = (path: string, payload: object) =>
      sandbox.instance.games.inject({ method: 'POST', url: path, payload });
    const launched = await sandbox.call(contract.launchGame, lotteryLaunchQuery(), { token });
    const launch = new URL(
      (expectValid(contract.launchGame, launched) as { gameUrl: string }).gameUrl,
    ).searchParams.get('launch')!;
    const bet = await game('/play/api/lottery/bet', {
      launch,
      stake: 10,
      picks: ['07', '42'],
      requestId: 'account-day-lotto-1',
    });
    expect(bet.statusCode).toBe(200);
    const roundId = bet.json().value.roundId as number;
    const [round] = await sandbox.db.query<{ status: string }>(
      'select status from game_rounds where id = $1',
      [roundId],
    );
    expect(round!.status).toBe('open');
    const open = await dayOf(roundId);
    await expectTrue(sandbox.db);

    const draw = await game('/play/api/lottery/draw', { launch, roundId });
    expect(draw.statusCode).toBe(200);
    const payout = minor(draw.json().value.payout as number);
    expect(diff(await dayOf(roundId), open)).toEqual({
      rounds: 0,
      stake: 0,
      valid_bet: 1000,
      payout,
      win_loss: payout - 1000,
    });
    await expectTrue(sandbox.db);
  });

  it("is filled by the records bench's bulk seeder, which skips the trigger", async () => {
    const id = await driver.accountId('agenttwo');
    await seedRoundsForBench(sandbox.db, id, 500);
    await expectTrue(sandbox.db);
    const ids = (await sandbox.db.query<{ id: number }>('select id from accounts')).map((a) => a.id);
    expect(await benchSumsCheck(sandbox.db, ids, PLATFORM_TIME_ZONE)).toMatchObject({
      mismatched: 0,
      account_mismatched: 0,
    });
  });
});

describe('migration 021', () => {
  it('backfills the sums of the rounds played before it, and the trigger keeps them after', async () => {
    const db = await openTestDatabase('empty');
    try {
      // The database as it was before 021: migrated without it, then seeded (its rounds through 015's trigger).
      await db.exec(
        `create table schema_migrations (name text primary key, applied_at timestamptz not null default now());
         insert into schema_migrations (name) values ('021_account_day_totals.sql');`,
      );
      await migrate(db);
      await seedIfEmpty(db, { secrets: () => prepareSeedSecrets(12), now: new Date() });
      // Rounds of every status, one of them on the next GMT+8 day than its UTC day.
      await db.exec(
        `insert into game_rounds (account_id, node_id, vendor, game_name, category, kind, request_id, stake, payout,
                                  status, created_at, settled_at)
         select account_id, node_id, vendor, game_name, category, kind, request_id || ':' || s.status, stake,
                case when s.status = 'settled' then payout else 0 end, s.status, created_at, created_at
           from game_rounds, (values ('open'), ('rolled_back'), ('settled')) as s(status)
          where request_id in ('seed-round-1', 'seed-round-2', 'seed-round-3');
         insert into game_rounds (account_id, node_id, vendor, game_name, category, kind, request_id, stake, payout,
                                  status, created_at, settled_at)
         select account_id, node_id, vendor, game_name, category, kind, 'late-round', 700, 1400, 'settled',
                '2026-03-01T16:30:00Z', '2026-03-01T16:30:02Z'
           from game_rounds where request_id = 'seed-round-4';`,
      );
      const rounds = await regrouped(db);
      expect(rounds.length).toBeGreaterThan(1);
      expect(await db.query('select 1 from pg_tables where tablename = $1', ['account_day_totals'])).toEqual(
        [],
      );

      await db.exec("delete from schema_migrations where name = '021_account_day_totals.sql'");
      expect(await migrate(db)).toEqual(['021_account_day_totals.sql']);
      expect(await expectTrue(db)).toEqual(rounds);
      expect(rounds.filter((r) => r.day === '2026-03-02')).toMatchObject([
        { rounds: 1, stake: 700, valid_bet: 700, payout: 1400, win_loss: 700 },
      ]);

      // And from now on the trigger moves both tables: a settlement, a refund.
      await db.exec(
        `update game_rounds set status = 'settled', payout = 300 where request_id = 'seed-round-1:open';
         update game_rounds set status = 'rolled_back', payout = 0 where request_id = 'late-round';`,
      );
      const after = await expectTrue(db);
      expect(after.filter((r) => r.day === '2026-03-02')).toMatchObject([
        { rounds: 1, stake: 700, valid_bet: 0, payout: 0, win_loss: 0 },
      ]);
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../../core/db/database';
import {
  balanceOf,
  dailyKindSums,
  openHouse,
  openWallet,
  postWalletMovementsInBulk,
  transfer,
  walletRecords,
} from '.';

/** The ledger's reads for a member's records, and its bulk poster for seeded histories. */
let db: Database;
const MEMBER = 1;
const OTHER = 2;
const at = (iso: string) => new Date(iso);
const everything = { startMs: 0, endMs: Date.parse('2100-01-01T00:00:00Z') };

beforeAll(async () => {
  // In-memory PGlite, or a database of its own on PostgreSQL in the `postgres` project.
  db = await openTestDatabase('migrated');
  await db.query(`insert into brand_settings (key, value) values ('currency', '"PHP"')`);
  await db.query(
    "insert into accounts (username, password_hash, nickname) values ('member', '!', 'M'), ('other', '!', 'O')",
  );
  await openHouse(db);
  await openWallet(db, MEMBER);
  await openWallet(db, OTHER);
});
afterAll(() => db.close());

const legs = () =>
  db.query<{ kind: string; created_at: Date; t_kind: string; t_at: Date }>(
    `select e.kind, e.created_at, t.kind as t_kind, t.created_at as t_at
       from ledger_entries e join ledger_transactions t on t.id = e.transaction_id`,
  );
const ledgerSum = async () =>
  (await db.query<{ s: number }>('select coalesce(sum(amount), 0)::int8 as s from ledger_entries'))[0]!.s;

describe('legs', () => {
  it("carry their movement's time and kind", async () => {
    await db.transaction((tx) =>
      transfer(tx, {
        from: 'house',
        to: { walletOf: MEMBER },
        amountMinor: 5_000,
        key: 'dep-1',
        kind: 'deposit',
      }),
    );
    for (const leg of await legs()) {
      expect(leg.kind).toBe(leg.t_kind);
      expect(leg.created_at).toEqual(leg.t_at);
    }
  });
});

describe('bulk posting', () => {
  const history = [
    { key: 'fund-1', kind: 'deposit', amountMinor: 10_000, at: at('2026-11-23T10:00:00Z') },
    {
      key: 'round:1:bet',
      kind: 'bet',
      reference: 'round:1',
      amountMinor: -1_000,
      at: at('2026-11-23T15:59:58Z'),
    },
    {
      key: 'round:1:win',
      kind: 'win',
      reference: 'round:1',
      amountMinor: 2_500,
      at: at('2026-11-23T15:59:59Z'),
    },
    {
      key: 'round:2:bet',
      kind: 'bet',
      reference: 'round:2',
      amountMinor: -6_500,
      at: at('2026-11-23T16:00:00Z'),
    },
    { key: 'gift-1', kind: 'bonus', amountMinor: 300, at: at('2026-11-23T16:00:01Z') },
  ];

  it('writes balanced pairs at the given times and moves the balances once', async () => {
    const before = await balanceOf(db, MEMBER);
    await db.transaction((tx) => postWalletMovementsInBulk(tx, MEMBER, history));
    expect(await balanceOf(db, MEMBER)).toBe(before + 10_000 - 1_000 + 2_500 - 6_500 + 300);
    expect(await ledgerSum()).toBe(0);
    const [house] = await db.query<{ balance: number }>(
      "select balance from ledger_accounts where kind = 'house'",
    );
    expect(house!.balance).toBe(-(await balanceOf(db, MEMBER)));
    const win = (await legs()).filter((l) => l.kind === 'win');
    expect(win.map((l) => l.created_at)).toEqual([at('2026-11-23T15:59:59Z'), at('2026-11-23T15:59:59Z')]);
    expect(win.every((l) => l.t_at.getTime() === l.created_at.getTime())).toBe(true);
  });

  it('fingerprints like transfer(): the same movement replays, another one conflicts', async () => {
    const win = {
      from: 'house',
      to: { walletOf: MEMBER },
      amountMinor: 2_500,
      key: 'round:1:win',
      kind: 'win',
    } as const;
    expect((await db.transaction((tx) => transfer(tx, win))).replayed).toBe(true);
    await expect(db.transaction((tx) => transfer(tx, { ...win, amountMinor: 2_501 }))).rejects.toMatchObject({
      errorCode: 'idempotency_conflict',
    });
  });

  it('refuses a history that overdraws the wallet on the way, and keeps nothing of it', async () => {
    const before = await balanceOf(db, MEMBER);
    const overdraw = [
      { key: 'over-1', kind: 'bet', amountMinor: -(before + 1), at: at('2026-11-24T01:00:00Z') },
      { key: 'over-2', kind: 'win', amountMinor: 10_000, at: at('2026-11-24T01:00:01Z') },
    ];
    await expect(
      db.transaction((tx) => postWalletMovementsInBulk(tx, MEMBER, overdraw)),
    ).rejects.toMatchObject({
      errorCode: 'insufficient_balance',
    });
    expect(await balanceOf(db, MEMBER)).toBe(before);
    expect(await db.query("select 1 from ledger_transactions where idempotency_key like 'over-%'")).toEqual(
      [],
    );
  });

  it('refuses a key posted before, and keeps nothing', async () => {
    const before = await ledgerSum();
    await expect(
      db.transaction((tx) =>
        postWalletMovementsInBulk(tx, MEMBER, [
          { key: 'dep-1', kind: 'deposit', amountMinor: 5_000, at: new Date() },
        ]),
      ),
    ).rejects.toThrow();
    expect(await ledgerSum()).toBe(before);
  });
});

describe("a member's wallet records", () => {
  it('run newest first, signed, each with the balance right after it', async () => {
    const { rows, total } = await walletRecords(db, MEMBER, { ...everything, limit: 50, offset: 0 });
    expect(total).toBe(6);
    expect(rows.map((r) => [r.kind, r.amountMinor, r.balanceAfterMinor])).toEqual([
      // Posted first but dated now, after the history written in bulk: the newest row.
      ['deposit', 5_000, 10_300],
      ['bonus', 300, 5_300],
      ['bet', -6_500, 5_000],
      ['win', 2_500, 11_500],
      ['bet', -1_000, 9_000],
      ['deposit', 10_000, 10_000],
    ]);
    expect(rows[0]!.balanceAfterMinor).toBe(await balanceOf(db, MEMBER));
    expect(rows[1]).toMatchObject({ reference: null, at: at('2026-11-23T16:00:01Z') });
    expect(rows[2]).toMatchObject({ reference: 'round:2' });
  });

  it('give the same balances page by page, and filtered by kind', async () => {
    const whole = (await walletRecords(db, MEMBER, { ...everything, limit: 50, offset: 0 })).rows;
    const page = await walletRecords(db, MEMBER, { ...everything, limit: 2, offset: 2 });
    expect(page.total).toBe(6);
    expect(page.rows).toEqual(whole.slice(2, 4));
    const bets = await walletRecords(db, MEMBER, { ...everything, kind: 'bet', limit: 50, offset: 0 });
    expect(bets.total).toBe(2);
    expect(bets.rows).toEqual(whole.filter((r) => r.kind === 'bet'));
  });

  it('hold only the instants asked for, from the start and before the end', async () => {
    const span = { startMs: Date.parse('2026-11-23T15:59:59Z'), endMs: Date.parse('2026-11-23T16:00:01Z') };
    const { rows } = await walletRecords(db, MEMBER, { ...span, limit: 50, offset: 0 });
    expect(rows.map((r) => r.kind)).toEqual(['bet', 'win']);
  });

  it("never hold another account's movements", async () => {
    expect(await walletRecords(db, OTHER, { ...everything, limit: 50, offset: 0 })).toEqual({
      rows: [],
      total: 0,
    });
  });
});

describe('daily sums by kind', () => {
  it('split at midnight of the zone asked for', async () => {
    const sums = await dailyKindSums(db, MEMBER, ['bet', 'win', 'bonus'], everything, 'Asia/Shanghai');
    expect(sums.sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind))).toEqual([
      { day: '2026-11-23', kind: 'bet', amountMinor: -1_000 },
      { day: '2026-11-23', kind: 'win', amountMinor: 2_500 },
      { day: '2026-11-24', kind: 'bet', amountMinor: -6_500 },
      { day: '2026-11-24', kind: 'bonus', amountMinor: 300 },
    ]);
    expect(await dailyKindSums(db, MEMBER, ['rebate'], everything, 'Asia/Shanghai')).toEqual([]);
  });
});

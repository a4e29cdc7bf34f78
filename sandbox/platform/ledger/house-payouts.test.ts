import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../../core/db/database';
import { balanceOf, openHouse, openWallet, payFromHouseInBulk, transfer, type HousePayout } from '.';

let db: Database;

beforeAll(async () => {
  // In-memory PGlite, or a database of its own on PostgreSQL in the `postgres` project.
  db = await openTestDatabase('migrated');
  await db.query(`insert into brand_settings (key, value) values ('currency', '"THB"')`);
  await db.query(
    "insert into accounts (username, password_hash, nickname) values ('a', '!', 'A'), ('b', '!', 'B')",
  );
  await openHouse(db);
  await openWallet(db, 1);
  await openWallet(db, 2);
});
afterAll(() => db.close());

const win = (accountId: number, round: number, amountMinor: number): HousePayout => ({
  accountId,
  wallet: 'main',
  amountMinor,
  key: `round:${round}:win`,
  kind: 'win',
  reference: `round:${round}`,
});
const house = async () =>
  Number(
    (await db.query<{ balance: number }>("select balance from ledger_accounts where kind = 'house'"))[0]!
      .balance,
  );
const legsOf = (key: string) =>
  db.query<{ amount: number }>(
    `select e.amount::int8 as amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where t.idempotency_key = $1 order by e.amount`,
    [key],
  );

describe('payouts of the house in bulk', () => {
  it('pays each wallet its sum in balanced pairs of legs, as transfer() would post each', async () => {
    await db.transaction((tx) => payFromHouseInBulk(tx, [win(1, 1, 300), win(2, 2, 50), win(1, 3, 7)]));
    expect([await balanceOf(db, 1), await balanceOf(db, 2), await house()]).toEqual([307, 50, -357]);
    expect((await legsOf('round:1:win')).map((l) => Number(l.amount))).toEqual([-300, 300]);
    // The same movement by transfer() is a replay: the same key, the same fingerprint.
    const again = await db.transaction((tx) =>
      transfer(tx, {
        from: 'house',
        to: { walletOf: 2 },
        amountMinor: 50,
        key: 'round:2:win',
        kind: 'win',
        reference: 'round:2',
      }),
    );
    expect(again.replayed).toBe(true);
    expect(await balanceOf(db, 2)).toBe(50);
  });

  it('moves a key posted before not again, and pays the new ones beside it', async () => {
    await db.transaction((tx) => payFromHouseInBulk(tx, [win(1, 1, 300), win(2, 4, 10)]));
    expect([await balanceOf(db, 1), await balanceOf(db, 2), await house()]).toEqual([307, 60, -367]);
    expect(await legsOf('round:1:win')).toHaveLength(2);
  });

  it('refuses the whole batch when a key was posted with other content, or named twice', async () => {
    for (const batch of [
      [win(2, 5, 20), win(1, 1, 301)],
      [win(2, 5, 20), win(2, 1, 300)],
      [win(2, 5, 20), win(2, 5, 20)],
    ])
      await expect(db.transaction((tx) => payFromHouseInBulk(tx, batch))).rejects.toThrow();
    expect([await balanceOf(db, 1), await balanceOf(db, 2), await house()]).toEqual([307, 60, -367]);
    expect(await legsOf('round:5:win')).toHaveLength(0);
  });

  it('refuses a payout that is not a positive whole number of minor units', async () => {
    for (const amount of [0, -5, 1.5])
      await expect(db.transaction((tx) => payFromHouseInBulk(tx, [win(1, 9, amount)]))).rejects.toThrow();
    expect(await balanceOf(db, 1)).toBe(307);
  });
});

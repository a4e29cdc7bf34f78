import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../../core/db/database';
import { balanceOf, lockedBalanceOf, openHouse, openWallet, systemBalanceOf, transfer } from '.';

let db: Database;

beforeAll(async () => {
  // In-memory PGlite, or a database of its own on PostgreSQL in the `postgres` project.
  db = await openTestDatabase('migrated');
  await db.query(`insert into brand_settings (key, value) values ('currency', '"PHP"')`);
  await db.query("insert into accounts (username, password_hash, nickname) values ('p', '!', 'P')");
  await openHouse(db);
  await openWallet(db, 1);
  await transfer(db, {
    from: 'house',
    to: { walletOf: 1 },
    amountMinor: 10_000,
    key: 'open',
    kind: 'deposit',
  });
});
afterAll(() => db.close());

const legsSum = async () =>
  (await db.query<{ s: number }>('select coalesce(sum(amount), 0)::int8 as s from ledger_entries'))[0]!.s;

describe('the pending withdrawals account', () => {
  it('is opened on first use, once, and holds what moves into it', async () => {
    expect(await systemBalanceOf(db, 'pendingWithdrawals')).toBe(0);
    await Promise.all(
      [1, 2, 3].map((i) =>
        db.transaction((tx) =>
          transfer(tx, {
            from: { walletOf: 1 },
            to: 'pendingWithdrawals',
            amountMinor: 1_000,
            key: `w${i}`,
            kind: 'withdrawal',
          }),
        ),
      ),
    );
    const accounts = await db.query("select id from ledger_accounts where kind = 'pending_withdrawals'");
    expect(accounts).toHaveLength(1);
    expect(await systemBalanceOf(db, 'pendingWithdrawals')).toBe(3_000);
    expect(await balanceOf(db, 1)).toBe(7_000);
    expect(await legsSum()).toBe(0);
  });

  it('pays out to the house and back to a wallet, never more than it holds', async () => {
    await transfer(db, {
      from: 'pendingWithdrawals',
      to: 'house',
      amountMinor: 1_000,
      key: 'p1',
      kind: 'withdrawal_paid',
    });
    await transfer(db, {
      from: 'pendingWithdrawals',
      to: { walletOf: 1 },
      amountMinor: 1_000,
      key: 'r1',
      kind: 'withdrawal_return',
    });
    expect(await systemBalanceOf(db, 'pendingWithdrawals')).toBe(1_000);
    await expect(
      db.transaction((tx) =>
        transfer(tx, {
          from: 'pendingWithdrawals',
          to: 'house',
          amountMinor: 1_001,
          key: 'p2',
          kind: 'withdrawal_paid',
        }),
      ),
    ).rejects.toMatchObject({ errorCode: 'insufficient_balance' });
    expect(await systemBalanceOf(db, 'pendingWithdrawals')).toBe(1_000);
    expect(await balanceOf(db, 1)).toBe(8_000);
    expect(await legsSum()).toBe(0);
  });

  it('reads a balance with the wallet locked', async () => {
    expect(await db.transaction((tx) => lockedBalanceOf(tx, 1))).toBe(8_000);
  });
});

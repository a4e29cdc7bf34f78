import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../../core/db/database';
import { post } from './ledger';
import { balanceOf, openHouse, openWallet, transfer, walletsOf } from '.';

let db: Database;
let house: number;
let wallet: number;

beforeAll(async () => {
  // In-memory PGlite, or a database of its own on PostgreSQL in the `postgres` project.
  db = await openTestDatabase('migrated');
  await db.query(`insert into brand_settings (key, value) values ('currency', '"THB"')`);
  await db.query("insert into accounts (username, password_hash, nickname) values ('p', '!', 'P')");
  await openHouse(db);
  house = (await db.query<{ id: number }>("select id from ledger_accounts where kind = 'house'"))[0]!.id;
  wallet = await openWallet(db, 1);
});
afterAll(() => db.close());

const balance = async (id: number) =>
  (await db.query<{ balance: number }>('select balance from ledger_accounts where id = $1', [id]))[0]!
    .balance;

describe('ledger', () => {
  it('moves money in balanced entries', async () => {
    await post(db, {
      idempotencyKey: 'd1',
      kind: 'deposit',
      entries: [
        { ledgerAccountId: house, amount: -500 },
        { ledgerAccountId: wallet, amount: 500 },
      ],
    });
    expect(await balance(wallet)).toBe(500);
    const sum = await db.query<{ s: number }>('select sum(amount)::int8 as s from ledger_entries');
    expect(sum[0]!.s).toBe(0);
  });

  it('applies an idempotency key once', async () => {
    const again = await post(db, {
      idempotencyKey: 'd1',
      kind: 'deposit',
      entries: [
        { ledgerAccountId: house, amount: -500 },
        { ledgerAccountId: wallet, amount: 500 },
      ],
    });
    expect(again.replayed).toBe(true);
    expect(await balance(wallet)).toBe(500);
  });

  it('refuses the same key with another amount or kind, and moves nothing', async () => {
    for (const changed of [
      { kind: 'deposit', amount: 5_000 },
      { kind: 'bonus', amount: 500 },
    ]) {
      await expect(
        post(db, {
          idempotencyKey: 'd1',
          kind: changed.kind,
          entries: [
            { ledgerAccountId: house, amount: -changed.amount },
            { ledgerAccountId: wallet, amount: changed.amount },
          ],
        }),
      ).rejects.toMatchObject({ status: 409, errorCode: 'idempotency_conflict' });
    }
    expect(await balance(wallet)).toBe(500);
  });

  it('refuses to take a player below zero, and keeps nothing of the attempt', async () => {
    await expect(
      db.transaction((tx) =>
        post(tx, {
          idempotencyKey: 'b1',
          kind: 'bet',
          entries: [
            { ledgerAccountId: wallet, amount: -501 },
            { ledgerAccountId: house, amount: 501 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ errorCode: 'insufficient_balance' });
    expect(await balance(wallet)).toBe(500);
    expect(await db.query("select 1 from ledger_transactions where idempotency_key = 'b1'")).toHaveLength(0);
  });

  it('refuses unbalanced entries', async () => {
    await expect(
      post(db, {
        idempotencyKey: 'x',
        kind: 'bet',
        entries: [
          { ledgerAccountId: wallet, amount: -1 },
          { ledgerAccountId: house, amount: 2 },
        ],
      }),
    ).rejects.toThrow(/Unbalanced/);
  });
});

describe('the ledger door', () => {
  it("opens wallets in the brand's currency", async () => {
    expect(await walletsOf(db, 1)).toEqual([{ kind: 'main', currency: 'THB', balance: 500 }]);
  });

  it('moves money between the house and a wallet, once per key', async () => {
    const deposit = {
      from: 'house',
      to: { walletOf: 1 },
      amountMinor: 250,
      key: 't1',
      kind: 'deposit',
    } as const;
    expect((await transfer(db, deposit)).replayed).toBe(false);
    expect((await transfer(db, deposit)).replayed).toBe(true);
    expect(await balanceOf(db, 1)).toBe(750);
    await expect(transfer(db, { ...deposit, amountMinor: 251 })).rejects.toMatchObject({
      errorCode: 'idempotency_conflict',
    });
    await expect(
      db.transaction((tx) =>
        transfer(tx, { from: { walletOf: 1 }, to: 'house', amountMinor: 751, key: 't2', kind: 'bet' }),
      ),
    ).rejects.toMatchObject({ errorCode: 'insufficient_balance' });
    expect(await balanceOf(db, 1)).toBe(750);
  });

  it('refuses to move nothing, or less than nothing', async () => {
    for (const amountMinor of [0, -5, 1.5])
      await expect(
        transfer(db, { from: 'house', to: { walletOf: 1 }, amountMinor, key: `z${amountMinor}`, kind: 'x' }),
      ).rejects.toThrow(/positive whole number/);
  });
});

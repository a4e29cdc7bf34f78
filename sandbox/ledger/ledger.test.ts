import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryPglite } from '../db/pglite';
import { migrate } from '../db/migrate';
import type { Database } from '../db/database';
import { mainWalletId, post } from './ledger';

let db: Database;
let house: number;
let wallet: number;

beforeAll(async () => {
  db = await openMemoryPglite();
  await migrate(db);
  await db.query("insert into accounts (username, password_hash, nickname) values ('p', '!', 'P')");
  house = (
    await db.query<{ id: number }>(
      "insert into ledger_accounts (owner_id, kind, currency) values (null, 'house', 'PHP') returning id",
    )
  )[0]!.id;
  wallet = await mainWalletId(db, 1, 'PHP');
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

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import type { Database } from '../../sandbox/core/db/database';
import { ledgerViolations } from './invariants';
import { runSimulation } from './run-simulation';

/**
 * The checker must be able to fail: a small clean run leaves a sound ledger, and each kind of
 * corruption written into it by hand is then named by the check that guards against it.
 */
let db: Database;
beforeAll(async () => {
  db = await openMemoryPglite(new Blob([readFileSync(inject('sandboxSnapshot'))]));
  // The run closes its database at the end: this one stays open for the corruption below.
  const kept: Database = { ...db, close: async () => undefined };
  const report = await runSimulation({
    seed: 13,
    // Enough game rounds that some paid a win (the first check below corrupts one): 80 operations
    // once sufficed, but spins now share the games with fishing shots, and one run had no win.
    operations: 200,
    members: 3,
    faults: { beforeStatement: 0, beforeCommit: 0, afterCommit: 0, crash: 0 },
    settlementFaults: { beforeStatement: 0, beforeCommit: 0, afterCommit: 0, crash: 0 },
    openDatabase: async () => kept,
    reproduce: 'invariants.test.ts',
  });
  expect(report.violations).toEqual([]);
}, 300_000); // a hang detector: on a busy machine this run has taken over 120 s
afterAll(() => db.close());

const one = async <T>(sql: string) => (await db.query<T>(sql))[0]!;

/** Posts a movement by hand, as a bug would, keeping each account's balance equal to its entries. */
async function post(key: string, kind: string, reference: string, legs: [account: number, amount: number][]) {
  const { id } = await one<{ id: number }>(
    `insert into ledger_transactions (idempotency_key, kind, reference) values ('${key}', '${kind}', '${reference}') returning id`,
  );
  for (const [account, amount] of legs) {
    await db.query(
      'insert into ledger_entries (transaction_id, ledger_account_id, amount) values ($1, $2, $3)',
      [id, account, amount],
    );
    await db.query('update ledger_accounts set balance = balance + $2 where id = $1', [account, amount]);
  }
}

describe('the invariant checker', () => {
  it('names a win paid twice for one round, though the money balances', async () => {
    const round = await one<{ id: number; payout: number; account_id: number }>(
      "select id, payout::float8 as payout, account_id from game_rounds where request_id like 'sim-op-%' and status = 'settled' and payout > 0 limit 1",
    );
    const wallet = await one<{ id: number }>(
      `select id from ledger_accounts where owner_id = ${round.account_id} and kind = 'main'`,
    );
    const house = await one<{ id: number }>("select id from ledger_accounts where kind = 'house'");
    await post(`round:${round.id}:win:again`, 'win', `round:${round.id}`, [
      [house.id, -round.payout],
      [wallet.id, round.payout],
    ]);
    expect((await ledgerViolations(db)).join('\n')).toMatch(
      /rounds not bet, won or refunded exactly once.*"wins":2/,
    );
  });

  it('names unbalanced movements and money made from nothing', async () => {
    const wallet = await one<{ id: number }>("select id from ledger_accounts where kind = 'main' limit 1");
    const house = await one<{ id: number }>("select id from ledger_accounts where kind = 'house'");
    await post('corrupt:unbalanced', 'deposit', 'corrupt', [
      [house.id, -400],
      [wallet.id, 500],
    ]);
    const found = (await ledgerViolations(db)).join('\n');
    expect(found).toMatch(/debits and credits differ.*corrupt:unbalanced/);
    expect(found).toMatch(/all accounts together hold 100, not 0/);
  });

  it('names a balance that is not its entries, a balance below zero and a key posted twice', async () => {
    await db.exec(`
      alter table ledger_accounts drop constraint ledger_accounts_non_negative;
      alter table ledger_transactions drop constraint ledger_transactions_idempotency_key_key;
      update ledger_accounts set balance = -1 where id = (select min(id) from ledger_accounts where kind = 'main');
      insert into ledger_transactions (idempotency_key, kind) values ('corrupt:unbalanced', 'deposit');`);
    const found = (await ledgerViolations(db)).join('\n');
    expect(found).toMatch(/balances that are not the sum of their entries/);
    expect(found).toMatch(/balances below zero/);
    expect(found).toMatch(/posted more than once.*corrupt:unbalanced/);
  });
});

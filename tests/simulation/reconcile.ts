import type { Queryable } from '../../sandbox/core/db/database';
import { contract } from '../../sdk/contract/table';
import { HOUSE, PENDING, walletKey, type Books, type Outcome } from './books';
import { SIM_REQUEST } from './invariants';
import type { Answer, SimServer } from './server';
import type { Party } from './world';

/**
 * The client's books against the platform's: every wallet moved by exactly what the answers said,
 * every request made exactly the record its answers named, and the balance a player is shown is
 * the balance the ledger holds.
 */

export interface LedgerSnapshot {
  /** Balances by books key (house, pending, `<account>:<wallet>`) of the run's players. */
  readonly balances: Map<string, number>;
  /** Money outside the house, in every account (minor units). */
  readonly outside: number;
  readonly lastTransaction: number;
}

export async function snapshot(db: Queryable, parties: readonly Party[]): Promise<LedgerSnapshot> {
  const rows = await db.query<{ owner_id: number | null; kind: string; balance: number }>(
    'select owner_id, kind, balance::float8 as balance from ledger_accounts where owner_id = any($1) or owner_id is null',
    [parties.map((p) => p.accountId)],
  );
  const keyOf = (r: (typeof rows)[number]) =>
    r.owner_id === null
      ? r.kind === 'house'
        ? HOUSE
        : r.kind === 'pending_withdrawals'
          ? PENDING
          : r.kind
      : walletKey(r.owner_id, r.kind.replace(/^vendor:/, ''));
  const [totals] = await db.query<{ outside: number; last: number }>(
    `select (select coalesce(sum(balance), 0)::float8 from ledger_accounts where kind <> 'house') as outside,
            (select coalesce(max(id), 0) from ledger_transactions) as last`,
  );
  return {
    balances: new Map(rows.map((r) => [keyOf(r), r.balance])),
    outside: totals!.outside,
    lastTransaction: totals!.last,
  };
}

/** A balance answer's wallets by name, in minor units; undefined when the call failed. */
export function shownWallets(answer: Answer): Map<string, number> | undefined {
  const wallets = (answer.body.value as { balance?: { wallet: string; amount: number }[] } | undefined)
    ?.balance;
  return wallets && new Map(wallets.map((w) => [w.wallet, Math.round(w.amount * 100)]));
}

/** Where the wallets a player is shown differ from the books: what it held before, plus what the answers moved. */
export function differsFromBooks(
  before: LedgerSnapshot,
  books: Books,
  party: Party,
  shown: Map<string, number>,
): string | undefined {
  const prefix = `${party.accountId}:`;
  const wallets = new Set(shown.keys());
  for (const key of [...before.balances.keys(), ...books.deltas.keys()])
    if (key.startsWith(prefix)) wallets.add(key.slice(prefix.length));
  const wrong = [...wallets].flatMap((wallet) => {
    const key = walletKey(party.accountId, wallet);
    const expected = (before.balances.get(key) ?? 0) + books.delta(key);
    const seen = shown.get(wallet) ?? 0;
    return seen === expected ? [] : [`${wallet} ${seen}, books ${expected}`];
  });
  return wrong.length ? wrong.join(', ') : undefined;
}

/** Postings an outcome must have made: one per step it took. */
function postingsOf(o: Outcome): number {
  if (o.id === undefined) return 0;
  switch (o.chain) {
    case 'deposit':
      return o.end === 'paid' ? 1 : 0;
    case 'withdrawal':
      return 1 + (o.end === undefined || o.end === 'processing' ? 0 : 1);
    case 'round':
    case 'spin':
    case 'shot':
    case 'sportBet':
    case 'crash':
    case 'baccarat':
      return 1 + (o.end === 'rolled_back' ? 1 : (o.payout ?? 0) > 0 ? 1 : 0);
    default:
      return 1;
  }
}

const PAID = new Set(['awaiting_confirmation', 'received', 'not_received', 'forced_received']);

/** Whether the platform's record ended where the answers said. */
function sameEnd(o: Outcome, record: { status: string; payout: number | null }): boolean {
  if (o.end === undefined) return true;
  if (o.chain === 'withdrawal')
    return o.end === 'rejected' ? record.status === 'rejected' : PAID.has(record.status);
  if (record.status !== o.end) return false;
  return o.end !== 'settled' || record.payout === (o.payout ?? 0);
}

/** The records the simulation's requests made, by `<account>:<request id>`. */
async function recordsOf(db: Queryable) {
  const rows = await db.query<{
    account_id: number;
    request_id: string;
    id: string;
    status: string;
    payout: number | null;
  }>(
    `select account_id, request_id, order_no as id, status, null::float8 as payout from deposit_orders where request_id like $1
     union all select account_id, request_id, order_no, status, null from withdrawal_orders where request_id like $1
     union all select account_id, request_id, id::text, status, payout::float8 from game_rounds where request_id like $1
     union all select account_id, request_id, transfer_no, 'done', null from wallet_transfers where request_id like $1`,
    [SIM_REQUEST],
  );
  return new Map(rows.map((r) => [`${r.account_id}:${r.request_id}`, r]));
}

export async function reconcile(
  db: Queryable,
  books: Books,
  before: LedgerSnapshot,
  parties: readonly Party[],
  server: SimServer,
) {
  const found: string[] = [];
  const after = await snapshot(db, parties);
  const keys = new Set([...before.balances.keys(), ...after.balances.keys(), ...books.deltas.keys()]);
  const drift = [...keys].flatMap((key) => {
    const moved = (after.balances.get(key) ?? 0) - (before.balances.get(key) ?? 0);
    return moved === books.delta(key) ? [] : [`${key} moved ${moved}, the answers say ${books.delta(key)}`];
  });
  if (drift.length)
    found.push(`${drift.length} wallets differ from the client's books: ${drift.slice(0, 10).join('; ')}`);

  // Outside the house, money changes only by deposits, paid withdrawals and the games' results.
  const { flows } = books;
  const expected = flows.deposited - flows.withdrawalsPaid - flows.staked + flows.won + flows.refunded;
  const conservation = { before: before.outside, after: after.outside, expected: before.outside + expected };
  if (after.outside !== conservation.expected)
    found.push(
      `money outside the house went from ${before.outside} to ${after.outside}, not ${conservation.expected}`,
    );

  const records = await recordsOf(db);
  const wrong: string[] = [];
  for (const o of books.outcomes) {
    const record = records.get(`${o.accountId}:${o.requestId}`);
    records.delete(`${o.accountId}:${o.requestId}`);
    if (o.id === undefined) {
      if (record) wrong.push(`${o.requestId} was refused, yet made ${record.id} (${record.status})`);
    } else if (!record || record.id !== o.id || !sameEnd(o, record)) {
      wrong.push(
        `${o.requestId} answered ${o.id} ${o.end ?? ''} ${o.payout ?? ''}, the platform holds ${JSON.stringify(record)}`,
      );
    }
  }
  for (const record of records.values()) wrong.push(`a record no answer named: ${JSON.stringify(record)}`);
  if (wrong.length)
    found.push(`${wrong.length} requests differ from their records: ${wrong.slice(0, 10).join('; ')}`);

  const [posted] = await db.query<{ n: number }>(
    'select count(*)::int as n from ledger_transactions where id > $1',
    [before.lastTransaction],
  );
  const postings = books.outcomes.reduce((n, o) => n + postingsOf(o), 0);
  if (posted!.n !== postings)
    found.push(`the ledger holds ${posted!.n} postings of the run, the answers account for ${postings}`);

  // What the player is shown: the balance call reads through the server's cache.
  const shown: string[] = [];
  for (const party of parties) {
    const answer = await server.api(contract.balance, {}, party.token);
    const wallets = shownWallets(answer);
    if (!wallets) shown.push(`${party.username}: balance call failed ${JSON.stringify(answer.body)}`);
    for (const [wallet, amount] of wallets ?? []) {
      const held = after.balances.get(walletKey(party.accountId, wallet)) ?? 0;
      if (amount !== held) shown.push(`${party.username} ${wallet} shows ${amount}, holds ${held}`);
    }
  }
  if (shown.length)
    found.push(`${shown.length} balances shown differ from the ledger: ${shown.slice(0, 10).join('; ')}`);
  return { violations: found, conservation, postings };
}

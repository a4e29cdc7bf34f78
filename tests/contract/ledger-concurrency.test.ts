import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness';
import { placeBet, settleRound } from '../../sandbox/platform/rounds';
import { setSetting } from '../../sandbox/platform/brand/repository';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** Sets the brand's most open rounds a member may hold at once. */
async function maxOpenRounds(value: number) {
  await setSetting(sandbox.db, 'maxOpenRounds', value);
  sandbox.instance.sandbox.settings.invalidate();
}

describe('the ledger under concurrent bets and wins', () => {
  it('1,000 concurrent bets and wins with duplicated ids: balanced, never negative, each id once', async () => {
    const s = sandbox.instance.sandbox;
    // Here only the balance may refuse a bet: the limit of open rounds has a test of its own.
    await maxOpenRounds(1_000);
    const accounts = await sandbox.db.query<{ id: number }>(
      "select id from accounts where username in ('demomember', 'agentone', 'agenttwo', 'downlined', 'downlinef')",
    );
    // 500 distinct rounds, each sent twice (a client retrying), spread over five accounts: 1,000 bets,
    // and every round's win settled twice as well. Stakes are large enough that some bets must fail.
    const requests = Array.from({ length: 500 }, (_, i) => ({
      accountId: accounts[i % accounts.length]!.id,
      requestId: `concurrent-${i}`,
      stake: 5_000 + (i % 7) * 2_500,
      kind: 'slot' as const,
      launchHash: 'concurrency-test-launch',
      vendor: 'PG',
      wallet: 'main',
      gameName: 'Concurrency test',
    }));
    const work = [...requests, ...requests].map(async (bet, i) => {
      try {
        const round = await placeBet(s, bet);
        await settleRound(s, round, { payout: (i % 3) * bet.stake, seed: 'test', outcome: {} });
        return 'ok';
      } catch (error) {
        return (error as { errorCode?: string }).errorCode ?? String(error);
      }
    });
    const results = await Promise.all(work);
    expect(new Set(results)).toEqual(
      new Set(results.filter((r) => r === 'ok' || r === 'insufficient_balance')),
    );
    expect(results.filter((r) => r === 'insufficient_balance').length).toBeGreaterThan(0);

    const [sum] = await sandbox.db.query<{ total: number; debits: number; credits: number }>(
      `select coalesce(sum(amount), 0)::int8 as total, coalesce(sum(-amount) filter (where amount < 0), 0)::int8 as debits,
              coalesce(sum(amount) filter (where amount > 0), 0)::int8 as credits from ledger_entries`,
    );
    expect(sum!.total).toBe(0);
    expect(sum!.debits).toBe(sum!.credits);

    const mismatched = await sandbox.db.query(
      `select l.id from ledger_accounts l left join ledger_entries e on e.ledger_account_id = l.id
        group by l.id, l.balance having l.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(mismatched).toEqual([]);
    const negative = await sandbox.db.query(
      "select id from ledger_accounts where kind <> 'house' and balance < 0",
    );
    expect(negative).toEqual([]);

    const keys = await sandbox.db.query<{ idempotency_key: string; n: number }>(
      'select idempotency_key, count(*)::int as n from ledger_transactions group by 1 having count(*) > 1',
    );
    expect(keys).toEqual([]);
    const rounds = await sandbox.db.query<{ n: number }>(
      "select count(*)::int as n from game_rounds where request_id like 'concurrent-%'",
    );
    const bets = await sandbox.db.query<{ n: number }>(
      `select count(*)::int as n from ledger_transactions t join game_rounds r on t.idempotency_key = 'round:' || r.id || ':bet'
        where r.request_id like 'concurrent-%'`,
    );
    expect(rounds[0]!.n).toBe(bets[0]!.n);
    expect(rounds[0]!.n).toBeLessThanOrEqual(500);
    await maxOpenRounds(20);
  });

  it('lets a member hold no more open rounds than the brand allows, however many bets arrive at once', async () => {
    const s = sandbox.instance.sandbox;
    await maxOpenRounds(5);
    try {
      const [member] = await sandbox.db.query<{ id: number }>(
        "select id from accounts where username = 'agent42'",
      );
      const bet = (i: number) =>
        placeBet(s, {
          accountId: member!.id,
          requestId: `flood-${i}`,
          stake: 100,
          kind: 'lottery',
          launchHash: 'flood-test-launch',
          vendor: 'TCG',
          wallet: 'main',
          gameName: 'Flood test',
          details: { picks: ['01'] },
        }).then(
          () => 'ok',
          (error: { errorCode?: string }) => error.errorCode ?? String(error),
        );
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => bet(i)));
      expect(results.filter((r) => r === 'ok')).toHaveLength(5);
      expect(results.filter((r) => r === 'too_many_open_rounds')).toHaveLength(15);
      const [{ n }] = (await sandbox.db.query<{ n: number }>(
        "select count(*)::int as n from game_rounds where request_id like 'flood-%' and status = 'open'",
      )) as [{ n: number }];
      expect(n).toBe(5);
      // Refused bets took nothing: five stakes left the wallet.
      const [{ staked }] = (await sandbox.db.query<{ staked: number }>(
        `select coalesce(sum(-e.amount), 0)::int8 as staked from ledger_entries e
           join ledger_transactions t on t.id = e.transaction_id
          where t.kind = 'bet' and t.reference in (select 'round:' || id from game_rounds where request_id like 'flood-%')
            and e.amount < 0`,
      )) as [{ staked: number }];
      expect(Number(staked)).toBe(500);
    } finally {
      await maxOpenRounds(20);
    }
  });
});

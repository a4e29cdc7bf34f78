import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../sandbox/core/ciphers/tokens';
import { placeBet, settleRound } from '../../sandbox/platform/rounds';
import { startTestSandbox, type TestSandbox } from './harness';
import { baccaratTable, ledgerOf, ledgerTotal } from './baccarat-helpers';

/**
 * A table bet whose placing committed but whose answer was lost (the connection dropped after
 * COMMIT) never reached the table's book. Retried after the window, it is refunded once and the
 * player told so; before, the round held the stake open, unsettled, until it went stale. The lost
 * answer is played by placing the round as the vendor does, without telling the vendor.
 */
let sandbox: TestSandbox;
let t: ReturnType<typeof baccaratTable>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ baccaratTiming: { windowMs: 10_000, dealMs: 2_000, resultMs: 500 } });
  t = baccaratTable(sandbox);
});
afterAll(() => sandbox.close());

const statusOf = async (id: number) =>
  (await sandbox.db.query<{ status: string }>('select status from game_rounds where id = $1', [id]))[0]!
    .status;

/**
 * A bet on an open coup placed as the vendor places it, its answer never reaching the vendor (the
 * lost answer), with the ledger's figures from before it.
 */
async function placeLostBet(requestId: string) {
  const launch = await t.launch(await sandbox.login());
  const open = await t.freshRound(launch);
  const game = await t.game();
  const account = (
    await sandbox.db.query<{ id: number }>("select id from accounts where username = 'demomember'")
  )[0]!;
  const balance = await ledgerOf(sandbox);
  const total = await ledgerTotal(sandbox);
  const stake = Math.round(open.limits.min * 100);
  const details = { table: game.node_id, round: open.round.id, spots: { player: stake } };
  const lost = await placeBet(sandbox.instance.sandbox, {
    accountId: account.id,
    requestId,
    kind: 'baccarat',
    launchHash: tokenHash(launch),
    stake,
    vendor: game.vendor,
    gameName: game.name_en,
    wallet: 'main',
    nodeId: game.node_id,
    details: { baccarat: details },
  });
  expect(await ledgerOf(sandbox)).toBe(balance - stake);
  return { launch, open, lost, stake, balance, total };
}

describe('a table bet whose answer was lost', () => {
  it('is refunded once when retried after its window, and never settled', async () => {
    const { launch, open, lost, balance, total } = await placeLostBet('bac-lost-answer');

    t.moveTo(open.serverTime + open.round.countdownMs + 1);
    const retry = () => t.bet(launch, open.round.id, { player: open.limits.min }, 'bac-lost-answer');
    const first = await retry();
    expect(first.body.errorCode).toBe('round_failed');
    expect(await statusOf(lost.id)).toBe('rolled_back');
    expect(await ledgerOf(sandbox)).toBe(balance);
    // Retried again, nothing more moves, and it is told the same: the bet was made and its stake
    // came back ("the window closed" would deny it was ever made).
    const again = await retry();
    expect(again.body.errorCode).toBe('round_failed');
    expect(again.body.value).toMatchObject({ roundId: lost.id });
    expect(await ledgerOf(sandbox)).toBe(balance);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('is told it was settled when another process settles it between the retry’s read and its refund', async () => {
    const { launch, open, lost, stake, balance, total } = await placeLostBet('bac-settled-meanwhile');
    const platform = sandbox.instance.sandbox;

    // A later process's start-up deals the bet's coup (a tie: the stake comes back as its payout)
    // just after the retry has read the bet as riding.
    const query = platform.db.query.bind(platform.db);
    platform.db.query = (async (sql: string, params?: unknown[]) => {
      const rows = await query(sql, params);
      if (sql.startsWith('select * from game_rounds where account_id') && params?.[1] === lost.request_id) {
        platform.db.query = query;
        await settleRound(platform, lost, { payout: stake, seed: 'settled-meanwhile', outcome: {} });
      }
      return rows;
    }) as typeof query;

    t.moveTo(open.serverTime + open.round.countdownMs + 1);
    const answer = await t.bet(launch, open.round.id, { player: open.limits.min }, lost.request_id);
    platform.db.query = query;
    expect(answer.body.errorCode).toBe('bet_settled');
    expect(answer.body.value).toMatchObject({ roundId: lost.id, payout: open.limits.min });
    expect(await statusOf(lost.id)).toBe('settled');
    expect(await ledgerOf(sandbox)).toBe(balance);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('answers the window’s refusal alone when no bet was placed under the id', async () => {
    const launch = await t.launch(await sandbox.login());
    const open = await t.freshRound(launch);
    t.moveTo(open.serverTime + open.round.countdownMs + 1);
    // No round of this table's kind under the id: the window's refusal, nothing refunded.
    expect(
      (await t.bet(launch, open.round.id, { player: open.limits.min }, 'bac-never-placed')).body.errorCode,
    ).toBe('bet_window_closed');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import { settleRound, type Round } from '../../sandbox/platform/rounds';
import { betPayout, coupOf } from '../../sandbox/vendor/games/baccarat-math';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { baccaratTable, ledgerOf, ledgerTotal, seedWhere } from './baccarat-helpers';

/**
 * The baccarat table's calls, and the attacks on them: a bet after the window, a replayed bet id
 * with other chips, chips off the table's limits, a bet sent from another launch, bets sent at
 * once, a settlement replayed with another result. Every coup is dealt from one seed whose cards
 * the test knows (a banker win with a banker pair), and the clock is moved rather than waited for.
 */
const SEED = seedWhere('bac-test', (c) => c.winner === 'banker' && c.bankerPair && !c.playerPair);
const COUP = coupOf(SEED);
// Long: the clock is moved rather than waited for, and a busy machine never closes a window under a test.
const WINDOW_MS = 10_000;
const DEAL_MS = 2_000;

let sandbox: TestSandbox;
let t: ReturnType<typeof baccaratTable>;
beforeAll(async () => {
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    baccaratTiming: { windowMs: WINDOW_MS, dealMs: DEAL_MS, resultMs: 500 },
  });
  t = baccaratTable(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

// Records count platform days (GMT+8), so a UTC date is the wrong day from 16:00 UTC on.
const today = () => platformDay(sandbox.instance.sandbox.now().getTime());
const roundRow = async (id: number) =>
  (
    await sandbox.db.query<Round & { status: string; seed: string }>(
      'select * from game_rounds where id = $1',
      [id],
    )
  )[0]!;
const settledOf = (roundId: number) =>
  expect
    .poll(async () => (await roundRow(roundId)).status, { timeout: 10_000, interval: 100 })
    .not.toBe('open');

describe('baccarat table', () => {
  it('deals one shared coup: the hash before, the cards one by one, the result and seed after', async () => {
    const launch = await t.launch(await sandbox.login());
    const other = await t.launch(await sandbox.login('agentone'), 'agentone');
    const open = await t.freshRound(launch);
    const seen = await t.state(other);
    expect(seen.round.id).toBe(open.round.id);
    expect(seen.seated).toBe(2);
    expect(open.round).toMatchObject({ player: [], banker: [] });
    expect(open.round.seed).toBeUndefined();
    expect(open.round.result).toBeUndefined();
    expect(open.nextHash).toMatch(/^[0-9a-f]{64}$/);
    // Half-way through the deal some cards are out, never the result.
    t.moveTo(open.serverTime + open.round.countdownMs + DEAL_MS / 2);
    const dealing = await t.state(launch);
    expect(dealing.round.phase).toBe('dealing');
    expect(dealing.round.player.length + dealing.round.banker.length).toBeGreaterThan(0);
    expect(dealing.round.result).toBeUndefined();
    t.moveTo(open.serverTime + open.round.countdownMs + DEAL_MS);
    const dealt = await t.state(launch);
    expect(dealt.round).toMatchObject({ phase: 'result', seed: SEED, hash: open.round.hash });
    expect(dealt.round.result).toMatchObject({ winner: 'banker', bankerPair: true, playerPair: false });
    expect(dealt.round.banker).toHaveLength(COUP.banker.length);
    // The next coup's window: the one just dealt leads the bead road.
    t.moveTo(dealt.serverTime + 1_000);
    const next = await t.state(launch);
    expect(next.round.hash).toBe(open.nextHash);
    expect(next.road[0]).toMatchObject({ id: open.round.id, winner: 'banker', seed: SEED });
  });

  it('takes chips on several spots as one round, and settles them at the result once, in the background', async () => {
    const token = await sandbox.login();
    const launch = await t.launch(token);
    const before = await ledgerOf(sandbox);
    const total = await ledgerTotal(sandbox);
    const open = await t.freshRound(launch);
    const chips = { player: 2, banker: 10, tie: 1, bankerPair: 1 };
    const placed = await t.bet(launch, open.round.id, chips);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await ledgerOf(sandbox)).toBe(before - 1400);
    const roundId = (placed.body.value.bet as { roundId: number }).roundId;
    t.moveTo(open.serverTime + open.round.countdownMs + DEAL_MS);
    await settledOf(roundId);
    // Banker 10 → 19.50, banker pair 1 → 12, player and tie lost.
    const paid = betPayout({ player: 200, banker: 1000, tie: 100, bankerPair: 100 }, COUP);
    expect(paid).toBe(1950 + 1200);
    const row = await roundRow(roundId);
    expect(row).toMatchObject({ status: 'settled', seed: SEED });
    expect(Number(row.payout)).toBe(paid);
    expect(await ledgerOf(sandbox)).toBe(before - 1400 + paid);
    expect((await t.state(launch)).bet).toMatchObject({ status: 'settled', stake: 14, payout: paid / 100 });
    // The same settlement sent again with another result (a lost coup, a bigger win) changes nothing.
    for (const payout of [0, 99_999])
      expect(
        Number((await settleRound(sandbox.instance.sandbox, row, { payout, seed: 'x', outcome: {} })).payout),
      ).toBe(paid);
    expect(await ledgerOf(sandbox)).toBe(before - 1400 + paid);
    expect(await ledgerTotal(sandbox)).toBe(total);
    const records = await sandbox.call(
      contract.bettingRecords,
      { from: today(), to: today(), pageNo: 1, pageSize: 10 },
      { token },
    );
    const record = (expectValid(contract.bettingRecords, records) as { list: Record<string, unknown>[] })
      .list[0]!;
    expect(record).toMatchObject({
      gameName: 'Speed Baccarat A',
      status: 'settled',
      stake: 14,
      payout: paid / 100,
    });
  });

  it('refuses a bet once the window closed, and moves no money', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    t.moveTo(open.serverTime + open.round.countdownMs);
    const late = await t.bet(launch, open.round.id, { player: 1 });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('bet_window_closed');
    const stale = await t.bet(launch, open.round.id - 1, { player: 1 }, 'bac-stale-round');
    expect(stale.body.errorCode).toBe('bet_window_closed');
    expect(await ledgerOf(sandbox)).toBe(before);
  });

  it('refuses a replayed bet id with other chips, answers the same bet once, and one bet per coup', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    const first = await t.bet(launch, open.round.id, { player: 1, tie: 1 }, 'bac-replay-1');
    expect(first.status).toBe(200);
    for (const other of [{ player: 2, tie: 1 }, { player: 1 }, { banker: 1, tie: 1 }]) {
      const refused = await t.bet(launch, open.round.id, other, 'bac-replay-1');
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('request_id_conflict');
    }
    const same = await t.bet(launch, open.round.id, { tie: 1, player: 1 }, 'bac-replay-1');
    expect(same.status).toBe(200);
    expect(same.body.value.bet).toEqual(first.body.value.bet);
    const second = await t.bet(launch, open.round.id, { banker: 1 }, 'bac-replay-2');
    expect(second.body.errorCode).toBe('bet_already_placed');
    expect(await ledgerOf(sandbox)).toBe(before - 200);
  });

  it.each([
    ['a stake over the table limit', { player: 500.01 }, 'bets.player'],
    ['a tie over the side-bet limit', { tie: 50.01 }, 'bets.tie'],
    ['a stake under the minimum', { banker: 0.5 }, 'bets.banker'],
    ['a stake finer than a cent', { player: 1.005 }, 'bets.player'],
    ['one good spot beside a bad one', { player: 1, bankerPair: 1000 }, 'bets.bankerPair'],
    ['a spot the table does not have', { player: 1, dragon: 1 }, 'bets'],
    ['no chips at all', {}, 'bets'],
    ['a text for a stake', { player: 'all' }, 'bets'],
    ['a negative stake', { banker: -5 }, 'bets'],
  ])('refuses a bet with %s, as a 400 that moves nothing', async (_, bets, field) => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    const refused = await t.bet(launch, open.round.id, bets);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('invalid_request');
    expect(refused.body.value).toMatchObject({ field });
    expect(await ledgerOf(sandbox)).toBe(before);
    // No bet on this coup (the page may still show one from a coup before the sandbox's reset).
    expect((await t.state(launch)).bet?.round).not.toBe(open.round.id);
  });

  it('refuses a bad request id and a bad round, and a baccarat call on another game’s launch', async () => {
    const token = await sandbox.login();
    const launch = await t.launch(token);
    const before = await ledgerOf(sandbox);
    const open = await t.freshRound(launch);
    expect((await t.bet(launch, open.round.id, { player: 1 }, 'x')).status).toBe(400);
    expect((await t.bet(launch, -1, { player: 1 })).status).toBe(400);
    const expired = await t.bet('not-a-launch-token-at-all', open.round.id, { player: 1 });
    expect(expired.body.errorCode).toBe('launch_expired');
    const spin = await t.games('POST', '/play/api/spin', { launch, stake: 1, requestId: 'bac-spin-01' });
    expect(spin.body.errorCode).toBe('launch_game_mismatch');
    expect(await ledgerOf(sandbox)).toBe(before);
  });
});

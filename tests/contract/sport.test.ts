import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleRound, type Round } from '../../sandbox/platform/rounds';
import { betPayout, settleLeg, type Market } from '../../sandbox/vendor/games/sport-math';
import { startTestSandbox, type TestSandbox } from './harness';
import { demoGameLaunch } from './demo-game-launch';
import { ledgerOf, ledgerTotal } from './baccarat-helpers';
import { sportsbook, type SportBet, type SportState } from './sport-helpers';

/**
 * The sportsbook's calls and the attacks on them: a bet after kick-off, odds that moved, a parlay
 * with one match twice, a replayed request id with other content (a parlay leg changed after
 * placement), bets sent at once, a settlement replayed with another result. Matches last twenty
 * minutes here, so a pending bet outlives the platform's stale-round limit; the clock is moved
 * rather than waited for.
 */
const MATCH_MS = 20 * 60_000;

let sandbox: TestSandbox;
let t: ReturnType<typeof sportsbook>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ sportTiming: { matchMs: MATCH_MS } });
  t = sportsbook(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

const roundRow = async (id: number) =>
  (await sandbox.db.query<Round>('select * from game_rounds where id = $1', [id]))[0]!;

/** What a bet should pay from the revealed scores of its fixtures (the test's own arithmetic). */
function expectedPayout(bet: SportBet, after: SportState) {
  const legs = bet.legs.map((leg) => {
    const score = after.fixtures.find((f) => f.id === leg.fixture)?.score;
    if (!score) throw new Error(`no final score for ${leg.fixture}`);
    const result = settleLeg(
      { market: leg.market as Market, selection: leg.selection, line: leg.line * 4 },
      score,
    );
    return { result, odds: leg.odds };
  });
  return betPayout(Math.round(bet.stake * 100), legs);
}

describe('sportsbook', () => {
  it('shows a board of fixtures with odds and committed hashes, and no result before the final whistle', async () => {
    const launch = await t.launch(await sandbox.login());
    const board = await t.state(launch);
    const open = t.openFixtures(board);
    expect(new Set(open.map((f) => f.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis', 'esports']),
    );
    for (const f of open) {
      expect(f.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(f.seed).toBeUndefined();
      expect(f.score).toBeUndefined();
      expect(Object.keys(f.markets!)).toEqual(['1x2', 'handicap', 'total']);
    }
  });

  it('keeps a parlay pending until its last match ends, then settles it once from the revealed scores', async () => {
    const token = await sandbox.login();
    const launch = await t.launch(token);
    const before = await ledgerOf(sandbox);
    const total = await ledgerTotal(sandbox);
    const [a, b] = t
      .openFixtures(await t.state(launch))
      .filter((f, i, all) => all.findIndex((x) => x.sport === f.sport) === i);
    const placed = await t.place(
      launch,
      [t.legOf(a!, 'total', 'over'), t.legOf(b!, 'handicap', 'away')],
      12.5,
      'sport-parlay-1',
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.value.bet as SportBet;
    expect(bet).toMatchObject({ status: 'pending', stake: 12.5, payout: 0 });
    expect(await ledgerOf(sandbox)).toBe(before - 1250);
    // Past the stale-round limit, before the final whistle: still pending, and another game opens.
    t.moveTo(Math.min(a!.kickoffAt, b!.kickoffAt) + 11 * 60_000);
    expect((await t.state(launch)).bets[0]).toMatchObject({ roundId: bet.roundId, status: 'pending' });
    expect((await roundRow(bet.roundId)).status).toBe('open');
    const slot = (
      await sandbox.db.query<{ node_id: number; vendor: string }>(
        "select node_id, vendor from games where category = 'RNG' and game_type = 'SLOT' order by node_id limit 1",
      )
    )[0]!;
    // Opening another game is not refused as a round in progress (game_round_open).
    expect(await demoGameLaunch(sandbox, slot, '/play/slot', token)).toBeTruthy();
    // …and the launch did not refund it as a stale round: it waits on its matches, not on the player.
    expect((await roundRow(bet.roundId)).status).toBe('open');
    // The last match ends: the page's next read sees the bet settled.
    t.moveTo(Math.max(a!.endsAt, b!.endsAt));
    const after = await t.state(launch);
    const settled = after.bets.find((x) => x.roundId === bet.roundId)!;
    expect(settled.status).toBe('settled');
    expect(settled.legs.every((l) => l.result)).toBe(true);
    const paid = expectedPayout(bet, after);
    expect(Math.round(settled.payout * 100)).toBe(paid);
    expect(Number((await roundRow(bet.roundId)).payout)).toBe(paid);
    expect(await ledgerOf(sandbox)).toBe(before - 1250 + paid);
    // The same settlement sent again with another result changes nothing.
    const row = await roundRow(bet.roundId);
    for (const payout of [0, 99_999])
      expect(
        Number((await settleRound(sandbox.instance.sandbox, row, { payout, seed: 'x', outcome: {} })).payout),
      ).toBe(paid);
    expect(await ledgerOf(sandbox)).toBe(before - 1250 + paid);
    expect(await ledgerTotal(sandbox)).toBe(total);
    // Each fixture's revealed seed is the one its hash promised.
    const { createHash } = await import('node:crypto');
    for (const f of after.fixtures.filter((x) => x.status === 'ended'))
      expect(createHash('sha256').update(f.seed!).digest('hex')).toBe(f.hash);
  });

  it('refuses a bet after kick-off and a market no longer on the board, moving no money', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const [f] = t.openFixtures(await t.state(launch));
    const leg = t.legOf(f!);
    t.moveTo(f!.kickoffAt);
    const late = await t.bet(launch, [leg], 10, 'sport-late-1');
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('market_closed');
    const gone = await t.bet(launch, [{ ...leg, fixture: 'football-1' }], 10, 'sport-late-2');
    expect(gone.body.errorCode).toBe('market_closed');
    const unknown = await t.bet(launch, [{ ...leg, fixture: 'golf-99' }], 10, 'sport-late-3');
    expect(unknown.body.errorCode).toBe('market_closed');
    expect(await ledgerOf(sandbox)).toBe(before);
  });

  it('refuses odds the board no longer shows with the new odds, and takes nothing', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    t.atPriceMove();
    const [f] = t.openFixtures(await t.state(launch));
    const leg = t.legOf(f!);
    const moved = await t.bet(launch, [{ ...leg, odds: leg.odds + 1 }], 10, 'sport-odds-1');
    expect(moved.status).toBe(409);
    expect(moved.body.errorCode).toBe('odds_changed');
    expect(moved.body.value).toEqual({ legs: [leg] });
    expect(await ledgerOf(sandbox)).toBe(before);
  });

  it.each([
    ['one match twice in a parlay', 'same', 'parlay_same_fixture'],
    ['a stake over the limit', 'over', 'invalid_request'],
    ['a stake under the minimum', 'under', 'invalid_request'],
    ['a stake finer than a cent', 'fine', 'invalid_request'],
    ['a selection the market does not have', 'selection', 'invalid_request'],
    ['no legs', 'none', 'invalid_request'],
  ])('refuses %s, as a 4xx that moves nothing', async (_, kind, code) => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const [f] = t.openFixtures(await t.state(launch));
    const leg = t.legOf(f!);
    const legs = {
      same: [leg, t.legOf(f!, 'total', 'over')],
      selection: [{ ...leg, selection: 'nobody' }],
      none: [],
    }[kind as 'same'] ?? [leg];
    const stake = { over: 500.01, under: 0.5, fine: 1.005 }[kind as 'over'] ?? 10;
    const refused = await t.bet(launch, legs, stake, `sport-bad-${kind}`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.errorCode).toBe(code);
    expect(await ledgerOf(sandbox)).toBe(before);
  });

  it('answers a replayed request with its bet, refuses the id with other content, and applies bets sent at once once', async () => {
    const launch = await t.launch(await sandbox.login());
    const before = await ledgerOf(sandbox);
    const total = await ledgerTotal(sandbox);
    t.atPriceMove();
    const [a, b] = t
      .openFixtures(await t.state(launch))
      .filter((f, i, all) => all.findIndex((x) => x.sport === f.sport) === i);
    const legs = [t.legOf(a!), t.legOf(b!, 'total', 'under')];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.bet(launch, legs, 10, 'sport-replay-1')),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const roundId = (answers[0]!.body.value.bet as SportBet).roundId;
    for (const answer of answers) expect((answer.body.value.bet as SportBet).roundId).toBe(roundId);
    expect(await ledgerOf(sandbox)).toBe(before - 1000);
    // A leg changed after placement, another stake, a leg dropped: the id is taken.
    for (const [other, stake] of [
      [[legs[0]!, { ...legs[1]!, selection: 'over', odds: b!.markets!.total!.over! }], 10],
      [legs, 20],
      [[legs[0]!], 10],
    ] as const) {
      const refused = await t.bet(launch, [...other], stake, 'sport-replay-1');
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('request_id_conflict');
    }
    // The legs held are the ones placed; the replay still answers, once the odds moved too.
    t.moveTo(a!.kickoffAt - 1);
    const again = await t.bet(launch, legs, 10, 'sport-replay-1');
    expect((again.body.value.bet as SportBet).roundId).toBe(roundId);
    expect((await roundRow(roundId)).stake).toBe(1000);
    expect(await ledgerOf(sandbox)).toBe(before - 1000);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPartnerWallet, seededRandom, type PartnerWallet } from '../../examples/partner-wallet';
import { betPayout, coupOf } from '../../sandbox/vendor/games/baccarat-math';
import { startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver } from './seamless-helpers';
import { seedWhere } from './baccarat-helpers';
import { moveClockTo } from './move-clock';

/**
 * The baccarat table for a seamless partner's player: the chips are one signed debit at the
 * partner, the result one credit there (nothing for a lost coup), exactly as the slot's rounds.
 * The clock moves a few seconds at a time, so the partner's signatures stay fresh.
 */
const SEED = seedWhere('bac-seamless', (c) => c.winner === 'player' && !c.playerPair);
const COUP = coupOf(SEED);
const WINDOW_MS = 10_000;
const DEAL_MS = 1_000;
const OPENING = 100_000;

let sandbox: TestSandbox;
let partner: PartnerWallet;
let driver: ReturnType<typeof seamlessDriver>;
let table: { node_id: number; vendor: string };
beforeAll(async () => {
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    baccaratTiming: { windowMs: WINDOW_MS, dealMs: DEAL_MS, resultMs: 200 },
  });
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(7),
  });
  driver = seamlessDriver(sandbox, () => partner);
  table = (
    await sandbox.db.query<{ node_id: number; vendor: string }>(
      "select node_id, vendor from games where vendor = 'EVO' and name_en = 'Speed Baccarat A'",
    )
  )[0]!;
});
afterAll(async () => {
  await partner?.close();
  await sandbox.close();
});
beforeEach(async () => {
  partner.switches.reset();
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await driver.seamlessMode(250);
});

const moveTo = (at: number) => moveClockTo(sandbox, at);

/** The table's coup in its window: the one under way, or the next after a short wait of the clock. */
async function bettingRound(launch: string) {
  for (;;) {
    const state = (await driver.game('GET', `/play/api/baccarat/state?launch=${launch}`)).body.value as {
      serverTime: number;
      round: { id: number; phase: string; countdownMs: number };
    };
    if (state.round.phase === 'betting' && state.round.countdownMs > 200) return state;
    moveTo(state.serverTime + 500);
  }
}

describe('a seamless player at the baccarat table', () => {
  it.each([
    ['wins on player: one debit, one credit', { player: 2, tie: 1 }],
    ['loses on banker: one debit, nothing credited', { banker: 1 }],
  ])('%s', async (_, chips) => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, table, 'EN');
    const open = await bettingRound(launch);
    const placed = await driver.game('POST', '/play/api/baccarat/bet', {
      launch,
      round: open.round.id,
      bets: chips,
      requestId: `bac-sw-${player.playerId}`,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const stake = Object.values(chips).reduce((a, b) => a + b, 0) * 100;
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - stake);
    const roundId = (placed.body.value.bet as { roundId: number }).roundId;
    moveTo(open.serverTime + open.round.countdownMs + DEAL_MS);
    await expect
      .poll(async () => (await driver.roundsOf(player.accountId)).find((r) => r.id === roundId)?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('settled');
    const minor = Object.fromEntries(Object.entries(chips).map(([k, v]) => [k, v * 100]));
    const paid = betPayout(minor, COUP);
    // The credit reaches the partner's wallet by its own call after the round's commit: wait for it.
    await expect
      .poll(() => partner.balanceOf(player.playerId), { timeout: 10_000, interval: 100 })
      .toBe(OPENING - stake + paid);
    const movements = await driver.movementsOf(player.playerId);
    expect(movements.map((m) => [m.action, m.amount, m.status])).toEqual([
      ['debit', stake, 'applied'],
      ...(paid > 0 ? [['credit', paid, 'applied']] : []),
    ]);
  });
});

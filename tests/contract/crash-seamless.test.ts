import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPartnerWallet, seededRandom, type PartnerWallet } from '../../examples/partner-wallet';
import { crashPointOf, payoutAt, timeToReach } from '../../sandbox/vendor/games/crash-math';
import { startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver } from './seamless-helpers';
import { moveClockTo } from './move-clock';

/**
 * The crash game for a seamless partner's player: the stake is a signed debit at the partner, a
 * cash-out a credit, a lost flight nothing more, exactly as the slot's rounds. The clock moves a
 * few seconds at a time, so the partner's signatures stay fresh.
 */
const SEED = firstSeed((point) => point >= 300 && point <= 600);
const CRASH = crashPointOf(SEED);
// Long: the clock is moved rather than waited for, and a busy machine never closes a window under a test.
const WINDOW_MS = 10_000;
const OPENING = 100_000;

function firstSeed(fits: (point: number) => boolean): string {
  for (let i = 0; ; i++) if (fits(crashPointOf(`crash-seamless-${i}`))) return `crash-seamless-${i}`;
}

let sandbox: TestSandbox;
let partner: PartnerWallet;
let driver: ReturnType<typeof seamlessDriver>;
let aviator: { node_id: number; vendor: string };
beforeAll(async () => {
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    crashTiming: { windowMs: WINDOW_MS, pauseMs: 200 },
  });
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(7),
  });
  driver = seamlessDriver(sandbox, () => partner);
  aviator = (
    await sandbox.db.query<{ node_id: number; vendor: string }>(
      "select node_id, vendor from games where vendor = 'SPB' and name_en = 'Aviator'",
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

const crashLaunch = (player: { token: string; username: string }) => driver.gameLaunch(player, aviator, 'EN');

const moveTo = (at: number) => moveClockTo(sandbox, at);

/** The table's round in its window: the one under way, or the next after a short wait of the clock. */
async function bettingRound(launch: string) {
  for (;;) {
    const state = (await driver.game('GET', `/play/api/crash/state?launch=${launch}`)).body.value as {
      serverTime: number;
      round: { id: number; phase: string; countdownMs: number };
    };
    if (state.round.phase === 'betting' && state.round.countdownMs > 200) return state;
    moveTo(state.serverTime + 500);
  }
}

describe('a seamless player on the crash game', () => {
  it('bets with a debit at the partner and cashes out with a credit there, once', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await crashLaunch(player);
    const open = await bettingRound(launch);
    const bet = await driver.game('POST', '/play/api/crash/bet', {
      launch,
      round: open.round.id,
      stake: 1,
      requestId: `crash-sw-${player.playerId}`,
    });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 100);
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(200));
    const cash = await driver.game('POST', '/play/api/crash/cashout', { launch, round: open.round.id });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const again = await driver.game('POST', '/play/api/crash/cashout', { launch, round: open.round.id });
    expect(again.body.value.bet).toEqual(cash.body.value.bet);
    const paid = payoutAt(
      100,
      Math.round((cash.body.value.bet as { cashedOutAt: number }).cashedOutAt * 100),
    );
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 100 + paid);
    const movements = await driver.movementsOf(player.playerId);
    expect(movements.map((m) => [m.action, m.amount, m.status])).toEqual([
      ['debit', 100, 'applied'],
      ['credit', paid, 'applied'],
    ]);
  });

  it('loses a bet that rode to the crash: the background settles it, and nothing is credited', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await crashLaunch(player);
    const open = await bettingRound(launch);
    const bet = await driver.game('POST', '/play/api/crash/bet', {
      launch,
      round: open.round.id,
      stake: 1,
      requestId: `crash-sw-lost-${player.playerId}`,
    });
    const roundId = (bet.body.value.bet as { roundId: number }).roundId;
    moveTo(open.serverTime + open.round.countdownMs + timeToReach(CRASH));
    await expect
      .poll(async () => (await driver.roundsOf(player.accountId)).find((r) => r.id === roundId)?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('settled');
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 100);
    const movements = await driver.movementsOf(player.playerId);
    expect(movements.map((m) => m.action)).toEqual(['debit']);
  });
});

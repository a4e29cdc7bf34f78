import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPartnerWallet, seededRandom, type PartnerWallet } from '../../examples/partner-wallet';
import { createFixtures, DEFAULT_SPORT_TIMING } from '../../sandbox/vendor/games/sport-fixtures';
import { settleLeg, SELECTIONS, type Market } from '../../sandbox/vendor/games/sport-math';
import { startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver } from './seamless-helpers';
import { sportsbook, type Leg, type SportBet, type SportFixture } from './sport-helpers';

/**
 * The sportsbook for a seamless partner's player: the stake is a signed debit at the partner when
 * the slip is placed, the bet waits on its matches with the partner's money already taken, and its
 * win is one credit there at the final whistle, however the partner answers meanwhile. The partner
 * holds the money, so a stake it cannot cover leaves no bet waiting on a match.
 */
const KEY = 'sport-seamless-key';
const OPENING = 100_000;
const fixtures = createFixtures(DEFAULT_SPORT_TIMING, KEY);

let sandbox: TestSandbox;
let partner: PartnerWallet;
let driver: ReturnType<typeof seamlessDriver>;
let t: ReturnType<typeof sportsbook>;
beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => KEY });
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(11),
  });
  driver = seamlessDriver(sandbox, () => partner);
  t = sportsbook(sandbox);
});
afterAll(async () => {
  await partner?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  partner.switches.reset();
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await driver.seamlessMode(1_000);
});

/** The board's leg on `f` in `market` whose result, by the fixture's committed score, is `wanted`. */
function legThatEnds(f: SportFixture, market: Market, wanted: string): Leg | undefined {
  const fixture = fixtures.byId(f.id)!;
  const selection = SELECTIONS[market].find(
    (s) =>
      f.markets![market]![s] !== undefined &&
      settleLeg({ market, selection: s, line: fixtures.lineOf(fixture, market, s) }, fixture.score) ===
        wanted,
  );
  return selection === undefined ? undefined : t.legOf(f, market, selection);
}

const betsOf = async (launch: string) => (await t.state(launch)).bets;

describe('a seamless player at the sportsbook', () => {
  it('is debited at the slip, waits on the match, and is credited the parlay’s win once though the partner lost its first answer', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, await t.game(), 'EN');
    const [first, second] = t.openFixtures(await t.state(launch));
    const legs = [legThatEnds(first!, '1x2', 'win')!, legThatEnds(second!, '1x2', 'win')!];
    const placed = await t.place(launch, legs, 10, `sport-sw-parlay-${player.playerId}`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.value.bet as SportBet;
    expect(bet.status).toBe('pending');
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 1_000);

    // The same request id with another leg once the bet stands: refused, nothing moves.
    const changed = await t.bet(launch, [legs[0]!], 10, bet.requestId);
    expect(changed.status).not.toBe(200);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 1_000);

    // The partner applies the first credit and loses its answer: the platform must send it again, once.
    partner.switches.set({ actions: ['credit'], failNext: 1, failAt: 'after' });
    t.moveTo(Math.max(first!.endsAt, second!.endsAt));
    await expect
      .poll(async () => (await betsOf(launch)).find((b) => b.roundId === bet.roundId)?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('settled');
    const settled = (await betsOf(launch)).find((b) => b.roundId === bet.roundId)!;
    // The page's figures are in units, the odds in thousandths: the partner's money in minor units.
    const paid = Math.round(settled.payout * 100);
    const odds = bet.legs.reduce((product, leg) => (product * leg.odds) / 1_000, 1);
    expect(paid).toBeGreaterThan(1_000);
    expect(Math.abs(paid - 1_000 * odds)).toBeLessThanOrEqual(1);

    await driver.sweepUntilSettled();
    expect(partner.switches.get().counts.failed).toBe(1);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 1_000 + paid);
    const applied = (await driver.movementsOf(player.playerId)).filter((m) => m.status === 'applied');
    expect(applied.map((m) => [m.action, Number(m.amount)])).toEqual([
      ['debit', 1_000],
      ['credit', paid],
    ]);
  });

  it('loses a single with the debit alone: nothing is credited at the whistle', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, await t.game(), 'EN');
    const [match] = t.openFixtures(await t.state(launch));
    const placed = await t.place(
      launch,
      [legThatEnds(match!, '1x2', 'lose')!],
      5,
      `sport-sw-lose-${player.playerId}`,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const bet = placed.body.value.bet as SportBet;
    t.moveTo(match!.endsAt);
    await expect
      .poll(async () => (await betsOf(launch)).find((b) => b.roundId === bet.roundId)?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe('settled');
    await driver.sweepUntilSettled();
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - 500);
    const movements = await driver.movementsOf(player.playerId);
    expect(movements.filter((m) => m.status === 'applied').map((m) => m.action)).toEqual(['debit']);
  });

  it('leaves nothing pending when the partner cannot cover the stake: the slip is refused and shown refunded', async () => {
    const player = await driver.signedOnPlayer(500);
    const launch = await driver.gameLaunch(player, await t.game(), 'EN');
    const [match] = t.openFixtures(await t.state(launch));
    const refused = await t.place(launch, [t.legOf(match!)], 10, `sport-sw-poor-${player.playerId}`);
    expect(refused.status, JSON.stringify(refused.body)).not.toBe(200);
    expect((await betsOf(launch)).map((b) => b.status)).toEqual(['refunded']);
    expect(await partner.balanceOf(player.playerId)).toBe(500);
    const rounds = await driver.roundsOf(player.accountId);
    expect(rounds.filter((r) => r.status === 'pending' || r.status === 'open')).toEqual([]);
  });
});

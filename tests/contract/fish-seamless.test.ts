import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPartnerWallet, seededRandom, type PartnerWallet } from '../../examples/partner-wallet';
import { catches, type SpeciesId } from '../../sandbox/vendor/games/fish-math';
import { stakesFor } from '../../sandbox/vendor/games/stakes';
import { startTestSandbox, type TestSandbox } from './harness';
import { seamlessDriver } from './seamless-helpers';

/**
 * The fishing game for a seamless partner's player: each shot's stake is a signed debit at the
 * partner, a catch a credit, a miss nothing more, exactly as the slot's rounds; a shot whose
 * settlement fails is rolled back at the partner and the fish swims on.
 */
const OPENING = 100_000;

let nextSeed: () => string = () => 'fish-pool';
let sandbox: TestSandbox;
let partner: PartnerWallet;
let driver: ReturnType<typeof seamlessDriver>;
let ocean: { node_id: number; vendor: string; min_bet: number };
let stake: number;
beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => nextSeed() });
  partner = await startPartnerWallet({
    secret: sandbox.instance.partner.secret,
    partnerId: 'demo',
    random: seededRandom(11),
  });
  driver = seamlessDriver(sandbox, () => partner);
  ocean = (
    await sandbox.db.query<{ node_id: number; vendor: string; min_bet: number }>(
      "select node_id, vendor, min_bet from games where name_en = 'Ocean King' order by node_id limit 1",
    )
  )[0]!;
  stake = stakesFor(ocean.min_bet)[0]!;
});
afterAll(async () => {
  await partner?.close();
  await sandbox.close();
});
beforeEach(async () => {
  nextSeed = () => 'fish-pool';
  partner.switches.reset();
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await driver.seamlessMode(250);
});

function seedFor(species: SpeciesId, caught: boolean): string {
  for (let i = 0; ; i++) if (catches(`fish-sw-${i}`, species) === caught) return `fish-sw-${i}`;
}

async function pondOf(launch: string) {
  const answer = await driver.game('GET', `/play/api/fish/state?launch=${launch}`);
  return (answer.body.value as unknown as { pool: { id: string; species: SpeciesId; pays: number }[] }).pool;
}

const shoot = (launch: string, fish: string, requestId: string) =>
  driver.game('POST', '/play/api/fish/shoot', { launch, fish, stake: stake / 100, requestId });

describe('a seamless player on the fishing game', () => {
  it('pays a catch with a credit at the partner after the debit, once', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, ocean, 'EN');
    const fish = (await pondOf(launch))[0]!;
    nextSeed = () => seedFor(fish.species, true);
    const shot = await shoot(launch, fish.id, `fish-sw-${player.playerId}`);
    expect(shot.status, JSON.stringify(shot.body)).toBe(200);
    const paid = stake * fish.pays;
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - stake + paid);
    expect(Math.round(shot.body.value.balance! * 100)).toBe(OPENING - stake + paid);
    // The same shot sent again answers as it did and moves nothing at the partner.
    const again = await shoot(launch, fish.id, `fish-sw-${player.playerId}`);
    expect(again.body.value.shot).toEqual(shot.body.value.shot);
    const movements = await driver.movementsOf(player.playerId);
    expect(movements.map((m) => [m.action, m.amount, m.status])).toEqual([
      ['debit', stake, 'applied'],
      ['credit', paid, 'applied'],
    ]);
    expect((await driver.roundsOf(player.accountId)).map((r) => r.status)).toEqual(['settled']);
  });

  it('takes only the debit for a miss', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, ocean, 'EN');
    const fish = (await pondOf(launch))[0]!;
    nextSeed = () => seedFor(fish.species, false);
    expect((await shoot(launch, fish.id, `fish-sw-miss-${player.playerId}`)).status).toBe(200);
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING - stake);
    expect((await driver.movementsOf(player.playerId)).map((m) => m.action)).toEqual(['debit']);
  });

  it('rolls a shot back at the partner when its settlement fails, and the fish swims on', async () => {
    const player = await driver.signedOnPlayer(OPENING);
    const launch = await driver.gameLaunch(player, ocean, 'EN');
    const fish = (await pondOf(launch))[0]!;
    nextSeed = () => seedFor(fish.species, true);
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    const failed = await shoot(launch, fish.id, `fish-sw-fail-${player.playerId}`);
    expect(failed.status).toBe(502);
    expect(failed.body.errorCode).toBe('round_failed');
    await driver.sweepUntilSettled();
    expect(await partner.balanceOf(player.playerId)).toBe(OPENING);
    expect((await driver.movementsOf(player.playerId)).map((m) => m.action)).toEqual(['debit', 'rollback']);
    expect((await pondOf(launch)).map((f) => f.id)).toContain(fish.id);
  });
});

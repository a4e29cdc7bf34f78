import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platformDay } from '../../sdk/shared-rules/date-range';
import { contract } from '../../sdk/contract/table';
import { GAME_LAUNCH_DEFAULTS } from '../../sdk/rules/launch-defaults';
import { catches, type SpeciesId } from '../../sandbox/vendor/games/fish-math';
import { stakesFor } from '../../sandbox/vendor/games/stakes';
import { tokenHash } from '../../sandbox/core/ciphers/tokens';
import { createGameServer } from '../../sandbox/vendor/games/server';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { demoGameLaunch } from './demo-game-launch';

/**
 * The fishing game's calls, and the attacks on them: a shot at a fish that is not there, a
 * replayed request id with other content, a stake off the ladder or past the balance, shots sent
 * all at once, a flood of them. Each shot is one platform round; the seed of the next shot is
 * chosen by the test, so it knows whether the shot catches.
 */
let nextSeed: () => string = () => 'fish-pool';
let sandbox: TestSandbox;
let ocean: { node_id: number; vendor: string; min_bet: number };
let stake: number;
beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => nextSeed() });
  ocean = (
    await sandbox.db.query<{ node_id: number; vendor: string; min_bet: number }>(
      "select node_id, vendor, min_bet from games where name_en = 'Ocean King' order by node_id limit 1",
    )
  )[0]!;
  stake = stakesFor(ocean.min_bet)[0]!;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  nextSeed = () => 'fish-pool';
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
});

/** A seed whose shot at `species` catches it (or misses, with `caught` false). */
function seedFor(species: SpeciesId, caught: boolean): string {
  for (let i = 0; ; i++) if (catches(`fish-test-${i}`, species) === caught) return `fish-test-${i}`;
}

const fishLaunch = (token?: string) => demoGameLaunch(sandbox, ocean, '/play/fish', token);

interface FishState {
  pool: { id: string; species: SpeciesId; pays: number; path: number }[];
  tally: { shots: number; caught: number; cost: number; won: number };
  balance: number;
}
interface Shot {
  roundId: number | null;
  target: string;
  caught: boolean;
  stake: number;
  payout: number;
  seed: string;
}

const games = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await sandbox.instance.games.inject({ method, url, payload });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; value: Record<string, unknown>; errorCode?: string },
  };
};
const state = async (launch: string) =>
  (await games('GET', `/play/api/fish/state?launch=${launch}`)).body.value as unknown as FishState;
let shots = 0;
const shoot = (launch: string, fish: string, extra: Record<string, unknown> = {}) =>
  games('POST', '/play/api/fish/shoot', {
    launch,
    fish,
    stake: stake / 100,
    requestId: `fish-shot-${shots++}`,
    ...extra,
  });

const minor = (amount: number) => Math.round(amount * 100);
const ledger = async () =>
  minor(
    (
      (await sandbox.request({ method: 'GET', url: '/sandbox/rounds?username=demomember' })).body.value as {
        balance: number;
      }
    ).balance,
  );
/** Sum of every ledger account: money is never created or lost, only moved. */
const ledgerTotal = async () =>
  Number(
    (await sandbox.db.query<{ sum: string }>('select sum(balance)::text as sum from ledger_accounts'))[0]!
      .sum,
  );
/** The rounds a launch's page opened, oldest first. */
const roundsOf = (launch: string) =>
  sandbox.db.query<{ status: string; stake: number; payout: number; seed: string; kind: string }>(
    'select * from game_rounds where launch_hash = $1 order by id',
    [tokenHash(launch)],
  );

describe('fishing game', () => {
  it('settles a catch as one round paying stake × the species, and the fish leaves the pool', async () => {
    const token = await sandbox.login();
    const launch = await fishLaunch(token);
    const before = await ledger();
    const total = await ledgerTotal();
    const first = await state(launch);
    expect(first.pool).toHaveLength(8);
    const fish = first.pool[0]!;
    const seed = seedFor(fish.species, true);
    nextSeed = () => seed;
    const shot = await shoot(launch, fish.id);
    expect(shot.status, JSON.stringify(shot.body)).toBe(200);
    const caught = shot.body.value.shot as Shot;
    expect(caught).toMatchObject({ target: fish.id, caught: true, seed });
    expect(minor(caught.payout)).toBe(stake * fish.pays);
    expect(await ledger()).toBe(before - stake + stake * fish.pays);
    const after = await state(launch);
    expect(after.pool).toHaveLength(8);
    expect(after.pool.map((f) => f.id)).not.toContain(fish.id);
    expect(after.tally).toEqual({ shots: 1, caught: 1, cost: stake / 100, won: (stake * fish.pays) / 100 });
    const [round] = await roundsOf(launch);
    expect(round).toMatchObject({ kind: 'fish', status: 'settled', seed });
    expect(Number(round!.payout)).toBe(stake * fish.pays);
    const today = platformDay(sandbox.instance.sandbox.now().getTime());
    const records = await sandbox.call(
      contract.bettingRecords,
      { from: today, to: today, pageNo: 1, pageSize: 10 },
      { token },
    );
    const record = (expectValid(contract.bettingRecords, records) as { list: Record<string, unknown>[] })
      .list[0]!;
    expect(record).toMatchObject({ gameName: 'Ocean King', status: 'settled', payout: caught.payout });
    expect(await ledgerTotal()).toBe(total);
  });

  it('settles a miss as a round that paid nothing; the fish swims on', async () => {
    const launch = await fishLaunch(await sandbox.login());
    const before = await ledger();
    const fish = (await state(launch)).pool[1]!;
    nextSeed = () => seedFor(fish.species, false);
    const shot = await shoot(launch, fish.id);
    expect((shot.body.value.shot as Shot).caught).toBe(false);
    expect(await ledger()).toBe(before - stake);
    expect((await state(launch)).pool.map((f) => f.id)).toContain(fish.id);
    expect((await roundsOf(launch)).map((r) => [r.status, Number(r.payout)])).toEqual([['settled', 0]]);
  });

  it('refuses a shot at a fish that is not in the pool, or was caught, and moves nothing', async () => {
    const launch = await fishLaunch(await sandbox.login());
    const fish = (await state(launch)).pool[0]!;
    nextSeed = () => seedFor(fish.species, true);
    expect((await shoot(launch, fish.id)).status).toBe(200);
    const before = await ledger();
    for (const target of [fish.id, 'f999', 'shark']) {
      const refused = await shoot(launch, target);
      expect(refused.status).toBe(409);
      expect(refused.body.errorCode).toBe('fish_gone');
    }
    expect(await ledger()).toBe(before);
    expect(await roundsOf(launch)).toHaveLength(1);
  });

  it('applies a replayed request id once, and refuses it with another stake or target', async () => {
    const launch = await fishLaunch(await sandbox.login());
    const [a, b] = (await state(launch)).pool;
    nextSeed = () => seedFor(a!.species, false);
    const before = await ledger();
    const first = await shoot(launch, a!.id, { requestId: 'fish-replay-1' });
    const again = await shoot(launch, a!.id, { requestId: 'fish-replay-1' });
    expect(again.body.value.shot).toEqual(first.body.value.shot);
    const otherStake = await shoot(launch, a!.id, {
      requestId: 'fish-replay-1',
      stake: stakesFor(ocean.min_bet)[1]! / 100,
    });
    expect(otherStake.status).toBe(409);
    expect(otherStake.body.errorCode).toBe('request_id_conflict');
    const otherFish = await shoot(launch, b!.id, { requestId: 'fish-replay-1' });
    expect(otherFish.body.errorCode).toBe('request_id_conflict');
    expect(await ledger()).toBe(before - stake);
    expect((await state(launch)).tally.shots).toBe(1);
  });

  it('answers a shot retried after the vendor restarted with the shot that was taken, and moves nothing', async () => {
    const launch = await fishLaunch(await sandbox.login());
    const fish = (await state(launch)).pool[0]!;
    nextSeed = () => seedFor(fish.species, true);
    const total = await ledgerTotal();
    const first = await shoot(launch, fish.id, { requestId: 'fish-restart-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const after = await ledger();
    // A vendor process started anew knows no pool and no shot: its sea is another.
    nextSeed = () => 'another-sea';
    const restarted = await createGameServer(sandbox.instance.sandbox);
    try {
      const retried = await restarted.inject({
        method: 'POST',
        url: '/play/api/fish/shoot',
        payload: { launch, fish: fish.id, stake: stake / 100, requestId: 'fish-restart-1' },
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect((retried.json() as { value: { shot: Shot } }).value.shot).toMatchObject({
        roundId: (first.body.value.shot as Shot).roundId,
        target: fish.id,
        caught: true,
        payout: (first.body.value.shot as Shot).payout,
      });
      const otherFish = await restarted.inject({
        method: 'POST',
        url: '/play/api/fish/shoot',
        payload: { launch, fish: 'f999', stake: stake / 100, requestId: 'fish-restart-1' },
      });
      expect(otherFish.statusCode).toBe(409);
      expect((otherFish.json() as { errorCode: string }).errorCode).toBe('request_id_conflict');
    } finally {
      await restarted.close();
    }
    expect(await ledger()).toBe(after);
    expect(await ledgerTotal()).toBe(total);
    expect(await roundsOf(launch)).toHaveLength(1);
  });

  it.each([
    ['a stake off the ladder', { stake: 1.5 }],
    ['a negative stake', { stake: -1 }],
    ['a fraction of a cent', { stake: 1.005 }],
    ['a text for a stake', { stake: 'all' }],
    ['a short request id', { requestId: 'x' }],
    ['no fish', { fish: '' }],
  ])('refuses a shot with %s, as a 400 that moves nothing', async (_, change) => {
    const launch = await fishLaunch(await sandbox.login());
    const before = await ledger();
    const fish = (await state(launch)).pool[0]!;
    const refused = await shoot(launch, fish.id, change);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('invalid_request');
    expect(await ledger()).toBe(before);
    expect((await state(launch)).pool.map((f) => f.id)).toContain(fish.id);
  });

  it('refuses a shot past the balance, and shots sent at once never spend more than there is', async () => {
    await sandbox.request({
      method: 'POST',
      url: '/sandbox/accounts/demomember/balance',
      payload: { amount: (stake * 3) / 100 },
    });
    const launch = await fishLaunch(await sandbox.login());
    const pool = (await state(launch)).pool;
    const big = await shoot(launch, pool[0]!.id, { stake: stakesFor(ocean.min_bet)[3]! / 100 });
    expect(big.status).toBe(409);
    expect(big.body.errorCode).toBe('insufficient_balance');
    expect(await ledger()).toBe(stake * 3);
    // Every shot misses: only the balance limits them.
    nextSeed = () => 'always-miss';
    const target = pool.find((f) => !catches('always-miss', f.species))!;
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => shoot(launch, target.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.errorCode === 'insufficient_balance')).toHaveLength(3);
    expect(await ledger()).toBe(0);
  });

  it('answers a flood of shots with 429 past ten a second, and charges only the shots taken', async () => {
    const launch = await fishLaunch(await sandbox.login());
    const before = await ledger();
    const total = await ledgerTotal();
    nextSeed = () => 'always-miss';
    const target = (await state(launch)).pool.find((f) => !catches('always-miss', f.species))!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => shoot(launch, target.id)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(answers[answers.findIndex((a) => a.status === 429)]!.body.errorCode).toBe('too_many_shots');
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(await ledger()).toBe(before - 10 * stake);
    expect((await state(launch)).tally).toMatchObject({ shots: 10, cost: (10 * stake) / 100 });
    expect(await ledgerTotal()).toBe(total);
  });

  it('plays for play money as a guest, in memory, without the ledger', async () => {
    const total = await ledgerTotal();
    const launch = await fishLaunch();
    const first = await state(launch);
    const fish = first.pool[0]!;
    nextSeed = () => seedFor(fish.species, true);
    const shot = await shoot(launch, fish.id);
    expect(shot.status).toBe(200);
    expect((shot.body.value.shot as Shot).roundId).toBeNull();
    expect(minor(shot.body.value.balance as number)).toBe(minor(first.balance) - stake + stake * fish.pays);
    expect(await ledgerTotal()).toBe(total);
    expect(await roundsOf(launch)).toHaveLength(0);
  });

  it('refuses a fishing call on a crash launch', async () => {
    const token = await sandbox.login();
    const aviator = (
      await sandbox.db.query<{ node_id: number; vendor: string }>(
        "select node_id, vendor from games where vendor = 'SPB' and name_en = 'Aviator'",
      )
    )[0]!;
    const answer = await sandbox.call(
      contract.launchGame,
      {
        nodeId: aviator.node_id,
        vassalage: aviator.vendor,
        ...GAME_LAUNCH_DEFAULTS,
        merchantCode: 'CROUPIER',
        language: 'EN',
        token,
        username: 'demomember',
      },
      { token },
    );
    const crash = new URL(
      (expectValid(contract.launchGame, answer) as { content: { game_url: string } }).content.game_url,
    ).searchParams.get('launch')!;
    const refused = await games('GET', `/play/api/fish/state?launch=${crash}`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('launch_game_mismatch');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { contribution, hitsJackpot } from '../../sandbox/vendor/games/jackpot-math';
import { expectValid, startTestSandbox, type TestSandbox } from './harness';
import { demoGameLaunch } from './demo-game-launch';
import { ledgerOf, ledgerTotal } from './baccarat-helpers';

/**
 * The progressive jackpot: every real-money spin of a jackpot slot feeds the pool, a hit wins the
 * whole pool in that spin's payout and the pool restarts from its seed; a retried spin feeds and
 * wins once; a hit whose round is refunded goes back into the pool. The spins' seeds are chosen,
 * so the test knows which spin hits.
 */
const seedWhere = (hits: boolean) => {
  for (let i = 0; ; i++) if (hitsJackpot(`jp-${i}`) === hits) return `jp-${i}`;
};
const HIT = seedWhere(true);
const MISS = seedWhere(false);
const SEED_POOL = 10_000;

let next = MISS;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => next });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
  await sandbox.db.query("update jackpots set amount = seed where id = 'mega'");
  next = MISS;
});

const pool = async () => {
  const answer = expectValid(contract.jackpots, await sandbox.call(contract.jackpots, {})) as {
    list: { jackpotId: string; amount: number; lastWin: { amount: number; time: number } | null }[];
  };
  return answer.list.find((pot) => pot.jackpotId === 'mega')!;
};

const gameOf = async (type: 'JACKPOT' | 'SLOT') =>
  (
    await sandbox.db.query<{ node_id: number; vendor: string }>(
      "select node_id, vendor from games where category = 'RNG' and game_type = $1 order by node_id limit 1",
      [type],
    )
  )[0]!;

async function spinner(type: 'JACKPOT' | 'SLOT') {
  const launch = await demoGameLaunch(sandbox, await gameOf(type), '/play/slot', await sandbox.login());
  const session = await sandbox.instance.games.inject({
    method: 'GET',
    url: `/play/api/session?launch=${launch}`,
  });
  const stake = (session.json().value.stakes as number[])[0]!;
  const spin = async (requestId: string) => {
    const answer = await sandbox.instance.games.inject({
      method: 'POST',
      url: '/play/api/spin',
      payload: { launch, stake, requestId },
    });
    return { status: answer.statusCode, body: answer.json() };
  };
  return { stake, spin };
}

describe('the progressive jackpot', () => {
  it('grows by a share of each real-money spin of a jackpot slot, and of no other', async () => {
    expect((await pool()).amount).toBe(SEED_POOL);
    const { stake, spin } = await spinner('JACKPOT');
    expect((await spin('jp-grow-1')).status).toBe(200);
    expect((await spin('jp-grow-2')).status).toBe(200);
    const grown = SEED_POOL + (2 * contribution(stake * 100)) / 100;
    expect((await pool()).amount).toBeCloseTo(grown, 2);
    // A retried spin feeds the pool once.
    expect((await spin('jp-grow-2')).status).toBe(200);
    expect((await pool()).amount).toBeCloseTo(grown, 2);
    const plain = await spinner('SLOT');
    await plain.spin('plain-spin-1');
    expect((await pool()).amount).toBeCloseTo(grown, 2);
  });

  it('pays the whole pool in the hitting spin, restarts from the seed, and moves no money the books miss', async () => {
    const { stake, spin } = await spinner('JACKPOT');
    await spin('jp-before-hit');
    const before = await pool();
    const total = await ledgerTotal(sandbox);
    const balance = await ledgerOf(sandbox);
    next = HIT;
    const hit = await spin('jp-the-hit');
    expect(hit.status).toBe(200);
    const won = before.amount + contribution(stake * 100) / 100;
    expect(hit.body.value.jackpot).toBeCloseTo(won, 2);
    expect(hit.body.value.payout).toBeGreaterThanOrEqual(won);
    const after = await pool();
    expect(after.amount).toBe(SEED_POOL);
    expect(after.lastWin?.amount).toBeCloseTo(won, 2);
    expect(await ledgerOf(sandbox)).toBe(
      balance - Math.round(stake * 100) + Math.round(hit.body.value.payout * 100),
    );
    expect(await ledgerTotal(sandbox)).toBe(total);
    // Retried, the spin answers the same win and the pool does not pay it again.
    const again = await spin('jp-the-hit');
    expect(again.body.value.payout).toBe(hit.body.value.payout);
    expect((await pool()).amount).toBe(SEED_POOL);
    expect(await ledgerOf(sandbox)).toBe(
      balance - Math.round(stake * 100) + Math.round(hit.body.value.payout * 100),
    );
  });

  it('puts a win back into the pool when its round is refunded instead of settled', async () => {
    const { spin } = await spinner('JACKPOT');
    const before = await pool();
    const balance = await ledgerOf(sandbox);
    next = HIT;
    await sandbox.request({ method: 'POST', url: '/sandbox/games/fail-next-settlement' });
    const failed = await spin('jp-refunded-hit');
    expect(failed.body.errorCode).toBe('round_failed');
    expect(await ledgerOf(sandbox)).toBe(balance);
    const after = await pool();
    // As if the spin had not hit: the pool kept, with the refunded spin's share.
    expect(after.amount).toBeGreaterThanOrEqual(before.amount);
    expect(after.amount).toBeLessThan(before.amount + 1);
    expect(after.lastWin).toEqual(before.lastWin);
  });

  it('refunds a spin whose entry into the pool fails, rather than holding its round open', async () => {
    const { spin } = await spinner('JACKPOT');
    const before = await pool();
    const balance = await ledgerOf(sandbox);
    await sandbox.db.query(
      'alter table jackpot_entries add constraint jackpot_test_refuses check (round_id < 0) not valid',
    );
    try {
      const failed = await spin('jp-entry-fails');
      expect(failed.body.errorCode).toBe('round_failed');
    } finally {
      await sandbox.db.query('alter table jackpot_entries drop constraint jackpot_test_refuses');
    }
    expect(await ledgerOf(sandbox)).toBe(balance);
    expect((await pool()).amount).toBe(before.amount);
    // Retried, the spin answers as it ended: refunded.
    expect((await spin('jp-entry-fails')).body.errorCode).toBe('round_failed');
    expect(await ledgerOf(sandbox)).toBe(balance);
  });
});

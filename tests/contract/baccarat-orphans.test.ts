import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Round } from '../../sandbox/platform/rounds';
import { betPayout, coupOf } from '../../sandbox/vendor/games/baccarat-math';
import { settleOrphanCoup } from '../../sandbox/vendor/games/baccarat-orphans';
import { DEFAULT_BACCARAT_TIMING, scheduleCoup } from '../../sandbox/vendor/games/baccarat-schedule';
import { createSeedKeeper } from '../../sandbox/vendor/games/coup-seeds-repository';
import { seedHash } from '../../sandbox/vendor/games/crash-math';
import { createPlayContext } from '../../sandbox/vendor/games/play-context';
import { closeOrphans } from '../../sandbox/vendor/games/stranded-bets';
import { ledgerTotal } from './baccarat-helpers';
import { demoGameLaunch } from './demo-game-launch';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * A baccarat bet the process stopped under: its coup lived in that process's memory, but the coup
 * is dealt from its seed alone and the seed was kept before the bet was taken. The next process
 * deals the same cards and settles the bet as the stopped one would have (a win paid, a loss
 * kept), instead of refunding winners and losers alike. A bet whose seed was not kept goes back.
 */
const SEED = 'baccarat-orphan-seed';
const COUP = coupOf(SEED);
// Both sides backed: one wins, the other loses (a tie returns both), whatever the seed deals.
const SPOTS = { player: 100, banker: 100 };

let sandbox: TestSandbox;
beforeAll(async () => {
  // Every coup dealt from SEED; a window long enough that the table's own book never deals the
  // test's coup while it runs: only the next process's close settles it.
  sandbox = await startTestSandbox({
    gameSeeds: () => SEED,
    baccaratTiming: { ...DEFAULT_BACCARAT_TIMING, windowMs: 600_000 },
  });
});
afterAll(() => sandbox?.close());

const roundOf = async (id: number) =>
  (await sandbox.db.query<Round>('select * from game_rounds where id = $1', [id]))[0]!;

async function table() {
  const [game] = await sandbox.db.query<{ node_id: number; vendor: string }>(
    "select node_id, vendor from games where name_en = 'Speed Baccarat A' order by node_id limit 1",
  );
  const token = await demoGameLaunch(sandbox, game!, '/play/baccarat', await sandbox.login());
  const play = createPlayContext(sandbox.instance.sandbox);
  return { ...(await play.context(token)), play, token };
}

const games = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await sandbox.instance.games.inject({ method, url, payload });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** The next process's first sweep over the baccarat bets the earlier one left open. */
async function nextProcessCloses() {
  // Strictly after the bets: a process closes only what was opened before it started.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const instance = sandbox.instance.sandbox;
  await closeOrphans(instance, 'baccarat', settleOrphanCoup(instance, createPlayContext(instance)))();
}

describe('a baccarat bet an earlier process left open', () => {
  it('is settled by its coup, dealt again from the seed kept before the bet: the books agree', async () => {
    const { token } = await table();
    const state = (await games('GET', `/play/api/baccarat/state?launch=${token}&balance=0`)).body.value as {
      round: { id: number; hash: string; phase: string };
    };
    expect(state.round).toMatchObject({ phase: 'betting', hash: seedHash(SEED) });
    const placed = await games('POST', '/play/api/baccarat/bet', {
      launch: token,
      round: state.round.id,
      bets: { player: 1, banker: 1 },
      requestId: `orphan-route-${Date.now()}`,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const roundId = ((placed.body.value as { bet: { roundId: number } }).bet ?? {}).roundId;
    const total = await ledgerTotal(sandbox);
    expect((await roundOf(roundId)).status).toBe('open');

    await nextProcessCloses();
    const settled = await roundOf(roundId);
    expect(settled.status).toBe('settled');
    expect(Number(settled.payout)).toBe(betPayout(SPOTS, COUP));
    expect(settled.seed).toBe(SEED);
    expect(await ledgerTotal(sandbox)).toBe(total);
  });

  it('goes back when its coup’s seed was not kept, and a retry of a settled one is told it was settled', async () => {
    const { launch, game, play, token } = await table();
    const now = sandbox.instance.sandbox.now().getTime();
    const coup = scheduleCoup(SEED, now, DEFAULT_BACCARAT_TIMING);
    const stamp = Date.now();
    // Placed before seeds were kept: the bet records no hash.
    const unkept = await play.bet(launch, game, {
      requestId: `orphan-unkept-${stamp}`,
      stake: 200,
      details: { baccarat: { table: game.node_id, round: coup.id, spots: SPOTS } },
    });
    await createSeedKeeper(sandbox.db)(coup);
    const requestId = `orphan-kept-${stamp}`;
    const kept = await play.bet(launch, game, {
      requestId,
      stake: 200,
      details: { baccarat: { table: game.node_id, round: coup.id, spots: SPOTS, hash: coup.hash } },
    });

    await nextProcessCloses();
    expect((await roundOf(unkept.id)).status).toBe('rolled_back');
    expect((await roundOf(kept.id)).status).toBe('settled');

    // The player's page sends the bet again after its window: it was made, and it is over.
    const retried = await games('POST', '/play/api/baccarat/bet', {
      launch: token,
      round: coup.id,
      bets: { player: 1, banker: 1 },
      requestId,
    });
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ errorCode: 'bet_settled', value: { roundId: kept.id } });
    expect(Number((await roundOf(kept.id)).payout)).toBe(betPayout(SPOTS, COUP));
  });
});

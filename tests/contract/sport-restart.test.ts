import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { balanceOf } from '../../sandbox/platform/ledger';
import type { Round, SportBetDetails } from '../../sandbox/platform/rounds';
import { seedHash } from '../../sandbox/vendor/games/crash-math';
import { createGameServer } from '../../sandbox/vendor/games/server';
import { settlementOf } from '../../sandbox/vendor/games/sport-book';
import { createFixtures, DEFAULT_SPORT_TIMING } from '../../sandbox/vendor/games/sport-fixtures';
import { ledgerTotal, type GameAnswer } from './baccarat-helpers';
import { startTestSandbox, type TestSandbox } from './harness';
import {
  atBoardOdds,
  roundMovements,
  sportsbook,
  type Leg,
  type SportBet,
  type SportState,
} from './sport-helpers';

/**
 * A sportsbook's results do not depend on its process: the vendor's key is kept in the database,
 * so a bet placed before a restart is settled after it with the result its board promised. Only a
 * bet whose committed hash cannot be proven any more (an operator changed the stored key) is
 * refunded, once, whatever reads and sweeps run at the same time.
 */
const KEY = 'sport-restart-key';
const STAKE = 10;

let sandbox: TestSandbox;
let t: ReturnType<typeof sportsbook>;
/** The vendor's process now serving; a restart closes it (its sweeper with it) and starts another. */
let vendor: FastifyInstance;
let member: number;

beforeAll(async () => {
  sandbox = await startTestSandbox({ gameSeeds: () => KEY });
  t = sportsbook(sandbox);
  vendor = sandbox.instance.games;
  member = Number(
    (await sandbox.db.query<{ id: number }>("select id from accounts where username = 'demomember'"))[0]!.id,
  );
});
afterAll(async () => {
  if (vendor !== sandbox.instance.games) await vendor.close();
  await sandbox?.close();
});

/**
 * The vendor started anew on the same database. Had it to draw a key, it would draw `drawn`
 * (another than the first process's): the stored one is what makes its results the promised ones.
 */
async function restartVendor(drawn: string) {
  await vendor.close();
  const platform = sandbox.instance.sandbox;
  vendor = await createGameServer({ ...platform, config: { ...platform.config, gameSeeds: () => drawn } });
}

async function state(launch: string): Promise<SportState> {
  const answer = await vendor.inject({ method: 'GET', url: `/play/api/sport/state?launch=${launch}` });
  expect(answer.statusCode, answer.body).toBe(200);
  // The key never leaves the server: no answer carries it.
  expect(answer.body).not.toContain(KEY);
  return (answer.json() as { value: SportState }).value;
}

async function bet(launch: string, legs: Leg[], requestId: string): Promise<SportBet> {
  const answer = await atBoardOdds(async (sent) => {
    const response = await vendor.inject({
      method: 'POST',
      url: '/play/api/sport/bet',
      payload: { launch, requestId, stake: STAKE, legs: sent },
    });
    return { status: response.statusCode, body: response.json() as GameAnswer['body'] };
  }, legs);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value.bet as SportBet;
}

/** Three singles (every 1X2 outcome of one match, so one of them wins) and a parlay over two matches. */
async function placeBets(launch: string, prefix: string) {
  const [first, second] = t.openFixtures(await state(launch)).slice(-2);
  const bets = [];
  for (const selection of Object.keys(first!.markets!['1x2']!))
    bets.push(await bet(launch, [t.legOf(first!, '1x2', selection)], `${prefix}-${selection}`));
  bets.push(
    await bet(
      launch,
      [t.legOf(first!, 'total', 'over'), t.legOf(second!, '1x2', 'home')],
      `${prefix}-parlay`,
    ),
  );
  return { bets, endsAt: Math.max(first!.endsAt, second!.endsAt) };
}

const rowsOf = (bets: SportBet[]) =>
  sandbox.db.query<Round>('select * from game_rounds where id = any($1::int[]) order by id', [
    bets.map((b) => b.roundId),
  ]);

/** Reads the board (each read joins the sweep) until none of `bets` is open. */
async function untilFinal(launch: string, bets: SportBet[]) {
  for (let pass = 0; pass < 20; pass++) {
    const rows = await rowsOf(bets);
    if (rows.every((r) => r.status !== 'open' && r.status !== 'pending')) return rows;
    await state(launch);
  }
  throw new Error('sport bets still open after twenty reads');
}

const movementsOf = (roundId: number) => roundMovements(sandbox, roundId);

describe('sport bets across a restart', () => {
  it('settles the bets placed before a restart with the results promised then, and the books agree', async () => {
    const total = await ledgerTotal(sandbox);
    const opening = await balanceOf(sandbox.db, member);
    const launch = await t.launch(await sandbox.login());
    const { bets, endsAt } = await placeBets(launch, 'kept');

    t.moveTo(endsAt);
    await restartVendor('a-key-the-restart-would-draw');
    const promised = createFixtures(DEFAULT_SPORT_TIMING, KEY);
    const rows = await untilFinal(launch, bets);
    for (const row of rows) {
      expect(row.status, `round ${row.id}`).toBe('settled');
      const details = (row.outcome as { sport: SportBetDetails }).sport;
      // Each leg's result is the one whose hash the board showed and the bet holds.
      const results = (row.outcome as { results: { fixture: string; seed: string }[] }).results;
      results.forEach((r, i) => expect(seedHash(r.seed), `round ${row.id}`).toBe(details.legs[i]!.hash));
      expect(Number(row.payout), `round ${row.id}`).toBe(
        settlementOf(details, Number(row.stake), promised)!.payout,
      );
      const paid = Number(row.payout);
      expect(
        (await movementsOf(row.id)).map((m) => ({ kind: m.kind, amount: Number(m.amount) })),
        `round ${row.id}`,
      ).toEqual(paid > 0 ? [{ kind: 'win', amount: paid }] : []);
    }
    // One of the three singles wins: the test would not tell a settlement from a loss otherwise.
    expect(rows.some((r) => Number(r.payout) > 0)).toBe(true);
    const staked = rows.reduce((sum, r) => sum + Number(r.stake), 0);
    const paid = rows.reduce((sum, r) => sum + Number(r.payout), 0);
    sandbox.instance.sandbox.balances.invalidate([member]);
    expect(await balanceOf(sandbox.db, member)).toBe(opening - staked + paid);
    expect(await ledgerTotal(sandbox)).toBe(total);
    // The page shows them settled, as the process before the restart would have.
    const shown = (await state(launch)).bets.filter((b) => bets.some((p) => p.roundId === b.roundId));
    expect(shown.map((b) => b.status)).toEqual(bets.map(() => 'settled'));
  });

  it('refunds once the bets whose committed results a changed key can no longer prove', async () => {
    const total = await ledgerTotal(sandbox);
    const opening = await balanceOf(sandbox.db, member);
    const launch = await t.launch(await sandbox.login());
    const { bets, endsAt } = await placeBets(launch, 'changed');

    // An operator replaces the stored key: the results committed under the old one cannot be shown.
    await sandbox.db.query("update vendor_secrets set secret = 'an-operator-key' where id = 'sport'");
    t.moveTo(endsAt);
    await restartVendor('a-key-the-restart-would-draw');
    // Several reads at once, each joining the restarted process's sweep.
    await Promise.all([state(launch), state(launch), state(launch)]);
    const rows = await untilFinal(launch, bets);
    for (const row of rows) {
      expect(row.status, `round ${row.id}`).toBe('rolled_back');
      expect(
        (await movementsOf(row.id)).map((m) => ({ kind: m.kind, amount: Number(m.amount) })),
        `round ${row.id}`,
      ).toEqual([{ kind: 'rollback', amount: Number(row.stake) }]);
    }
    sandbox.instance.sandbox.balances.invalidate([member]);
    expect(await balanceOf(sandbox.db, member)).toBe(opening);
    expect(await ledgerTotal(sandbox)).toBe(total);
    // The restart took the stored key as it found it, and drew none.
    const [stored] = await sandbox.db.query<{ secret: string }>(
      "select secret from vendor_secrets where id = 'sport'",
    );
    expect(stored!.secret).toBe('an-operator-key');
  });
});

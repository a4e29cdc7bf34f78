import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../contract/harness';
import { runFuzz } from './runner';
import { formatFailure } from './repro';
import { fuzzOnly, fuzzSeed } from './seed';
import { createSessions, platformKey } from './roles';
import { GAME_CALLS, gameLaunches } from './game-calls';
import type { FuzzTarget } from './target';

/**
 * The demo vendor's game calls (slot, lottery, crash, baccarat, fishing, sportsbook) fuzzed as the contract's are, from the
 * schemas their routes validate against, with real launches of a member (real money, the
 * ledger) and of a guest (play money), now and then another game's: no 5xx, every refusal a
 * clear errorCode, and no refused bet, draw or cash-out leaves a trace in the database.
 */
let sandbox: TestSandbox;
let target: FuzzTarget;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  target = { app: sandbox.app, instance: sandbox.instance, db: sandbox.db, sendTo: sandbox.instance.games };
});
afterAll(() => sandbox.close());

const COUNT = 400;

describe('game vendor fuzz', () => {
  it(`${COUNT} fuzzed game calls: no 5xx, every refusal a clear errorCode, no state change`, async () => {
    const seed = fuzzSeed();
    const only = fuzzOnly();
    console.log(`game fuzz: FUZZ_SEED=${seed}${only === undefined ? '' : ` FUZZ_ONLY=${only}`}`);
    const adapt = gameLaunches(target, createSessions(target, platformKey(target)));
    const report = await runFuzz(target, { seed, count: COUNT, only, endpoints: GAME_CALLS, adapt });
    const { failures, ...figures } = report;
    console.log(`game fuzz: ${JSON.stringify(figures)}`);
    expect(failures.map(formatFailure).join('\n\n'), `FUZZ_SEED=${seed}`).toBe('');
    expect(report.failureCount).toBe(0);
    if (only === undefined) {
      // Bets and their settlements got through to the games' rules, not only to validation.
      for (const name of [
        'slotSpin',
        'lotteryBet',
        'lotteryDraw',
        'crashBet',
        'baccaratBet',
        'fishShoot',
        'sportBet',
      ])
        expect(report.acceptedBy[name], name).toBeGreaterThan(0);
    }
  }, 300_000);
});

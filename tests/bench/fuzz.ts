import type { Measure } from './budgets';
import { runFuzz } from '../fuzz/runner';
import { startSeededTarget } from '../fuzz/target';
import { formatFailure } from '../fuzz/repro';
import { fuzzSeed } from '../fuzz/seed';
import { createSessions, platformKey } from '../fuzz/roles';
import { GAME_CALLS, gameLaunches } from '../fuzz/game-calls';

/**
 * 10,000 fuzzed requests over every endpoint of the contract, in process
 * (inject, no sockets) on a freshly seeded sandbox. The run's failures are printed with their
 * seed; the measures carry the counts that must be 0 as budgets of 0.
 */
export async function fuzzMeasures(
  count = Number(process.env.FUZZ_COUNT ?? 10_000),
): Promise<{ measures: Measure[]; summary: object }> {
  const seed = fuzzSeed();
  console.log(`contract fuzz: FUZZ_SEED=${seed}, ${count} requests`);
  const target = await startSeededTarget();
  const report = await runFuzz(target, { seed, count });
  // Then the demo vendor's game calls, on the same sandbox, with real launches.
  const gameTarget = { ...target, sendTo: target.instance.games };
  const adapt = gameLaunches(gameTarget, createSessions(gameTarget, platformKey(gameTarget)));
  const games = await runFuzz(gameTarget, {
    seed,
    count: Math.ceil(count / 5),
    endpoints: GAME_CALLS,
    adapt,
  }).finally(() => target.close());
  for (const failure of [...report.failures, ...games.failures]) console.log(formatFailure(failure));
  const notImplemented = Object.values(report.notImplemented).reduce((a, b) => a + b, 0);
  const measures: Measure[] = [
    {
      name: `contract fuzz: requests over ${report.endpoints} endpoints (seed ${seed})`,
      value: report.requests,
      unit: 'elements',
    },
    {
      name: 'contract fuzz: 5xx answers (501 not_implemented apart)',
      value: report.serverErrors,
      unit: 'elements',
      budget: 0,
      kind: 'max',
    },
    { name: 'contract fuzz: refusals (4xx with an errorCode)', value: report.refusals, unit: 'elements' },
    { name: 'contract fuzz: accepted (2xx)', value: report.accepted, unit: 'elements' },
    {
      name: `contract fuzz: 501 not_implemented (${Object.keys(report.notImplemented).length} endpoints)`,
      value: notImplemented,
      unit: 'elements',
    },
    {
      name: 'contract fuzz: state changes from refused requests',
      value: report.stateChanges,
      unit: 'elements',
      budget: 0,
      kind: 'max',
    },
    {
      name: 'contract fuzz: other failures (envelope, errorCode, message)',
      value: report.failureCount - report.serverErrors - report.stateChanges,
      unit: 'elements',
      budget: 0,
      kind: 'max',
    },
    { name: 'contract fuzz: run time', value: report.seconds, unit: 's' },
    {
      name: `game vendor fuzz: requests over ${games.endpoints} game calls (${games.accepted} accepted)`,
      value: games.requests,
      unit: 'elements',
    },
    {
      name: 'game vendor fuzz: 5xx, refusals without a clear errorCode, state changes from refusals',
      value: games.failureCount,
      unit: 'elements',
      budget: 0,
      kind: 'max',
    },
  ];
  const { failures, ...figures } = report;
  return {
    measures,
    summary: {
      ...figures,
      failures: failures.map(formatFailure),
      games: { ...games, failures: games.failures.map(formatFailure) },
    },
  };
}

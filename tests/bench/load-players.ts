import type { Measure } from './budgets';
import { percentile, publicKey } from './load';
import { startFresh, stop } from './server';
import { createPlayers } from './players';
import { addFailures, CALLS, newBooks, playAll, type Tally } from './play-loop';
import { checkBooks } from './books';

/**
 * The load issue's figure: 200 logged-in players for 60 s, each doing balance, game list, launch
 * and spins (bet and win through the demo vendor's own API) back to back with no pause, on a server
 * of its own. Reports calls a second and p99 per call, the errors (none allowed) and the players
 * whose books disagree with the ledger afterwards (none allowed).
 *
 * BENCH_LOAD_SECONDS and BENCH_LOAD_PLAYERS shorten it. The server runs with TRUST_PROXY=1 so each
 * player speaks from its own X-Forwarded-For address (as behind the operator's proxy: the
 * per-address login and sign-up limits see 200 clients, not one), and at scrypt cost 2^12: 400
 * password hashes (sign-up and login) at OWASP cost would take minutes of set-up on 2 cores, and
 * logins are not what this measures (run.ts measures them at 2^17).
 */
export const OPENING = 100_000;

/** Calls a second and p99 of each kind of call in a tally, then its errors. */
export function callMeasures(label: string, tally: Tally, seconds: number): Measure[] {
  const rows: Measure[] = [];
  const all = CALLS.reduce((sum, name) => sum + tally.latencies[name].length, 0);
  rows.push({ name: `${label}: all calls answered`, value: Math.round(all / seconds), unit: 'calls/s' });
  for (const name of CALLS) {
    const latencies = tally.latencies[name];
    if (!latencies.length) continue;
    rows.push({
      name: `${label}: ${name} (${latencies.length} calls)`,
      value: Math.round((latencies.length / seconds) * 10) / 10,
      unit: 'calls/s',
    });
    rows.push({ name: `${label}: ${name} p99`, value: percentile(latencies, 99), unit: 'ms' });
  }
  rows.push({
    name: `${label}: calls failed or refused${tally.failures.length ? ` (${tally.failures.join('; ')})` : ''}`,
    value: tally.errors,
    unit: 'errors',
    budget: 0,
    kind: 'max',
  });
  return rows;
}

/** Starts the bench's server (startFresh; a caller may start it another way). */
export type Start = typeof startFresh;

export async function loadMeasures(
  port = 18340,
  options: {
    players?: number;
    seconds?: number;
    start?: Start;
    /** Said after the row names, e.g. the database the server ran on. */
    where?: string;
  } = {},
): Promise<Measure[]> {
  const count = options.players ?? Number(process.env.BENCH_LOAD_PLAYERS ?? 200);
  const seconds = options.seconds ?? Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const server = await (options.start ?? startFresh)(port, {
    TRUST_PROXY: '1',
    SANDBOX_SCRYPT_LOG_N: '12',
    GAME_PORT: String(port + 1),
  });
  try {
    const key = await publicKey(server.url);
    const startedAt = Date.now();
    const setUp = performance.now();
    const players = await createPlayers(server.url, key, server.sandboxToken, {
      count,
      prefix: `load${startedAt.toString(36).slice(-4)}p`,
      opening: OPENING,
    });
    const setUpSeconds = Math.round((performance.now() - setUp) / 100) / 10;
    const books = newBooks(players);
    const loop = { thinkMs: 0, spinsPerLaunch: 3 };
    // One round each first, played and booked but not measured: the first calls of each path
    // compile and fill caches, and every player opens its connections to the portal and the game.
    const warm = await playAll(server.url, players, 120, { ...loop, rounds: 1 }, books);
    const run = await playAll(server.url, players, seconds, loop, books);
    addFailures(run.tally, warm.tally);
    const check = await checkBooks(server.url, server.sandboxToken, players, books, OPENING, startedAt);
    const label = `load, ${count} players × ${seconds} s${options.where ? ` ${options.where}` : ''}`;
    return [
      {
        name: `load${options.where ? ` ${options.where}` : ''}: ${count} players signed up, logged in and funded (scrypt 2^12, 4 at a time)`,
        value: setUpSeconds,
        unit: 's',
      },
      ...callMeasures(label, run.tally, run.seconds),
      {
        name:
          `${label}: players whose ledger disagrees with what they saw (${check.rounds} rounds checked)` +
          (check.mismatches.length ? `: ${check.mismatches.slice(0, 5).join('; ')}` : ''),
        value: check.playersOff,
        unit: 'players',
        budget: 0,
        kind: 'max',
      },
    ];
  } finally {
    await stop(server.process);
  }
}

import { readFileSync } from 'node:fs';
import type { Measure } from './budgets';
import { publicKey } from './load';
import { startFresh, stop } from './server';
import { createPlayers } from './players';
import { addFailures, newBooks, playAll } from './play-loop';
import { checkBooks } from './books';
import { callMeasures, OPENING, type Start } from './load-players';

/**
 * The soak issue's figure: "the server's memory stays flat over a 10-minute soak". A moderate load
 * (20 players, a quarter of a second between their calls, each logging out and in again every 20
 * rounds so sessions, nonces and rate-limit entries turn over as they do in life) on a server of its
 * own, its resident memory read from /proc/<pid>/status every 5 s.
 *
 * Start and end are medians of the first and last minute of samples (a single sample moves by
 * ±10-20 MB with V8's collections). The growth budget, 32 MB over the 10 minutes, is what a leak of
 * about 1 KB per call would add at the 55-65 calls a second this load made here (~35,000 calls):
 * anything that keeps a little of every request shows over it, while the bounded caches (sessions,
 * balances, nonces, rate limits) and PGlite's buffer cache fill during the warm-up and then stay.
 * BENCH_SOAK_SECONDS shortens the soak (the budget then applies pro rata, never under 16 MB).
 */
const SAMPLE_MS = 5000;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 102.4) / 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function soakMeasures(
  port = 18342,
  options: { seconds?: number; warmUpSeconds?: number; players?: number; start?: Start } = {},
): Promise<Measure[]> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  const warmUp = options.warmUpSeconds ?? Math.min(60, Math.max(10, seconds / 10));
  const count = options.players ?? 20;
  const server = await (options.start ?? startFresh)(port, {
    TRUST_PROXY: '1',
    SANDBOX_SCRYPT_LOG_N: '12',
    GAME_PORT: String(port + 1),
  });
  const pid = server.process.pid!;
  try {
    const key = await publicKey(server.url);
    const startedAt = Date.now();
    const players = await createPlayers(server.url, key, server.sandboxToken, {
      count,
      prefix: `soak${startedAt.toString(36).slice(-4)}p`,
      opening: OPENING,
    });
    const books = newBooks(players);
    const loop = { thinkMs: 250, spinsPerLaunch: 3, reloginEvery: 20, key };
    const warm = await playAll(server.url, players, warmUp, loop, books);
    const samples: { at: number; mb: number }[] = [];
    const soakStart = performance.now();
    const sample = () => samples.push({ at: (performance.now() - soakStart) / 1000, mb: rssMb(pid) });
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    let run;
    try {
      run = await playAll(server.url, players, seconds, loop, books);
    } finally {
      clearInterval(timer);
    }
    sample();
    addFailures(run.tally, warm.tally);
    const minute = Math.min(60, seconds / 4);
    const start = median(samples.filter((s) => s.at <= minute).map((s) => s.mb));
    const end = median(samples.filter((s) => s.at >= run.seconds - minute).map((s) => s.mb));
    const budget = Math.max(16, Math.round((32 * seconds) / 600));
    const check = await checkBooks(server.url, server.sandboxToken, players, books, OPENING, startedAt);
    const label = `soak, ${count} players × ${Math.round(seconds / 60)} min`;
    return [
      {
        name: `${label}: server RSS after a ${warmUp} s warm-up (median of the first minute)`,
        value: start,
        unit: 'MB',
      },
      { name: `${label}: server RSS at the end (median of the last minute)`, value: end, unit: 'MB' },
      {
        name: `${label}: server RSS growth (highest sample ${Math.max(...samples.map((s) => s.mb))} MB)`,
        value: Math.round((end - start) * 10) / 10,
        unit: 'MB',
        budget,
        kind: 'max',
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

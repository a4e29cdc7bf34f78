import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { platformDay } from '../../sdk/shared-rules/date-range';
import type { SeededTeam } from '../../sandbox/platform/agents';
import type { Measure } from './budgets';
import { login, publicKey } from './load';
import { startFresh, stop } from './server';

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh data folder with the bench's master agent, its 1,000 downlines and their `rounds`
 * settled rounds over the last 30 days, written by the team seeder in a child process (so the
 * server that opens the folder next is alone with it); with what the seeder wrote and its time.
 */
export function dataDirWithTeam(
  rounds: number,
  env: Record<string, string> = {},
): { dataDir: string; seeded: SeededTeam; seconds: number } {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'croupier-bench-team-')), 'db');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/agent-pnl-seed.ts', String(rounds)],
    {
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seeding the team failed: ${result.stdout}${result.stderr}`);
  const seeded = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as SeededTeam;
  return { dataDir, seeded, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The team PnL as the page first asks for it: the whole team (no username), page 1 of 20, over
 * the longest range (31 GMT+8 days, today and the 30 before), 10 connections for `seconds`.
 */
export async function teamPnlLatency(
  url: string,
  token: string,
  seconds = 10,
): Promise<{ p50: number; p99: number; rps: number; requests: number; total: number }> {
  const now = Date.now();
  const search = new URLSearchParams({
    from: platformDay(now - 30 * DAY_MS),
    to: platformDay(now),
    pageNo: '1',
    pageSize: '20',
  });
  const target = `${url}/wps/agent/team/pnl?${search}`;
  const first = await fetch(target, { headers: { ...headers, authorization: token } });
  if (!first.ok) throw new Error(`team PnL: HTTP ${first.status} ${await first.text()}`);
  const total = (await first.json()).value.total as number;
  // A 30 s timeout: on a busy machine a call can queue past autocannon's default 10 s, and it counts in p99.
  const options = {
    url: target,
    connections: 10,
    timeout: 30,
    headers: { ...headers, authorization: token },
  };
  await autocannon({ ...options, amount: 100 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx || result.errors)
    throw new Error(`team PnL: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    total,
  };
}

/**
 * The platform sandbox alone (sandbox/main.ts) on a seeded folder, for running this measure by
 * itself: `npm start`'s script first rebuilds the portal when its sources changed, which the whole
 * bench has just done but a lone run would redo. Serves the same API; resolves when it answers.
 */
async function startSandboxAlone(
  port: number,
  env: Record<string, string>,
  dataDir: string,
): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, ...env, SANDBOX_PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the sandbox exited before answering');
    try {
      if ((await fetch(`${url}/wps/session/key/rsa`, { headers })).ok) return { process: child, url };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The team figure: the PnL of a master agent whose 1,000 downlines (20 sub-agents of 48
 * members, 20 direct members) played `rounds` rounds in the last 30 days, 10 connections, on a
 * server of its own started on the seeded folder. Reported without a budget.
 */
export async function agentPnlMeasures(
  port: number,
  rounds = 1_000_000,
  start: (
    port: number,
    env: Record<string, string>,
    dataDir: string,
  ) => Promise<{ process: ChildProcess; url: string }> = startFresh,
): Promise<Measure[]> {
  const env = { TRUST_PROXY: '1', SANDBOX_SCRYPT_LOG_N: '14' };
  const { dataDir, seeded, seconds } = dataDirWithTeam(rounds, env);
  console.log(
    `team bench: ${seeded.downlines} downlines, ${seeded.rounds} rounds, ${seeded.dayRows} day-sum rows ` +
      `(${seeded.mismatchedDayRows} differ from the rounds) seeded in ${seconds} s ` +
      `(accounts ${seeded.accountsMs} ms, rounds ${seeded.roundsMs} ms, check ${seeded.checkMs} ms)`,
  );
  const server = await start(port, env, dataDir);
  try {
    const key = await publicKey(server.url);
    const token = (await (await login(server.url, key, seeded.username, '10.6.6.6')).json()).value
      .token as string;
    const pnl = await teamPnlLatency(server.url, token);
    if (pnl.total !== seeded.downlines)
      throw new Error(`team PnL: ${pnl.total} active accounts, ${seeded.downlines} played`);
    const label = `master agent with ${seeded.downlines.toLocaleString('en')} downlines and ${seeded.rounds.toLocaleString('en')} rounds`;
    return [
      { name: `team PnL p99: ${label}, 31 days, 10 connections`, value: pnl.p99, unit: 'ms' },
      { name: 'team PnL p50 (that query)', value: pnl.p50, unit: 'ms' },
      {
        name: `team PnL throughput (that query, ${pnl.requests} calls in 10 s)`,
        value: pnl.rps,
        unit: 'ops/s',
      },
      {
        name: `seed the team bench (${seeded.dayRows.toLocaleString('en')} day-sum rows)`,
        value: seconds,
        unit: 's',
      },
    ];
  } finally {
    await stop(server.process);
  }
}

// `tsx tests/bench/agent-pnl.ts [rounds]`: this measure alone, on the sandbox alone (no rebuild),
// printed as the bench prints its rows.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(process.argv[2] ?? 1_000_000);
  for (const m of await agentPnlMeasures(18185, rounds, startSandboxAlone))
    console.log(`| ${m.name} | ${m.value} ${m.unit} |`);
}

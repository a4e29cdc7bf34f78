import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { presetRange } from '../../sdk/shared-rules/date-range';
import type { Measure } from './budgets';
import { login, publicKey } from './load';
import { startFresh, stop } from './server';

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };

/**
 * A fresh data folder whose member has `rounds` settled rounds over the last 30 days, written by
 * the bench seeder in a child process (so the server that opens the folder next is alone with it).
 */
export function dataDirWithRounds(
  username: string,
  rounds: number,
  env: Record<string, string> = {},
): string {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'croupier-bench-records-')), 'db');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/bench/records-seed.ts', username, String(rounds)],
    { env: { ...process.env, ...env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`seeding ${rounds} rounds failed: ${result.stdout}${result.stderr}`);
  return dataDir;
}

/**
 * The betting record as the page first asks for it over 30 days of heavy play: the newest 20
 * rounds and the totals of all of them, 10 connections (the embedded database answers one query at
 * a time, as with the game list's search). `query` changes the call (another page, a filter).
 */
export async function bettingRecordsLatency(
  url: string,
  token: string,
  query: Record<string, string> = {},
): Promise<{ p99: number; rps: number; total: number }> {
  const range = presetRange('30days', Date.now());
  const search = new URLSearchParams({ ...range, pageNo: '1', pageSize: '20', ...query });
  const target = `${url}/wps/member/records/bets?${search}`;
  const first = await fetch(target, { headers: { ...headers, authorization: token } });
  if (!first.ok) throw new Error(`betting records: HTTP ${first.status} ${await first.text()}`);
  const total = (await first.json()).value.total as number;
  await autocannon({
    url: target,
    connections: 10,
    amount: 200,
    headers: { ...headers, authorization: token },
  });
  const result = await autocannon({
    url: target,
    connections: 10,
    amount: 2000,
    headers: { ...headers, authorization: token },
  });
  if (result.non2xx || result.errors)
    throw new Error(`betting records: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99: result.latency.p99, rps: Math.round(result.requests.average), total };
}

/**
 * The records figure: the betting record's query over 100,000 rounds of one member, 10
 * connections; its newest page (what the page opens on) and its deepest (offset 99,980), each
 * with the totals of every round. On a server of its own, started on the seeded folder.
 */
export async function recordsMeasures(port: number, rounds = 100_000): Promise<Measure[]> {
  const env = { TRUST_PROXY: '1', SANDBOX_SCRYPT_LOG_N: '14' };
  const dataDir = dataDirWithRounds('demomember', rounds, env);
  const server = await startFresh(port, env, dataDir);
  try {
    const key = await publicKey(server.url);
    const token = (await (await login(server.url, key, 'demomember', '10.7.7.7')).json()).value
      .token as string;
    const newest = await bettingRecordsLatency(server.url, token);
    if (newest.total !== rounds) throw new Error(`betting records: ${newest.total} rounds, ${rounds} seeded`);
    const deepest = await bettingRecordsLatency(server.url, token, {
      pageNo: String(Math.ceil(rounds / 20)),
    });
    return [
      {
        name: `betting record p99 over ${rounds.toLocaleString('en')} rounds of one member, 30 days, newest 20 and totals, 10 connections`,
        value: newest.p99,
        unit: 'ms',
      },
      { name: 'betting record throughput (that query)', value: newest.rps, unit: 'ops/s' },
      {
        name: `betting record p99, its last page (offset ${(rounds - 20).toLocaleString('en')}), 10 connections`,
        value: deepest.p99,
        unit: 'ms',
      },
    ];
  } finally {
    await stop(server.process);
  }
}

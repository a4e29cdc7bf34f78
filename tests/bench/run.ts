import { mkdirSync, writeFileSync } from 'node:fs';
import { build, buildIsStale } from '../../scripts/build-steps';
import { BUDGETS, withinBudget, type Measure } from './budgets';
import { startFresh, stop } from './server';
import { firstLoadJsKb } from './first-load';
import { seedSeconds } from './seed';
import { hammer, login, measure, percentile, publicKey } from './load';
import { embedSizes } from './embed-sizes';
import { hostPageSizes } from './host-page-sizes';
import { gameListByName, ledgerThroughput, lobbyScroll } from './games';
import { bruteForce } from './brute-force';
import { depositThroughput } from './cashier';
import { raffleClaimThroughput } from './promotions';
import { BENCH_PARTNER_ORIGIN, frameFirstContentMs } from './frame';
import { framedLobbyMeasures } from './frame-lobby';
import { recordsMeasures } from './records';
import { agentPnlMeasures } from './agent-pnl';
import { seamlessThroughput } from './seamless';
import { loadMeasures } from './load-players';
import { postgresLoadMeasures } from './load-postgres';
import { soakMeasures } from './soak';
import { lighthouseMeasures } from './lighthouse';
import { spoofedBruteForce } from './brute-force-spoof';
import { simulationMeasures } from './simulation';
import { fuzzMeasures } from './fuzz';
import { abuseMeasures } from './abuse';
import { chatMeasures } from './chat';
import { layoutShiftMeasures } from './layout-shift';
import { baccaratTableMeasures } from './baccarat-table';
import { sportSettleMeasures } from './sport-settle';

/**
 * `npm run bench`: measures DESIGN.md's budgets on this machine, prints them as a table and
 * writes tests/bench/results.json. Exits non-zero when a budget is broken.
 */
const measures: Measure[] = [];
let bruteForceRows: unknown[] | undefined;
if (buildIsStale()) await build();

measures.push({
  name: 'seed a fresh database (OWASP scrypt)',
  value: seedSeconds(),
  unit: 's',
  budget: BUDGETS.seedSeconds,
  kind: 'max',
});

for (const m of embedSizes()) measures.push(m);
for (const m of hostPageSizes()) measures.push(m);

// Logins run at OWASP scrypt cost; distinct X-Forwarded-For addresses stand for distinct players
// behind a proxy, so the per-address login limit does not cut the run short.
const server = await startFresh(18181, {
  TRUST_PROXY: '1',
  SANDBOX_SCRYPT_LOG_N: '17',
  CROUPIER_PARTNER_ORIGINS: BENCH_PARTNER_ORIGIN,
});
try {
  const key = await publicKey(server.url);
  const token = (await (await login(server.url, key, 'demomember', '10.9.9.9')).json()).value.token as string;
  await hammer(`${server.url}/wps/v2/wallets/balance`, token, 2000);
  const balances = await hammer(`${server.url}/wps/v2/wallets/balance`, token, 20_000);
  measures.push({
    name: 'balance p99, 50 connections (autocannon, 20,000 calls)',
    value: balances.p99,
    unit: 'ms',
    budget: BUDGETS.balanceP99Ms,
    kind: 'max',
  });
  measures.push({ name: 'balance throughput', value: balances.rps, unit: 'ops/s' });
  // Proxy mode: a portal that reaches this sandbox only through PLATFORM_URL, as it would the operator's.
  // 18183 is the sandbox's game vendor (PORT + 2); the proxied portal takes the next free pair.
  const proxied = await startFresh(18185, { PLATFORM_URL: server.url });
  try {
    await hammer(`${proxied.url}/wps/v2/wallets/balance`, token, 2000);
    const throughProxy = await hammer(`${proxied.url}/wps/v2/wallets/balance`, token, 20_000);
    measures.push({
      name: 'balance p99 through the proxy (PLATFORM_URL), 50 connections, 20,000 calls',
      value: throughProxy.p99,
      unit: 'ms',
      budget: BUDGETS.balanceP99Ms,
      kind: 'max',
    });
  } finally {
    await stop(proxied.process);
  }
  const list = await gameListByName(server.url);
  measures.push({
    name: 'game list p99 with a name filter over 10,000+ games, 10 connections',
    value: list.p99,
    unit: 'ms',
  });
  // The login storm runs after the balance and search calls: its scrypt work would still hold the thread pool
  // and skew their tail (40 ms p99 measured that way, 12-18 ms on its own).
  // Honest logins: no more than two in flight per account, since from the fourth parallel attempt on
  // one account the platform asks for a captcha (parallel guesses get three tries in all). Each
  // worker keeps to one account: taken by call number, a slow login let a third and a fourth
  // start on its account on a busy machine, and the captcha refused them.
  const accounts = ['demomember', 'agentone', 'agenttwo', 'agent41', 'agent42', 'demotrial'];
  const logins = await measure(12, 50, (i, worker) =>
    login(server.url, key, accounts[worker % accounts.length]!, `10.1.${Math.floor(i / 250)}.${i % 250}`),
  );
  measures.push({
    name: "login (the platform's DES/RSA cipher, modulus fetched per login, scrypt N=2^17) p99, 12 concurrent over 6 accounts",
    value: percentile(logins, 99),
    unit: 'ms',
  });
  measures.push({
    name: '`npm start` (built) to first page, fresh database',
    value: server.msToFirstPage,
    unit: 'ms',
  });
  const agentToken = (await (await login(server.url, key, 'agent41', '10.9.9.8')).json()).value
    .token as string;
  const bets = await ledgerThroughput(server.url, agentToken, 'agent41', server.sandboxToken);
  if (bets.rounds !== bets.unique)
    throw new Error(`ledger: ${bets.unique} distinct bet ids made ${bets.rounds} rounds`);
  measures.push({
    name: `ledger bets per second (demo slot, idempotency ids, ${bets.sent - bets.unique} replays applied once)`,
    value: bets.betsPerSecond,
    unit: 'ops/s',
  });
  const seamless = await seamlessThroughput(server.url, server.sandboxToken);
  measures.push({
    name: `seamless-wallet bets per second, end to end with the reference partner (${seamless.clean.spins} spins, signed debit + credit callbacks)`,
    value: seamless.clean.betsPerSecond,
    unit: 'ops/s',
  });
  measures.push({
    name:
      `seamless-wallet bets per second with 10% of callbacks failing (${seamless.failing.failedCallbacks} failed, ` +
      `${seamless.retried} retried, ${seamless.rolledBack} rolled back, ${seamless.failing.failedSpins} spins refused; books agree)`,
    value: seamless.failing.betsPerSecond,
    unit: 'ops/s',
  });
  const deposits = await depositThroughput(server.url, token, server.sandboxToken);
  measures.push({
    name: `deposits opened and settled per second (${deposits.count}, each settle sent twice, credited once)`,
    value: deposits.perSecond,
    unit: 'ops/s',
  });
  const draws = await raffleClaimThroughput(server.url, token, 'demomember', server.sandboxToken);
  measures.push({
    name: `raffle claims per second (${draws.count}, each sent twice under its idempotency key, paid once)`,
    value: draws.perSecond,
    unit: 'ops/s',
  });
  const attacks = await bruteForce(server.url, key, (path, init = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-sandbox-token': server.sandboxToken },
    }),
  );
  // The same attacks with no proxy in front (TRUST_PROXY unset), on a server of its own.
  const spoofed = await spoofedBruteForce(18346);
  attacks.rows.push(...spoofed.rows);
  console.log('\n| attack (1,000 attempts each) | got through | answers |\n|---|---|---|');
  for (const row of attacks.rows)
    console.log(
      `| ${row.attack} | ${row.gotThrough} of ${row.attempts} | ${Object.entries(row.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')} |`,
    );
  const honest = attacks.honestLoginsWork && spoofed.honestLoginsWork;
  console.log(`honest logins after the attacks: ${honest ? 'work' : 'FAIL'}`);
  if (!honest) throw new Error('an honest login failed after the brute-force runs');
  bruteForceRows = attacks.rows;
  const lobby = await lobbyScroll(server.url);
  for (const [at, count] of Object.entries(lobby.cards)) {
    measures.push({
      name: `lobby card elements in the DOM at the ${at}, ${lobby.loaded} games loaded`,
      value: count,
      unit: 'elements',
      budget: BUDGETS.lobbyCardElements,
      kind: 'max',
    });
  }
  measures.push({
    // The longtask observer reports only tasks over 50 ms: 0 means none was.
    name: 'longest task scrolling the 10,000-game lobby top to bottom (0: none over 50 ms)',
    value: lobby.longestTaskMs,
    unit: 'ms',
    budget: BUDGETS.longTaskMs,
    kind: 'max',
  });
  measures.push({
    name: `frame interval p95 in that scroll (${lobby.frames.count} frames, ~1,200 px each)`,
    value: lobby.frames.p95Ms,
    unit: 'ms',
  });
  measures.push({
    name: `time to load all ${lobby.loaded} games by scrolling (20 a page)`,
    value: lobby.loadSeconds,
    unit: 's',
  });
  measures.push({
    name: 'iframe embed: partner page to first content in its frame (median of 5 cold loads)',
    value: await frameFirstContentMs(server.url),
    unit: 'ms',
  });
  for (const m of await framedLobbyMeasures(server.url)) measures.push(m);
  for (const m of await layoutShiftMeasures(server.url)) measures.push(m);
  const home = await firstLoadJsKb(`${server.url}/`);
  measures.push({
    name: 'host site JS, first load of /',
    value: home.kb,
    unit: 'KB gzip',
    budget: BUDGETS.hostFirstLoadKb,
    kind: 'max',
  });
} finally {
  await stop(server.process);
}

// The betting record over 100,000 rounds of one member, on a server of its own (the seeder writes
// the rounds into its folder before it starts).
for (const m of await recordsMeasures(18184)) measures.push(m);

// The team PnL of a master agent with 1,000 downlines and 1,000,000 rounds, likewise on its own server.
for (const m of await agentPnlMeasures(18187)) measures.push(m);

// The chat room's fan-out to 50 connected players, on a server of its own.
for (const m of await chatMeasures(18352)) measures.push(m);

// A live baccarat table with 200 players betting in one window, on a server of its own.
for (const m of await baccaratTableMeasures(18360)) measures.push(m);

// The sportsbook settling 10,000 pending bets when their match ends, in process on a seeded database.
for (const m of await sportSettleMeasures()) measures.push(m);

// Load: 200 players for 60 s, Lighthouse on the player's pages, then the 10-minute soak.
for (const m of await loadMeasures(18340)) measures.push(m);
for (const m of await postgresLoadMeasures(18356)) measures.push(m);
for (const m of await lighthouseMeasures(18344)) measures.push(m);
for (const m of await soakMeasures(18342)) measures.push(m);

// Proof under fault: the seeded ledger simulation (100,000 operations) and 10,000 fuzzed requests.
const simulation = await simulationMeasures();
for (const m of simulation.measures) measures.push(m);
console.log('ledger simulation:', JSON.stringify(simulation.summary));
const fuzz = await fuzzMeasures();
for (const m of fuzz.measures) measures.push(m);
console.log('fuzz:', JSON.stringify(fuzz.summary));

// Money abuse: 10,000 operations of bonus hunters and honest players; the hunters must take 0.00.
const abuse = await abuseMeasures();
for (const m of abuse.measures) measures.push(m);

const rows = measures.map((m) => {
  const ok = withinBudget(m);
  return {
    ...m,
    status: ok === undefined ? 'measured' : ok ? 'ok' : m.kind === 'min' ? 'BELOW BUDGET' : 'OVER BUDGET',
  };
});
console.log('\n| measure | value | budget | status |\n|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.value} ${r.unit} | ${r.budget === undefined ? '—' : `${r.kind === 'min' ? '≥' : '≤'} ${r.budget} ${r.unit}`} | ${r.status} |`,
  );
}
mkdirSync('tests/bench', { recursive: true });
writeFileSync(
  'tests/bench/results.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), rows, bruteForce: bruteForceRows ?? [] }, null, 2),
);
if (rows.some((r) => withinBudget(r) === false)) process.exit(1);

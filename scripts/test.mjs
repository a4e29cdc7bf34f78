#!/usr/bin/env node
// `npm test`: lint and format, type check, unit and contract tests (Vitest), the contract and
// ledger tests again on a real PostgreSQL server, a production build, and the end-to-end journeys
// (Playwright in Debian's Chromium). Every step runs even after a failure, so one run shows
// everything; the last line counts the tests of both runners.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres, INSTALL_HELP, startPostgres } from './postgres-server.mjs';

const reports = join(process.cwd(), 'tests', '.reports');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const failures = [];
/** Each step's name, outcome and seconds: printed at the end and kept in tests/.reports/steps.json. */
const durations = [];
const runStarted = Date.now();
const SKIP_BANNER = [
  '!'.repeat(78),
  '!! CROUPIER_SKIP_POSTGRES=1: the contract and ledger tests did NOT run on PostgreSQL.',
  '!! The DATABASE_URL path of the sandbox is untested in this run.',
  '!'.repeat(78),
].join('\n');

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
  durations.push({ name, ok, seconds });
  if (!ok) failures.push(name);
  return ok;
}

/** Browsers come from Debian only, never from a test tool's own download. */
function ensureChromium() {
  if (existsSync(chromium)) return true;
  console.log(`Chromium is missing at ${chromium}; installing Debian's chromium package…`);
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(root ? [] : ['apt-get']), ...args], {
      stdio: 'inherit',
      input: '',
    });
  if (
    apt(['update', '-q']).status === 0 &&
    apt(['install', '-y', '-q', '--no-install-recommends', 'chromium']).status === 0 &&
    existsSync(chromium)
  ) {
    return true;
  }
  console.error(
    `\nCould not install Chromium. Install it yourself with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at a Chromium binary, then run npm test again.`,
  );
  return false;
}

/**
 * Runs read-only checks side by side (each is mostly one core waiting on the other's disk), then
 * prints each one's output in order, as if they had run one after the other.
 */
async function runTogether(steps) {
  const chosen = steps.filter(([name]) => !only.length || only.includes(name));
  const results = await Promise.all(
    chosen.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) =>
            resolve({
              name,
              command: [command, ...args].join(' '),
              output,
              ok: code === 0,
              seconds: (Date.now() - started) / 1000,
            }),
          );
        }),
    ),
  );
  for (const result of results) {
    console.log(`\n▶ ${result.name}: ${result.command}`);
    process.stdout.write(result.output);
    console.log(`${result.ok ? '✔' : '✘'} ${result.name} (${result.seconds.toFixed(1)} s)`);
    durations.push({ name: result.name, ok: result.ok, seconds: result.seconds });
    if (!result.ok) failures.push(result.name);
  }
}

mkdirSync(reports, { recursive: true });
const npx = 'npx';
await runTogether([
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['format', npx, ['prettier', '--check', '.']],
  ['typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
]);
rmSync(join(reports, 'vitest.json'), { force: true });
// Without DATABASE_URL the `postgres` project stays out: this step tests the default, embedded path.
run('unit', npx, ['vitest', 'run'], {
  NO_COLOR: '1',
  VITEST_JSON: join(reports, 'vitest.json'),
  DATABASE_URL: '',
});
rmSync(join(reports, 'vitest-postgres.json'), { force: true });
const postgresSkipped = process.env.CROUPIER_SKIP_POSTGRES === '1';
if (!only.length || only.includes('postgres')) await postgresStep();
const built = run('build', npx, ['tsx', 'scripts/build.ts']);
rmSync(join(reports, 'e2e.json'), { force: true });
if (!only.length || only.includes('e2e')) {
  if (!built) failures.push('e2e (no build)');
  else if (!ensureChromium()) failures.push('e2e (no chromium)');
  else run('e2e', npx, ['playwright', 'test']);
}

/**
 * The contract and ledger tests on a real PostgreSQL server (the `postgres` project of
 * vitest.config.ts): the one CROUPIER_TEST_DATABASE_URL names, or Debian's, installed when missing
 * and started in a temporary folder for this step only.
 */
async function postgresStep() {
  if (postgresSkipped) {
    console.log(`\n${SKIP_BANNER}`);
    return;
  }
  let url = process.env.CROUPIER_TEST_DATABASE_URL;
  let server;
  if (!url) {
    const bin = ensurePostgres();
    if (!bin) {
      console.error(`\n✘ postgres: ${INSTALL_HELP}`);
      failures.push('postgres (no PostgreSQL)');
      return;
    }
    const started = Date.now();
    try {
      server = await startPostgres(bin);
    } catch (error) {
      console.error(`\n✘ postgres: the server did not start: ${error.message}`);
      failures.push('postgres (server did not start)');
      return;
    }
    url = server.url;
    console.log(`\nPostgreSQL from ${bin} at ${url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  run('postgres', npx, ['vitest', 'run', '--project', 'postgres'], {
    NO_COLOR: '1',
    VITEST_JSON: join(reports, 'vitest-postgres.json'),
    DATABASE_URL: url,
  });
  server?.stop();
}

function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['vitest.json', 'vitest-postgres.json']) {
    const vitest = join(reports, file);
    if (!existsSync(vitest)) continue;
    const v = JSON.parse(readFileSync(vitest, 'utf8'));
    total.passed += v.numPassedTests ?? 0;
    total.failed += v.numFailedTests ?? 0;
    total.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  const e2e = join(reports, 'e2e.json');
  if (existsSync(e2e)) {
    const s = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
    total.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    total.failed += s.unexpected ?? 0;
    total.skipped += s.skipped ?? 0;
  }
  return total;
}

const { passed, failed, skipped } = counts();
// How long each step took, where the next run can be compared with it (lint, format and the type
// check run side by side, so their times overlap).
const totalSeconds = (Date.now() - runStarted) / 1000;
console.log('\nStep durations:');
for (const step of durations)
  console.log(`  ${step.ok ? '✔' : '✘'} ${step.name.padEnd(10)} ${step.seconds.toFixed(1).padStart(7)} s`);
console.log(`    ${'total'.padEnd(10)} ${totalSeconds.toFixed(1).padStart(7)} s`);
writeFileSync(
  join(reports, 'steps.json'),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), totalSeconds, steps: durations, passed, failed, skipped }, null, 2)}\n`,
);
// Said again at the end, where it is read: a green run that never touched PostgreSQL.
if (postgresSkipped && (!only.length || only.includes('postgres'))) console.log(`\n${SKIP_BANNER}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);

import type { Measure } from './budgets';
import { ensurePostgres, INSTALL_HELP, startPostgres } from '../../scripts/postgres-server.mjs';
import { openPostgres } from '../../sandbox/core/db/postgres';
import { migrate } from '../../sandbox/core/db/migrate';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';
import { TEST_SCRYPT_LOG_N } from '../setup/sandbox-snapshot';
import { seedFromEnv } from '../simulation/prng';
import { describe, runSimulation, type SimulationReport } from '../simulation/run-simulation';
import { seededDatabase } from '../simulation/seeded-database';

/**
 * The full ledger simulation: 100,000 operations (SIM_OPERATIONS to change it) from
 * 48 players, each delivered one to three times out of order, with dropped connections and server
 * crashes, then every invariant. It runs on Debian's PostgreSQL (started here in a temporary
 * folder), where backends are also ended for real by pg_terminate_backend and every simulated
 * server has its own pool; on PGlite only when PostgreSQL cannot be installed (SIM_DATABASE=pglite
 * chooses it). Its measures are the time it took, the operations per second under those faults,
 * and the violations found, whose budget is none. SIM_SEED replays a run.
 */
export async function simulationMeasures(): Promise<{ measures: Measure[]; summary: object }> {
  const seed = seedFromEnv();
  const operations = Number(process.env.SIM_OPERATIONS ?? 100_000);
  const bin = process.env.SIM_DATABASE === 'pglite' ? undefined : ensurePostgres();
  if (!bin && process.env.SIM_DATABASE !== 'pglite')
    console.log(`ledger simulation on PGlite: ${INSTALL_HELP}`);
  const server = bin ? await startPostgres(bin) : undefined;
  let report: SimulationReport;
  try {
    report = await runSimulation({
      seed,
      operations,
      ...(server ? await postgresTarget(server.url) : { openDatabase: seededDatabase }),
      reproduce:
        `SIM_SEED=${seed} SIM_OPERATIONS=${operations} npx tsx tests/simulation/main.ts ` +
        '(add SIM_BATCH=1 SIM_DATABASE=pglite to replay it one delivery at a time, exactly)',
      log: (line) => console.log(line),
    });
  } finally {
    server?.stop();
  }
  console.log(describe(report));
  if (report.violations.length) console.log(`ledger simulation FAILED: reproduce with ${report.reproduce}`);
  const { faults } = report;
  const killed =
    report.database === 'postgres'
      ? `, ${report.backendsKilled.killed} backends ended mid-batch and ${report.backendsKilled.crashKilled} with their server`
      : '';
  const run =
    `${report.database}, ${report.operations.toLocaleString('en')} operations, ${report.deliveries.toLocaleString('en')} deliveries, ` +
    `${faults.total.toLocaleString('en')} faults injected (${faults.afterCommit} after COMMIT${killed}), ${report.restarts} restarts`;
  return {
    measures: [
      // The whole run: seeding, 48 players' setup, the operations and the final checks.
      { name: `ledger simulation, seed ${seed}: ${run}`, value: report.seconds, unit: 's' },
      {
        name: 'ledger simulation: operations per second through those faults',
        value: Math.round((report.operations / report.runSeconds) * 10) / 10,
        unit: 'ops/s',
      },
      {
        // Broken invariants: debits ≠ credits, a negative balance, a key applied twice, money made or lost.
        name: `ledger simulation: invariants broken (seed ${seed}, must be none)`,
        value: report.violations.length,
        unit: 'elements',
        budget: 0,
        kind: 'max',
      },
    ],
    summary: report,
  };
}

/** A seeded database on the throwaway server, for the run and its servers' pools. */
async function postgresTarget(serverUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = '/croupier_simulation';
  const admin = await openPostgres(serverUrl);
  await admin.exec('create database croupier_simulation');
  await admin.close();
  const db = await openPostgres(url.toString());
  await migrate(db);
  await seedIfEmpty(db, { secrets: () => prepareSeedSecrets(TEST_SCRYPT_LOG_N), now: new Date() });
  return { postgresUrl: url.toString(), killRate: 0.02, openDatabase: async () => db };
}

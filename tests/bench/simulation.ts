import type { Measure } from './budgets';
import { seedFromEnv } from '../simulation/prng';
import { describe, runSimulation } from '../simulation/run-simulation';
import { seededDatabase } from '../simulation/seeded-database';

/**
 * The full ledger simulation of issue 13: 100,000 operations (SIM_OPERATIONS to change it) from
 * 48 players, each delivered one to three times out of order, with dropped connections and server
 * crashes, then every invariant. Its measures are the time it took, the operations per second
 * under those faults, and the violations found, whose budget is none. SIM_SEED replays a run.
 */
export async function simulationMeasures(): Promise<{ measures: Measure[]; summary: object }> {
  const seed = seedFromEnv();
  const operations = Number(process.env.SIM_OPERATIONS ?? 100_000);
  const report = await runSimulation({
    seed,
    operations,
    openDatabase: seededDatabase,
    reproduce: `SIM_SEED=${seed} SIM_OPERATIONS=${operations} npx tsx tests/simulation/main.ts`,
    log: (line) => console.log(line),
  });
  console.log(describe(report));
  if (report.violations.length) console.log(`ledger simulation FAILED: reproduce with ${report.reproduce}`);
  const { faults } = report;
  const run =
    `${report.operations.toLocaleString('en')} operations, ${report.deliveries.toLocaleString('en')} deliveries, ` +
    `${faults.total.toLocaleString('en')} faults injected (${faults.afterCommit} after COMMIT), ${report.restarts} restarts`;
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

import { seedFromEnv } from './prng';
import { describe, runSimulation } from './run-simulation';
import { seededDatabase } from './seeded-database';

/**
 * The simulation from the command line, at any size:
 *   SIM_SEED=<seed> SIM_OPERATIONS=<n> npx tsx tests/simulation/main.ts
 * Exits 1 when an invariant broke; the seed printed first runs the same operations again.
 */
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
if (report.violations.length) {
  console.log(`FAILED: reproduce with ${report.reproduce}`);
  process.exitCode = 1;
}

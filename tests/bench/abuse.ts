import type { Measure } from './budgets';
import { seedFromEnv } from '../simulation/prng';
import { seededDatabase } from '../simulation/seeded-database';
import { runAbuseSimulation } from '../simulation/abuse/run-abuse';

/**
 * The abuse simulation at size: 10,000 operations (ABUSE_OPERATIONS to change it) of bonus hunters
 * and honest players on PGlite. Its figures: hunters, the strategies they tried, the refusals they
 * met, and the money they took, whose budget is 0.00. SIM_SEED replays a run.
 */
export async function abuseMeasures(): Promise<{ measures: Measure[]; summary: object }> {
  const seed = seedFromEnv();
  const operations = Number(process.env.ABUSE_OPERATIONS ?? 10_000);
  const report = await runAbuseSimulation({
    seed,
    operations,
    openDatabase: seededDatabase,
    log: (line) => console.log(line),
  });
  const tried = Object.entries(report.strategies)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  if (report.extractions.length || report.violations.length || report.honestLost.length)
    console.log(`abuse simulation FAILED: reproduce with SIM_SEED=${seed} ABUSE_OPERATIONS=${operations}`);
  return {
    measures: [
      {
        name: `abuse simulation, seed ${seed}: ${report.operations.toLocaleString('en')} operations, ${report.hunters} hunters and ${report.honest} honest players (${tried}), ${report.refusals} refusals`,
        value: report.seconds,
        unit: 's',
      },
      {
        name: 'abuse simulation: money the hunters took (minor units, must be 0)',
        value: report.extractedMinor,
        unit: 'elements',
        budget: 0,
        kind: 'max',
      },
      {
        name: 'abuse simulation: honest players who lost a wagered reward, and broken invariants (must be none)',
        value: report.honestLost.length + report.violations.length,
        unit: 'elements',
        budget: 0,
        kind: 'max',
      },
    ],
    summary: report,
  };
}

import { simulationMeasures } from '../bench/simulation';

/**
 * The simulation from the command line, at any size, as the bench runs it (on Debian's PostgreSQL
 * when it can be installed, SIM_DATABASE=pglite for the embedded database):
 *   SIM_SEED=<seed> SIM_OPERATIONS=<n> npx tsx tests/simulation/main.ts
 * Exits 1 when an invariant broke; the seed printed first runs the same operations again.
 */
const { measures } = await simulationMeasures();
if (measures.some((m) => m.budget !== undefined && m.value > m.budget)) process.exitCode = 1;

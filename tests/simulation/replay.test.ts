import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import { runSimulation, type SimulationReport } from './run-simulation';

/**
 * A seed names a run: sent one delivery at a time (SIM_BATCH=1), the same seed gives the same
 * operations, deliveries, faults, game outcomes, refusals and final books, twice over. This is
 * what makes a failing seed a reproduction rather than a hint.
 */
const facts = (r: SimulationReport) => ({
  ops: r.ops,
  deliveries: r.deliveries,
  retries: r.retries,
  unknownAnswers: r.unknownAnswers,
  faults: r.faults,
  restarts: r.restarts,
  balanceReads: r.balanceReads,
  conservation: r.conservation,
  postings: r.postings,
  violations: r.violations,
});

it('the same seed, sent one delivery at a time, replays the same run', async () => {
  const snapshot = new Blob([readFileSync(inject('sandboxSnapshot'))]);
  const run = () =>
    runSimulation({
      seed: 20261126,
      operations: 250,
      members: 9,
      faults: { crash: 0.002 },
      scheduler: { batch: 1 },
      openDatabase: () => openMemoryPglite(snapshot),
      reproduce: 'npx vitest run tests/simulation/replay.test.ts',
    }).then(facts);
  const first = await run();
  expect(first.restarts).toBeGreaterThan(0);
  expect(first.violations).toEqual([]);
  expect(await run()).toEqual(first);
}, 300_000); // a hang detector: on a busy machine this run has taken over 120 s

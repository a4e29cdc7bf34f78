import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../contract/harness';
import { runFuzz, runPlans } from './runner';
import { formatFailure } from './repro';
import { fuzzOnly, fuzzSeed } from './seed';
import { FIXED_CORPUS } from './corpus';
import type { FuzzTarget } from './target';

/**
 * Every endpoint of the contract fuzzed from its schema (valid, boundary and hostile
 * values, broken requests, sealed and signed calls broken on each layer) as a guest, a member and
 * an agent. No answer may be a 5xx but 501 not_implemented, every refusal must carry a documented
 * errorCode and a message, and no refused request may change the state. `npm run bench` sends
 * 10,000; FUZZ_SEED replays a run, FUZZ_ONLY one request of it.
 */
let sandbox: TestSandbox;
let target: FuzzTarget;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  target = { app: sandbox.app, instance: sandbox.instance, db: sandbox.db };
});
afterAll(() => sandbox.close());

const COUNT = 1_000;

describe('contract fuzz', () => {
  it('the fixed corpus of requests that once broke the sandbox is refused cleanly', async () => {
    const report = await runPlans(target, FIXED_CORPUS);
    expect(report.failures.map(formatFailure).join('\n\n')).toBe('');
    expect(report.refusals).toBe(FIXED_CORPUS.length);
  });

  it(`${COUNT.toLocaleString('en')} fuzzed requests: no 5xx, every refusal a clear errorCode, no state change`, async () => {
    const seed = fuzzSeed();
    const only = fuzzOnly();
    console.log(`contract fuzz: FUZZ_SEED=${seed}${only === undefined ? '' : ` FUZZ_ONLY=${only}`}`);
    const report = await runFuzz(target, { seed, count: COUNT, only });
    const { failures, ...figures } = report;
    console.log(`contract fuzz: ${JSON.stringify(figures)}`);
    expect(failures.map(formatFailure).join('\n\n'), `FUZZ_SEED=${seed}`).toBe('');
    expect(report.failureCount).toBe(0);
    if (only === undefined) {
      expect(report.requests).toBeGreaterThanOrEqual(COUNT);
      // Every endpoint was reached, and some requests of the run got through validation.
      expect(COUNT).toBeGreaterThanOrEqual(report.endpoints);
      expect(report.accepted).toBeGreaterThan(COUNT / 10);
    }
  }, 300_000);
});

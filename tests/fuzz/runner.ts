import fc from 'fast-check';
import type { Endpoint } from '../../sdk/contract';
import { endpoints } from '../../sdk/contract/table';
import { planArbitrary, type Plan } from './plan';
import { openProbe, type FuzzReport } from './probe';
import type { FuzzTarget } from './target';

export type { FuzzReport };

export interface FuzzOptions {
  seed: number;
  /** Requests to plan (a replayed nonce or sealed body is sent twice and counts twice). */
  count: number;
  /** Run this plan index alone (FUZZ_ONLY), to replay one failure. */
  only?: number;
  /** Failures kept in the report; the counts go on. */
  keepFailures?: number;
  /** The calls to fuzz: the contract's unless given (the game vendor's, say). */
  endpoints?: readonly Endpoint[];
  /** Completes a drawn plan before it is sent (a real game launch in place of a drawn one). */
  adapt?: (plan: Plan, index: number) => Promise<Plan>;
}

/** The endpoints the fuzzer covers: the whole contract table, whatever joins it; never the sandbox's switches. */
export const fuzzedEndpoints = (): Endpoint[] => endpoints.filter((e) => e.tag !== 'sandbox');

/** One seed per plan, from the run's seed and the plan's index: any plan can be drawn again alone. */
const planSeed = (seed: number, index: number) =>
  (Math.imul(seed ^ 0x5bd1e995, 31) + Math.imul(index + 1, 0x9e3779b1)) | 0;

/**
 * Sends `count` fuzzed requests through Fastify's inject, the endpoints of the contract in turn
 * (so 1,000 requests reach each of ~110 endpoints about nine times), each request planned from the
 * seed and its index. One at a time: the state check needs each refusal alone.
 */
export async function runFuzz(
  target: FuzzTarget,
  options: FuzzOptions,
): Promise<FuzzReport & { endpoints: number }> {
  const list = options.endpoints ?? fuzzedEndpoints();
  const arbitraries = new Map<Endpoint, fc.Arbitrary<Plan>>();
  const today = Date.now();
  const session = await openProbe(target, options);
  try {
    const indexes =
      options.only === undefined ? Array.from({ length: options.count }, (_, i) => i) : [options.only];
    for (const index of indexes) {
      const endpoint = list[index % list.length]!;
      let arbitrary = arbitraries.get(endpoint);
      if (!arbitrary) arbitraries.set(endpoint, (arbitrary = planArbitrary(endpoint, today)));
      const [plan] = fc.sample(arbitrary, { seed: planSeed(options.seed, index), numRuns: 1 });
      await session.probe(index, options.adapt ? await options.adapt(plan!, index) : plan!);
    }
  } catch (error) {
    session.close();
    throw error;
  }
  return { ...session.close(), endpoints: list.length };
}

/** Sends hand-written plans (the fixed corpus of bugs found before), judged as fuzzed ones are. */
export async function runPlans(target: FuzzTarget, plans: readonly Plan[]): Promise<FuzzReport> {
  const session = await openProbe(target, { seed: 0, keepFailures: plans.length, corpus: true });
  try {
    for (const [index, plan] of plans.entries()) await session.probe(index, plan);
  } catch (error) {
    session.close();
    throw error;
  }
  return session.close();
}

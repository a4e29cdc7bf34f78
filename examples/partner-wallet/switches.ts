import { Type } from '@sinclair/typebox';
import type { WalletAction } from './callbacks';

const When = Type.Union([Type.Literal('before'), Type.Literal('after')]);
const Action = Type.Union(['balance', 'debit', 'credit', 'rollback'].map((a) => Type.Literal(a)));

/** What POST /_switch accepts: some settings (the rest stay), and `reset` to start from well-behaved. */
export const SwitchChange = Type.Partial(
  Type.Object(
    {
      reset: Type.Boolean(),
      delayMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
      slowAt: When,
      failNext: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      failRate: Type.Number({ minimum: 0, maximum: 1 }),
      failAt: When,
      actions: Type.Array(Action, { maxItems: 4 }),
    },
    { additionalProperties: false },
  ),
);

/**
 * The partner misbehaving on purpose, so the platform's retries and rollbacks get exercised:
 *
 * - `delayMs`: every matching callback waits this long, either before it is applied (`slowAt:
 *   'before'`: the platform may give up and roll back while the debit is still on its way) or
 *   after it is applied and before the answer (`'after'`: the money moved, the answer comes late);
 * - `failNext` / `failRate`: the next N matching callbacks, or this share of them, answer 503,
 *   either without applying anything (`failAt: 'before'`) or after applying it (`'after'`: the
 *   answer is lost, the money moved).
 *
 * `actions` says which callbacks misbehave (by default the three that move money).
 */
export interface Misbehaviour {
  delayMs: number;
  slowAt: 'before' | 'after';
  failNext: number;
  failRate: number;
  failAt: 'before' | 'after';
  actions: WalletAction[];
}

export const WELL_BEHAVED: Misbehaviour = {
  delayMs: 0,
  slowAt: 'after',
  failNext: 0,
  failRate: 0,
  failAt: 'before',
  actions: ['debit', 'credit', 'rollback'],
};

/** What the switches did so far (the tests read it to know the paths were taken). */
export interface SwitchCounts {
  delayed: number;
  failed: number;
}

export interface Plan {
  readonly delayBefore: number;
  readonly delayAfter: number;
  readonly fail: 'before' | 'after' | undefined;
}

/** The switch board: the current misbehaviour, and the plan for one callback under it. */
export function createSwitches(random: () => number = Math.random) {
  let current: Misbehaviour = { ...WELL_BEHAVED };
  const counts: SwitchCounts = { delayed: 0, failed: 0 };
  return {
    get: () => ({ ...current, counts: { ...counts } }),
    /** Changes some settings; the rest stay as they are. */
    set(change: Partial<Misbehaviour>) {
      current = { ...current, ...change };
      return this.get();
    },
    reset() {
      current = { ...WELL_BEHAVED };
      counts.delayed = 0;
      counts.failed = 0;
    },
    /** Decides, once per callback, how it misbehaves. */
    plan(action: WalletAction): Plan {
      if (!current.actions.includes(action)) return { delayBefore: 0, delayAfter: 0, fail: undefined };
      let fail: Plan['fail'];
      if (current.failNext > 0) {
        current.failNext -= 1;
        fail = current.failAt;
      } else if (current.failRate > 0 && random() < current.failRate) fail = current.failAt;
      if (fail) counts.failed += 1;
      if (current.delayMs > 0) counts.delayed += 1;
      return {
        delayBefore: current.slowAt === 'before' ? current.delayMs : 0,
        delayAfter: current.slowAt === 'after' ? current.delayMs : 0,
        fail,
      };
    },
  };
}

export type Switches = ReturnType<typeof createSwitches>;

/** A small seeded generator (mulberry32), so a failure rate picks the same callbacks every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

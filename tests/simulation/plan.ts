import type { Random } from './prng';
import { planBaccarat, planCrash, type BaccaratPlan, type CrashPlan } from './live-tables';
import { planSlip, type SportSlipPlan } from './sport-plan';
import { TRANSFER_VENDORS, type Party } from './world';

/**
 * What the run asks for, drawn from the seed alone: chains of operations, each a request and what
 * follows from its answer (a deposit order, then its payment; a bet, then its draw or its
 * rollback). Each operation has its own idempotency key and a number of deliveries, 1 to 3.
 */
interface Common {
  readonly id: number;
  readonly party: Party;
  /** The idempotency key of the chain's first request. */
  readonly requestId: string;
  /** How many times each stage's request is delivered. */
  readonly deliveries: readonly [number, number];
}

export type Chain = Common &
  (
    | { readonly kind: 'deposit'; readonly amount: number; readonly pay: boolean }
    | { readonly kind: 'withdrawal'; readonly amount: number; readonly pay: boolean }
    | { readonly kind: 'round'; readonly stake: number; readonly picks: string[]; readonly draw: boolean }
    | { readonly kind: 'spin'; readonly stake: number }
    | {
        readonly kind: 'shot';
        readonly stake: number;
        /** Where in the pool the state call lists the shot aims (0 to 1): the fish is the server's. */
        readonly aim: number;
        /** Whether the same request id is sent again, staked otherwise, once the shot is decided. */
        readonly conflict: boolean;
      }
    | ({ readonly kind: 'sportBet' } & SportSlipPlan)
    | ({ readonly kind: 'crash' } & CrashPlan)
    | ({ readonly kind: 'baccarat' } & BaccaratPlan)
    | {
        readonly kind: 'transfer';
        readonly to: Party;
        readonly direction: 'upline' | 'downline';
        readonly amount: number;
      }
    | { readonly kind: 'move'; readonly from: string; readonly to: string; readonly amount: number }
  );

/**
 * The mix: money comes in by deposits and leaves by withdrawals (fewer, larger) and the house's
 * edge, about as much each way, so that balances wander instead of piling up: most operations can
 * be afforded and some cannot (the refusals are part of the test).
 */
const MIX: [Chain['kind'], number][] = [
  ['deposit', 0.2],
  ['withdrawal', 0.1],
  ['round', 0.13],
  ['spin', 0.09],
  ['shot', 0.11],
  ['sportBet', 0.08],
  ['crash', 0.07],
  ['baccarat', 0.07],
  ['transfer', 0.08],
  ['move', 0.07],
];
/** Stakes from the games' ladders (minor units), small ones more often. */
const STAKES = [100, 200, 200, 500, 500, 1000, 2000];
const SPIN_STAKES = [200, 200, 500, 1000, 2000];

/** An amount in minor units between two whole amounts, with cents. */
const amount = (random: Random, min: number, max: number) => random.int(min * 100, max * 100);

export function planChain(random: Random, parties: readonly Party[], id: number): Chain {
  let draw = random.next();
  const [kind] = MIX.find(([, weight]) => (draw -= weight) < 0) ?? MIX[0]!;
  const party = random.pick(parties);
  const common = {
    id,
    party,
    requestId: `sim-op-${id}`,
    deliveries: [random.int(1, 3), random.int(1, 3)] as const,
  };
  switch (kind) {
    case 'deposit':
      return { ...common, kind, amount: amount(random, 100, 1_000), pay: random.chance(0.85) };
    case 'withdrawal':
      return { ...common, kind, amount: amount(random, 100, 2_500), pay: random.chance(0.7) };
    case 'round': {
      const picks = new Set<string>();
      const count = random.int(1, 3);
      while (picks.size < count) picks.add(String(random.int(0, 99)).padStart(2, '0'));
      return { ...common, kind, stake: random.pick(STAKES), picks: [...picks], draw: random.chance(0.65) };
    }
    case 'spin':
      return { ...common, kind, stake: random.pick(SPIN_STAKES) };
    case 'shot':
      // The fishing game's ladder starts at or below 2.00 (world.ts picks such a game).
      return {
        ...common,
        kind,
        stake: random.pick(SPIN_STAKES),
        aim: random.next(),
        conflict: random.chance(0.2),
      };
    case 'sportBet':
      return { ...common, kind, ...planSlip(random) };
    case 'crash':
      return { ...common, kind, ...planCrash(random) };
    case 'baccarat':
      return { ...common, kind, ...planBaccarat(random) };
    case 'transfer':
      // An agent pays one of its members, or a member pays its agent (every agent has members).
      return party.agent
        ? {
            ...common,
            kind,
            to: random.pick(party.downlines),
            direction: 'downline',
            amount: amount(random, 1, 500),
          }
        : { ...common, kind, to: party.upline!, direction: 'upline', amount: amount(random, 1, 500) };
    case 'move': {
      // Into a vendor wallet a little more often than out of one, so the vendor wallets hold money
      // to move: out goes back to the main wallet or, a third of the time, into another vendor's.
      const vendor = random.pick(TRANSFER_VENDORS);
      const [from, to] = !random.chance(0.45)
        ? ['main', vendor]
        : random.chance(1 / 3)
          ? [vendor, random.pick(TRANSFER_VENDORS.filter((other) => other !== vendor))]
          : [vendor, 'main'];
      return { ...common, kind, from, to, amount: amount(random, 1, 1_000) };
    }
  }
}

import type { Database } from '../../../sandbox/core/db/database';
import { contract } from '../../../sdk/contract/table';
import type { Balance } from '../../../sdk/contract';
import { setSetting } from '../../../sandbox/platform/brand/repository';
import { WITHDRAW_SETTINGS } from '../../../sandbox/tools/seed/withdraw-settings';
import { ledgerViolations } from '../invariants';
import { random } from '../prng';
import { seededOutcomes, startServer } from '../server';
import { extractionOf, honestKept, type Extraction } from './extraction';
import type { Actor } from './population';
import type { PartnerWallet } from '../../../examples/partner-wallet';
import { seamlessExtractionOf, startRacePartner } from './seamless-race';
import { STRATEGIES, type Cell, type CellContext, type StrategyName } from './strategies';

/**
 * The abuse simulation: a seeded population of bonus hunters, each playing one strategy that took
 * money before (self-referral rings, downline farms, open-bet turnover, bet-and-cancel raffles,
 * deposit/withdraw mission cycles, seamless draw races against a slow partner), mixed with honest players, through the real HTTP handlers,
 * their steps interleaved at random. At the end, from the ledger: no hunter took out more than
 * its deposits and play allow with no reward at all, and every honest player kept the rewards it
 * wagered. The seed replays the run.
 */
export interface AbuseOptions {
  readonly seed: number;
  /** Steps of the players' plans to run (each one call of the platform or of a game page). */
  readonly operations: number;
  /** A migrated, seeded database the run may change; closed at the end. */
  openDatabase(): Promise<Database>;
  log?(line: string): void;
}

export interface AbuseReport {
  seed: number;
  operations: number;
  hunters: number;
  honest: number;
  /** Plans started per strategy. */
  strategies: Record<string, number>;
  /** Steps the platform refused (a 4xx with its code): what the hunters met. */
  refusals: number;
  /** Minor units all hunters took beyond what they were owed: must be 0. */
  extractedMinor: number;
  extractions: Extraction[];
  /** Honest players who did not keep a reward they wagered. */
  honestLost: string[];
  /** Answers that were no answer or a 5xx, and broken ledger laws. */
  violations: string[];
  seconds: number;
}

/** Plans at work at once: their steps interleave. */
const AT_ONCE = 4;
const HONEST_SHARE = 0.3;
const HUNTS: StrategyName[] = [
  'open-bet',
  'bet-cancel',
  'self-referral',
  'downline-farm',
  'mission-cycle',
  'seamless-race',
];
const EVERY: StrategyName[] = [...HUNTS, 'honest'];

export async function runAbuseSimulation(options: AbuseOptions): Promise<AbuseReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const rng = random(options.seed);
  const db = await options.openDatabase();
  const server = await startServer(db, seededOutcomes(rng.fork('outcomes')));
  const violations: string[] = [];
  let partner: PartnerWallet | undefined;
  try {
    partner = await startRacePartner(server);
    await server.control('/sandbox/deposits/auto-settle', { delayMs: null });
    // The daily cap has tests of its own; here it would only stop the hunters' attempts early.
    await setSetting(db, 'withdraw', { ...WITHDRAW_SETTINGS, dailyMax: 1_000_000 });
    server.instance.sandbox.settings.invalidate();

    const ctxBase = {
      server,
      partner,
      idOf: async (username: string) =>
        (await db.query<{ id: number }>('select id from accounts where username = $1', [username]))[0]!.id,
      async balance(actor: Actor) {
        const answer = await server.api(contract.balance, {}, actor.token);
        const value = answer.body.value as Balance | undefined;
        return value?.balance.find((w) => w.wallet === 'main')?.amount ?? 0;
      },
    };
    const strategies: Record<string, number> = {};
    const actors: Actor[] = [];
    const active: { cell: Cell; next: number }[] = [];
    const pick = rng.fork('plans');
    const order = rng.fork('order');
    let cells = 0;
    let operations = 0;
    let refusals = 0;
    while (operations < options.operations) {
      while (active.length < AT_ONCE) {
        // Every strategy once first, so that even a short run tries them all; then at random.
        const name: StrategyName =
          cells < EVERY.length ? EVERY[cells]! : pick.chance(HONEST_SHARE) ? 'honest' : pick.pick(HUNTS);
        const ctx: CellContext = { ...ctxBase, random: pick.fork(cells), n: cells++ };
        const cell = await STRATEGIES[name](ctx);
        strategies[name] = (strategies[name] ?? 0) + 1;
        actors.push(...cell.actors);
        active.push({ cell, next: 0 });
      }
      const i = order.int(0, active.length - 1);
      const plan = active[i]!;
      const answer = await plan.cell.steps[plan.next++]!();
      operations++;
      if (answer.status === 0 || answer.status >= 500)
        violations.push(
          `${plan.cell.strategy} step ${plan.next}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      else if (answer.status >= 400) refusals++;
      if (plan.next >= plan.cell.steps.length) active.splice(i, 1);
    }
    // Plans cut short by the budget end where they stand; every actor is judged as it is.
    const now = server.instance.sandbox.now();
    const hunters = [
      ...new Map(actors.filter((a) => a.role === 'hunter').map((a) => [a.accountId, a])).values(),
    ];
    const honest = actors.filter((a) => a.role === 'honest');
    const extractions = await Promise.all(
      hunters.map((a) =>
        a.partnerPlayerId ? seamlessExtractionOf(db, partner!, a) : extractionOf(db, a, now),
      ),
    );
    // Only players whose plan ran to its end have wagered their gift; the others are still at it.
    const finished = honest.filter((a) => !active.some((p) => p.cell.actors.includes(a)));
    const honestLost = (await Promise.all(finished.map((a) => honestKept(db, a, now)))).filter(
      (wrong): wrong is string => wrong !== undefined,
    );
    violations.push(...(await ledgerViolations(db)));
    const taken = extractions.filter((e) => e.extractedMinor > 0);
    const report: AbuseReport = {
      seed: options.seed,
      operations,
      hunters: hunters.length,
      honest: honest.length,
      strategies,
      refusals,
      extractedMinor: taken.reduce((s, e) => s + e.extractedMinor, 0),
      extractions: taken,
      honestLost,
      violations,
      seconds: (Date.now() - started) / 1000,
    };
    log(
      `abuse simulation seed ${options.seed}: ${operations} operations, ${report.hunters} hunters, ` +
        `${report.honest} honest players, ${refusals} refusals, extracted ${(report.extractedMinor / 100).toFixed(2)}`,
    );
    return report;
  } finally {
    await partner?.close();
    // The server closes the database it was given.
    await server.close();
  }
}

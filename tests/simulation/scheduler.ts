import { contract } from '../../sdk/contract/table';
import type { Books } from './books';
import { withFaults, type FaultyDatabase } from './faulty-database';
import { planChain } from './plan';
import type { Random } from './prng';
import { shownWallets } from './reconcile';
import type { SimServer } from './server';
import type { Verdict } from './answers';
import type { TableGames } from './live-tables';
import { firstStage, type OpName, type Stage } from './stages';
import type { Party } from './world';

/** One stage of a chain in flight: the deliveries still out, and what the answers so far said. */
interface InFlight {
  readonly stage: Stage;
  /** The players whose money the chain moves. */
  readonly players: readonly Party[];
  outstanding: number;
  verdicts: Verdict[];
  /** The process each verdict came from. */
  servers: SimServer[];
  /** Deliveries sent again after the first ones left the outcome unknown. */
  retries: number;
}

export interface SchedulerOptions {
  /** Operations (idempotency keys) to send; chains open at the end may add a few more. */
  readonly operations: number;
  /** Chains in progress at once: the pool the next deliveries are drawn from, out of order. */
  readonly window: number;
  /** Deliveries sent at once. */
  readonly batch: number;
  /** Retries of one key before the run calls it stuck. */
  readonly maxRetries: number;
  /** Share of batches that also read a random player's balance (as the portal's header does). */
  readonly readShare: number;
  /** Operations between quiet points at which every player opens its games again. */
  readonly relaunchEvery: number;
  /** Operations between quiet points at which the sportsbook's matches end (sport-whistle.ts). */
  readonly whistleEvery: number;
  /** Operations between quiet points at which the live tables' rounds end (live-tables.ts). */
  readonly tableEvery: number;
}

export interface SchedulerContext {
  readonly random: Random;
  readonly parties: readonly Party[];
  readonly books: Books;
  /** The least stakes of the live tables' games (their stake ladders follow). */
  readonly tableGames: TableGames;
  readonly faulty: FaultyDatabase;
  server(): SimServer;
  restart(): Promise<void>;
  /** Opens every player's games again, at a quiet point (game pages expire; see relaunch.ts). */
  relaunch(): Promise<void>;
  /** Ends the matches bet on so far, at a quiet point, and books the bets' results. */
  whistle(): Promise<void>;
  /** Ends the live tables' rounds, at a quiet point, and books the bets' results. */
  endRounds(): Promise<void>;
  /** Runs beside each batch (on PostgreSQL, the killer of backends). */
  duringBatch?(): Promise<void>;
  /**
   * What a player is shown (the balance call's wallets, minor units) against the books, read while
   * none of its operations is in flight; a message when they differ.
   */
  compareShown(party: Party, shown: Map<string, number>): string | undefined;
  violation(message: string): void;
  progress?(done: number): void;
}

/** Per operation: keys applied, keys refused, and answers lost to a fault (no answer, or a 5xx). */
export type OpCounts = Record<OpName, { applied: number; refused: number; unknown: number }>;

/**
 * Runs the operations: keeps `window` chains open, draws the next batch of deliveries from all of
 * them at random (so duplicates of one request arrive together, apart, or after later requests),
 * sends each batch at once, and restarts the server after a batch in which it crashed. A stage is
 * decided when its last delivery is back: by its successful answers (which must agree), or as
 * refused when every delivery was; otherwise it is sent again, like a client retrying.
 */
export async function runScheduler(ctx: SchedulerContext, options: SchedulerOptions) {
  const plan = ctx.random.fork('plan');
  const order = ctx.random.fork('order');
  const faultStreams = ctx.random.fork('faults');
  const ops = {} as OpCounts;
  const tally = (op: OpName, key: 'applied' | 'refused' | 'unknown') =>
    ((ops[op] ??= { applied: 0, refused: 0, unknown: 0 })[key] += 1);
  const stats = {
    operations: 0,
    chains: 0,
    deliveries: 0,
    retries: 0,
    reads: 0,
    checkedReads: 0,
    unknown: 0,
  };
  const pool: InFlight[] = [];
  let open = 0;
  /** Chains in flight by player: a player with none has books that are final, for now. */
  const busy = new Map<Party, number>();
  const hold = (players: readonly Party[], by: number) => {
    for (const p of players) busy.set(p, (busy.get(p) ?? 0) + by);
  };
  const finish = (flight: InFlight) => {
    open--;
    hold(flight.players, -1);
  };

  const enqueue = (stage: Stage, players: readonly Party[]) => {
    stats.operations++;
    const flight: InFlight = {
      stage,
      players,
      outstanding: stage.deliveries,
      verdicts: [],
      servers: [],
      retries: 0,
    };
    for (let i = 0; i < stage.deliveries; i++) pool.push(flight);
  };

  function decide(flight: InFlight) {
    const { stage, verdicts } = flight;
    const done = verdicts.flatMap((v) => (v.kind === 'done' ? [v.value] : []));
    const stale =
      stage.askAgainAfterRestart &&
      !verdicts.some((v, i) => v.kind === 'done' && flight.servers[i] === ctx.server());
    for (const v of verdicts)
      if (v.kind === 'wrong') ctx.violation(`${stage.op} ${stage.key}: unexpected answer ${v.message}`);
    if (done.length > 0 && !stale) {
      const said = new Set(done.map((value) => stage.identity(value)));
      if (said.size > 1)
        ctx.violation(`${stage.op} ${stage.key}: one key, different results: ${[...said].join(' / ')}`);
      tally(stage.op, 'applied');
      const next = stage.done(stage.final ? stage.final(done) : done[0]!);
      if (next) enqueue(next, flight.players);
      else finish(flight);
    } else if (verdicts.every((v) => v.kind === 'refused') || verdicts.some((v) => v.kind === 'wrong')) {
      tally(stage.op, 'refused');
      finish(flight);
    } else if (flight.retries >= options.maxRetries) {
      ctx.violation(`${stage.op} ${stage.key}: no answer after ${flight.retries} retries`);
      finish(flight);
    } else {
      // Unknown: the work may be done. Ask again, alone, until an answer comes.
      flight.retries++;
      stats.retries++;
      flight.verdicts = [];
      flight.servers = [];
      flight.outstanding = 1;
      pool.push(flight);
    }
  }

  async function deliver(flight: InFlight) {
    const server = ctx.server();
    const answer = await withFaults(faultStreams.fork(stats.deliveries++), () => flight.stage.send(server));
    const verdict = flight.stage.read(answer);
    if (verdict.kind === 'unknown') {
      stats.unknown++;
      tally(flight.stage.op, 'unknown');
    }
    flight.verdicts.push(verdict);
    flight.servers.push(server);
    if (--flight.outstanding === 0) decide(flight);
  }

  /**
   * A balance read, as the portal's header makes them: it fills the server's balance cache, which
   * every later movement must invalidate. A player with nothing in flight must be shown its books.
   */
  async function read(party: Party) {
    const server = ctx.server();
    const idle = !busy.get(party);
    stats.reads++;
    const answer = await withFaults(faultStreams.fork(`read:${stats.reads}`), () =>
      server.api(contract.balance, {}, party.token),
    );
    const wallets = shownWallets(answer);
    if (!idle || !wallets || busy.get(party)) return;
    stats.checkedReads++;
    const differs = ctx.compareShown(party, wallets);
    if (differs) ctx.violation(`balance shown to ${party.username} mid-run: ${differs}`);
  }

  let reported = 0;
  let nextRelaunch = options.relaunchEvery;
  let nextWhistle = options.whistleEvery;
  let nextTables = options.tableEvery;
  for (;;) {
    // Past a quiet point, no chain starts until every open one is done.
    const quieting =
      stats.operations >= Math.min(nextRelaunch, nextWhistle, nextTables) &&
      stats.operations < options.operations;
    if (quieting && open === 0) {
      // A whistle ends the tables' rounds too.
      if (stats.operations >= nextWhistle) {
        await ctx.whistle();
        nextWhistle += options.whistleEvery;
      } else if (stats.operations >= nextTables) await ctx.endRounds();
      while (nextTables <= stats.operations) nextTables += options.tableEvery;
      if (stats.operations >= nextRelaunch) {
        await ctx.relaunch();
        nextRelaunch += options.relaunchEvery;
      }
      continue;
    }
    while (!quieting && open < options.window && stats.operations < options.operations) {
      const chain = planChain(plan, ctx.parties, stats.chains++);
      const players = chain.kind === 'transfer' ? [chain.party, chain.to] : [chain.party];
      open++;
      hold(players, 1);
      enqueue(firstStage(chain, ctx.books, ctx.tableGames), players);
    }
    if (pool.length === 0) break;
    const batch: Promise<void>[] = [];
    while (batch.length < options.batch && pool.length > 0) batch.push(deliver(order.take(pool)));
    // A player with nothing in flight is checked against the books; any other read fills the cache.
    const idle = ctx.parties.filter((p) => !busy.get(p));
    if (idle.length > 0) batch.push(read(order.pick(idle)));
    if (order.chance(options.readShare)) batch.push(read(order.pick(ctx.parties)));
    if (ctx.duringBatch) batch.push(ctx.duringBatch());
    await Promise.all(batch);
    if (ctx.faulty.crashed()) await ctx.restart();
    if (ctx.progress && stats.operations - reported >= options.operations / 10) {
      reported = stats.operations;
      ctx.progress(stats.operations);
    }
  }
  return { ...stats, ops };
}

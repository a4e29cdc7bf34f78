import type { Database } from '../../sandbox/core/db/database';
import { createBooks } from './books';
import { createFaultyDatabase, noFaults, type FaultCounts, type FaultRates } from './faulty-database';
import { ledgerViolations } from './invariants';
import { random } from './prng';
import { postgresServers, type PostgresServers } from './postgres-servers';
import { relaunchAll } from './relaunch';
import { differsFromBooks, reconcile, snapshot } from './reconcile';
import { runScheduler, type OpCounts, type SchedulerOptions } from './scheduler';
import { seededOutcomes, startServer, type SimServer } from './server';
import { catalogueGame } from './game-pages';
import { roundsLeftLive } from './live-rounds';
import {
  createTableClock,
  noTableCounts,
  resolveAtRestart,
  settleTables,
  type TableCounts,
} from './table-settlement';
import { TABLE_SETTLEMENT_FAULTS, TABLE_TIMING } from './live-tables';
import { collectSportBets, kickOff, moveClockTo, runStart, SPORT_TIMING, whistle } from './sport-whistle';
import { buildWorld } from './world';

/**
 * The ledger simulation (beyond SPEC): operations from many players, each delivered one to three
 * times out of order, with the database connection dropped at random statements and the server
 * killed and restarted, then the ledger's laws and the client's books checked against the
 * database. The seed decides the operations, their deliveries and where the faults strike.
 */
export interface SimulationOptions {
  readonly seed: number;
  readonly operations: number;
  /** Members registered under the three demo agents (who play too). */
  readonly members?: number;
  readonly faults?: Partial<FaultRates>;
  /** The rates in the sportsbook's settlement transactions (sport-whistle.ts); SETTLEMENT_FAULTS by default. */
  readonly settlementFaults?: Partial<FaultRates>;
  /** The rates in the live tables' settlement transactions (live-tables.ts); TABLE_SETTLEMENT_FAULTS by default. */
  readonly tableFaults?: Partial<FaultRates>;
  readonly scheduler?: Partial<Omit<SchedulerOptions, 'operations'>>;
  /** A migrated, seeded database the run may change; closed at the end. */
  openDatabase(): Promise<Database>;
  /**
   * That database's URL when it is a PostgreSQL server's: each simulated server then opens a pool
   * of its own, and the killer ends its backends for real (postgres-servers.ts).
   */
  readonly postgresUrl?: string;
  /** On PostgreSQL, the chance per batch that the killer ends one of the server's backends. */
  readonly killRate?: number;
  /** How to run this seed again, for the failure message. */
  readonly reproduce: string;
  log?(line: string): void;
}

/**
 * Rates per statement and per transaction. A delivery sends ~8 statements in ~1 transaction, so
 * (as measured over 100,000 operations) about one delivery in fourteen meets a fault, one in
 * thirty loses the answer to work that was done, and the server crashes about once every four
 * thousand deliveries.
 */
export const DEFAULT_FAULTS: FaultRates = {
  beforeStatement: 0.003,
  beforeCommit: 0.01,
  afterCommit: 0.01,
  crash: 0.00003,
};

/**
 * Rates in the transactions that settle sports bets. A whistle's bets settle in one transaction (of
 * up to a hundred bets), a few times a run, so at the run's rates one such batch in twenty would
 * meet a fault. These are far higher: about three batches in four fail, and their bets go one by
 * one, where more faults strike (before a statement, before COMMIT, after it with the answer lost,
 * a crash and a restart) until every bet is settled. The reads' other statements keep the run's.
 */
export const SETTLEMENT_FAULTS: FaultRates = {
  beforeStatement: 0.05,
  beforeCommit: 0.3,
  afterCommit: 0.3,
  crash: 0.02,
};

export interface SimulationReport {
  seed: number;
  operations: number;
  chains: number;
  deliveries: number;
  retries: number;
  unknownAnswers: number;
  balanceReads: number;
  /** Reads of players with nothing in flight, compared with the books then and there. */
  checkedReads: number;
  faults: FaultCounts & { total: number };
  /** On PostgreSQL: backends ended by the killer mid-batch, and by crashes (0 on PGlite). */
  backendsKilled: { killed: number; crashKilled: number };
  database: Database['kind'];
  /** SQL statements and transactions the servers sent through the faulty connections. */
  statements: number;
  transactions: number;
  restarts: number;
  /** Quiet points at which the players opened their games again, and the deposits that took. */
  relaunches: number;
  topUps: number;
  /**
   * Crash and baccarat bets (live-tables.ts): settled at the quiet points with the clock held, by
   * hand cash-outs and page reads under faults, or refunded by the process after a restart.
   */
  tables: Omit<TableCounts, 'faults'> & { faults: FaultCounts & { total: number } };
  /** Sports bets by how they ended, and the final whistles that ended their matches. */
  sportBets: { settled: number; refunded: number; acrossRestart: number; whistles: number };
  /**
   * The page reads that settled them, under faults (sport-whistle.ts): those that failed and were
   * sent again, the restarts after a crash among them, and the settlement's transactions (the
   * sweeps the reads joined) with the faults that struck them.
   */
  settlement: {
    reads: number;
    failedReads: number;
    restarts: number;
    transactions: number;
    faults: FaultCounts & { total: number };
  };
  ops: OpCounts;
  conservation: { before: number; after: number; expected: number };
  postings: number;
  violations: string[];
  /** The whole run, and its operations alone (without seeding, players and checks). */
  seconds: number;
  runSeconds: number;
  reproduce: string;
}

/** The games' timing in a run: the live tables' windows, the sportsbook's on whole minutes. */
const TIMING = { ...TABLE_TIMING, sportTiming: SPORT_TIMING };
/** Game pages live two hours of the sandbox's clock: whistles that aged them an hour reopen them. */
const PAGE_AGE_MS = 60 * 60 * 1000;

export async function runSimulation(options: SimulationOptions): Promise<SimulationReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  log(`ledger simulation: seed ${options.seed}, ${options.operations} operations (${options.reproduce})`);
  const real = await options.openDatabase();
  // The sandbox logs each round it refunds with the cause, and the pool each connection that
  // failed (postgres.ts): the faults injected here, and the backends the killer ended, are expected.
  const expected =
    /injected by the ledger simulation|administrator command|terminated unexpectedly|not queryable|ECONNRESET/;
  const quiet =
    (log: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!expected.test(args.map(String).join(' '))) log(...args);
    };
  const error = console.error;
  const warn = console.warn;
  console.error = quiet(error);
  console.warn = quiet(warn);
  const faulty = createFaultyDatabase(real, { ...DEFAULT_FAULTS, ...options.faults });
  const servers: PostgresServers | undefined = options.postgresUrl
    ? postgresServers(options.postgresUrl, real, random(options.seed).fork('kills'), options.killRate ?? 0.02)
    : undefined;
  /** A new server process's connection: its own pool on PostgreSQL, the run's database on PGlite. */
  const connect = async () => faulty.connect(servers ? await servers.open() : real);
  // One stream for the whole run, across restarts, as the seed's other draws.
  const gameSeeds = seededOutcomes(random(options.seed).fork('outcomes'));
  let server: SimServer | undefined;
  try {
    faulty.setEnabled(false);
    server = await startServer(await connect(), gameSeeds, TIMING);
    // A fixed moment, so that the sportsbook's board is the seed's, not the day's (sport-whistle.ts).
    await moveClockTo(server, runStart());
    const parties = await buildWorld(server, real, options.members ?? 45);
    const now = () => server!.instance.sandbox.now().getTime();
    let pagesOpenedAt = now();
    const before = await snapshot(real, parties);
    log(`  ${parties.length} players ready after ${Math.round(performance.now() - started) / 1000} s`);
    const running = performance.now();
    const books = createBooks();
    const violations: string[] = [];
    let restarts = 0;
    let relaunches = 0;
    let topUps = 0;
    const tableGames = {
      crashMin: (await catalogueGame(server, 'crash')).min_bet,
      baccaratMin: (await catalogueGame(server, 'baccarat')).min_bet,
    };
    const tables = noTableCounts();
    // The sandbox's clock as the live tables' settlement holds it, given to every new process.
    const tableClock = createTableClock();
    /** A new process on the same database; the bets the last one left open are refunded first. */
    const startAgain = async () => {
      // A sports bet pending now must settle all the same, by the next process (migration 039).
      for (const bet of books.openBets) bet.restarted = true;
      await server!.close();
      server = await startServer(await connect(), gameSeeds, TIMING);
      tableClock.apply(server);
      await resolveAtRestart(server, real, books, tables, tableClock.decided, violations);
    };
    const relaunch = async () => {
      // A member with a round open can open no game: the bets go back first, as at a deploy.
      if (books.tableBets.length) await startAgain();
      const { topUps: given, problems } = await relaunchAll(server!, parties, books, topUps);
      pagesOpenedAt = now();
      topUps += given;
      relaunches++;
      violations.push(...problems);
    };
    /** A crashed process is replaced: it is gone before a new one opens the same database. */
    const restart = async () => {
      faulty.restarted();
      await servers?.crash();
      await startAgain();
      restarts++;
    };
    const sportBets = { settled: 0, refunded: 0, acrossRestart: 0, whistles: 0 };
    const settlement = { reads: 0, failedReads: 0, restarts: 0, transactions: 0, faults: noFaults() };
    // The settlement's own stream: its reads draw no fault of the scheduler's deliveries.
    const settlementFaults = random(options.seed).fork('settlement');
    const tableFaults = random(options.seed).fork('tables');
    let quietPoints = 0;
    /** The live tables' bets settle with the clock held (table-settlement.ts). */
    const endRounds = async () => {
      await settleTables({
        server: () => server!,
        books,
        faulty,
        clock: tableClock,
        faults: tableFaults.fork(quietPoints++),
        rates: { ...TABLE_SETTLEMENT_FAULTS, ...options.tableFaults },
        counts: tables,
        restart,
        violation: (message) => violations.push(message),
      });
    };
    /**
     * The live tables' rounds end, then the matches bet on so far, the pages open again if the
     * clock aged them, and the players' reads settle the bets under faults (sport-whistle.ts).
     */
    const endMatches = async () => {
      await endRounds();
      await whistle(server!);
      sportBets.whistles++;
      if (now() - pagesOpenedAt > PAGE_AGE_MS) await relaunch();
      const counts = await collectSportBets({
        server: () => server!,
        books,
        faulty,
        faults: settlementFaults.fork(sportBets.whistles),
        rates: { ...SETTLEMENT_FAULTS, ...options.settlementFaults },
        restart,
        violation: (message) => violations.push(message),
      });
      sportBets.settled += counts.settled;
      sportBets.refunded += counts.refunded;
      sportBets.acrossRestart += counts.acrossRestart;
      settlement.reads += counts.reads;
      settlement.failedReads += counts.failedReads;
      settlement.restarts += counts.restarts;
      settlement.transactions += counts.transactions;
      for (const kind of Object.keys(counts.faults) as (keyof FaultCounts)[])
        settlement.faults[kind] += counts.faults[kind];
    };
    // The board holds still for a minute from here (sport-whistle.ts).
    await kickOff(server);
    faulty.setEnabled(true);
    const stats = await runScheduler(
      {
        random: random(options.seed),
        parties,
        books,
        tableGames,
        faulty,
        server: () => server!,
        restart,
        relaunch,
        whistle: endMatches,
        endRounds: async () => {
          await endRounds();
          if (now() - pagesOpenedAt > PAGE_AGE_MS) await relaunch();
        },
        duringBatch: servers ? () => servers.duringBatch() : undefined,
        violation: (message) => violations.push(message),
        compareShown: (party, shown) => differsFromBooks(before, books, party, shown),
        progress: (done) =>
          log(`  ${done} operations, ${restarts} restarts, ${violations.length} violations`),
      },
      {
        operations: options.operations,
        window: 48,
        batch: 12,
        maxRetries: 40,
        readShare: 0.6,
        relaunchEvery: 10_000,
        whistleEvery: 250,
        tableEvery: 20,
        ...options.scheduler,
        ...schedulerFromEnv(),
      },
    );
    // A run restarts once at its end (as at a deploy), so the refund of the crash and baccarat bets
    // still riding is checked; and so is the settlement of the sports bets still pending, by the
    // process after the restart, under faults as every settlement.
    if (books.tableBets.length || books.openBets.length) await startAgain();
    await endMatches();
    faulty.setEnabled(false);
    const runSeconds = Math.round((performance.now() - running) / 100) / 10;
    log(`  operations done in ${runSeconds} s; checking`);
    violations.push(...(await ledgerViolations(real)), ...(await roundsLeftLive(real)));
    const checked = await reconcile(real, books, before, parties, server);
    violations.push(...checked.violations);
    const { retries, reads, checkedReads, unknown, ops, chains, deliveries, operations } = stats;
    const backendsKilled = { ...(servers?.counts ?? { killed: 0, crashKilled: 0 }) };
    const total = Object.values(faulty.counts).reduce((a, b) => a + b, 0) + backendsKilled.killed;
    return {
      seed: options.seed,
      operations,
      chains,
      deliveries,
      retries,
      unknownAnswers: unknown,
      balanceReads: reads,
      checkedReads,
      faults: { ...faulty.counts, total },
      backendsKilled,
      database: real.kind,
      ...faulty.traffic,
      restarts,
      relaunches,
      topUps,
      tables: {
        ...tables,
        faults: { ...tables.faults, total: Object.values(tables.faults).reduce((a, b) => a + b, 0) },
      },
      sportBets,
      settlement: {
        ...settlement,
        faults: { ...settlement.faults, total: Object.values(settlement.faults).reduce((a, b) => a + b, 0) },
      },
      ops,
      conservation: checked.conservation,
      postings: checked.postings,
      violations,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      runSeconds,
      reproduce: options.reproduce,
    };
  } finally {
    await server?.close();
    await servers?.close();
    await real.close();
    console.error = error;
    console.warn = warn;
  }
}

/**
 * SIM_BATCH=1 sends one delivery at a time (still out of order, retried, under the same faults):
 * the run is then exactly the same every time for its seed, on PGlite, which is how a failure
 * found with concurrent batches is replayed step by step (replay.test.ts proves it). Concurrent
 * batches reproduce the operations, the deliveries' order, the faults and the games' outcomes, but
 * not how the server interleaves them.
 */
export function schedulerFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<SchedulerOptions> {
  const batch = Number(env.SIM_BATCH);
  return Number.isSafeInteger(batch) && batch > 0 ? { batch } : {};
}

/** The report as a few lines for a log. */
export function describe(report: SimulationReport): string {
  const ops = Object.entries(report.ops)
    .map(([op, n]) => `${op} ${n.applied}/${n.applied + n.refused}${n.unknown ? ` (${n.unknown} lost)` : ''}`)
    .join(', ');
  const { faults } = report;
  return [
    `${report.database}, seed ${report.seed}: ${report.operations} operations in ${report.chains} chains, ${report.deliveries} deliveries ` +
      `(${report.retries} retries after ${report.unknownAnswers} unknown answers), ${report.balanceReads} balance reads (${report.checkedReads} checked), ` +
      `${report.runSeconds} s (${report.seconds} s with setup and checks)`,
    `faults: ${faults.total} in ${report.statements} statements and ${report.transactions} transactions ` +
      `(${faults.beforeStatement} before a statement, ${faults.beforeCommit} before COMMIT, ` +
      `${faults.afterCommit} after COMMIT, ${faults.crash} crashes` +
      (report.database === 'postgres'
        ? `, ${report.backendsKilled.killed} backends ended mid-batch by pg_terminate_backend`
        : '') +
      `), ${report.restarts} restarts` +
      (report.database === 'postgres'
        ? ` (${report.backendsKilled.crashKilled} backends ended with them)`
        : '') +
      '; ' +
      `games opened again ${report.relaunches} times (${report.topUps} top-up deposits); ` +
      `crash and baccarat bets: ${report.tables.settled} settled (${report.tables.won} paid: ` +
      `${report.tables.cashedOut} cashed out by hand, ${report.tables.autoCashedOut} at their auto cash-out; ` +
      `${report.tables.byHand} hand cash-outs, ${report.tables.withAuto} with an auto cash-out), ` +
      `${report.tables.refundedAtRestart} refunded at a restart (${report.tables.refundedDecided} of them decided), ` +
      `${report.tables.settledBeforeRestart} found settled by the next process; ${report.tables.requests} settlement requests ` +
      `(${report.tables.failedRequests} failed, ${report.tables.restarts} restarts), ` +
      `${report.tables.faults.total} faults in their ${report.tables.transactions} transactions; ` +
      `sports bets: ${report.sportBets.settled} settled, ${report.sportBets.refunded} refunded at ` +
      `${report.sportBets.whistles} final whistles, ${report.sportBets.acrossRestart} of them pending across a restart; ` +
      `settled by ${report.settlement.reads} page reads under faults (${report.settlement.failedReads} failed and sent again), ` +
      `${report.settlement.faults.total} faults in their ${report.settlement.transactions} settlement transactions ` +
      `(${report.settlement.faults.beforeStatement} before a statement, ` +
      `${report.settlement.faults.beforeCommit} before COMMIT, ${report.settlement.faults.afterCommit} after COMMIT, ` +
      `${report.settlement.faults.crash} crashes: ${report.settlement.restarts} restarts)`,
    `applied/sent (answers lost to faults): ${ops}`,
    `money outside the house: ${report.conservation.before} -> ${report.conservation.after} (expected ${report.conservation.expected}); ${report.postings} postings`,
    `violations: ${report.violations.length}${report.violations.length ? `\n  ${report.violations.slice(0, 20).join('\n  ')}` : ''}`,
  ].join('\n');
}

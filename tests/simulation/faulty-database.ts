import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable } from '../../sandbox/core/db/database';
import type { Random } from './prng';

/**
 * The sandbox's database seen through a connection that fails the way real ones do. Every fault
 * is a dropped connection (SQLSTATE 08006): the statement never reached the server, or the
 * transaction rolled back because COMMIT was never sent, or — the nasty case — COMMIT ran and
 * only the answer was lost, so the caller sees an error for work that is done. A crash kills the
 * whole server: every statement in flight on it fails, and the simulation starts a new one.
 */
export interface FaultRates {
  /** Per statement: the connection drops before the statement reaches the database. */
  beforeStatement: number;
  /** Per transaction: the connection drops just before COMMIT, so all of it rolls back. */
  beforeCommit: number;
  /** Per committed transaction or statement: the work is done, the answer never arrives. */
  afterCommit: number;
  /** Per statement: the server process dies here. */
  crash: number;
}

export type FaultCounts = Record<keyof FaultRates, number>;

/**
 * Which fault stream a statement draws from: the delivery it runs for. Keyed by delivery rather
 * than drawn in arrival order, a delivery meets the same faults at the same statements however
 * the event loop interleaves it with the others. Code outside deliveries (setup, the sandbox's
 * background sweepers, the final checks) runs without faults.
 */
const scope = new AsyncLocalStorage<{ faults: Random; transactions?: TransactionFaults }>();

/**
 * Where the work's transactions meet faults of their own: the sportsbook's settlement, which a
 * page read runs in one or a few transactions (sport-whistle.ts), meets them at `rates`, far above
 * the run's, and they are counted in `tally`. The work's other statements meet the run's rates.
 */
export interface TransactionFaults {
  readonly rates: FaultRates;
  readonly tally: { faults: FaultCounts; transactions: number };
}

/** Runs one delivery with its own fault stream (and its transactions' own rates, when given). */
export const withFaults = <T>(
  faults: Random,
  work: () => Promise<T>,
  transactions?: TransactionFaults,
): Promise<T> => scope.run({ faults, transactions }, work);

/** A count of faults by kind, all at zero. */
export const noFaults = (): FaultCounts => ({
  beforeStatement: 0,
  beforeCommit: 0,
  afterCommit: 0,
  crash: 0,
});

/**
 * Runs work inside a delivery without faults, and whatever it starts that outlives it: for a
 * request whose statements depend on the wall clock rather than on the seed (see sport-bets.ts).
 */
export const withoutFaults = <T>(work: () => Promise<T>): Promise<T> => scope.exit(work);

/**
 * Statements sent or not by the wall clock, not by the seed: a session's last call is written at
 * most once a minute of the sandbox's clock, which runs with the wall clock between the whistles
 * that move it (sport-whistle.ts). They draw no fault, so that whether one is sent leaves the
 * delivery's fault stream where it was (replay.test.ts). They move no money.
 */
const CLOCKED = /^\s*update sessions set last_seen_at\b/;

const lost = (where: string) =>
  Object.assign(new Error(`connection lost ${where} (injected by the ledger simulation)`), { code: '08006' });

export function createFaultyDatabase(real: Database, rates: FaultRates) {
  const counts = noFaults();
  /** Statements sent through the faulty connections (faults or not): the run's size in SQL. */
  const traffic = { statements: 0, transactions: 0 };
  let enabled = true;
  let crashed = false;
  /** The server generation now connected; a crash ends it. */
  let current = { dead: false };

  /** Whether a fault of `kind` strikes here; `inTransaction`: in a transaction, or at its COMMIT. */
  function roll(kind: keyof FaultRates, inTransaction: boolean): boolean {
    const delivery = scope.getStore();
    if (!enabled || !delivery) return false;
    const own = inTransaction ? delivery.transactions : undefined;
    if (!delivery.faults.chance((own?.rates ?? rates)[kind])) return false;
    counts[kind]++;
    if (own) own.tally.faults[kind]++;
    return true;
  }

  /**
   * One server's connection: it dies with its server, and every later call on it fails. `db` is
   * that server's own pool where it has one (PostgreSQL); by default the run's database.
   */
  function connect(db: Database = real): Database {
    const generation = { dead: false };
    current = generation;
    const alive = (where: string) => {
      if (generation.dead) throw lost(`${where}: the server is gone`);
    };
    /** The checks every statement passes, in or out of a transaction. */
    const beforeStatement = (sql: string, inTransaction: boolean) => {
      traffic.statements++;
      alive('before the statement');
      if (CLOCKED.test(sql)) return;
      if (roll('crash', inTransaction)) {
        generation.dead = true;
        crashed = true;
        throw lost('at a crash of the server');
      }
      if (roll('beforeStatement', inTransaction)) throw lost('before the statement');
    };
    const inTransaction = (tx: Queryable): Queryable => ({
      async query<T>(sql: string, params?: unknown[]) {
        beforeStatement(sql, true);
        return tx.query<T>(sql, params);
      },
    });
    return {
      kind: real.kind,
      async query<T>(sql: string, params?: unknown[]) {
        beforeStatement(sql, false);
        const rows = await db.query<T>(sql, params);
        alive('after the statement ran');
        if (!CLOCKED.test(sql) && roll('afterCommit', false)) throw lost('after the statement ran');
        return rows;
      },
      async exec(sql) {
        alive('before exec');
        await db.exec(sql);
      },
      async transaction(fn) {
        traffic.transactions++;
        const own = scope.getStore()?.transactions;
        if (own && enabled) own.tally.transactions++;
        alive('before BEGIN');
        const result = await db.transaction(async (tx) => {
          const value = await fn(inTransaction(tx));
          // A dead server never sends COMMIT: the database rolls the transaction back.
          alive('before COMMIT');
          if (roll('beforeCommit', true)) throw lost('before COMMIT');
          return value;
        });
        alive('after COMMIT');
        if (roll('afterCommit', true)) throw lost('after COMMIT');
        return result;
      },
      // The simulation owns the real database; a server closing only hangs up its connection.
      async close() {
        generation.dead = true;
      },
    };
  }

  return {
    connect,
    counts,
    traffic,
    /** True once a crash happened since the last restart. */
    crashed: () => crashed,
    /** Called by the restart: the crashed server is gone, a new one connects. */
    restarted() {
      current.dead = true;
      crashed = false;
    },
    /** Faults off for the end of a run (and on again), so every operation can reach an answer. */
    setEnabled(on: boolean) {
      enabled = on;
    },
  };
}

export type FaultyDatabase = ReturnType<typeof createFaultyDatabase>;

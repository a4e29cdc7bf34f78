import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../sandbox/core/db/database';
import { openPostgres } from '../../sandbox/core/db/postgres';
import type { Random } from './prng';

/**
 * The simulation on a real PostgreSQL server, where faults are real too. Each simulated server
 * process gets a pool of its own, named in pg_stat_activity. While a batch is in flight, the
 * killer ends one backend of the running server at a random moment (pg_terminate_backend): a
 * statement dies half-way, a transaction rolls back in the database, or an idle connection is
 * gone when the next one takes it. A crash ends every backend of the dead server before its
 * successor connects, as the database sees a process that died: its open transactions roll back.
 * The moments are drawn from the seed, but where a kill lands depends on the server's timing, so
 * on PostgreSQL a seed replays the operations and the fault schedule, not every interleaving.
 */
export interface PostgresServers {
  /** A new server's pool (the previous one is gone). */
  open(): Promise<Database>;
  /** The running server died: every backend of its pool ends now. */
  crash(): Promise<void>;
  /** Run beside every batch: with the kill rate's chance, ends one backend of the running server. */
  duringBatch(): Promise<void>;
  /** Backends ended by the killer, and by crashes. */
  readonly counts: { killed: number; crashKilled: number };
  close(): Promise<void>;
}

export function postgresServers(
  url: string,
  /** The run's own connection (setup and checks), which the killer never ends. */
  admin: Database,
  random: Random,
  killRate: number,
): PostgresServers {
  const counts = { killed: 0, crashKilled: 0 };
  let generation = 0;
  let pool: Database | undefined;
  const name = (g: number) => `croupier-sim-${process.pid}-${g}`;

  const backends = (g: number) =>
    admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1 order by pid',
      [name(g)],
    );
  const terminate = async (pid: number) =>
    (await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [pid]))[0]?.ended ===
    true;

  async function retire(g: number, dying: Database | undefined) {
    for (const { pid } of await backends(g)) if (await terminate(pid)) counts.crashKilled++;
    // Its clients already failed; ending the pool only lets go of what is left.
    await dying?.close().catch(() => undefined);
  }

  return {
    counts,
    async open() {
      pool = await openPostgres(url, { applicationName: name(++generation) });
      return pool;
    },
    async crash() {
      await retire(generation, pool);
      pool = undefined;
    },
    async duringBatch() {
      if (!random.chance(killRate)) return;
      // Somewhere inside the batch: before, during or between its statements.
      await sleep(random.int(0, 12));
      const running = await backends(generation);
      if (running.length === 0) return;
      if (await terminate(random.pick(running).pid)) counts.killed++;
    },
    async close() {
      await retire(generation, pool);
    },
  };
}

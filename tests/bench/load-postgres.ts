import type { Measure } from './budgets';
import { ensurePostgres, INSTALL_HELP, startPostgres } from '../../scripts/postgres-server.mjs';
import { loadMeasures } from './load-players';
import { startFresh } from './server';

/**
 * The load run again with the sandbox on Debian's PostgreSQL (DATABASE_URL), the documented path
 * for more than one machine's worth of players: PGlite answers one query at a time, PostgreSQL
 * runs the pool's ten connections side by side. The server is started here in a temporary folder
 * and its database is created empty, so the sandbox migrates and seeds it as on a first start.
 */
export async function postgresLoadMeasures(port = 18356): Promise<Measure[]> {
  const bin = ensurePostgres();
  if (!bin) {
    console.log(`load on PostgreSQL skipped: ${INSTALL_HELP}`);
    return [];
  }
  const server = await startPostgres(bin);
  try {
    const url = new URL(server.url);
    url.pathname = '/postgres';
    return await loadMeasures(port, {
      where: 'on PostgreSQL',
      start: (at, env) => startFresh(at, { ...env, DATABASE_URL: url.toString() }),
    });
  } finally {
    server.stop();
  }
}

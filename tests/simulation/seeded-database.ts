import { openMemoryPglite } from '../../sandbox/core/db/pglite';
import { migrate } from '../../sandbox/core/db/migrate';
import { prepareSeedSecrets, seedIfEmpty } from '../../sandbox/tools/seed';
import { TEST_SCRYPT_LOG_N } from '../setup/sandbox-snapshot';

/**
 * A freshly seeded database in memory, for runs outside Vitest (the bench, the command line).
 * In memory rather than on disk: a restart here replaces the server process, not the database
 * server, which is what a crashed Node process meets in production (PostgreSQL stays up), and an
 * on-disk PGlite would spend the run's time in file writes instead of in the ledger's code.
 */
export async function seededDatabase() {
  const db = await openMemoryPglite();
  await migrate(db);
  await seedIfEmpty(db, { secrets: () => prepareSeedSecrets(TEST_SCRYPT_LOG_N), now: new Date() });
  return db;
}

import { configFromEnv } from '../../sandbox/core/config';
import { createSandbox } from '../../sandbox/app';
import { accountIdOf } from '../../sandbox/tools/seed/seed-repository';
import { seedRoundsForBench } from '../../sandbox/platform/records';

/**
 * `DATA_DIR=<dir> tsx tests/bench/records-seed.ts <username> <rounds>`: creates and seeds the
 * sandbox's database in DATA_DIR, gives the member that many settled rounds spread over the last
 * 29 × 24 hours (so all of them fall in the records' "30 days", today and the 29 GMT+8 days before,
 * whatever the hour), with their bets and wins on the ledger, and exits. Run before the server opens the folder: the
 * seeder writes in bulk, behind the sandbox's balance cache.
 */
const [username = 'demomember', rounds = '100000'] = process.argv.slice(2);
const instance = await createSandbox(configFromEnv());
try {
  const started = performance.now();
  const seeded = await seedRoundsForBench(
    instance.sandbox.db,
    await accountIdOf(instance.sandbox.db, username),
    Number(rounds),
    { days: 29 },
  );
  console.log(`seeded ${seeded.rounds} rounds in ${Math.round(performance.now() - started)} ms`);
} finally {
  await instance.close();
}

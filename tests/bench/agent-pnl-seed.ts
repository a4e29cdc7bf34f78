import { configFromEnv } from '../../sandbox/core/config';
import { createSandbox } from '../../sandbox/app';
import { seedTeamForBench } from '../../sandbox/platform/agents';

/**
 * `DATA_DIR=<dir> tsx tests/bench/agent-pnl-seed.ts <rounds>`: creates and seeds the sandbox's
 * database in DATA_DIR, adds the bench's master agent `benchmaster` (password Demo2026) with 1,000
 * downlines and that many settled rounds over the last 30 days, prints what it wrote as one JSON
 * line, and exits. Run before the server opens the folder.
 */
const [rounds = '1000000'] = process.argv.slice(2);
const config = configFromEnv();
const instance = await createSandbox(config);
try {
  const seeded = await seedTeamForBench(instance.sandbox.db, {
    password: 'Demo2026',
    scryptLogN: config.scryptLogN,
    rounds: Number(rounds),
  });
  console.log(JSON.stringify(seeded));
} finally {
  await instance.close();
}

import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliasEntries } from './scripts/path-aliases.mjs';

/**
 * How long a sandbox test may take before it counts as hung. A timeout finds hangs; speed is the
 * bench's to measure (npm run bench): on this 2-core machine a busy neighbour (a CI run, a build)
 * has made a 10 s ledger test take 31 s, and a test must not fail for that.
 */
const HANG_MS = 90_000;

/**
 * The database tests' settings: a hang limit, not a speed limit (HANG_MS), and modules shared.
 * They share each worker's module graph instead of importing the sandbox anew per
 * file (Vitest's default isolation): every file builds its own sandbox, database and clock through
 * `createSandbox`, and what the sandbox's modules keep is a pure cache (token hashes, artwork) or
 * keyed by the sandbox instance (WeakMaps). Importing it all again was 231 s of the unit step's
 * worker time and 180 s of the postgres step's. The run that proved it shuffled the
 * files (`--sequence.shuffle.files`) and passed. The `sdk` and `ui` projects stay isolated: some of
 * their modules keep state on purpose (lazy art's one observer per page, injected styles), and with
 * shared modules a shuffled run failed when another file's stub had built that observer; isolation
 * there costs about 25 s.
 */
const DATABASE_TESTS = { isolate: false, testTimeout: HANG_MS, hookTimeout: 2 * HANG_MS };

/**
 * The tests that run a second time on a real PostgreSQL server (the `postgres` step of
 * scripts/test.mjs sets DATABASE_URL): every test that reaches the database, through the contract
 * harness or `openTestDatabase`. The `sandbox` project runs the same files on PGlite.
 */
const onPostgres = {
  include: [
    'tests/contract/**/*.test.ts',
    'sandbox/platform/ledger/**/*.test.ts',
    // The short ledger simulation, with backends ended for real (tests/simulation/postgres-servers.ts).
    'tests/simulation/ledger-simulation.test.ts',
  ],
  exclude: [
    ...configDefaults.exclude,
    // Tests the reference partner's own wallet (examples/partner-wallet, in memory): no database.
    'tests/contract/partner-wallet.test.ts',
  ],
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliasEntries() },
  test: {
    // One worker per core, not Vitest's default of one fewer: on this 2-core machine that ran the
    // whole suite in one worker (990 and 1,036 s in the last two CI runs); two took 773 s here.
    maxWorkers: availableParallelism(),
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      {
        // Pure SDK code runs in node; a file that needs a DOM says `// @vitest-environment jsdom`.
        extends: true,
        test: {
          name: 'sdk',
          environment: 'node',
          include: ['sdk/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['widgets/**/*.test.{ts,tsx}', 'host-site/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: [
            'sandbox/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/simulation/**/*.test.ts',
          ],
          globalSetup: ['tests/setup/sandbox-snapshot.ts'],
          ...DATABASE_TESTS,
        },
      },
      // Only with a server to run on: the default run stays on the embedded database.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                environment: 'node',
                ...onPostgres,
                globalSetup: ['tests/setup/postgres-templates.ts'],
                ...DATABASE_TESTS,
              },
            },
          ]
        : []),
    ],
  },
});

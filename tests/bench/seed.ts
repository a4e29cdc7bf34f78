import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Creates and seeds a fresh embedded database at the default (OWASP) scrypt cost; returns seconds. */
export function seedSeconds(): number {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'croupier-seed-')), 'db');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--seed-only'], {
    env: { ...process.env, DATA_DIR: dataDir, SANDBOX_SCRYPT_LOG_N: '17' },
    encoding: 'utf8',
  });
  const match = /ready in (\d+) ms \(seeded\)/.exec(result.stdout);
  if (!match) throw new Error(`seeding failed: ${result.stdout}${result.stderr}`);
  return Math.round(Number(match[1]) / 100) / 10;
}

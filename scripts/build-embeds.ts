import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Builds the script-tag bundles with rollup into dist/embed. */
export async function buildEmbeds() {
  rmSync('dist/embed', { recursive: true, force: true });
  const result = spawnSync('npx', ['rollup', '-c', 'rollup.config.mjs', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The script-tag bundles did not build');
}

import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = process.cwd();
const STAMP = join(ROOT, 'dist', '.build-stamp');

/** Inputs of the browser build: when any is newer than the last build, it is stale. */
const INPUTS = [
  'sdk',
  'widgets',
  'host-site/src',
  'host-site/public',
  'host-site/index.html',
  'vite.config.ts',
  'rollup.config.mjs',
  'package-lock.json',
  'examples',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

export function buildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'dist', 'host', 'index.html'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newest(join(ROOT, input)) > built);
}

/** Builds the host site (Vite) and the embeddable bundles (rollup). */
export async function build(): Promise<number> {
  const started = performance.now();
  const vite = await import('vite');
  await vite.build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  const { buildEmbeds } = await import('./build-embeds');
  await buildEmbeds();
  // The servers send these copies to browsers that accept them (host-site/server.ts).
  const { precompress } = await import('./precompress');
  for (const folder of ['host', 'embed']) precompress(join(ROOT, 'dist', folder));
  const docs = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'docs.ts')], {
    stdio: 'inherit',
  });
  if (docs.status !== 0) throw new Error('Generating the API references failed');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(STAMP, new Date().toISOString());
  return Math.round(performance.now() - started);
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Vite's build manifest (build.manifest): each chunk by the source it was built from, or by its
 * own file for a chunk of several sources (`name`: its group's, as vite.config.ts names it).
 */
export type Manifest = Readonly<
  Record<
    string,
    { file: string; name?: string; isEntry?: boolean; imports?: readonly string[]; css?: readonly string[] }
  >
>;

/** The manifest of the build in `hostDir`; undefined for a build without one. */
export function readManifest(hostDir: string): Manifest | undefined {
  const file = join(hostDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * Adds the chunk built from `key` and the chunks it imports (a preloaded module's imports are not
 * fetched with it) to `scripts`, and their style sheets to `styles`, as paths from the site's
 * root. The entry is left out: it is on its way already.
 */
export function addChunkClosure(manifest: Manifest, key: string, scripts: string[], styles: string[] = []) {
  const chunk = manifest[key];
  const file = chunk && `/${chunk.file}`;
  if (!chunk || chunk.isEntry || scripts.includes(file!)) return;
  scripts.push(file!);
  for (const sheet of chunk.css ?? []) if (!styles.includes(`/${sheet}`)) styles.push(`/${sheet}`);
  for (const next of chunk.imports ?? []) addChunkClosure(manifest, next, scripts, styles);
}

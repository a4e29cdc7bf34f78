import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, kbOf, type Measure } from './budgets';

const ASSETS = 'dist/host/assets';
const PAGES = 'host-site/src/app/pages.ts';

/**
 * A chunk and every chunk it imports statically (what must arrive before it runs). An import opens
 * the chunk, follows a statement, or its line: a chunk's first line is V8's compile hint
 * (scripts/compile-hints.mjs).
 */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(join(ASSETS, file))) return seen;
  seen.add(file);
  const source = readFileSync(join(ASSETS, file), 'utf8');
  for (const match of source.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+)["']/g))
    staticClosure(match[1]!, seen);
  return seen;
}

const kb = (files: Iterable<string>) =>
  kbOf([...files].reduce((n, f) => n + gzipSync(readFileSync(join(ASSETS, f)), { level: 9 }).length, 0));

/** The host site's entry chunks, from the built index.html. */
function entryClosure(): Set<string> {
  const html = readFileSync('dist/host/index.html', 'utf8');
  const seen = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*src="\/assets\/([^"]+\.js)"/g))
    staticClosure(match[1]!, seen);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g))
    staticClosure(match[1]!, seen);
  return seen;
}

/**
 * Each lazily loaded page of the host site (host-site/src/app/pages.ts): the bytes its chunk and
 * the chunks only it needs add to what the portal has already loaded (budget: a widget's 20 KB).
 * A page chunk is named after its module by Vite (`promotions-page-<hash>.js`).
 */
export function hostPageSizes(): Measure[] {
  const entry = entryClosure();
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const pages = [...readFileSync(PAGES, 'utf8').matchAll(/import\(['"]([^'"]+)['"]\)/g)].map((m) =>
    basename(m[1]!),
  );
  return pages.flatMap((page): Measure[] => {
    const chunk = files.find((f) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(f));
    if (!chunk || page === 'index') return [];
    return [
      {
        name: `host site: ${page} page chunk (beyond the first load)`,
        value: kb([...staticClosure(chunk)].filter((f) => !entry.has(f))),
        unit: 'KB gzip',
        budget: BUDGETS.widgetKb,
        kind: 'max',
      },
    ];
  });
}

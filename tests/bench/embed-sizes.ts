import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, type Measure } from './budgets';

const ROOT = 'dist/embed';

/** A chunk and every chunk it imports statically (what the browser must fetch before it runs). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(ROOT, file), 'utf8');
  for (const match of source.matchAll(/(?:^|[;}])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+)["']/g)) {
    staticClosure(join(dirname(file), match[1]!).replace(/^\.\//, ''), seen);
  }
  return seen;
}

const kb = (files: Iterable<string>) =>
  Math.round(
    ([...files].reduce((n, f) => n + gzipSync(readFileSync(join(ROOT, f)), { level: 9 }).length, 0) / 1024) *
      10,
  ) / 10;

/** DESIGN.md's script-tag budgets: the loader, the shared runtime, and each widget on top of it. */
export function embedSizes(): Measure[] {
  const runtime = staticClosure('runtime.js');
  const widget = (entry: string) => [...staticClosure(entry)].filter((f) => !runtime.has(f));
  return [
    {
      name: 'script-tag loader (croupier.js)',
      value: kb(['croupier.js']),
      unit: 'KB gzip',
      budget: BUDGETS.loaderKb,
      kind: 'max',
    },
    {
      name: 'script-tag shared runtime (preact/compat, signals, SDK core, i18next)',
      value: kb(runtime),
      unit: 'KB gzip',
      budget: BUDGETS.runtimeKb,
      kind: 'max',
    },
    {
      name: 'auth widget chunk',
      value: kb(widget('auth.js')),
      unit: 'KB gzip',
      budget: BUDGETS.widgetKb,
      kind: 'max',
    },
    {
      name: 'balance-bar widget chunk',
      value: kb(widget('balance-bar.js')),
      unit: 'KB gzip',
      budget: BUDGETS.widgetKb,
      kind: 'max',
    },
    {
      name: 'lobby widget chunk',
      value: kb(widget('lobby.js')),
      unit: 'KB gzip',
      budget: BUDGETS.widgetKb,
      kind: 'max',
    },
    {
      name: 'winners-board widget chunk',
      value: kb(widget('winners-board.js')),
      unit: 'KB gzip',
      budget: BUDGETS.widgetKb,
      kind: 'max',
    },
  ];
}

// The mountable widgets as bundle entries, read from the widget table (widgets/widget-table.ts),
// for the tools that cannot import TypeScript with its dynamic imports: rollup's config and the
// bench. The table's test checks that this reading matches the table itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LINE = /^\s*'?([a-z][\w-]*)'?: \(\) => import\('\.\/([\w-]+)\/widget'\),$/gm;

/** Widget name → its entry file (`widgets/<folder>/widget.tsx`), in the table's order. */
export function widgetEntries(root = process.cwd()) {
  const table = readFileSync(join(root, 'widgets', 'widget-table.ts'), 'utf8');
  const entries = {};
  for (const [, name, folder] of table.matchAll(LINE)) entries[name] = `widgets/${folder}/widget.tsx`;
  if (Object.keys(entries).length === 0) throw new Error('widgets/widget-table.ts lists no widget');
  return entries;
}

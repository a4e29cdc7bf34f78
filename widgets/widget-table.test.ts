import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { widgetTable, type WidgetName } from './widget-table';
import { widgetEntries } from '../scripts/widget-entries.mjs';
import { widgetOptionsTable } from '../scripts/docs/widget-options';

const names = Object.keys(widgetTable) as WidgetName[];
const definitions = () => Promise.all(names.map(async (name) => (await widgetTable[name]()).default));

const START = '<!-- widget-table:start -->';
const END = '<!-- widget-table:end -->';

describe('the widget table', () => {
  it('loads, for each name, the definition of that name', async () => {
    expect((await definitions()).map((d) => d.name)).toEqual(names);
  });

  it('is what the bundle entries and the bench read, one widget.tsx per widget', () => {
    const entries = widgetEntries();
    expect(Object.keys(entries)).toEqual(names);
    for (const file of Object.values(entries)) expect(existsSync(file), file).toBe(true);
  });

  it('gives each widget a schema of options, and each option a description', async () => {
    for (const definition of await definitions())
      for (const [option, schema] of Object.entries(definition.options.properties))
        expect(schema.description, `${definition.name}.${option}`).toBeTruthy();
  });

  // The SDK guide is typedoc's front page, so the table is in the API docs too.
  it.each(['docs/partners.md', 'docs/sdk-guide.md'])(
    'is the table of widgets in %s (UPDATE_DOCS=1 rewrites it)',
    async (file) => {
      const table = (
        await format(widgetOptionsTable(await definitions()), { parser: 'markdown', printWidth: 110 })
      ).trim();
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf(START);
      const end = text.indexOf(END);
      expect(start, `${file} needs the widget-table markers`).toBeGreaterThan(-1);
      const current = text.slice(start + START.length, end).trim();
      if (process.env.UPDATE_DOCS === '1' && current !== table)
        writeFileSync(file, `${text.slice(0, start + START.length)}\n\n${table}\n\n${text.slice(end)}`);
      else expect(current).toBe(table);
    },
  );
});

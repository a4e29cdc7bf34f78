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

  it('is the table of widgets in the README (UPDATE_DOCS=1 rewrites it)', async () => {
    const table = (
      await format(widgetOptionsTable(await definitions()), { parser: 'markdown', printWidth: 110 })
    ).trim();
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'README.md needs the widget-table markers').toBeGreaterThan(-1);
    const current = readme.slice(start + START.length, end).trim();
    if (process.env.UPDATE_DOCS === '1' && current !== table)
      writeFileSync(
        'README.md',
        `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`,
      );
    else expect(current).toBe(table);
  });
});

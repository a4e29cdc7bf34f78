import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSurface, SURFACE_FILE, type ApiSurface } from './api-surface';

const major = (version: string) => Number(version.split('.')[0]);

/** What changed between the recorded surface and today's: gone, changed and new exports. */
export function surfaceChanges(recorded: ApiSurface, current: ApiSurface) {
  const gone: string[] = [];
  const changed: string[] = [];
  const added: string[] = [];
  for (const [entry, exports] of Object.entries(recorded))
    for (const [name, type] of Object.entries(exports)) {
      const now = current[entry]?.[name];
      if (now === undefined) gone.push(`${entry} ${name}`);
      else if (now !== type) changed.push(`${entry} ${name}`);
    }
  for (const [entry, exports] of Object.entries(current))
    for (const name of Object.keys(exports))
      if (recorded[entry]?.[name] === undefined) added.push(`${entry} ${name}`);
  return { gone, changed, added };
}

describe('surfaceChanges', () => {
  it('names what went, what changed shape and what is new', () => {
    const before = { '.': { a: 'string', b: '() => void', c: 'number' } };
    const after = { '.': { a: 'string', b: '(x: number) => void', d: 'boolean' } };
    expect(surfaceChanges(before, after)).toEqual({ gone: ['. c'], changed: ['. b'], added: ['. d'] });
  });
});

describe('the public surface of the package', () => {
  it('is the recorded one: every change reviewed, no export removed within a major version', () => {
    const record = JSON.parse(readFileSync(SURFACE_FILE, 'utf8')) as { version: string; surface: ApiSurface };
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
    const { gone, changed, added } = surfaceChanges(record.surface, apiSurface());
    if (major(version) === major(record.version))
      expect(gone, 'an export removed needs a new major version (package.json, CHANGELOG.md)').toEqual([]);
    expect(
      [
        ...gone.map((e) => `removed: ${e}`),
        ...changed.map((e) => `changed: ${e}`),
        ...added.map((e) => `added: ${e}`),
      ],
      'review the change and record it: npx tsx scripts/api-surface.ts (a change of shape that breaks callers ' +
        'needs a new major version; say what changed in CHANGELOG.md)',
    ).toEqual([]);
  }, 120_000);
});

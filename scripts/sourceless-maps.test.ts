import { describe, expect, it } from 'vitest';
import { mapsNothing, sourcelessMapsPlugin } from './sourceless-maps.mjs';

const map = (sources: string[], mappings: string) =>
  JSON.stringify({ version: 3, sources, names: [], mappings });

describe('source maps of chunks without sources', () => {
  it('tells a map with no sources from one with', () => {
    expect(mapsNothing(map([], ';'))).toBe(true);
    expect(mapsNothing(map(['field.tsx'], 'AAAA'))).toBe(false);
  });

  it('drops such a map and the comment that names it, and keeps every other', () => {
    const bundle: Record<string, { type: string; fileName?: string; code?: string; source?: string }> = {
      'field.js': {
        type: 'chunk',
        fileName: 'field.js',
        code: 'var e=`.a{}`;export{e as t};\n//# sourceMappingURL=field.js.map\n',
      },
      'field.js.map': { type: 'asset', source: map([], ';') },
      'index.js': {
        type: 'chunk',
        fileName: 'index.js',
        code: 'run();\n//# sourceMappingURL=index.js.map\n',
      },
      'index.js.map': { type: 'asset', source: map(['main.tsx'], 'AAAA') },
    };
    sourcelessMapsPlugin().generateBundle.handler({}, bundle);
    expect(Object.keys(bundle)).toEqual(['field.js', 'index.js', 'index.js.map']);
    expect(bundle['field.js']!.code).toBe('var e=`.a{}`;export{e as t};\n');
    expect(bundle['index.js']!.code).toBe('run();\n//# sourceMappingURL=index.js.map\n');
  });
});

import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from './compile-hints.mjs';

describe('compile hints', () => {
  it('puts the hint on the first line, before anything a bundler put there', () => {
    const { code } = withCompileHint('const __vite__mapDeps=1;\nrun();', 'AAAA;AACA');
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nrun();`);
  });

  it('adds it once', () => {
    const once = withCompileHint('run();', 'AAAA');
    expect(withCompileHint(once.code, once.mappings)).toEqual(once);
  });

  it('leaves every line of code mapped to where it came from', () => {
    const map = { version: 3, sources: ['main.tsx'], names: [], mappings: 'AAAA;AACA' };
    const bundle = {
      'index.js': { type: 'chunk', fileName: 'index.js', code: 'boot();\nrender();' },
      'index.js.map': { type: 'asset', source: JSON.stringify(map) },
      'style.css': { type: 'asset', source: 'a{}' },
    };
    compileHintsPlugin().generateBundle.handler({}, bundle);
    expect(bundle['index.js'].code.split('\n')).toEqual([
      '//# allFunctionsCalledOnLoad',
      'boot();',
      'render();',
    ]);
    expect(bundle['style.css'].source).toBe('a{}');
    // Each `;` of a source map's mappings starts the next generated line: the first line is now
    // the hint's, with nothing mapped on it, and each line of code keeps its segments.
    expect(JSON.parse(bundle['index.js.map'].source).mappings).toBe(';AAAA;AACA');
  });
});

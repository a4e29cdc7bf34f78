import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PATH_ALIASES } from './path-aliases.mjs';

describe('the path aliases', () => {
  it('are the same in tsconfig.json as for the bundlers and the lint', () => {
    const { paths } = JSON.parse(readFileSync('tsconfig.json', 'utf8')).compilerOptions as {
      paths: Record<string, string[]>;
    };
    const fromTsconfig = Object.fromEntries(
      Object.entries(paths).map(([alias, [target]]) => [
        alias.replace(/\*$/, ''),
        target!.replace(/^\.\/|\*$/g, ''),
      ]),
    );
    expect(fromTsconfig).toEqual(PATH_ALIASES);
  });
});

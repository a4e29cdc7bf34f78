import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripSchemas } from './strip-schemas.mjs';

describe('stripSchemas', () => {
  it('keeps routes and flags and drops multi-line schemas', () => {
    const source = [
      'export const login = defineEndpoint({',
      "  name: 'login',",
      "  path: '/wps/session/login',",
      '  request: Type.Object({',
      '    username: Type.String(),',
      '  }),',
      '  response: LoginResult,',
      '  encrypted: true,',
      '});',
    ].join('\n');
    expect(stripSchemas(source)).toBe(
      [
        'export const login = defineEndpoint({',
        "  name: 'login',",
        "  path: '/wps/session/login',",
        '  request: undefined as never,',
        '  response: undefined as never,',
        '  encrypted: true,',
        '});',
      ].join('\n'),
    );
  });

  it('leaves every endpoint file with its routes intact', () => {
    const folder = join(import.meta.dirname, '..', 'sdk', 'contract', 'endpoints');
    for (const file of readdirSync(folder)) {
      const source = readFileSync(join(folder, file), 'utf8');
      const stripped: string = stripSchemas(source);
      expect(stripped.match(/ path: /g)?.length, file).toBe(source.match(/ path: /g)?.length);
      expect(stripped.match(/request: undefined as never/g)?.length, file).toBe(
        source.match(/^ {2}request: /gm)?.length,
      );
      expect(stripped).not.toMatch(/^ {2}response: (?!undefined)/m);
      expect(stripped).not.toMatch(/^ {2}summary: '/m);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { stripSchemas, stripSchemasAfterCompile } from './strip-schemas.mjs';

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
      expect(stripped.match(/defineEndpoint\(/g)?.length, file).toBe(
        source.match(/defineEndpoint\(/g)?.length,
      );
      expect(stripped).not.toMatch(/^ {2}(request|response|summary|description|caller): /m);
    }
  });
});

describe('stripSchemasAfterCompile', () => {
  const strip = (code: string) =>
    (
      stripSchemasAfterCompile().transform.call(
        { parse: parseAst },
        code,
        '/x/sdk/contract/endpoints/session.ts',
      ) as { code: string }
    ).code;

  it('drops the schemas and summary whole, wherever they sit, and the code still runs', () => {
    const compiled =
      "export const a = defineEndpoint({ name: 'a', request: Type.Object({ x: Type.String() }), path: '/a', summary: 'A, b' });\n" +
      "export const b = defineEndpoint({ response: R, name: 'b' });";
    const stripped = strip(compiled);
    expect(stripped).toBe(
      "export const a = defineEndpoint({ name: 'a',  path: '/a', });\nexport const b = defineEndpoint({  name: 'b' });",
    );
    // An endpoint written as a literal object loses the same keys; a schema inside one is left alone.
    expect(
      strip(
        "export const c = { name: 'c', method: 'GET', path: '/c', auth: 'required', caller: 'real-member', " +
          "request: T({ name: 1, method: 2, path: 3, summary: 4 }), summary: 'C' };",
      ),
    ).toBe("export const c = { name: 'c', method: 'GET', path: '/c', auth: 'required',   };");
    const defineEndpoint = (spec: object) => spec;
    const run = new Function(
      'defineEndpoint',
      stripped.replaceAll('export const', 'const') + '; return [a, b];',
    );
    expect(run(defineEndpoint)).toEqual([{ name: 'a', path: '/a' }, { name: 'b' }]);
  });
});

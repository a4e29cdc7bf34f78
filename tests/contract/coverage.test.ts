import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../sdk/contract/table';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * docs/spec-coverage.md must say what the code does. The sandbox is asked, not its handler table:
 * what a caller gets back is the truth, wherever the handlers live.
 */
const DOC = new URL('../../docs/spec-coverage.md', import.meta.url);

/** The table rows between `<!-- name:begin -->` and `<!-- name:end -->`, as arrays of cells. */
function section(doc: string, name: string): string[][] {
  const match = new RegExp(`<!-- ${name}:begin -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(doc);
  if (!match) throw new Error(`docs/spec-coverage.md has no "${name}" section`);
  return match[1]!
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const unquote = (cell = '') => /^`([^`]+)`$/.exec(cell)?.[1];

let sandbox: TestSandbox;
/** `method path` of each contract entry that answers 501 `not_implemented`, by name. */
const unbuilt = new Map<string, string>();
beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const endpoint of endpoints) {
    const answer = await sandbox.request({
      method: endpoint.method,
      url: endpoint.path,
      payload: endpoint.encoding === 'query' ? undefined : {},
    });
    if (answer.status === 501 && answer.body.errorCode === 'not_implemented')
      unbuilt.set(endpoint.name, `${endpoint.method} ${endpoint.path}`);
  }
});
afterAll(() => sandbox.close());

describe('docs/spec-coverage.md', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('lists as not done every contract call the sandbox answers with 501', () => {
    const listed = new Set(section(doc, 'not-done').map(([call]) => unquote(call)));
    expect([...unbuilt.keys()].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists as not done only calls that answer 501, with their method and path', () => {
    const wrong = section(doc, 'not-done')
      .map(([call, route]) => [unquote(call), unquote(route)])
      .filter(([name, route]) => !name || unbuilt.get(name) !== route)
      .map(([name, route]) => `${name} ${route}`);
    expect(wrong).toEqual([]);
  });

  it('lists the calls the product still lacks, none of them in the contract', () => {
    // None may be left: the section then says so in words, and has no rows.
    const rows = section(doc, 'lacks');
    expect(rows.filter(([call]) => !call)).toEqual([]);
    const paths = new Set(endpoints.map((e) => e.path));
    const named = rows.flatMap((row) =>
      row.flatMap((cell) => cell.match(/\/(?:wps|lgw|lotto)\/[\w/.-]+/g) ?? []),
    );
    expect(named.filter((path) => paths.has(path))).toEqual([]);
  });
});

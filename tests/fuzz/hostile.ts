import fc from 'fast-check';

/**
 * Text spliced into a JSON body as it is: a value too deep for JSON.stringify (which recurses and
 * would overflow this process's stack before the server ever saw it), or bytes that are not JSON.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text.length} chars>`;
  }
}

/** Fastify's default body limit: every route but an upload one refuses a larger body with 413. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const hugeCache = new Map<number, string>();
/** One string of `length` characters, built once: a run may send it many times. */
export function huge(length: number): string {
  let text = hugeCache.get(length);
  if (!text) hugeCache.set(length, (text = 'A'.repeat(length)));
  return text;
}

/** A body just under the route's limit (so it is parsed and validated) and one just over it. */
export const hugeUnder = (limit: number) => huge(Math.min(limit, 10 * DEFAULT_BODY_LIMIT) - 4096);
export const hugeOver = (limit: number) => huge(limit + 1024);

/** Arrays nested `depth` deep, as raw JSON text. */
export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
/** Objects nested `depth` deep, as raw JSON text. */
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

export const SQL_PAYLOADS = [
  "' OR 1=1 --",
  "'; drop table accounts; --",
  '" OR ""="',
  '1; select pg_sleep(5)',
  "admin'/*",
  "' union select password_hash from accounts --",
  '%',
  '_',
  '\\',
  '%%\\',
  '$1',
  "E'\\x00'",
];

export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../../../etc/passwd',
];

export const UNICODE_PAYLOADS = [
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  'a\u200Bb\u200Dc\uFEFF', // zero-width space, joiner, BOM
  '👨‍👩‍👧‍👦🎰💸',
  'Z̸̢͈̪̓ͣa̵̡͚l̷g̶o',
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  '\uFFFF\uFFFE',
  'İıſK', // case folding surprises
  'a\u0000b', // NUL, which PostgreSQL refuses in text
  '\u0001\u001F\u007F',
  '\r\n\t',
  'ＤＥＭＯ', // full-width letters
];

/** Keys that pollute prototypes when an object is merged carelessly. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

const pollution = (key: string) => new RawJson(`{"${key}":{"polluted":true,"isAdmin":true}}`);

/** Numbers as text or past every range, for fields of any type. */
export const NUMBER_EDGES: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  5e-324,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '9'.repeat(400),
  new RawJson('1e999'),
  new RawJson('-0.0e-0'),
  new RawJson('123456789012345678901234567890'),
];

/** Values of the wrong type, whatever the field's type. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  '',
  ' ',
  [],
  {},
  [null],
  ['a', 1, null],
  { value: 1 },
  { $gt: '' },
  { toString: 'x' },
];

/** Any hostile value; `limit` is the route's body limit, so that one huge string fits and one does not. */
export function hostileValue(limit: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 4, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
    { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
    { weight: 4, arbitrary: fc.constantFrom(...HTML_PAYLOADS) },
    { weight: 5, arbitrary: fc.constantFrom(...UNICODE_PAYLOADS) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map(pollution) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    { weight: 2, arbitrary: fc.constantFrom(64, 1_000, 10_000, 100_000).map(deepArray) },
    { weight: 1, arbitrary: fc.constantFrom(64, 1_000, 10_000, 100_000).map(deepObject) },
    { weight: 2, arbitrary: fc.constantFrom(256, 4096, 65_536).map(huge) },
    { weight: 1, arbitrary: fc.constant(limit).map(hugeUnder) },
    { weight: 1, arbitrary: fc.constant(limit).map(hugeOver) },
  );
}

/** Hostile text for places that only carry text: query strings, path segments, headers. */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS, ...PROTOTYPE_KEYS),
    fc.constantFrom('NaN', '1e999', '-1', '0', '1.5', '9'.repeat(400), 'null', 'true', '[]', '{}'),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(4096, 65_536).map(huge),
  );
}

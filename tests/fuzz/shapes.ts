import type { Endpoint } from '../../sdk/contract';

/**
 * Whole-request mutations: the request itself broken rather than one of its fields. `detail`
 * picks the variant (which malformed text, which content type, ...).
 */
export interface Shape {
  kind: ShapeKind;
  detail?: string;
}

export type ShapeKind =
  // Any endpoint.
  | 'missing-field'
  | 'wrong-method'
  // A body (JSON, form, or the envelope of a sealed call).
  | 'null-body'
  | 'array-body'
  | 'scalar-body'
  | 'empty-body'
  | 'no-body'
  | 'malformed'
  | 'invalid-utf8'
  | 'duplicate-keys'
  | 'content-type'
  // A query string.
  | 'query-repeat'
  | 'query-brackets'
  | 'query-bad-encoding'
  | 'query-hostile-key'
  | 'query-many-keys'
  | 'query-with-body'
  // A sealed call.
  | 'unsealed'
  | 'value-type'
  | 'value-garbage'
  | 'no-encryption-header'
  | 'bad-encryption-header'
  | 'envelope'
  | 'not-json'
  | 'payload-shape'
  | 'replay';

export const MALFORMED_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '\uFEFF{}',
  'NaN',
  '{"a":01}',
  '{"a":"\\x41"}',
  '/* comment */{}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(100_000)}`,
  `{"a":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'APPLICATION/JSON',
  '*/*',
  'application/json, text/plain',
];

export const BAD_ENCODINGS = ['%', '%ZZ', '%C3%28', '%00', '%u0041', '%F0%9F', '%E2%80%AE', '%2525'];

/** Variants of a sealed call that a client would never seal (tests/fuzz/wire.ts says how each is made). */
export const ENVELOPE_VARIANTS = [
  'other-key',
  'other-call-key',
  'call-key-charset',
  'call-key-short',
  'null',
  'array',
];

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

const each = (kind: ShapeKind, details: readonly string[]): Shape[] =>
  details.map((detail) => ({ kind, detail }));

/** The mutations that make sense for an endpoint, given how its payload travels. */
export function shapesFor(endpoint: Endpoint): Shape[] {
  const shapes: Shape[] = [
    { kind: 'missing-field' },
    ...each(
      'wrong-method',
      METHODS.filter((m) => m !== endpoint.method),
    ),
  ];
  if (endpoint.encoding === 'query') {
    shapes.push(
      { kind: 'query-repeat' },
      { kind: 'query-brackets' },
      ...each('query-bad-encoding', BAD_ENCODINGS),
      ...each('query-hostile-key', ['__proto__', 'constructor', '', ' ', 'a'.repeat(10_000)]),
      { kind: 'query-many-keys' },
      { kind: 'query-with-body' },
    );
    return shapes;
  }
  shapes.push(
    { kind: 'null-body' },
    { kind: 'array-body' },
    ...each('scalar-body', ['"text"', '42', 'true']),
    { kind: 'empty-body' },
    { kind: 'no-body' },
    ...each(
      'malformed',
      MALFORMED_JSON.map((_, i) => String(i)),
    ),
    { kind: 'invalid-utf8' },
    { kind: 'duplicate-keys' },
    ...each('content-type', CONTENT_TYPES),
  );
  if (endpoint.encrypted) {
    shapes.push(
      { kind: 'unsealed' },
      ...each('value-type', ['1', 'null', '{}', '[]', 'true', '""']),
      { kind: 'value-garbage' },
      { kind: 'no-encryption-header' },
      { kind: 'bad-encryption-header' },
      ...each('envelope', ENVELOPE_VARIANTS),
      { kind: 'not-json' },
      ...each('payload-shape', ['null', '[]', '"text"', '42']),
      { kind: 'replay' },
      // Sealed calls get their own mutations twice as often: they have two layers to break.
      { kind: 'replay' },
      ...each('envelope', ['other-key', 'other-call-key']),
    );
  }
  return shapes;
}

import fc from 'fast-check';

/** The JSON Schema keywords the contract's TypeBox schemas use (TypeBox schemas are JSON Schema). */
export interface Schema {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  description?: string;
}

/**
 * Values the seed knows. A field drawn at random almost never names a real account, vendor or
 * language, so the handler refuses it at its first lookup; these let some requests go deeper.
 * The accounts the fuzzer logs in as are left out: failed logins must not lock them.
 */
const KNOWN_TEXT = [
  'CROUPIER',
  'demotrial',
  'downlinea',
  'agent42',
  'PG',
  'JILI',
  'ES',
  'EN',
  'main',
  'W',
  'Demo2026',
  'username',
  'member',
  'SLOT',
  'AGENT1',
  'bank',
  'ewallet',
  'usdt',
  'first-deposit',
  'SA',
  'WM',
  'EVO',
  'downlineb',
];

/** Day texts (YYYY-MM-DD) around `today`, for the fields whose description asks for one. */
const DAY = /YYYY-MM-DD/;
function dayText(today: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: -120, max: 3 })
    .map((days) => new Date(today + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10));
}

/** Keeps a generated text within the schema's lengths when that keeps it matching the pattern. */
function fitLength(schema: Schema, text: string): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  let fitted = text;
  while (fitted.length > 0 && fitted.length < min) fitted += fitted;
  if (fitted.length > max) fitted = fitted.slice(0, max);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  return !pattern || pattern.test(fitted) ? fitted : text;
}

function validString(schema: Schema, today: number): fc.Arbitrary<string> {
  if (schema.description && DAY.test(schema.description)) return dayText(today);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const known = KNOWN_TEXT.filter((text) => pattern.test(text));
    const drawn = fc.stringMatching(pattern).map((text) => fitLength(schema, text));
    return known.length > 0 ? fc.oneof(drawn, fc.constantFrom(...known)) : drawn;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 2, arbitrary: fc.constantFrom(...KNOWN_TEXT).map((text) => fitLength(schema, text)) },
  );
}

function validNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  // The smallest step past an exclusive bound: one unit, or one cent for money.
  const step = integer ? 1 : 0.01;
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const high = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  const min = low ?? (integer ? -10 : 0);
  const max = high ?? Math.max(min + 100_000, 1);
  if (integer) {
    // Small numbers name real rows (node ids, pages) far more often than numbers drawn from the range.
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
  }
  // Money: two decimal places, as the contract says amounts are; small sums fit the demo balances.
  const cents = { min: Math.ceil(min * 100), max: Math.floor(max * 100) };
  return fc
    .oneof(fc.integer({ ...cents, max: Math.min(cents.max, cents.min + 20_000) }), fc.integer(cents))
    .map((value) => value / 100);
}

/** Values the schema accepts (where a generator can tell): the requests a well-behaved client sends. */
export function validOf(schema: Schema, today: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validOf(s, today)));
  switch (schema.type) {
    case 'string':
      return validString(schema, today);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validOf(schema.items ?? {}, today), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, validOf(s, today)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values at and just past each bound of the schema: off-by-one limits, empties, the largest integers. */
export function boundaryOf(schema: Schema, today: number): fc.Arbitrary<unknown> {
  const values: unknown[] = [];
  if ('const' in schema) {
    const c = schema.const;
    values.push(typeof c === 'string' ? c.toLowerCase() : String(c), typeof c === 'number' ? c + 1 : `${c} `);
  }
  for (const inner of schema.anyOf ?? schema.oneOf ?? []) values.push(...boundaryList(inner));
  values.push(...boundaryList(schema));
  if (schema.description && DAY.test(schema.description)) {
    values.push('2024-02-30', '0000-00-00', '9999-12-31', '2024-1-1', '2024/01/01', '1970-01-01');
    values.push(new Date(today).toISOString().slice(0, 10));
  }
  return values.length > 0 ? fc.constantFrom(...values) : fc.constant(null);
}

function boundaryList(schema: Schema): unknown[] {
  switch (schema.type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = schema.maxLength;
      const list: unknown[] = ['', ' ', 'a'.repeat(Math.max(min - 1, 0)), '9'.repeat(Math.max(min, 1))];
      if (max !== undefined) list.push('9'.repeat(max), '9'.repeat(max + 1), 'é'.repeat(max + 1));
      if (schema.pattern) list.push(`${schema.pattern}`, 'x'.repeat(min || 8));
      return list;
    }
    case 'integer':
    case 'number': {
      const list: unknown[] = [0, -1, 1, 0.001, 1.005, 2 ** 31, 2 ** 53, -(2 ** 53), 'NaN', '1'];
      for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum])
        if (bound !== undefined) list.push(bound - 1, bound, bound + 1, bound - 0.01, bound + 0.01);
      return list;
    }
    case 'boolean':
      return ['true', 'false', 0, 1, 'yes'];
    case 'array': {
      const item = schema.items?.const ?? '';
      const max = schema.maxItems ?? 3;
      return [[], [null], Array.from({ length: max + 1 }, () => item), [[]]];
    }
    case 'object':
      return [{}];
    default:
      return [];
  }
}

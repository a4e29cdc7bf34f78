import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { badRequest } from './fault';

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checker(schema: TSchema): TypeCheck<TSchema> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

/**
 * Converts a query's or form's text to the schema's types, except that an integer field takes
 * only a whole decimal number: left to itself the converter reads "1.5" and "1e15" as 1, so a
 * page past every bound would quietly become page 1. Anything else stays text and fails the check.
 */
function convertText(schema: TSchema, values: Record<string, unknown>): unknown {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  const refused = Object.entries(properties)
    .filter(([key, property]) => property.type === 'integer' && typeof values[key] === 'string')
    .map(([key]) => [key, values[key] as string] as const)
    .filter(([, text]) => !/^-?\d+$/.test(text.trim()));
  // The converter may change `values` in place: the refused texts were copied out above.
  const converted = Value.Convert(schema, values) as Record<string, unknown>;
  for (const [key, text] of refused) converted[key] = text;
  return converted;
}

/** Deeper than any request of the contract nests (a withdrawal's proofs are three levels down). */
const MAX_DEPTH = 32;

/**
 * What no field of the API accepts, as the refusal's field and reason: a string holding a NUL
 * character, or nesting past MAX_DEPTH. The walk keeps its own stack: a body nested a hundred
 * thousand levels deep is valid JSON, and a recursive walk (this one, structuredClone, the
 * schema checker) would overflow the call stack on it and answer 500.
 */
function unacceptable(value: unknown): { field: string; reason: string } | undefined {
  const pending: [unknown, string, number][] = [[value, '', 0]];
  while (pending.length > 0) {
    const [inner, path, depth] = pending.pop()!;
    if (typeof inner === 'string' && inner.includes('\u0000'))
      return { field: path || '(body)', reason: 'NUL characters are not accepted' };
    if (inner === null || typeof inner !== 'object') continue;
    if (depth >= MAX_DEPTH) return { field: path, reason: 'nested too deeply' };
    // Pushed last to first, so that the first field of the body is looked at first.
    for (const [key, item] of Object.entries(inner).reverse())
      pending.push([item, path ? `${path}/${key}` : key, depth + 1]);
  }
  return undefined;
}

/**
 * Checks a payload against its contract schema and returns it with defaults applied.
 * Query strings and form bodies arrive as text, so they are converted first ("2" → 2).
 * A NUL character is refused here: no field takes one, and the database would refuse it later
 * with an error that must not reach the client. So is a body nested deeper than any request.
 */
export function validatePayload<T>(schema: TSchema, raw: unknown, fromText: boolean): T {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest('The request body must be a JSON object');
  }
  // Most reads (a balance, a list's first page) send nothing: nothing to walk or copy.
  const empty = Object.keys(raw).length === 0;
  const refused = empty ? undefined : unacceptable(raw);
  if (refused)
    throw badRequest(`Invalid field ${refused.field}: ${refused.reason}`, { field: refused.field });
  const copy = (empty ? {} : structuredClone(raw)) as Record<string, unknown>;
  const converted = fromText ? convertText(schema, copy) : copy;
  const value = Value.Default(schema, converted);
  const check = checker(schema);
  if (check.Check(value)) return value as T;
  const first = check.Errors(value).First();
  const field = first?.path.replace(/^\//, '').split('/')[0] ?? '';
  throw badRequest(
    field ? `Invalid field ${field}: ${first?.message}` : `Invalid request: ${first?.message}`,
    {
      field,
    },
  );
}

/** True when `value` matches `schema` (used by contract tests on answers). */
export function matchesSchema(schema: TSchema, value: unknown): boolean {
  return checker(schema).Check(value);
}

export function schemaErrors(schema: TSchema, value: unknown): string[] {
  return [...checker(schema).Errors(value)].slice(0, 5).map((e) => `${e.path} ${e.message}`);
}

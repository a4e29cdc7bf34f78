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
 * Checks a payload against its contract schema and returns it with defaults applied.
 * Query strings and form bodies arrive as text, so they are converted first ("2" → 2).
 */
export function validatePayload<T>(schema: TSchema, raw: unknown, fromText: boolean): T {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest('The request body must be a JSON object');
  }
  const copy = structuredClone(raw) as Record<string, unknown>;
  const converted = fromText ? Value.Convert(schema, copy) : copy;
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

/**
 * Schema builders used by every contract entry. One place to import TypeBox from keeps the
 * bundles honest: rollup keeps only the builders the browser build actually reaches.
 */
import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema } from '@sinclair/typebox';

/**
 * A union of literals from a constant list, e.g. the periods of a limit. It is named in rollup's
 * `manualPureFunctions`: an inline `list.map(...)` at module level counts as a side effect, which
 * made the browser runtime import every entity module that used one.
 *
 * @example
 * export const PeriodName = literalUnion(['day', 'week'] as const);
 */
export function literalUnion<const T extends readonly (string | number)[]>(
  values: T,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(values.map((value) => Type.Literal(value)));
}

/** A request without parameters. */
export const Empty = Type.Object({});

/** Nothing useful in `value` (the envelope's `success` says it all). */
export const Nothing = Type.Null();

/** Platform language codes travel upper-case (`ES`, `EN`, `PT`, `TH`, ...). */
export const LanguageCode = Type.String({
  pattern: '^[A-Z]{2}(_[A-Z]{2})?$',
  description: 'Upper-case platform language code',
});

/** The last page a list can ask for: 100,000 pages of 200 rows is past every list the platform holds. */
export const MAX_PAGE_NO = 100_000;

/** A page request: 1-based page number and page size. */
export const PageQuery = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
};

/** Money amounts are decimal numbers with two places. */
export const Money = Type.Number({ description: 'Amount with two decimal places' });

/** Epoch milliseconds. */
export const Timestamp = Type.Integer({ description: 'Epoch milliseconds' });

/**
 * SPEC §5: a mobile number is digits only, 4 to 15 of them (the platform's bound). Forms check
 * numbers against this same pattern before a request carries them.
 */
export const MOBILE_NUM_PATTERN = '^[0-9]{4,15}$';

/** An email address: one @, no spaces, a dot in the domain (the brand's default email rule). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** A mobile number and its country dialing code, as every call that takes one validates them. */
export const MobileNum = Type.String({ pattern: MOBILE_NUM_PATTERN });
/**
 * The browser's id as the real client sends it with logins and registrations (`loginDeviceId`):
 * 32 hex digits in 8-4-4-4-12 form. Ours is random, kept in local storage (sdk/session/device-id.ts).
 */
export const LoginDeviceId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: "The browser's id (8-4-4-4-12 hex), kept across visits",
});

/** A country dialing code: 1 to 4 digits, no `+`. */
export const DialingCode = Type.String({ pattern: '^[0-9]{1,4}$' });

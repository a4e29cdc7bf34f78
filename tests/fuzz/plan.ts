import fc from 'fast-check';
import type { Endpoint } from '../../sdk/contract';
import { validOf, boundaryOf, type Schema } from './schema-values';
import { DEFAULT_BODY_LIMIT, hostileText, hostileValue, PROTOTYPE_KEYS } from './hostile';
import { shapesFor, type Shape } from './shapes';
import type { Role } from './roles';

/** How a partner's server call is signed: properly, not at all, wrongly, too late, or with a spent nonce. */
export type PartnerRole = 'signed' | 'unsigned' | 'bad-signature' | 'stale' | 'replayed-nonce';

/**
 * One fuzzed request as data: drawn from the seed alone, so the same seed and index give the same
 * plan; tokens, seals and signatures are added when it is sent (send.ts).
 */
export interface Plan {
  endpoint: Endpoint;
  role: Role | PartnerRole;
  /** valid: what the schema accepts; boundary/hostile: one field changed; shape: the request itself broken. */
  mode: 'valid' | 'boundary' | 'hostile' | 'shape';
  /** What was changed, in words, for the failure message. */
  mutation: string;
  payload: unknown;
  shape?: Shape;
  /** Extra or hostile headers (Language, Merchant, Device, X-Forwarded-For, Authorization). */
  headers: Record<string, string>;
}

/** A query string past 16 KB never reaches a real Fastify (Node answers 431); inject has no such limit. */
const QUERY_LIMIT = 64 * 1024;

/** The fields of a request schema, a union's branches merged (payout accounts are bank or USDT). */
function fieldsOf(schema: Schema): Record<string, Schema> {
  const branches = schema.anyOf ?? schema.oneOf ?? [];
  return Object.assign({}, ...branches.map(fieldsOf), schema.properties ?? {});
}

function rolesFor(endpoint: Endpoint): fc.Arbitrary<Role | PartnerRole> {
  if (endpoint.auth === 'partner')
    return fc.constantFrom<PartnerRole[]>(
      'signed',
      'signed',
      'signed',
      'unsigned',
      'bad-signature',
      'stale',
      'replayed-nonce',
    );
  if (endpoint.auth === 'none') return fc.constantFrom<Role[]>('guest', 'guest', 'guest', 'member');
  const signedIn: Role[] =
    endpoint.tag === 'agent' ? ['member', 'agent', 'agent'] : ['member', 'member', 'member'];
  return fc.constantFrom<Role[]>(...signedIn, 'guest', 'forged');
}

/** Header text a client can send: printable Latin-1 (Node refuses anything else before sending). */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '?').slice(0, 8192);

function hostileHeaders(): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 9, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('language', 'merchant', 'device', 'x-forwarded-for', 'authorization', 'origin'),
          fc.oneof(hostileText(), fc.constantFrom('not-an-ip', '::ffff:1.2.3.4', '1.1.1.1, 2.2.2.2', '')),
        )
        .map(([name, value]) => ({ [name]: headerSafe(value) })),
    },
  );
}

/** The arbitrary of every plan for one endpoint; `today` anchors the day fields. */
export function planArbitrary(endpoint: Endpoint, today: number): fc.Arbitrary<Plan> {
  const schema = endpoint.request as Schema;
  const fields = fieldsOf(schema);
  const names = Object.keys(fields);
  const limit = endpoint.encoding === 'query' ? QUERY_LIMIT : (endpoint.bodyLimit ?? DEFAULT_BODY_LIMIT);
  const valid = validOf(schema, today).map((v) => (v !== null && typeof v === 'object' ? v : {}));
  // A field of the schema (when it has any) or a new one, a prototype key among them.
  const target = fc.oneof(
    {
      weight: names.length > 0 ? 4 : 0,
      arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('x'),
    },
    { weight: 1, arbitrary: fc.constantFrom('extra', 'isAdmin', 'accountId', 'balance', ...PROTOTYPE_KEYS) },
  );
  const replace = (base: object, key: string, value: unknown) => ({ ...base, [key]: value });

  const changed = (mode: 'boundary' | 'hostile') =>
    fc.tuple(valid, target).chain(([base, key]) => {
      const values = mode === 'boundary' ? boundaryOf(fields[key] ?? {}, today) : hostileValue(limit);
      return values.map((value) => ({
        mode,
        mutation: `${mode} ${key}`,
        payload: replace(base, key, value),
      }));
    });
  // Every field hostile at once: what a scanner sends.
  const allHostile = valid.chain((base) =>
    fc.tuple(...Object.keys(base).map(() => hostileValue(limit))).map((values) => ({
      mode: 'hostile' as const,
      mutation: 'hostile every field',
      payload: Object.fromEntries(Object.keys(base).map((key, i) => [key, values[i]])),
    })),
  );
  const requiredNames = schema.required ?? [];
  const shaped = fc
    .tuple(valid, fc.constantFrom(...shapesFor(endpoint)), fc.nat())
    .map(([base, shape, n]) => {
      const required = requiredNames[n % Math.max(requiredNames.length, 1)];
      if (shape.kind === 'missing-field' && required) {
        const rest: Record<string, unknown> = { ...base };
        delete rest[required];
        return { mode: 'shape' as const, mutation: `missing ${required}`, payload: rest, shape };
      }
      return {
        mode: 'shape' as const,
        mutation: `shape ${shape.kind}${shape.detail ? ` (${shape.detail})` : ''}`,
        payload: base,
        shape,
      };
    });

  const body = fc.oneof(
    {
      weight: 30,
      arbitrary: valid.map((payload) => ({ mode: 'valid' as const, mutation: 'valid', payload })),
    },
    { weight: 20, arbitrary: changed('boundary') },
    { weight: 20, arbitrary: changed('hostile') },
    { weight: 5, arbitrary: allHostile },
    { weight: 25, arbitrary: shaped },
  );
  return fc
    .tuple(body, rolesFor(endpoint), hostileHeaders())
    .map(([drawn, role, headers]) => ({ endpoint, role, headers, ...drawn }) as Plan);
}

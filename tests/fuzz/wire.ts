import { HEADERS } from '../../sdk/contract';
import { RawJson } from './hostile';
import { sealTextForTest, callKeyForTest } from '../contract/seal';
import { sealText, strangerModulus, type PlatformKey } from './seal';
import { MALFORMED_JSON, type Shape } from './shapes';
import type { Plan } from './plan';
import type { Sessions } from './roles';

/** A request as it goes on the wire. `twice`: sent again as it is, and the second answer judged too. */
export interface Wire {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  twice?: boolean;
}

export interface SendContext {
  key: PlatformKey;
  /** The sandbox's clock, which the fuzzer holds still (probe.ts says why). */
  now: () => number;
  partner: { id: string; secret: string };
  sessions: Sessions;
  /** The client address, one per request, so that per-address limits do not end the run's depth. */
  ip: string;
}

/** JSON text of `value`, with each RawJson spliced in as it is (see hostile.ts). */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, function (this: Record<string, unknown>, key, inner: unknown) {
    const original = this[key];
    if (!(original instanceof RawJson)) return inner;
    raws.push(original.text);
    return `\u0000raw${raws.length - 1}\u0000`;
  });
  if (text === undefined) return 'null';
  return raws.reduce((out, raw, i) => out.replace(JSON.stringify(`\u0000raw${i}\u0000`), () => raw), text);
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value instanceof RawJson
      ? value.text
      : value === null
        ? ''
        : jsonText(value);

/** A payload as query or form text: arrays as repeated keys, objects as JSON. */
export function searchOf(payload: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(payload as object))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  return search.toString();
}

const pathOf = (path: string, payload: unknown) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(asText((payload as Record<string, unknown>)[name] ?? 'x')),
  );

/**
 * The sealed text of a call, and the key it is sealed under, broken as the variant says: a
 * stranger's key, a header made for another call key than the body's, a call key outside the
 * page's alphabet, a JSON null or array where the payload object belongs.
 */
function sealedVariant(ctx: SendContext, payloadText: string, variant?: string) {
  switch (variant) {
    case 'null':
      return sealText(ctx.key, 'null');
    case 'array':
      return sealText(ctx.key, `[${payloadText}]`);
    case 'other-key':
      return sealTextForTest(strangerModulus(), payloadText);
    case 'other-call-key':
      return { ...sealText(ctx.key, payloadText), header: sealTextForTest(ctx.key(), '{}').header };
    case 'call-key-charset':
      return sealTextForTest(ctx.key(), payloadText, `${callKeyForTest().slice(0, 15)}%`);
    case 'call-key-short':
      return sealTextForTest(ctx.key(), payloadText, callKeyForTest().slice(0, 8));
    default:
      return sealText(ctx.key, payloadText);
  }
}

/** The query string of a GET or DELETE, broken as the shape says. */
function queryWire(wire: Wire, payload: unknown, shape: Shape | undefined): Wire {
  const detail = shape?.detail ?? '';
  let search = searchOf(payload);
  switch (shape?.kind) {
    case 'query-repeat':
      search = `${search}&${search}`;
      break;
    case 'query-brackets':
      search = search.replace(/(^|&)([^=&]+)=/g, '$1$2[]=').concat('&a[b][c]=1');
      break;
    case 'query-bad-encoding':
      search = `${search}&${search ? 'x' : 'q'}=${detail}&${detail}=1`;
      break;
    case 'query-hostile-key':
      search = `${search}&${encodeURIComponent(detail)}=1`;
      break;
    case 'query-many-keys':
      search = Array.from({ length: 5_000 }, (_, i) => `k${i}=${i}`).join('&');
      break;
    case 'query-with-body':
      wire.headers['content-type'] = 'application/json';
      wire.body = jsonText(payload);
      break;
  }
  wire.url = search ? `${wire.url}?${search}` : wire.url;
  return wire;
}

/** The `{ value }` body of a sealed call (its Encryption header set on `wire`), broken on the layer the shape says. */
function sealedBody(wire: Wire, ctx: SendContext, payloadText: string, shape: Shape | undefined): string {
  const kind = shape?.kind;
  const detail = shape?.detail ?? '';
  const sealed =
    kind === 'not-json'
      ? sealText(ctx.key, 'not json {')
      : sealedVariant(
          ctx,
          kind === 'payload-shape' ? detail : payloadText,
          kind === 'envelope' ? detail : undefined,
        );
  const header = HEADERS.encryption.toLowerCase();
  if (kind !== 'no-encryption-header')
    wire.headers[header] = kind === 'bad-encryption-header' ? 'bm90IGEga2V5' : sealed.header;
  if (kind === 'replay') wire.twice = true;
  if (kind === 'value-type') return `{"value":${detail}}`;
  // The same length of base64, its start changed: what a proxy that mangles bodies would send.
  const value = kind === 'value-garbage' ? `AAAA${sealed.value.slice(4)}` : sealed.value;
  return `{"value":${JSON.stringify(value)}}`;
}

/** The request the plan describes: its payload encoded as the endpoint says, then broken as the shape says. */
export function wireOf(plan: Plan, ctx: SendContext): Wire {
  const { endpoint, payload, shape } = plan;
  const kind = shape?.kind;
  const detail = shape?.detail ?? '';
  const path = pathOf(endpoint.path, payload);
  const wire: Wire = { method: endpoint.method, url: path, headers: {} };
  if (kind === 'wrong-method') wire.method = detail;

  if (endpoint.encoding === 'query') return queryWire(wire, payload, shape);

  const payloadText = jsonText(payload);
  let text = endpoint.encoding === 'form' && !endpoint.encrypted ? searchOf(payload) : payloadText;
  wire.headers['content-type'] =
    endpoint.encoding === 'form' && !endpoint.encrypted
      ? 'application/x-www-form-urlencoded'
      : 'application/json';
  if (endpoint.encrypted && kind !== 'unsealed') text = sealedBody(wire, ctx, payloadText, shape);
  wire.body = text;
  if (kind === 'null-body') wire.body = 'null';
  if (kind === 'array-body') wire.body = `[${text}]`;
  if (kind === 'scalar-body') wire.body = detail;
  if (kind === 'empty-body') wire.body = '';
  if (kind === 'malformed') wire.body = MALFORMED_JSON[Number(detail)];
  if (kind === 'invalid-utf8')
    wire.body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]);
  if (kind === 'duplicate-keys')
    wire.body = text.startsWith('{"')
      ? `{"${text.slice(2, text.indexOf('"', 2))}":[1],${text.slice(1)}`
      : text;
  if (kind === 'content-type') {
    wire.headers['content-type'] = detail;
    if (detail === 'application/x-www-form-urlencoded') wire.body = searchOf(payload);
  }
  if (kind === 'no-body') {
    delete wire.headers['content-type'];
    delete wire.body;
  }
  return wire;
}

import type { TSchema } from '@sinclair/typebox';
import { endpoints } from '../../sdk/contract/table';
import { ErrorEnvelope, HEADERS, SealedBody, type Endpoint } from '../../sdk/contract';
import { ERROR_CODES, SESSION_ENDING_CODES } from '../../sdk/contract/errors';
import { provenanceOf } from '../../sdk/contract/provenance';

/** Strips TypeBox's symbol keys and collects recursive definitions as components. */
function plain(schema: TSchema, components: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => {
      if (
        value &&
        typeof value === 'object' &&
        '$id' in value &&
        typeof (value as { $id: unknown }).$id === 'string'
      ) {
        const { $id, ...rest } = value as { $id: string };
        components[$id] = JSON.parse(
          JSON.stringify(rest).replace(/"\$ref":"([A-Za-z]+)"/g, '"$ref":"#/components/schemas/$1"'),
        );
        return { $ref: `#/components/schemas/${$id}` };
      }
      return value;
    }).replace(/"\$ref":"([A-Za-z]+)"/g, '"$ref":"#/components/schemas/$1"'),
  );
}

/** What an operator should make of an entry's provenance (sdk/contract/provenance.ts). */
const PROVENANCE_TEXT = {
  observed: "Observed: path, method and fields as the platform's public web client sends and reads them",
  named: "Named: the platform's web client calls this path; its fields are ours or not visible there",
  designed: 'Designed: ours, not seen in the platform’s web client; check it against your platform',
} as const;

/** The platform API reference (OpenAPI 3.1), generated from the contract table. */
export function openApiDocument(version: string) {
  const components: Record<string, unknown> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const parameters: unknown[] = [];
    if (e.encoding === 'query') {
      const request = plain(e.request, components) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(request.properties ?? {})) {
        parameters.push({ name, in: 'query', required: request.required?.includes(name) ?? false, schema });
      }
    }
    if (e.auth !== 'none')
      parameters.push({
        name: HEADERS.authorization,
        in: 'header',
        required: e.auth === 'required',
        schema: { type: 'string' },
        description: 'The raw session token, no prefix',
      });
    if (e.encrypted)
      parameters.push({
        name: HEADERS.encryption,
        in: 'header',
        required: true,
        schema: { type: 'string' },
        description:
          "This call's 16-character DES key, reversed and RSA-encrypted without padding under the modulus of " +
          'GET /wps/session/key/rsa, in hex (the body is { value: base64 DES-ECB/PKCS#7 of the JSON })',
      });
    const requestBody =
      e.encoding === 'query'
        ? undefined
        : {
            required: true,
            content: {
              [e.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: e.encrypted ? plain(SealedBody, components) : plain(e.request, components),
                ...(e.encrypted ? { 'x-sealed-payload': plain(e.request, components) } : {}),
              },
            },
          };
    paths[e.path] ??= {};
    const provenance = provenanceOf(e.name);
    paths[e.path]![e.method.toLowerCase()] = {
      operationId: e.name,
      'x-provenance': provenance,
      tags: [e.tag],
      summary: e.summary,
      description:
        [
          e.encrypted
            ? 'Encrypted: the body is `{ value }`, the payload below DES-encrypted under a call key that the ' +
              '`Encryption` header carries RSA-wrapped (see x-sealed-payload).'
            : '',
          PROVENANCE_TEXT[provenance.kind] +
            (provenance.evidence ? ` (${provenance.evidence})` : '') +
            (provenance.differs ? `; ours differs: ${provenance.differs}.` : '.'),
          e.caller === 'real-member'
            ? "Needs a real member's session: a trial account or free-play guest gets 403 `in_need_true_account`."
            : e.caller === 'agent'
              ? "Needs an agent's session: a trial account or free-play guest gets 403 `in_need_true_account`, " +
                'any other member 403 `error_not_agent`.'
              : e.auth === 'required'
                ? 'Needs a session token.'
                : e.auth === 'optional'
                  ? 'Accepts a session token.'
                  : '',
        ]
          .filter(Boolean)
          .join(' ') || undefined,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        200: successAnswer(e, components),
        default: {
          description: 'Error envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
    };
  }
  components.ErrorEnvelope = plain(ErrorEnvelope, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Croupier platform API',
      version,
      description:
        'The operator platform API as the Croupier portal uses it, generated from sdk/contract. Every call sends the headers ' +
        `${Object.values(HEADERS)
          .filter((h) => h !== HEADERS.encryption)
          .join(', ')}. Errors carry an errorCode; ` +
        `${SESSION_ENDING_CODES.join(', ')} end the session. Known codes: ${ERROR_CODES.join(', ')}.`,
    },
    servers: [{ url: '/', description: 'This origin (the sandbox, or the proxied platform)' }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: components },
  };
}

/** A success as the endpoint answers it: in the envelope, bare JSON (the lottery gateway) or text (the key). */
function successAnswer(e: Endpoint, components: Record<string, unknown>) {
  if (e.answer === 'text')
    return {
      description: 'Plain text',
      content: { 'text/plain': { schema: plain(e.response, components) } },
    };
  if (e.answer === 'bare')
    return {
      description: 'The value itself, with no envelope',
      content: { 'application/json': { schema: plain(e.response, components) } },
    };
  return {
    description: 'Success envelope',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['success', 'value'],
          properties: {
            success: { const: true },
            value: plain(e.response, components),
            message: { type: 'string' },
          },
        },
      },
    },
  };
}

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, type Endpoint } from '@sdk/contract';
import type { RequestContext, Sandbox } from '../context';
import { openSealed } from '../ciphers/hybrid-cipher';
import { openPlatformSealed } from '../ciphers/platform-cipher';
import { resolveSession } from '../sessions/sessions';
import type { SessionMember } from '../sessions/session-member';
import { Fault, badRequest, notLoggedIn } from './fault';
import { validatePayload } from './validate';
import { requestLanguage } from './language';
import { cookieSession } from './cookie-session';
import { domainCheckOf, refuseUnavailableDomain } from './page-domain';
import { clientKey } from '../rate-limits/client-key';
import { wallNow } from '../clock/clock';
import type { EndpointTable, HandlersOf } from './handler';
import type { Guards } from './guards';

const DEFAULT_IDLE_MS = 30 * 60_000;

const RAW_BODY = Symbol('rawBody');
/** Partner calls are small: a signed body past this is refused before it is read further. */
const PARTNER_BODY_LIMIT = 16 * 1024;

/** Reads a partner call's body as sent, keeps it for the signature check, and hands it on to parsing. */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > PARTNER_BODY_LIMIT) throw new Fault(413, 'invalid_request', 'The request body is too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY] = raw.toString('utf8');
  return Readable.from([raw]);
}

/**
 * What a session opened with a weak, expired or temporary password may call until the password
 * is changed: the change itself, logout, and the login's own bookkeeping (the login info that
 * tells the portal a change is due, the first-login record).
 */
const WHILE_PASSWORD_CHANGE_DUE = new Set(['changePassword', 'logout', 'loginInfo', 'firstLogin']);

/**
 * Registers one route per entry of `table` (the platform's contract, or the sandbox's switches):
 * its payload validated against the entry's schema, its token and caller checked as the entry says
 * (with the domains' `guards`), its answer as the entry declares. Entries without a handler
 * answer 501 `not_implemented`.
 */
export function registerEndpoints<T extends EndpointTable>(
  app: FastifyInstance,
  sandbox: Sandbox,
  table: T,
  handlers: Partial<HandlersOf<T>>,
  guards: Guards,
) {
  for (const endpoint of Object.values(table)) {
    const handler = (handlers as Record<string, unknown>)[endpoint.name] as
      ((input: unknown, ctx: RequestContext) => Promise<unknown>) | undefined;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // An upload route raises the limit for itself only; every other route keeps the server's.
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      // A partner signs the bytes it sent, so those bytes are kept before JSON parsing.
      ...(endpoint.auth === 'partner' ? { preParsing: keepRawBody } : {}),
      handler: async (request, reply) => {
        if (!handler) {
          throw new Fault(501, 'not_implemented', `${endpoint.name} is not implemented by the sandbox yet`);
        }
        const ctx = await contextFor(sandbox, guards, endpoint, request, reply);
        const input = payloadOf(sandbox, endpoint, request);
        const value = await handler(input, ctx);
        return send(reply, endpoint, value ?? null);
      },
    });
  }
}

function send(reply: FastifyReply, endpoint: Endpoint, value: unknown) {
  reply.header('Cache-Control', 'no-store');
  if (endpoint.answer === 'text') return reply.type('text/plain; charset=utf-8').send(String(value));
  if (endpoint.answer === 'bare')
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
  return reply.send({ success: true, value });
}

function payloadOf(sandbox: Sandbox, endpoint: Endpoint, request: FastifyRequest): unknown {
  const raw = endpoint.encoding === 'query' ? (request.query ?? {}) : request.body;
  if (!endpoint.encrypted)
    return validatePayload(
      endpoint.request,
      withPathParams(raw ?? {}, request.params),
      endpoint.encoding !== 'json',
    );
  const sealed = (raw as { value?: unknown } | undefined)?.value;
  if (typeof sealed !== 'string') throw badRequest('An encrypted call sends { value: <ciphertext> }');
  const sent = request.headers[HEADERS.encryption.toLowerCase()];
  const header = typeof sent === 'string' ? sent : undefined;
  // The caller sealed it by its own clock, which the clock switch does not move.
  const now = wallNow(sandbox).getTime();
  // The hybrid cipher's wrapped key is base64 of 256 bytes (always '='-padded); the platform's is hex.
  const opened = header?.endsWith('=')
    ? openSealed(sandbox.keys, header, sealed, { now, nonces: sandbox.nonces })
    : openPlatformSealed(sandbox.platformKeys, header, sealed, { now, seen: sandbox.callKeys });
  return validatePayload(endpoint.request, opened, false);
}

/**
 * Path parameters (`/sandbox/accounts/:username/...`) join the payload and win over a body field
 * of the same name. A body that is not an object stays as it is, for the validator to refuse.
 */
function withPathParams(raw: unknown, params: unknown): unknown {
  const path = params as Record<string, string> | undefined;
  if (!path || Object.keys(path).length === 0) return raw;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  return { ...raw, ...path };
}

async function contextFor(
  sandbox: Sandbox,
  guards: Guards,
  endpoint: Endpoint,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  const header = (name: string) => {
    const v = request.headers[name.toLowerCase()];
    return typeof v === 'string' ? v : undefined;
  };
  // The switches answer on any domain: they are how a test makes one unavailable and back.
  refuseUnavailableDomain(
    sandbox.unavailableDomains,
    { origin: header('Origin'), referer: header('Referer'), host: request.host },
    domainCheckOf(endpoint.name, endpoint.tag),
  );
  const base = {
    sandbox,
    ip: request.ip,
    clientKey: clientKey(request.ip),
    language: requestLanguage(header(HEADERS.language)),
    merchant: header(HEADERS.merchant) ?? '',
    origin: `${request.protocol}://${request.host}`,
    requestOrigin: header('Origin'),
    referer: header('Referer'),
    device: header(HEADERS.device),
    userAgent: header('User-Agent'),
    cookieSession: cookieSession(request, reply),
  };
  if (endpoint.auth === 'none') return base;
  if (endpoint.auth === 'partner') {
    const raw = (request as FastifyRequest & { [RAW_BODY]?: string })[RAW_BODY] ?? '';
    return { ...base, partner: await guards.partner(sandbox, header, raw) };
  }
  const token = header(HEADERS.authorization)?.trim();
  let member: SessionMember | undefined;
  if (token) {
    const resolved = await resolveSession(
      sandbox.db,
      sandbox.sessionCache,
      token,
      sandbox.now(),
      sandbox.config.sessionIdleMs ?? DEFAULT_IDLE_MS,
    );
    // Whatever the endpoint, a session past its limit is over, and the player is told why.
    if (resolved && 'pastLimit' in resolved) throw await guards.pastLimit(sandbox, resolved.pastLimit);
    member = resolved?.member;
    if (!member && endpoint.auth === 'required') {
      throw new Fault(401, 'user.or.token.invalid', 'Your session has ended, please log in again');
    }
  }
  if (!member && endpoint.auth === 'required') throw notLoggedIn();
  if (member?.passwordChangeRequired && !WHILE_PASSWORD_CHANGE_DUE.has(endpoint.name)) {
    throw new Fault(403, 'password_change_required', 'Please change your password before you go on');
  }
  const ctx = { ...base, member, token: member ? token : undefined };
  if (endpoint.caller) await guards.callers[endpoint.caller](ctx);
  return ctx;
}

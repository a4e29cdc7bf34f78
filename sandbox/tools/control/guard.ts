import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Fault, forbidden } from '../../core/http/fault';

/** Who may use the sandbox switches, besides holding the token. */
export interface ControlAccess {
  /** The token every /sandbox/... request carries in X-Sandbox-Token. */
  token: string;
  /** Answer other machines too (SANDBOX_CONTROL_REMOTE=1), e.g. a test runner in another container. */
  allowRemote: boolean;
  /** Host names answered besides localhost, 127.0.0.1 and [::1] (SANDBOX_CONTROL_HOSTS). */
  hosts: readonly string[];
}

const TOKEN_HEADER = 'x-sandbox-token';
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** The Host header as `name[:port]`, the name a DNS name, an IPv4 address or a bracketed IPv6 one. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The sandbox switches read out SMS and email codes and captcha answers, and move money: a test
 * tool for this machine, kept from everyone else. Each check stops one way in:
 * - the socket's address (never X-Forwarded-For, which the client writes) must be this machine,
 *   and so must the client a trusted proxy forwarded for: a neighbour on the LAN is refused;
 * - the Host header must name this machine: a DNS-rebinding page (evil.example resolving to
 *   127.0.0.1) is same-origin to itself, not to localhost;
 * - an Origin other than this server's, or a Sec-Fetch-Site other than same-origin or none
 *   (typed or curl): another site's page is refused, even one on another port of localhost;
 * - a body must be JSON: an HTML form (urlencoded, multipart, text/plain) cannot be one;
 * - the token, drawn at start-up: nothing that cannot read this machine's files or console has it.
 * GET /sandbox, the list of switches, needs no token: it says where to find it and exposes nothing.
 */
export function installControlGuard(scope: FastifyInstance, access: ControlAccess) {
  const hosts = new Set([...LOCAL_HOSTS, ...access.hosts.map((h) => h.toLowerCase())]);
  const expected = digest(access.token);
  scope.addHook('onRequest', async (request) => {
    if (!access.allowRemote && !(isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)))
      throw forbidden(
        'sandbox_local_only',
        'The sandbox switches answer only this machine (SANDBOX_CONTROL_REMOTE=1 opens them to others)',
      );
    const host = HOST.exec(request.headers.host ?? '');
    if (!host || !hosts.has(host[1]!.toLowerCase()))
      throw forbidden(
        'sandbox_host_refused',
        'The sandbox switches answer only at localhost, 127.0.0.1 or [::1] (SANDBOX_CONTROL_HOSTS adds names)',
      );
    if (!sameOrigin(request))
      throw forbidden('sandbox_cross_origin', 'The sandbox switches answer only their own origin');
    if (!jsonOrEmpty(request))
      throw new Fault(415, 'sandbox_json_only', 'The sandbox switches take JSON bodies only');
    if (request.routeOptions.url === '/sandbox') return;
    const token = request.headers[TOKEN_HEADER];
    if (typeof token !== 'string' || !timingSafeEqual(digest(token), expected))
      throw new Fault(
        401,
        'sandbox_token_required',
        'Send the sandbox token in the X-Sandbox-Token header: it is printed at start-up and written to the file sandbox-token beside the data folder',
      );
  });
}

const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK.test(address);

function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return (
    origin === undefined ||
    origin.toLowerCase() === `${request.protocol}://${request.headers.host}`.toLowerCase()
  );
}

/** JSON, or no body at all (a bare POST such as /sandbox/reset has nothing a form could forge). */
function jsonOrEmpty(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const type = request.headers['content-type'];
  if (type === undefined)
    return (
      request.headers['transfer-encoding'] === undefined &&
      Number(request.headers['content-length'] ?? 0) === 0
    );
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

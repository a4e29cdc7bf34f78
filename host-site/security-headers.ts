import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from './inline-script-hashes';
import { isFramePath } from './frame-page';

/** One year: browsers honour HSTS only with a long max-age. No includeSubDomains: the operator's other hosts are theirs to decide. */
const HSTS = 'max-age=31536000';

/**
 * Security headers and a CSP on every page, the portal's, the partner examples' and the docs'.
 * Scripts only from this origin; styles allow inline because widgets inject their own stylesheets
 * at run time; frames only for game URLs: https, and the sandbox's demo vendor on its own port of
 * the host the page was asked for. The examples get the portal's policy (they mount the same
 * widgets, lobby and game frames included, and keep their scripts in files); the docs frame
 * nothing and may run typedoc's inline theme script, allowed by its hash. The frame pages
 * (`/embed/frame/<widget>`) are the only ones other origins may frame: the brand's partners.
 */
export function securityHeaders(options: {
  platformUrl?: string;
  gamePort?: number;
  docsDir?: string;
  /**
   * Exact origins that may frame `/embed/frame/…`: the brand's partner origins, read for each page
   * (the sandbox's partner switches change them while the server runs).
   */
  partnerOrigins?: () => readonly string[];
}) {
  const platform = options.platformUrl ? new URL(options.platformUrl).origin : '';
  const base = ["object-src 'none'", "base-uri 'self'", "form-action 'self'"];
  const common = [...base, "frame-ancestors 'self'"];
  const frameAncestors = () => ["frame-ancestors 'self'", ...(options.partnerOrigins?.() ?? [])].join(' ');
  const portalPolicy = (gameOrigin: string, socketOrigin: string, ancestors = common) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${platform}`.trim(),
      // The chat room's WebSocket on this host (CSP 3 lets 'self' cover ws: too; older engines need it named).
      `connect-src 'self' ${socketOrigin} ${platform}`.replace(/ +/g, ' ').trim(),
      "font-src 'self' data:",
      // Never 'self': a game framed on the portal's own origin could reach the portal's session.
      `frame-src https: ${gameOrigin}`.trim(),
      ...ancestors,
    ].join('; ');
  const docsPolicy = [
    "default-src 'self'",
    ["script-src 'self'", ...(options.docsDir ? inlineScriptHashes(options.docsDir) : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "frame-src 'none'",
    ...common,
  ].join('; ');
  // The Host header is the client's to write: only a plain host name or address goes into the policy.
  const gameOriginOf = (request: FastifyRequest) =>
    options.gamePort && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(request.hostname)
      ? `${request.protocol}://${request.hostname}:${options.gamePort}`
      : '';
  // The socket's origin: this host (with its port) over ws, or wss when the page came over https.
  const socketOriginOf = (request: FastifyRequest) =>
    /^(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(request.host)
      ? `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`
      : '';
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // request.protocol believes X-Forwarded-Proto only from the proxies TRUST_PROXY names.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const framePage = isFramePath(request.url);
      if (!reply.hasHeader('Content-Security-Policy'))
        reply.header(
          'Content-Security-Policy',
          request.url.startsWith('/docs/')
            ? docsPolicy
            : portalPolicy(
                gameOriginOf(request),
                socketOriginOf(request),
                framePage ? [...base, frameAncestors()] : common,
              ),
        );
      // X-Frame-Options knows no list of origins: frame pages rely on frame-ancestors alone.
      if (!framePage) reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers and a CSP on every page. Scripts only from this origin; styles allow inline
 * because widgets inject their own stylesheets at run time; frames only for game URLs: https, and
 * the sandbox's demo vendor on its own port of the host the page was asked for.
 */
export function securityHeaders(options: { platformUrl?: string; gamePort?: number }) {
  const platform = options.platformUrl ? new URL(options.platformUrl).origin : '';
  const policy = (gameOrigin: string) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${platform}`.trim(),
      `connect-src 'self' ${platform}`.trim(),
      "font-src 'self' data:",
      // Never 'self': a game framed on the portal's own origin could reach the portal's session.
      `frame-src https: ${gameOrigin}`.trim(),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
  // The Host header is the client's to write: only a plain host name or address goes into the policy.
  const gameOriginOf = (request: FastifyRequest) =>
    options.gamePort && /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(request.hostname)
      ? `${request.protocol}://${request.hostname}:${options.gamePort}`
      : '';
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    // Pages under /examples/ are partner pages: they set their own framing rules.
    if (type.startsWith('text/html') && !request.url.startsWith('/examples/')) {
      if (!reply.hasHeader('Content-Security-Policy'))
        reply.header('Content-Security-Policy', policy(gameOriginOf(request)));
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  };
}

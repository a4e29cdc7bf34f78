import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers and a CSP on every page. Scripts only from this origin; styles allow inline
 * because widgets inject their own stylesheets at run time; frames only for game URLs.
 */
export function securityHeaders(platformUrl?: string) {
  const platform = platformUrl ? new URL(platformUrl).origin : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${platform}`.trim(),
    `connect-src 'self' ${platform}`.trim(),
    "font-src 'self' data:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    // Pages under /examples/ are partner pages: they set their own framing rules.
    if (type.startsWith('text/html') && !request.url.startsWith('/examples/')) {
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  };
}

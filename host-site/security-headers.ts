import type { FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes } from './inline-script-hashes';
import { isFramePath } from './frame-page';
import { exampleFrameSrc, type ExampleFrames } from './example-frames';

/** One year: browsers honour HSTS only with a long max-age. No includeSubDomains: the operator's other hosts are theirs to decide. */
const HSTS = 'max-age=31536000';

/** A host name or IPv4 address, with its port if any: nothing else may enter a policy. */
const PLAIN_HOST = /^([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/i;

/**
 * Security headers and a CSP on every page, the portal's, the partner examples' and the docs'.
 * Scripts only from this origin, and the portal page's own theme script by its hash; styles allow
 * inline because widgets inject their own stylesheets at run time; frames only for game URLs:
 * https, and the sandbox's demo vendor on its own port of the host the page was asked for. The
 * examples get the portal's policy (they mount the same widgets and keep their scripts in files)
 * but frame what their scripts ask for: games when they mount widgets, the portal's own frame
 * pages (`/embed/`) when they frame them; the docs frame nothing and may run typedoc's inline
 * theme script, allowed by its hash. The frame pages (`/embed/frame/<widget>`) are the only ones
 * other origins may frame: the brand's partners.
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
  /** The example pages by path, with what each frames (example-frames.ts): their frame-src follows. */
  examples?: ReadonlyMap<string, ExampleFrames>;
  /**
   * PHONE_PROVIDER=firebase: the brand sends phone codes through the real provider, whose SDK calls
   * its token services and runs an invisible reCAPTCHA (script and frame from Google). Unset, the
   * provider is reached at the platform's origin (the sandbox fronts its local emulator) or not at all.
   */
  phoneProvider?: 'firebase';
  /**
   * The brand's domains (domainRoute's list, read for each page): when the page's own domain is not
   * available, it pings each of them to move the player to one that answers. Only plain hosts enter
   * the policy.
   */
  brandDomains?: () => readonly string[];
  /** CSP sources for the portal page's own inline scripts (inline-script-hashes.ts): nothing else inline runs. */
  portalScripts?: readonly string[];
}) {
  const platform = options.platformUrl ? new URL(options.platformUrl).origin : '';
  const provider =
    options.phoneProvider === 'firebase'
      ? {
          connect: 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com',
          script: 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
        }
      : { connect: '', script: '' };
  const pingHosts = () => (options.brandDomains?.() ?? []).filter((d) => PLAIN_HOST.test(d)).join(' ');
  const base = ["object-src 'none'", "base-uri 'self'", "form-action 'self'"];
  const common = [...base, "frame-ancestors 'self'"];
  const frameAncestors = () => ["frame-ancestors 'self'", ...(options.partnerOrigins?.() ?? [])].join(' ');
  const portalPolicy = (gameOrigin: string, socketOrigin: string, ancestors = common, frameSrc?: string[]) =>
    [
      "default-src 'self'",
      ["script-src 'self'", ...(options.portalScripts ?? []), provider.script].join(' ').trim(),
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${platform}`.trim(),
      // The chat room's WebSocket on this host (CSP 3 lets 'self' cover ws: too; older engines need it named).
      `connect-src 'self' ${socketOrigin} ${platform} ${provider.connect} ${pingHosts()}`
        .replace(/ +/g, ' ')
        .trim(),
      "font-src 'self' data:",
      // Never 'self': a game framed on the portal's own origin could reach the portal's session.
      (frameSrc ? `frame-src ${frameSrc.join(' ')}` : `frame-src https: ${gameOrigin}`).trim(),
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
  // This host (with its port), when the Host header is a plain host: the page's own origin.
  const hostOf = (request: FastifyRequest) =>
    /^(([a-z0-9-]+\.)*[a-z0-9-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(request.host) ? request.host : '';
  // The socket's origin: this host over ws, or wss when the page came over https.
  const socketOriginOf = (request: FastifyRequest) =>
    hostOf(request) ? `${request.protocol === 'https' ? 'wss' : 'ws'}://${hostOf(request)}` : '';
  // An example page frames what its script asks for: games, the portal's frame pages, or both.
  const exampleFrameSrcOf = (request: FastifyRequest) => {
    const frames = options.examples?.get(request.url.split('?')[0]!);
    if (!frames) return undefined;
    const portal = hostOf(request) ? `${request.protocol}://${hostOf(request)}` : '';
    return exampleFrameSrc(frames, { portal, game: gameOriginOf(request) });
  };
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
                exampleFrameSrcOf(request),
              ),
        );
      // X-Frame-Options knows no list of origins: frame pages rely on frame-ancestors alone.
      if (!framePage) reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  };
}

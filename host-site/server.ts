import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { configFromEnv } from '../sandbox/core/config';
import { createSandbox, type SandboxInstance } from '../sandbox/app';
import { isApiPath, sendApiNotFound } from '../sandbox/core/http/errors';
import { trustProxyFrom } from '../sandbox/core/http/trust-proxy';
import { brandFromEnv, brandPage } from './src/config/brand';
import { pageScriptHashes } from './inline-script-hashes';
import { withStatusPreload } from './status-preload';
import { pageLanguage, readTextChunks, withTextPreload } from './text-preload';
import { withHotPreload } from './hot-preload';
import { withListPreload } from './list-preload';
import { readPageChunks, withPagePreload } from './page-preload';
import { withImagePreload } from './image-preload';
import { withHomeShell } from './home-shell';
import { withPageLanguage } from './page-language';
import { firstViewArt } from './first-view-art';
import { securityHeaders } from './security-headers';
import { exampleFrames } from './example-frames';
import { serveHostAssets } from './static-assets';
import { proxyPlatform } from './proxy';
import { EMBED_PREFIXES, framePage, isFrameWidgetName, partnerOriginsFromEnv } from './frame-page';

export interface ServerOptions {
  port: number;
  host: string;
  /** A real platform to proxy /wps and /lgw to; without it the sandbox is mounted. */
  platformUrl?: string;
  distDir: string;
  env: NodeJS.ProcessEnv;
  /** Port of the sandbox's demo game vendor; default PORT + 2 (0 when PORT is 0: any free port). */
  gamePort?: number;
}

/** Paths the platform side answers: the API, the sandbox's switches, and its CDN and pages. */
const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/sandbox', '/cdn/', '/app/', '/support/', '/play/'];

/**
 * One process serving the portal's production build, the script-tag bundles, the examples and
 * the docs, with the platform sandbox mounted (or a real platform proxied).
 */
export async function startServer(
  options: ServerOptions,
): Promise<{ app: FastifyInstance; sandbox?: SandboxInstance; url: string; gameUrl?: string }> {
  const app = Fastify({
    logger: options.env.SERVER_LOG === '1',
    trustProxy: trustProxyFrom(options.env.TRUST_PROXY),
    bodyLimit: 8 * 1024 * 1024,
  });
  // Answers made per request (the API's JSON, the sandbox's generated artwork) are compressed
  // as they go out; the built files were compressed once at build time and are sent as they are.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  let sandbox: SandboxInstance | undefined;
  let gamePort: number | undefined;
  if (options.platformUrl) {
    await proxyPlatform(app, options.platformUrl);
    // The platform's game vendor, when it runs on this host's other port (the sandbox run alone
    // by `npm run platform`, its vendor on GAME_PORT): the frames' CSP names it. A real vendor is https.
    gamePort = options.gamePort;
  } else {
    sandbox = await createSandbox(configFromEnv(options.env));
    await sandbox.register(app);
    // The demo vendor gets its own origin (another port), so its frame is truly cross-origin.
    gamePort = await sandbox.listenGames({
      port: options.gamePort ?? (options.port ? options.port + 2 : 0),
      host: options.host,
    });
    const opened = sandbox;
    app.addHook('onClose', () => opened.close());
  }
  // The sandbox's list follows its partner switches; a real platform's is the environment's.
  const fromEnv = partnerOriginsFromEnv(options.env);
  const partnerOrigins = sandbox ? sandbox.sandbox.partnerOrigins.list : () => fromEnv;
  // Likewise the brand's domains: the sandbox's follow its domain switches.
  const domainsFromEnv = (options.env.CROUPIER_BRAND_DOMAINS ?? '').split(',').map((d) => d.trim());
  const brandDomains = sandbox ? sandbox.sandbox.brandDomains.list : () => domainsFromEnv;
  const hostDir = join(options.distDir, 'host');
  const indexFile = join(hostDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No build at ${hostDir}: run npm run build`);
  const page = brandPage(readFileSync(indexFile, 'utf8'), brandFromEnv(options.env));
  app.addHook(
    'onSend',
    securityHeaders({
      platformUrl: options.platformUrl,
      gamePort,
      docsDir: join(process.cwd(), 'docs'),
      partnerOrigins,
      examples: exampleFrames(join(process.cwd(), 'examples')),
      phoneProvider: options.env.PHONE_PROVIDER === 'firebase' ? 'firebase' : undefined,
      brandDomains,
      portalScripts: pageScriptHashes(page),
    }),
  );

  const textChunks = readTextChunks(hostDir);
  const pageChunks = readPageChunks(hostDir);

  await serveHostAssets(app, hostDir);
  for (const [dir, prefix] of [
    ...EMBED_PREFIXES.map((embed) => [join(options.distDir, 'embed'), embed] as const),
    [join(process.cwd(), 'examples'), '/examples/'],
    [join(process.cwd(), 'docs'), '/docs/'],
  ] as const) {
    if (!existsSync(dir)) continue;
    const embed = (EMBED_PREFIXES as readonly string[]).includes(prefix);
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      decorateReply: false,
      index: ['index.html'],
      preCompressed: true,
      // Partner pages load the script-tag modules from another origin: module scripts need CORS.
      // Chunks are named by their content: cached for good; entries keep their names: 5 minutes.
      setHeaders: embed
        ? (res, path) => {
            res.header('Access-Control-Allow-Origin', '*');
            res.header(
              'Cache-Control',
              path.includes(`${sep}chunks${sep}`)
                ? 'public, max-age=31536000, immutable'
                : 'public, max-age=300',
            );
          }
        : undefined,
    });
  }

  // One widget per page, for partners' iframes (widgets/embed/frame-child.ts).
  const brand = brandFromEnv(options.env);
  for (const prefix of EMBED_PREFIXES)
    app.get<{ Params: { widget: string } }>(`${prefix}frame/:widget`, (request, reply) => {
      const { widget } = request.params;
      if (!isFrameWidgetName(widget) || !existsSync(join(options.distDir, 'embed', `${widget}.js`)))
        return reply.status(404).type('text/plain; charset=utf-8').send('No such widget');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(framePage({ widget, merchant: brand.merchant, partnerOrigins: [...partnerOrigins()] }));
    });

  const art = firstViewArt(app, brand.merchant);

  // History-mode routing: every other GET that wants a page gets the app.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || PLATFORM_PREFIXES.some((p) => request.url.startsWith(p)))
      return sendApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.status(404).send({ success: false, errorCode: 'not_found', message: 'Not found' });
    const acceptLanguage = request.headers['accept-language'];
    const path = request.url.split('?')[0]!;
    const language = pageLanguage(acceptLanguage, brand);
    // Each link goes in first after the title: the page's code comes after the data it asks for.
    const host = request.headers.host;
    const firstView = art.forPage(host, request.url, language);
    const withCode = withImagePreload(
      withHomeShell(
        withPageLanguage(withPagePreload(page, path, pageChunks), language),
        firstView.hero,
        brand.name,
      ),
      firstView.cdn,
      firstView.art,
    );
    const html = withListPreload(
      withHotPreload(withStatusPreload(withCode, host), path, brand.merchant, language),
      request.url,
      brand.merchant,
      language,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .send(withTextPreload(html, acceptLanguage, brand, textChunks));
  });

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    app,
    sandbox,
    url: `http://localhost:${port}`,
    gameUrl: gamePort ? `http://localhost:${gamePort}` : undefined,
  };
}

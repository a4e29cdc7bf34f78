import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { join, sep } from 'node:path';

/**
 * The portal's built files (dist/host). The build wrote a brotli and a gzip copy of every text
 * file (scripts/precompress.ts), sent to a browser that accepts one, for no work per request.
 * Vite names everything under assets/ by its content, so those are cached for good; the rest
 * (favicon, robots.txt) keeps its name and is cached for an hour. index.html is not served from
 * here: the server fills in the brand first.
 */
export async function serveHostAssets(app: FastifyInstance, hostDir: string) {
  const assets = join(hostDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: hostDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, path) =>
      reply.header(
        'Cache-Control',
        path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ),
  });
}

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders } from './security-headers';
import { exampleFrames } from './example-frames';
import { trustProxyFrom, type TrustProxy } from '../sandbox/core/http/trust-proxy';

/** The inline script every typedoc page carries (theme before first paint). */
const TYPEDOC_INLINE = 'document.documentElement.dataset.theme = localStorage.getItem("tsd-theme") || "os";';
let docsDir: string;

beforeAll(() => {
  docsDir = mkdtempSync(join(tmpdir(), 'croupier-docs-'));
  mkdirSync(join(docsDir, 'sdk-api'));
  mkdirSync(join(docsDir, 'platform-api'));
  writeFileSync(
    join(docsDir, 'sdk-api', 'index.html'),
    `<!DOCTYPE html><html><head><script defer src="assets/main.js"></script></head><body><script>${TYPEDOC_INLINE}</script></body></html>`,
  );
  writeFileSync(
    join(docsDir, 'platform-api', 'index.html'),
    '<!doctype html><html><head><style>body{margin:0}</style></head><body>API</body></html>',
  );
});
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

/** The portal's pages, examples and docs with the headers hook, as server.ts mounts them. */
async function site(trustProxy: TrustProxy = false, partnerOrigins: () => readonly string[] = () => []) {
  const app = Fastify({ trustProxy });
  app.addHook(
    'onSend',
    securityHeaders({
      gamePort: 8082,
      docsDir,
      partnerOrigins,
      examples: exampleFrames(join(process.cwd(), 'examples')),
    }),
  );
  for (const [root, prefix] of [
    [join(process.cwd(), 'examples'), '/examples/'],
    [docsDir, '/docs/'],
  ] as const) {
    await app.register(fastifyStatic, { root, prefix, decorateReply: false, index: ['index.html'] });
  }
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/embed/v1/frame/lobby', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html>'),
  );
  return app;
}

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the portal: connects to its own host only, the chat room’s WebSocket included, and never to a forged host', async () => {
    const app = await site();
    const csp = async (host: string) =>
      directives((await app.inject({ url: '/', headers: { host } })).headers['content-security-policy'])[
        'connect-src'
      ];
    expect(await csp('localhost:8080')).toEqual(["'self'", 'ws://localhost:8080']);
    expect(await csp('evil.example/x;script-src *')).toEqual(["'self'"]);
  });

  it("lets the page ping the brand's other domains, and lets nothing else in through that list", async () => {
    const app = Fastify();
    const listed = [
      'backup.croupier.example',
      '127.0.0.1:18080',
      "evil.example 'unsafe-eval'",
      'a;script-src *',
    ];
    app.addHook('onSend', securityHeaders({ brandDomains: () => listed }));
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    const csp = directives(
      (await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'ws://localhost:8080',
      'backup.croupier.example',
      '127.0.0.1:18080',
    ]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it("runs the portal page's own inline scripts, by their hashes, and no other inline script", async () => {
    const app = Fastify();
    const theme = "'sha256-dGhlbWUgYmVmb3JlIHRoZSBmaXJzdCBwYWludA=='";
    app.addHook('onSend', securityHeaders({ portalScripts: [theme] }));
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    const csp = directives(
      (await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp['script-src']).toEqual(["'self'", theme]);
  });

  it('the portal on the real phone-code provider: its token services and reCAPTCHA, nothing more', async () => {
    const app = Fastify();
    app.addHook('onSend', securityHeaders({ phoneProvider: 'firebase' }));
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
    const csp = directives(
      (await app.inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp['connect-src']).toEqual([
      "'self'",
      'ws://localhost:8080',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(
      directives(
        (await (await site()).inject({ url: '/', headers: { host: 'localhost:8080' } })).headers[
          'content-security-policy'
        ],
      )['script-src'],
    ).toEqual(["'self'"]);
  });

  it('the portal: a CSP with scripts from this origin only, no framing by others', async () => {
    const app = await site();
    const { headers } = await app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(directives(headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
    expect(headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['script-tag.html', 'game-corner.html'])(
    'the example %s: the same CSP as the portal, so it frames games but runs no injected script',
    async (file) => {
      const app = await site();
      const { headers, statusCode } = await app.inject({
        url: `/examples/${file}`,
        headers: { host: 'localhost:8080' },
      });
      expect(statusCode).toBe(200);
      const csp = directives(headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).toContain('http://localhost:8082');
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    },
  );

  it.each([
    ['iframe.html', ['http://localhost:8080/embed/']],
    ['iframe-games.html', ['http://localhost:8080/embed/']],
    ['agent-office.html', ['https:', 'http://localhost:8082', 'http://localhost:8080/embed/']],
    ['rewards.html', ['https:', 'http://localhost:8082', 'http://localhost:8080/embed/']],
  ])(
    'the example %s frames what its script asks for: the portal’s frame pages, never the whole portal',
    async (file, frameSrc) => {
      const app = await site();
      const { headers } = await app.inject({
        url: `/examples/${file}?x=1`,
        headers: { host: 'localhost:8080' },
      });
      expect(directives(headers['content-security-policy'])['frame-src']).toEqual(frameSrc);
    },
  );

  it('a frame page may be framed by the partner origins as they are at each request', async () => {
    let partners = ['https://partner.example'];
    const app = await site(false, () => partners);
    const ancestors = async () =>
      directives(
        (await app.inject({ url: '/embed/v1/frame/lobby', headers: { host: 'localhost:8080' } })).headers[
          'content-security-policy'
        ],
      )['frame-ancestors'];
    expect(await ancestors()).toEqual(["'self'", 'https://partner.example']);
    partners = ['https://partner.example', 'http://127.0.0.1:8090'];
    expect(await ancestors()).toEqual(["'self'", 'https://partner.example', 'http://127.0.0.1:8090']);
  });

  it('the examples hold no inline script, so that CSP does not break them', () => {
    const dir = join(process.cwd(), 'examples');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g), file).toBeNull();
      expect(html.match(/\son[a-z]+\s*=/gi), file).toBeNull();
    }
  });

  it('the SDK reference: scripts from this origin plus typedoc’s own inline script, by hash', async () => {
    const app = await site();
    const { headers } = await app.inject({ url: '/docs/sdk-api/index.html' });
    const hash = createHash('sha256').update(TYPEDOC_INLINE).digest('base64');
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
  });

  it('the platform API reference has the docs’ CSP too', async () => {
    const app = await site();
    const { headers } = await app.inject({ url: '/docs/platform-api/' });
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']?.[0]).toBe("'self'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('HSTS when the request came over HTTPS through a trusted proxy, on every kind of page', async () => {
    const app = await site(trustProxyFrom('1'));
    for (const url of ['/', '/examples/script-tag.html', '/docs/sdk-api/index.html']) {
      const { headers } = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
    }
  });

  it('no HSTS over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const app = await site();
    const { headers } = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

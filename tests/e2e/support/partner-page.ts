import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Serves one of examples/*.html from its own origin, as a real partner would, with the loader
 * pointed at the portal under test. Resolves to the page's URL and a way to stop serving it.
 */
export async function servePartnerPage(file: string, portalUrl: string, port = 0) {
  const html = readFileSync(`examples/${file}`, 'utf8').replace(
    /src="(\/embed\/[^"]*croupier\.js)"/,
    (_all, path: string) => `src="${portalUrl}${path}"`,
  );
  // The page's own script (examples keep their snippet in a file, for the portal's CSP) comes along.
  const script = file.replace(/\.html$/, '.js');
  const server = createServer((request, response) =>
    request.url === `/${script}` && existsSync(`examples/${script}`)
      ? response
          .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
          .end(readFileSync(`examples/${script}`))
      : response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Serves one HTML page (an attacker's, say) from an origin of its own, or from `port` (a partner's
 * page written for one test); resolves to its URL and a way to stop serving it.
 */
export async function serveHtml(html: string, port = 0) {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For this test only, makes every shadow root the page attaches an open one. The widgets attach
 * closed roots so that a partner page's scripts cannot read their DOM; but Playwright's locators
 * and axe pierce open roots only, and these journeys look inside the widgets as a player sees them.
 * The story of the partner page's own scripts (embed-script-tag.spec.ts) does not call this: it
 * checks the roots are closed.
 */
export function openShadowRootsForTests(page: Page) {
  return page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      return attach.call(this, { ...init, mode: 'open' });
    };
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a built app (a folder with its index.html) from an origin of its own, as a partner's
 * static host would; unknown paths get index.html. Resolves to its URL and a way to stop.
 */
export async function serveFolder(folder: string) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(folder, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const found = path !== '/' && existsSync(file) ? file : join(folder, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    response.end(readFileSync(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

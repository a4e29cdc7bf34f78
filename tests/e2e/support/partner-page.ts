import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * Serves one of examples/*.html from its own origin, as a real partner would, with the loader
 * pointed at the portal under test. Resolves to the page's URL and a way to stop serving it.
 */
export async function servePartnerPage(file: string, portalUrl: string) {
  const html = readFileSync(`examples/${file}`, 'utf8').replace(
    'src="/embed/croupier.js"',
    `src="${portalUrl}/embed/croupier.js"`,
  );
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

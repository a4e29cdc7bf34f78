import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { realClient } from './real-client';
import { decryptServiceLink } from '../../../sdk/client/service-link';

/**
 * Conformance of the domain calls with the real platform's wire: the brand's domains and customer
 * service (domainRoute), and the ping the page sends each domain from a page on a domain the
 * platform no longer serves. C = GoPoint9/point docs/ncz-web-pgpc/source-code/PGPC/componetns/
 * chunk-web-view.a286710c.js, as PLATFORM-WIRE.md collects it.
 */
let sandbox: TestSandbox;
let page: ReturnType<typeof realClient>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  page = realClient(sandbox);
});
afterAll(() => sandbox.close());

describe('GET /wps/system/domainRoute and /wps/system/test/ping (C 2208–2230, 2290–2315, 2552)', () => {
  const setDomain = (domainName: string, available: boolean) =>
    sandbox.request({ method: 'POST', url: '/sandbox/domains', payload: { domainName, available } });

  it("lists the brand's domains by domainName, each of which the page pings before it moves a player there", async () => {
    const routes = await page.get('/wps/system/domainRoute');
    const { domainList } = (routes.json() as { value: { domainList: { domainName: string }[] } }).value;
    // The page builds `http(s)://` + domainName and pings it (C 2300–2310).
    expect(domainList.map((d) => d.domainName)).toContain('backup.croupier.example');
    const ping = await page.get(`/wps/system/test/ping?speed=${Date.now()}`);
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toMatchObject({ success: true });
  });

  it('answers domain_not_available to a page on a domain it no longer serves, and only there', async () => {
    expect((await setDomain('blocked.croupier.example', false)).status).toBe(200);
    const from = (page_: string) => ({ referer: `https://${page_}/` });
    try {
      const refused = await page.get('/wps/system/status', undefined, from('blocked.croupier.example'));
      expect(refused.statusCode).toBe(403);
      // The page mounts its "retry on another domain" dialog on this code (C 2552, 2499).
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' });
      expect(
        (await page.get('/wps/system/status', undefined, from('backup.croupier.example'))).statusCode,
      ).toBe(200);
      // The dialog, on the blocked page, still learns where else the brand answers (C 2208–2230)...
      const listed = await page.get('/wps/system/domainRoute', undefined, from('blocked.croupier.example'));
      expect(listed.statusCode).toBe(200);
      const { value } = listed.json() as {
        value: { domainList: { domainName: string }[]; customerService: { title: string; path: string }[] };
      };
      expect(value.domainList.map((d) => d.domainName)).toContain('blocked.croupier.example');
      // ...and its customer service, each link sealed as the page opens it (C 2187–2194).
      expect(value.customerService.length).toBeGreaterThan(0);
      for (const { path } of value.customerService) expect(decryptServiceLink(path)).toMatch(/^https?:\/\//);
      // It pings each domain from the blocked page: a ping answers for the domain it reached.
      const ping = (host: string) =>
        page.get(`/wps/system/test/ping?speed=${Date.now()}`, undefined, {
          ...from('blocked.croupier.example'),
          host,
        });
      expect((await ping('backup.croupier.example')).statusCode).toBe(200);
      const blocked = await ping('blocked.croupier.example');
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ errorCode: 'domain_not_available' });
    } finally {
      await setDomain('blocked.croupier.example', true);
    }
    expect(
      (await page.get('/wps/system/status', undefined, from('blocked.croupier.example'))).statusCode,
    ).toBe(200);
  });
});

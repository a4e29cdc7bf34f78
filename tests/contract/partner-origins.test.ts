import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../sdk/contract/table';
import { expectFailure, startTestSandbox, type TestSandbox } from './harness';
import { partnerDriver } from './partner-helpers';

/**
 * The brand's partner origins set through the sandbox switch, not only CROUPIER_PARTNER_ORIGINS:
 * at once for every request (CORS here; the frame pages' CSP and the frames in the host site read
 * the same list), and for the partner's sign-on.
 */
let sandbox: TestSandbox;
let partners: ReturnType<typeof partnerDriver>;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  partners = partnerDriver(sandbox);
});
afterAll(() => sandbox.close());

const PAGE = 'https://games.partner.example';

const setOrigins = (origins: string[], id = 'demo') =>
  sandbox.request({ method: 'POST', url: `/sandbox/partners/${id}/origins`, payload: { origins } });

/** A browser's preflight from `origin` before a call to the platform API. */
const preflight = (origin: string) =>
  sandbox.app.inject({
    method: 'OPTIONS',
    url: '/wps/system/status',
    headers: { origin, 'access-control-request-method': 'GET' },
  });

describe('POST /sandbox/partners/:id/origins', () => {
  it('lets a page origin call the API from a browser at once, and takes it back as soon', async () => {
    expect((await preflight(PAGE)).statusCode).toBe(403);
    const set = await setOrigins([PAGE]);
    expect(set.status).toBe(200);
    expect((set.body.value as { origins: string[] }).origins).toEqual([PAGE]);
    const allowed = await preflight(PAGE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(PAGE);
    expect(sandbox.instance.sandbox.partnerOrigins.list()).toContain(PAGE);

    await setOrigins([]);
    expect((await preflight(PAGE)).statusCode).toBe(403);
    expect(sandbox.instance.sandbox.partnerOrigins.list()).not.toContain(PAGE);
  });

  it('is what the partner’s sign-on judges a page by', async () => {
    const demo = sandbox.instance.partner;
    const exchangeFrom = async (origin: string) =>
      sandbox.request({
        method: 'POST',
        url: contract.loginWithTicket.path,
        headers: { origin },
        payload: { ticket: (await partners.ticketFor(demo, `origins-${Date.now()}`)).ticket },
      });
    await setOrigins([]);
    expectFailure(await exchangeFrom(PAGE), 400, 'ticket_partner_mismatch');
    await setOrigins([PAGE]);
    expect((await exchangeFrom(PAGE)).body.success).toBe(true);
  });

  it('counts every partner’s origins, and a reset without CROUPIER_PARTNER_ORIGINS keeps them', async () => {
    await partners.addPartner('site-c', ['https://c.partner.example']);
    await setOrigins([PAGE]);
    expect(sandbox.instance.sandbox.partnerOrigins.list()).toEqual(
      expect.arrayContaining([PAGE, 'https://c.partner.example']),
    );
    await sandbox.request({ method: 'POST', url: '/sandbox/reset' });
    expect((await preflight(PAGE)).statusCode).toBe(204);
  });

  it.each([
    ['a path', ['https://games.partner.example/casino']],
    ['a trailing slash', ['https://games.partner.example/']],
    ['upper case, which a browser never sends', ['https://Games.Partner.example']],
    ['the default port written out', ['https://games.partner.example:443']],
    ['another scheme', ['ftp://games.partner.example']],
  ])('refuses an origin with %s, and changes nothing', async (_case, origins) => {
    await setOrigins([PAGE]);
    const answer = await setOrigins(origins);
    expect(answer.status).toBe(400);
    expect(sandbox.instance.sandbox.partnerOrigins.list()).toContain(PAGE);
  });

  it('answers 404 for a partner that does not exist', async () => {
    expectFailure(await setOrigins([PAGE], 'nobody'), 404, 'not_found');
  });

  it('needs the switches’ token, like every switch', async () => {
    const answer = await sandbox.request({
      method: 'POST',
      url: '/sandbox/partners/demo/origins',
      headers: { 'x-sandbox-token': 'wrong' },
      payload: { origins: ['https://evil.example'] },
    });
    expect(answer.status).toBe(401);
    expect(sandbox.instance.sandbox.partnerOrigins.list()).not.toContain('https://evil.example');
  });
});

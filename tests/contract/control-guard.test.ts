import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestSandbox, type TestSandbox } from './harness';

/**
 * The sandbox's switches read out SMS and email codes and captcha answers, and move money: each
 * test here is an attack a web page, a LAN neighbour or a DNS-rebinding site could try on a
 * developer's running sandbox. `inject` bypasses the harness, which sends the token itself.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const token = () => sandbox.instance.control.token;
const send = async (options: InjectOptions) => {
  const response = await sandbox.app.inject(options);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const refused = (answer: { status: number; body: Record<string, unknown> }) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toMatchObject({ success: false, errorCode: expect.any(String) });
  expect(answer.body.value).toBeUndefined();
};

describe('the sandbox switches refuse', () => {
  it('a caller without the token: no outbox, no captcha answer, no money', async () => {
    for (const url of ['/sandbox/outbox/sms', '/sandbox/outbox/email', '/sandbox/captcha', '/sandbox/status'])
      refused(await send({ method: 'GET', url, headers: { host: 'localhost:8080' } }));
    refused(
      await send({
        method: 'POST',
        url: '/sandbox/accounts/demomember/balance',
        headers: { host: 'localhost:8080' },
        payload: { amount: 9_999_999 },
      }),
    );
    refused(await send({ method: 'POST', url: '/sandbox/reset', headers: { host: 'localhost:8080' } }));
  });

  it('a wrong token', async () => {
    refused(
      await send({
        method: 'GET',
        url: '/sandbox/outbox/sms',
        headers: { host: 'localhost:8080', 'x-sandbox-token': 'guess'.repeat(8) },
      }),
    );
  });

  it('a cross-site form post, even one that carries the token', async () => {
    refused(
      await send({
        method: 'POST',
        url: '/sandbox/notices',
        headers: {
          host: 'localhost:8080',
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
          'x-sandbox-token': token(),
        },
        payload: 'type=B&title=Win&content=%3Cimg%20src%3Dx%3E',
      }),
    );
  });

  it('a page of a rebinding domain (Host evil.example), even with the token', async () => {
    refused(
      await send({
        method: 'GET',
        url: '/sandbox/outbox/sms',
        headers: { host: 'evil.example:8080', 'x-sandbox-token': token() },
      }),
    );
  });

  it('a machine on the network, even with the token', async () => {
    refused(
      await send({
        method: 'GET',
        url: '/sandbox/outbox/sms',
        remoteAddress: '192.168.1.23',
        headers: { host: 'localhost:8080', 'x-sandbox-token': token() },
      }),
    );
  });

  it('but answers this machine with the token', async () => {
    const answer = await send({
      method: 'POST',
      url: '/sandbox/status',
      headers: { host: 'localhost:8080', origin: 'http://localhost:8080', 'x-sandbox-token': token() },
      payload: { maintenance: false },
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
  });
});

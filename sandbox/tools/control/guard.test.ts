import { describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import { installErrorEnvelope } from '../../core/http/errors';
import { trustProxyFrom, type TrustProxy } from '../../core/http/trust-proxy';
import { installControlGuard, type ControlAccess } from './guard';

const TOKEN = 'k'.repeat(43);
const HONEST = { host: 'localhost:8080', 'x-sandbox-token': TOKEN };

/** A switch to read, one to flip and the listing, behind the guard, as the sandbox mounts them. */
async function answer(
  request: InjectOptions,
  access: Partial<ControlAccess> = {},
  trustProxy: TrustProxy = false,
) {
  const app = Fastify({ trustProxy });
  installErrorEnvelope(app);
  installControlGuard(app, { token: TOKEN, allowRemote: false, hosts: [], ...access });
  app.get('/sandbox', async () => ({ success: true, value: 'listing' }));
  app.get('/sandbox/outbox/sms', async () => ({ success: true, value: ['123456'] }));
  app.post('/sandbox/reset', async () => ({ success: true, value: null }));
  const response = await app.inject(request);
  await app.close();
  return { status: response.statusCode, body: response.json() };
}
const refusedWith = (status: number, errorCode: string) => ({
  status,
  body: { success: false, errorCode, message: expect.any(String) },
});
const ok = { status: 200, body: { success: true } };

describe('the sandbox switches', () => {
  it('answer this machine with the token, at its own origin', async () => {
    expect(await answer({ url: '/sandbox/outbox/sms', headers: HONEST })).toMatchObject(ok);
    expect(
      await answer({
        method: 'POST',
        url: '/sandbox/reset',
        headers: { ...HONEST, origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
        payload: {},
      }),
    ).toMatchObject(ok);
    // A bare POST (curl -X POST) carries no body a form could have forged.
    expect(await answer({ method: 'POST', url: '/sandbox/reset', headers: HONEST })).toMatchObject(ok);
    for (const host of ['127.0.0.1:8080', '[::1]:8080', 'LOCALHOST'])
      expect(await answer({ url: '/sandbox/outbox/sms', headers: { ...HONEST, host } })).toMatchObject(ok);
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect(await answer({ url: '/sandbox/outbox/sms', remoteAddress, headers: HONEST })).toMatchObject(ok);
  });

  it('refuse a request without the token, or with a wrong one', async () => {
    const { 'x-sandbox-token': _, ...noToken } = HONEST;
    expect(await answer({ url: '/sandbox/outbox/sms', headers: noToken })).toMatchObject(
      refusedWith(401, 'sandbox_token_required'),
    );
    for (const token of ['k'.repeat(42), `${TOKEN}k`, 'K'.repeat(43), ''])
      expect(
        await answer({ url: '/sandbox/outbox/sms', headers: { ...HONEST, 'x-sandbox-token': token } }),
      ).toMatchObject(refusedWith(401, 'sandbox_token_required'));
  });

  it('show their listing without the token, which exposes nothing', async () => {
    expect(await answer({ url: '/sandbox', headers: { host: 'localhost:8080' } })).toMatchObject(ok);
    expect(
      await answer({ url: '/sandbox', headers: { host: 'evil.example', origin: 'https://evil.example' } }),
    ).toMatchObject({ status: 403 });
  });

  it('refuse another origin, even with the token (the page could not have it, but still)', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:8082', 'null', 'https://localhost:8080'])
      expect(await answer({ url: '/sandbox/outbox/sms', headers: { ...HONEST, origin } })).toMatchObject(
        refusedWith(403, 'sandbox_cross_origin'),
      );
    for (const site of ['cross-site', 'same-site'])
      expect(
        await answer({ url: '/sandbox/outbox/sms', headers: { ...HONEST, 'sec-fetch-site': site } }),
      ).toMatchObject(refusedWith(403, 'sandbox_cross_origin'));
  });

  it('refuse a form post: urlencoded, multipart, text/plain, or a body with no type', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
      'application/json-seq',
    ])
      expect(
        await answer({
          method: 'POST',
          url: '/sandbox/reset',
          headers: { ...HONEST, 'content-type': type },
          payload: 'a=1',
        }),
      ).toMatchObject(refusedWith(415, 'sandbox_json_only'));
    expect(
      await answer({
        method: 'POST',
        url: '/sandbox/reset',
        headers: { ...HONEST, 'content-length': '3' },
        payload: Buffer.from('a=1'),
      }),
    ).toMatchObject(refusedWith(415, 'sandbox_json_only'));
  });

  it('refuse a Host that is not this machine (DNS rebinding), unless listed', async () => {
    for (const host of [
      'evil.example',
      'evil.example:8080',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      'localhost:8080@evil.example',
    ])
      expect(await answer({ url: '/sandbox/outbox/sms', headers: { ...HONEST, host } })).toMatchObject(
        refusedWith(403, 'sandbox_host_refused'),
      );
    expect(
      await answer(
        { url: '/sandbox/outbox/sms', headers: { ...HONEST, host: 'devbox.lan:8080' } },
        { hosts: ['devbox.lan'] },
      ),
    ).toMatchObject(ok);
  });

  it('refuse another machine, whatever X-Forwarded-For says, unless opened to the network', async () => {
    const remote = { url: '/sandbox/outbox/sms', remoteAddress: '192.168.1.23', headers: HONEST };
    expect(await answer(remote)).toMatchObject(refusedWith(403, 'sandbox_local_only'));
    expect(await answer({ ...remote, headers: { ...HONEST, 'x-forwarded-for': '127.0.0.1' } })).toMatchObject(
      refusedWith(403, 'sandbox_local_only'),
    );
    expect(await answer(remote, { allowRemote: true })).toMatchObject(ok);
  });

  it('refuse a remote client that a trusted proxy on this machine forwards', async () => {
    expect(
      await answer(
        { url: '/sandbox/outbox/sms', headers: { ...HONEST, 'x-forwarded-for': '203.0.113.9' } },
        {},
        trustProxyFrom('1'),
      ),
    ).toMatchObject(refusedWith(403, 'sandbox_local_only'));
  });
});

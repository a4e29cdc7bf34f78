import { afterEach, describe, expect, it, vi } from 'vitest';
import { balance, fundsConsolidated } from '../contract/endpoints/wallet';
import { generateKeyPairSync } from 'node:crypto';
import { captcha, login, rsaKey } from '../contract/endpoints/session';
import { defineEndpoint } from '../contract/endpoint';
import { Type } from '../contract/schema';
import type { PayloadCipher } from './cipher';
import { createClient, DEFAULT_TIMEOUT_MS, type ClientOptions } from './create-client';
import { PlatformError } from './platform-error';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A platform that answers each request with the next of `answers` (the last one repeats). */
function platform(...answers: ((init: RequestInit) => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return answers[Math.min(sent.length, answers.length) - 1]!(init);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (value: unknown) => json(200, { success: true, value });
const refused = (status: number, errorCode: string, value?: unknown) =>
  json(status, { success: false, errorCode, message: `server says ${errorCode}`, value });
/** A platform that never answers: the request ends only when its signal aborts, as fetch does. */
const silent = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

const client = (options: Partial<ClientOptions> = {}) =>
  createClient({
    merchant: 'CROUPIER',
    getToken: () => 'token-1',
    getLanguage: () => 'ES',
    ...options,
  });

/** The error a call rejects with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as PlatformError,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the envelope', () => {
  it('resolves with the value of a success, sent with the platform headers', async () => {
    const sent = platform(ok({ sumBalance: 12.5 }));
    await expect(client().call(balance, {})).resolves.toEqual({ sumBalance: 12.5 });
    expect(sent[0]).toMatchObject({ url: '/wps/v2/wallets/balance', method: 'GET' });
    expect(Object.fromEntries(sent[0]!.headers)).toEqual({
      merchant: 'CROUPIER',
      device: 'web',
      language: 'ES',
      authorization: 'token-1',
      // The platform's own page announces its gateway version; a GET carries no Content-Type.
      'x-gateway-version': '3',
    });
  });

  it('sends through the fetch it is given instead of the global one', async () => {
    const global = platform(ok({}));
    const own = vi.fn(async () => ok({ sumBalance: 3 })());
    await expect(client({ fetch: own, baseUrl: 'https://api.example' }).call(balance, {})).resolves.toEqual({
      sumBalance: 3,
    });
    expect(own).toHaveBeenCalledWith('https://api.example/wps/v2/wallets/balance', expect.anything());
    expect(global).toHaveLength(0);
  });

  it('never sends the token to a call that takes none', async () => {
    const sent = platform(ok({ image: 'png', key: 'k' }));
    await client().call(captcha, {} as never);
    expect(sent[0]!.headers.has('authorization')).toBe(false);
  });

  it('turns a failure envelope into a PlatformError with its code, message, status and value', async () => {
    platform(refused(409, 'vendor_under_maintenance', { content: { data: { endTime: 2 } } }));
    const error = await failure(client().call(balance, {}));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      code: 'vendor_under_maintenance',
      message: 'server says vendor_under_maintenance',
      status: 409,
      value: { content: { data: { endTime: 2 } } },
    });
  });

  it('treats a 2xx that does not say success as a failure', async () => {
    platform(json(200, { success: false, errorCode: 'login_failed', message: 'no' }));
    expect(await failure(client().call(balance, {}))).toMatchObject({ code: 'login_failed', status: 200 });
  });

  it('reports an answer that is not an envelope as a network error with its status', async () => {
    platform(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(client().call(balance, {}))).toMatchObject({ code: 'network_error', status: 502 });
  });

  it('reports a request that got no answer as a network error', async () => {
    platform(() => Promise.reject(new TypeError('fetch failed')));
    expect(await failure(client().call(balance, {}))).toMatchObject({ code: 'network_error', status: 0 });
  });

  it('says when the session ended, and still fails the call', async () => {
    platform(refused(401, 'user.or.token.invalid'));
    const onSessionEnded = vi.fn();
    const error = await failure(client({ onSessionEnded }).call(balance, {}));
    expect(error.code).toBe('user.or.token.invalid');
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('ends the session on any HTTP 401 to a call that carried a token, as the platform page does', async () => {
    platform(refused(401, 'token_expired_elsewhere'));
    const onSessionEnded = vi.fn();
    const error = await failure(client({ onSessionEnded }).call(balance, {}));
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('leaves the session alone on a 401 to a call without a token (a wrong password at login)', async () => {
    platform(refused(401, 'login_failed'));
    const onSessionEnded = vi.fn();
    await failure(client({ onSessionEnded, getToken: () => undefined }).call(balance, {}));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('says when the password must change first, without ending the session', async () => {
    platform(refused(403, 'password_change_required'));
    const onSessionEnded = vi.fn();
    const onPasswordChangeRequired = vi.fn();
    await failure(client({ onSessionEnded, onPasswordChangeRequired }).call(balance, {}));
    expect(onPasswordChangeRequired).toHaveBeenCalledOnce();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("says when the platform does not serve the page's domain, and the call still fails", async () => {
    platform(refused(403, 'domain_not_available'));
    const onSessionEnded = vi.fn();
    const onDomainUnavailable = vi.fn();
    const error = await failure(client({ onSessionEnded, onDomainUnavailable }).call(balance, {}));
    expect(error.code).toBe('domain_not_available');
    expect(onDomainUnavailable).toHaveBeenCalledWith(error);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('the timeout', () => {
  it('is SPEC §9 page load timeout unless the client is given another', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(120_000);
    platform(ok({ sumBalance: 1 }));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await client().call(balance, {});
    expect(timeout).toHaveBeenCalledWith(120_000);
  });

  it('fails a call the platform does not answer in time', async () => {
    platform(silent);
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 50 }).call(balance, {}));
    expect(error).toMatchObject({ code: 'network_timeout', status: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });

  it('tells a call the caller cancelled from one that timed out', async () => {
    platform(silent);
    const controller = new AbortController();
    const call = failure(client().call(balance, {}, { signal: controller.signal }));
    controller.abort();
    expect(await call).toMatchObject({ code: 'aborted', status: 0 });
  });
});

describe('the retry', () => {
  /** A cipher that counts its seals and resets. */
  function countingCipher() {
    const counts = { seals: 0, resets: 0 };
    const cipher: PayloadCipher = {
      seal: async () => ({ body: { value: `sealed-${++counts.seals}` }, headers: { Encryption: 'key' } }),
      reset: () => void counts.resets++,
    };
    return { cipher, counts };
  }
  const form = { username: 'demomember', password: 'Demo2026', type: 'username' } as const;

  it('seals an encrypted call again with a fresh key, once, when the platform could not decrypt it', async () => {
    const sent = platform(refused(400, 'decrypt_failed'), ok({ token: 'new' }));
    const { cipher, counts } = countingCipher();
    await expect(client({ cipher }).call(login, form as never)).resolves.toEqual({ token: 'new' });
    expect(counts).toEqual({ seals: 2, resets: 1 });
    expect(sent.map((s) => JSON.parse(String(s.body)))).toEqual([
      { value: 'sealed-1' },
      { value: 'sealed-2' },
    ]);
    expect(sent[1]!.headers.get('encryption')).toBe('key');
  });

  it('gives up after that one retry', async () => {
    // A third try would succeed: the call fails only if the client stops after the second.
    const sent = platform(
      refused(400, 'decrypt_failed'),
      refused(400, 'decrypt_failed'),
      ok({ token: 'new' }),
    );
    const { cipher } = countingCipher();
    expect((await failure(client({ cipher }).call(login, form as never))).code).toBe('decrypt_failed');
    expect(sent).toHaveLength(2);
  });

  it.each([
    ['a plain call the platform could not decrypt', refused(400, 'decrypt_failed')],
    ['a refusal', refused(429, 'TOO_MANY_REQUESTS')],
    ['a server error', refused(503, 'server_busy')],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('never repeats %s', async (_case, answer) => {
    const sent = platform(answer);
    await failure(client().call(fundsConsolidated, {} as never));
    expect(sent).toHaveLength(1);
  });
});

describe("the real platform's answers", () => {
  const lottery = defineEndpoint({
    name: 'lotteryMenu',
    method: 'GET',
    path: '/lgw/games/game_menus',
    tag: 'lottery',
    summary: 'test',
    request: Type.Object({}),
    response: Type.Unknown(),
    answer: 'bare',
  });

  it('reads a bare answer (the lottery gateway has no envelope) as the value itself', async () => {
    platform(json(200, { VN: { name: 'Vietnam' } }));
    await expect(client().call(lottery, {})).resolves.toEqual({ VN: { name: 'Vietnam' } });
  });

  it('still reads a refusal of a bare call from its envelope', async () => {
    platform(refused(401, 'user.or.token.invalid'));
    expect((await failure(client().call(lottery, {}))).code).toBe('user.or.token.invalid');
  });

  it('reads the key answer as text', async () => {
    platform(() => new Response('c0ffee', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(client().call(rsaKey, {})).resolves.toBe('c0ffee');
  });

  it('seals a call with a modulus fetched bare, as text, for every sealed call', async () => {
    const modulus = Buffer.from(
      generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' }).n!,
      'base64url',
    ).toString('hex');
    const sent = platform(
      () => new Response(modulus, { status: 200 }),
      ok({ token: 't' }),
      () => new Response(modulus, { status: 200 }),
      ok({ token: 't' }),
    );
    const c = client();
    await c.call(login, { username: 'a', password: 'b', type: 'username' });
    await c.call(login, { username: 'a', password: 'b', type: 'username' });
    expect(sent.map((s) => s.url.replace(/\?t=\d+$/, '?t=…'))).toEqual([
      '/wps/session/key/rsa?t=…',
      '/wps/session/login',
      '/wps/session/key/rsa?t=…',
      '/wps/session/login',
    ]);
    expect(Object.fromEntries(sent[0]!.headers)).toEqual({ 'cache-control': 'no-cache' });
    expect(sent[1]!.headers.get('encryption')).toMatch(/^[0-9a-f]+$/);
    expect(JSON.parse(sent[1]!.body as string)).toEqual({
      value: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
  });
});

import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../setup/test-database';
import { createSandbox, type SandboxInstance } from '../../sandbox/app';
import { trustProxyFrom } from '../../sandbox/core/http/trust-proxy';
import { sealForTest } from './seal';

/**
 * Brute force over a real socket, as it arrives in production. The harness's Fastify trusts
 * X-Forwarded-For (so other tests can speak from many addresses); here the portal's own setting
 * decides: with TRUST_PROXY unset the header is the client's word and must count for nothing.
 * And whatever an attacker floods, the player whose name they flood still gets in.
 */
const PORT = 18349;
const ATTEMPTS = 1000;
const headers = { merchant: 'CROUPIER', device: 'web', 'content-type': 'application/json' };

let instance: SandboxInstance;
let direct: FastifyInstance;
/** The same sandbox behind TRUST_PROXY=1 (a proxy in front), reached through inject. */
let proxied: FastifyInstance;

beforeAll(async () => {
  // The seeded database of the run: PGlite, or a fresh PostgreSQL database in the postgres step.
  const db = await openTestDatabase('seeded');
  instance = await createSandbox(
    { dataDir: '', scryptLogN: 12, sessionTtlMs: 60 * 60 * 1000, logRequests: false },
    db,
  );
  direct = Fastify({ trustProxy: trustProxyFrom(undefined) });
  proxied = Fastify({ trustProxy: trustProxyFrom('1') });
  for (const app of [direct, proxied]) await instance.register(app);
  await direct.listen({ port: PORT, host: '127.0.0.1' });
  await proxied.ready();
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await instance?.close();
});
beforeEach(async () => {
  await call('POST', '/sandbox/reset', {}, { 'x-sandbox-token': instance.control.token });
});
afterEach(() => {
  vi.useRealTimers();
});

interface Reply {
  status: number;
  code: string;
  value?: unknown;
}

/** One request over the socket; `from` picks the local address the player's machine speaks from. */
function call(
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
  from = '127.0.0.1',
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method,
        localAddress: from,
        headers: {
          ...headers,
          ...(payload ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
          ...extra,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          const json = JSON.parse(text || '{}') as { errorCode?: string; value?: unknown };
          resolve({ status: res.statusCode!, code: json.errorCode ?? 'ok', value: json.value });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sealed = (payload: object) => {
  const s = sealForTest(instance.sandbox.platformKeys.modulus(), payload);
  return { body: { value: s.value }, header: { encryption: s.header } };
};

const login = (payload: object, extra: Record<string, string> = {}, from?: string) => {
  const s = sealed(payload);
  return call('POST', '/wps/session/login', s.body, { ...s.header, ...extra }, from);
};

/** `count` calls, ten in flight, each with the next address in X-Forwarded-For. */
async function flood(count: number, attempt: (i: number, spoofed: string) => Promise<Reply>) {
  const codes: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const i = next++;
        codes.push((await attempt(i, `10.${i % 250}.${Math.floor(i / 250)}.7`)).code);
      }
    }),
  );
  return (code: string) => codes.filter((c) => c === code).length;
}

/** Draws a captcha for `username` from `from` and reads its answer as a test tool may. */
async function solvedCaptcha(username: string, from: string) {
  const key = randomBytes(16).toString('base64url');
  await call('GET', `/wps/captcha?key=${key}&username=${username}`, undefined, {}, from);
  const answer = await call('GET', `/sandbox/captcha?key=${key}`, undefined, {
    'x-sandbox-token': instance.control.token,
  });
  return { captchaKey: key, captcha: (answer.value as { answer: string }).answer };
}

const password = (username: string, guess: string) => ({ username, password: guess, type: 'username' });

describe('with TRUST_PROXY unset, a spoofed X-Forwarded-For is not an address', () => {
  it('1,000 logins, each naming a new address, are limited as the one socket they came from', async () => {
    const count = await flood(ATTEMPTS, (i, spoofed) =>
      login(password(`nobody${i}`, `guess-${i}`), { 'x-forwarded-for': spoofed }),
    );
    // Thirty attempts per address in five minutes: the rest are refused before any password work.
    expect(count('login_failed')).toBe(30);
    expect(count('TOO_MANY_REQUESTS')).toBe(ATTEMPTS - 30);
  }, 120_000);

  it('whereas behind a trusted proxy the same header does name the client (what the limit above withstood)', async () => {
    // One at a time: password work is capped per server (server_busy), which is not under test here.
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const s = sealed(password(`nobody${i}`, `guess-${i}`));
      const response = await proxied.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { ...headers, ...s.header, 'x-forwarded-for': `10.9.${i}.1` },
        payload: s.body,
      });
      answers.push(response.json<{ errorCode?: string }>().errorCode);
    }
    expect(answers).toEqual(Array(40).fill('login_failed'));
  });

  it('1,000 login-code requests, each naming a new address, send at most ten codes', async () => {
    const count = await flood(ATTEMPTS, (i, spoofed) =>
      call(
        'POST',
        '/wps/verification/sms/noLogin',
        { mobileNum: `93${String(i).padStart(8, '0')}`, countryDialingCode: '63' },
        { 'x-forwarded-for': spoofed },
      ),
    );
    expect(count('ok')).toBe(10);
    expect(count('TOO_MANY_REQUESTS')).toBe(ATTEMPTS - 10);
  }, 120_000);
});

describe("a flood on a player's name does not lock the player out", () => {
  const floodVictim = () =>
    flood(ATTEMPTS, (i, spoofed) =>
      login(password('agentone', `guess-${i}`), { 'x-forwarded-for': spoofed }),
    );

  it('after 1,000 guesses the player logs in from their own address with a captcha, and then without one', async () => {
    const count = await floodVictim();
    // Three guesses judged at most; the rest of the attacker's 30 were asked for a captcha.
    expect(count('login_failed')).toBeLessThanOrEqual(3);
    expect(count('TOO_MANY_REQUESTS')).toBe(ATTEMPTS - 30);

    const player = '127.0.0.2';
    const right = password('agentone', 'Demo2026');
    expect((await login(right, {}, player)).code).toBe('captcha_required');
    const ok = await login({ ...right, ...(await solvedCaptcha('agentone', player)) }, {}, player);
    expect(ok.code).toBe('ok');
    // The success clears the account's failures: the next login needs no captcha.
    expect((await login(right, {}, player)).code).toBe('ok');
  }, 120_000);

  it('an attacker on the same address slows the player for five minutes at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    await floodVictim();
    const right = password('agentone', 'Demo2026');
    expect((await login(right)).code).toBe('TOO_MANY_REQUESTS');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const ok = await login({ ...right, ...(await solvedCaptcha('agentone', '127.0.0.1')) });
    expect(ok.code).toBe('ok');
  }, 120_000);

  it("codes bombed at a player's number from 1,000 addresses stop for an hour, not for good; the password still works", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const requestCode = (ip: string) =>
      proxied.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { ...headers, 'x-forwarded-for': ip },
        payload: { mobileNum: '9171234567', countryDialingCode: '63' },
      });
    const answers = [];
    for (let i = 0; i < ATTEMPTS; i++)
      answers.push((await requestCode(`10.50.${i % 250}.${Math.floor(i / 250)}`)).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(10);
    expect((await requestCode('10.60.0.1')).statusCode).toBe(429);
    expect((await login(password('demomember', 'Demo2026'), {}, '127.0.0.3')).code).toBe('ok');
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    expect((await requestCode('10.60.0.1')).statusCode).toBe(200);
  }, 120_000);
});

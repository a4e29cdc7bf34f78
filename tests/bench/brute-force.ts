import { randomBytes } from 'node:crypto';
import { login } from './load';
import { sealForTest } from '../contract/seal';

/**
 * The security issue's measure: login, SMS and password-reset endpoints under 1,000 attempts from
 * one address and from many (distinct X-Forwarded-For behind TRUST_PROXY), counting how many were
 * actually judged (a password checked, a code compared, a message sent), and checking that honest
 * players still get in afterwards.
 */
export interface BruteForceRow {
  readonly attack: string;
  readonly attempts: number;
  /** Attempts the platform judged or served; the rest were refused before that. */
  readonly gotThrough: number;
  readonly statuses: Record<string, number>;
}

const headers = { merchant: 'CROUPIER', device: 'web', language: 'ES', 'content-type': 'application/json' };
const ATTEMPTS = 1000;

/** The platform's RSA modulus (hex), as `GET /wps/session/key/rsa` answers it. */
type Key = string;

function tally(codes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

async function answer(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { success?: boolean; errorCode?: string };
  return body.success ? `${response.status} ok` : `${response.status} ${body.errorCode ?? ''}`.trim();
}

/** Runs `attempts` calls with at most `parallel` in flight. */
async function flood(attempts: number, parallel: number, call: (i: number) => Promise<string>) {
  const results: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < attempts) results.push(await call(next++));
    }),
  );
  return results;
}

const manyIps = (i: number) => `10.${100 + Math.floor(i / 65_000)}.${Math.floor(i / 250) % 250}.${i % 250}`;

async function sealed(url: string, path: string, key: Key, payload: unknown, ip: string) {
  const body = sealForTest(key, payload);
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, encryption: body.header, 'x-forwarded-for': ip },
    body: JSON.stringify({ value: body.value }),
  });
}

const post = (url: string, path: string, payload: unknown, ip: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': ip },
    body: JSON.stringify(payload),
  });

export async function bruteForce(
  url: string,
  key: Key,
  control: (path: string, init?: RequestInit) => Promise<Response>,
): Promise<{ rows: BruteForceRow[]; honestLoginsWork: boolean }> {
  const rows: BruteForceRow[] = [];
  const reset = () => control('/sandbox/reset', { method: 'POST', body: '{}' });
  const record = (attack: string, results: string[], judged: (s: string) => boolean) =>
    rows.push({
      attack,
      attempts: results.length,
      gotThrough: results.filter(judged).length,
      statuses: tally(results),
    });
  const passwordJudged = (s: string) => s === '401 login_failed' || s === '200 ok';
  /** One attack from a single address, then again from 1,000, each on freshly reset demo data. */
  const fromOneAndMany = async (
    attack: string,
    through: string,
    oneAddress: string,
    call: (ip: string, i: number) => Promise<Response>,
    judged: (s: string) => boolean,
  ) => {
    for (const [where, ip] of [
      ['one address', () => oneAddress],
      ['1,000 addresses', manyIps],
    ] as const) {
      await reset();
      record(
        `${attack}, ${where} (through: ${through})`,
        await flood(ATTEMPTS, 10, async (i) => answer(await call(ip(i), i))),
        judged,
      );
    }
  };

  await fromOneAndMany(
    'password guesses on one account',
    'password checked',
    '10.66.0.1',
    (ip, i) =>
      sealed(
        url,
        '/wps/session/login',
        key,
        { username: 'agentone', password: `guess-${i}`, type: 'username' },
        ip,
      ),
    passwordJudged,
  );
  // The account under attack asks for a captcha now; another player logs in as usual.
  const other = await login(url, key, 'agent42', '10.77.0.1');
  const victimNeedsCaptcha = await answer(
    await sealed(
      url,
      '/wps/session/login',
      key,
      { username: 'agentone', password: 'Demo2026', type: 'username' },
      '10.77.0.2',
    ),
  );
  const captchaKey = randomBytes(16).toString('base64url');
  await fetch(`${url}/wps/captcha?key=${captchaKey}&username=agentone`, {
    headers: { ...headers, 'x-forwarded-for': '10.77.0.2' },
  });
  const captcha = (await (await control(`/sandbox/captcha?key=${captchaKey}`)).json()) as {
    value?: { answer?: string };
  };
  const victim = await sealed(
    url,
    '/wps/session/login',
    key,
    {
      username: 'agentone',
      password: 'Demo2026',
      type: 'username',
      captcha: captcha.value?.answer ?? '',
      captchaKey,
    },
    '10.77.0.2',
  );

  await fromOneAndMany(
    'login codes requested for one number',
    'SMS sent',
    '10.66.0.2',
    (ip) =>
      post(url, '/wps/verification/sms/noLogin', { mobileNum: '9171234567', countryDialingCode: '63' }, ip),
    (s) => s === '200 ok',
  );
  await reset();
  await post(
    url,
    '/wps/verification/sms/noLogin',
    { mobileNum: '9171234567', countryDialingCode: '63' },
    '10.66.0.3',
  );
  const codeJudged = (s: string) => s === '200 ok' || s === '400 sms_code_invalid';
  record(
    'SMS-code guesses at login, 1,000 addresses (through: a guess accepted; a code judges 5, then dies)',
    await flood(ATTEMPTS, 10, async (i) =>
      answer(
        await sealed(
          url,
          '/wps/session/login',
          key,
          {
            username: '9171234567',
            password: String(i).padStart(6, '0'),
            type: 'sms',
            countryDialingCode: '63',
          },
          manyIps(i),
        ),
      ),
    ),
    (s) => s === '200 ok',
  );
  const resetPayload = (i: number) => ({
    mobileNum: '9171234567',
    countryDialingCode: '63',
    verificationCode: String(i).padStart(6, '0'),
    newPassword: 'Taken2026!',
  });
  await fromOneAndMany(
    'phone reset code guesses',
    'code compared',
    '10.66.0.4',
    (ip, i) => sealed(url, '/wps/member/password/verification', key, resetPayload(i), ip),
    codeJudged,
  );
  await reset();
  record(
    'reset-link requests for one account, one address (through: request served)',
    await flood(ATTEMPTS, 10, async () =>
      answer(
        await fetch(`${url}/wps/member/password/email`, {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '10.66.0.5',
          },
          body: 'username=agentone&email=agent1%40croupier.example',
        }),
      ),
    ),
    (s) => s === '200 ok',
  );
  const honest = await login(url, key, 'demomember', '10.77.0.9');
  await reset();
  return {
    rows,
    honestLoginsWork: other.ok && victimNeedsCaptcha === '400 captcha_required' && victim.ok && honest.ok,
  };
}

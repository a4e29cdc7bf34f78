import { Agent } from 'node:http';
import { randomBytes } from 'node:crypto';
import { publicKey } from './load';
import { startFresh, stop } from './server';
import { call, type Answer } from './players';
import type { BruteForceRow } from './brute-force';
import type { Start } from './load-players';
import { sealForTest } from '../contract/seal';

/**
 * The security issue's rows for a portal with no proxy in front (TRUST_PROXY unset): 1,000 attempts
 * from one machine, each naming a fresh address in X-Forwarded-For. The header is the client's own
 * word there, so every attempt must count against the one socket address: at most 30 logins and 10
 * code requests in the window, whatever the header says. Afterwards the player whose name was
 * flooded logs in from another address (127.0.0.2) with a captcha. On a server of its own, at
 * OWASP scrypt cost, as `npm start` runs.
 */
const ATTEMPTS = 1000;
/** The platform's RSA modulus (hex), as `GET /wps/session/key/rsa` answers it. */
type Key = string;

const spoofed = (i: number) => `10.${100 + (i % 150)}.${Math.floor(i / 150)}.${i % 250}`;
const codeOf = (a: Answer) =>
  a.body.success ? `${a.status} ok` : `${a.status} ${a.body.errorCode ?? ''}`.trim();

async function flood(attempt: (i: number) => Promise<Answer>): Promise<string[]> {
  const codes: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < ATTEMPTS) codes.push(codeOf(await attempt(next++)));
    }),
  );
  return codes;
}

function row(attack: string, codes: string[], through: (code: string) => boolean): BruteForceRow {
  const statuses: Record<string, number> = {};
  for (const code of codes) statuses[code] = (statuses[code] ?? 0) + 1;
  return { attack, attempts: codes.length, gotThrough: codes.filter(through).length, statuses };
}

const login = (url: string, key: Key, payload: object, headers: Record<string, string>, agent?: Agent) => {
  const sealed = sealForTest(key, payload);
  return call(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, encryption: sealed.header },
    body: { value: sealed.value },
    agent,
  });
};

export async function spoofedBruteForce(
  port = 18346,
  start: Start = startFresh,
): Promise<{ rows: BruteForceRow[]; honestLoginsWork: boolean }> {
  const server = await start(port, { GAME_PORT: String(port + 1) });
  const { url, sandboxToken } = server;
  const control = { 'x-sandbox-token': sandboxToken };
  const reset = () => call(`${url}/sandbox/reset`, { method: 'POST', headers: control, body: {} });
  try {
    const key = await publicKey(url);
    const rows: BruteForceRow[] = [];
    const judged = (c: string) => c === '401 login_failed' || c === '200 ok';
    const unset = 'rotating spoofed X-Forwarded-For, TRUST_PROXY unset';

    rows.push(
      row(
        `password guesses on 1,000 accounts, ${unset} (through: password checked)`,
        await flood((i) =>
          login(
            url,
            key,
            { username: `nobody${i}`, password: `guess-${i}`, type: 'username' },
            {
              'x-forwarded-for': spoofed(i),
            },
          ),
        ),
        judged,
      ),
    );
    await reset();
    rows.push(
      row(
        `password guesses on one account, ${unset} (through: password checked)`,
        await flood((i) =>
          login(
            url,
            key,
            { username: 'agentone', password: `guess-${i}`, type: 'username' },
            {
              'x-forwarded-for': spoofed(i),
            },
          ),
        ),
        judged,
      ),
    );
    // The flooded player, from an address of their own: a captcha, then in.
    const player = new Agent({ localAddress: '127.0.0.2' });
    const right = { username: 'agentone', password: 'Demo2026', type: 'username' };
    const asked = codeOf(await login(url, key, right, {}, player));
    const captchaKey = randomBytes(16).toString('base64url');
    await call(`${url}/wps/captcha?key=${captchaKey}&username=agentone`, { agent: player });
    const answer = await call(`${url}/sandbox/captcha?key=${captchaKey}`, { headers: control });
    const captcha = (answer.body.value as { answer?: string } | undefined)?.answer ?? '';
    const victim = codeOf(await login(url, key, { ...right, captcha, captchaKey }, {}, player));
    player.destroy();

    await reset();
    rows.push(
      row(
        `login codes requested for 1,000 numbers, ${unset} (through: request served)`,
        await flood((i) =>
          call(`${url}/wps/verification/sms/noLogin`, {
            method: 'POST',
            headers: { 'x-forwarded-for': spoofed(i) },
            body: { mobileNum: `93${String(i).padStart(8, '0')}`, countryDialingCode: '63' },
          }),
        ),
        (c) => c === '200 ok',
      ),
    );
    await reset();
    rows.push(
      row(
        `login codes requested for one number, ${unset} (through: request served)`,
        await flood((i) =>
          call(`${url}/wps/verification/sms/noLogin`, {
            method: 'POST',
            headers: { 'x-forwarded-for': spoofed(i) },
            body: { mobileNum: '9171234567', countryDialingCode: '63' },
          }),
        ),
        (c) => c === '200 ok',
      ),
    );
    return { rows, honestLoginsWork: asked === '400 captcha_required' && victim === '200 ok' };
  } finally {
    await stop(server.process);
  }
}

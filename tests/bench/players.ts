import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { login } from './load';
import { sealForTest } from '../contract/seal';

/**
 * Players for the load and soak benches: registered through the platform's own sign-up (captcha
 * and sealed body, as the browser does), logged in, and funded through the sandbox's balance
 * switch, which moves the money from the house through the ledger.
 */
export interface Player {
  readonly username: string;
  /** The address the player speaks from (X-Forwarded-For behind TRUST_PROXY=1). */
  readonly ip: string;
  token: string;
  /** The player's own connections, as a browser keeps its own (see `call`). */
  readonly agent: Agent;
}

export const HEADERS = {
  merchant: 'CROUPIER',
  device: 'web',
  language: 'ES',
  'content-type': 'application/json',
};

// node:http with keep-alive rather than fetch: on a 2-core machine undici's streams cost the
// load generator several times the CPU per call, which the server then lacks.
const shared = new Agent({ keepAlive: true, maxSockets: Infinity });
export const playerAgent = () => new Agent({ keepAlive: true, maxSockets: 2 });

export interface Answer {
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string };
  ms: number;
}

/**
 * One call, timed from the request to the last byte of the answer; never throws for a status.
 * A player's calls go through its own `agent`, opened during the warm-up: on this machine (gVisor)
 * connections opened in a burst under load can wait 10-20 s before the server reads their first
 * request (reproduced with a bare Node server), so a shared pool that grew mid-run would time that,
 * not the platform.
 */
export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; agent?: Agent } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  // Node sends a DELETE's body neither chunked nor sized unless told its length.
  const length: Record<string, string> = payload
    ? { 'content-length': String(Buffer.byteLength(payload)) }
    : {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? shared,
        headers: { ...HEADERS, ...length, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'] = {};
          try {
            body = JSON.parse(text) as Answer['body'];
          } catch {
            // Not JSON: the status tells.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A distinct IPv4 address per player, out of the ranges the other benches use. */
export const playerIp = (i: number) =>
  `10.${200 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${i % 250}`;

/** The platform's RSA modulus (hex), as `GET /wps/session/key/rsa` answers it. */
type Key = string;

async function registerOne(url: string, key: Key, sandboxToken: string, username: string, ip: string) {
  const captchaKey = randomBytes(16).toString('base64url');
  const forwarded = { 'x-forwarded-for': ip };
  const image = await call(`${url}/wps/captcha?key=${captchaKey}`, { headers: forwarded });
  if (image.status !== 200) throw new Error(`captcha for ${username}: ${image.status}`);
  const solved = await call(`${url}/sandbox/captcha?key=${captchaKey}`, {
    headers: { 'x-sandbox-token': sandboxToken },
  });
  if (solved.status !== 200) throw new Error(`captcha answer for ${username}: ${solved.status}`);
  const answer = (solved.body.value as { answer: string }).answer;
  const sealed = sealForTest(key, {
    username,
    password: 'Demo2026',
    confirmPassword: 'Demo2026',
    registerMethod: 'WEB',
    login: true,
    // The sign-up form's "I am 18 or older" box (the platform refuses a sign-up without it).
    ageConfirmed: true,
    captcha: answer,
    captchaKey,
  });
  const registered = await call(`${url}/wps/member/register`, {
    method: 'PUT',
    headers: { ...forwarded, encryption: sealed.header },
    body: { value: sealed.value },
  });
  if (registered.status !== 200)
    throw new Error(`registering ${username}: ${registered.status} ${JSON.stringify(registered.body)}`);
}

/** Logs a player in again (a fresh session), from its own address. */
export async function logIn(url: string, key: Key, player: Player): Promise<Answer> {
  const started = performance.now();
  const response = await login(url, key, player.username, player.ip);
  const body = (await response.json()) as Answer['body'];
  if (response.ok) player.token = (body.value as { token: string }).token;
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * Registers `count` players named `<prefix><n>`, logs each in and sets its balance to `opening`,
 * a few at a time (each registration and login is a password hash).
 */
export async function createPlayers(
  url: string,
  key: Key,
  sandboxToken: string,
  options: { count: number; prefix: string; opening: number; firstIp?: number },
): Promise<Player[]> {
  const players: Player[] = Array.from({ length: options.count }, (_, i) => ({
    username: `${options.prefix}${String(i).padStart(3, '0')}`,
    ip: playerIp((options.firstIp ?? 0) + i),
    token: '',
    agent: playerAgent(),
  }));
  let next = 0;
  const worker = async () => {
    while (next < players.length) {
      const player = players[next++]!;
      await registerOne(url, key, sandboxToken, player.username, player.ip);
      const session = await logIn(url, key, player);
      if (session.status !== 200)
        throw new Error(`login of ${player.username}: ${session.status} ${JSON.stringify(session.body)}`);
      const funded = await call(`${url}/sandbox/accounts/${player.username}/balance`, {
        method: 'POST',
        headers: { 'x-sandbox-token': sandboxToken },
        body: { amount: options.opening },
      });
      if (funded.status !== 200) throw new Error(`funding ${player.username}: ${funded.status}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return players;
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { Fault } from '../http/fault';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function scrypt(password: string, salt: Buffer, N: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes or Node refuses the cost; leave headroom.
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** At most this many hashes run at once: each takes 128 MiB and ~0.4 s at OWASP cost. */
const MAX_CONCURRENT = 2;
/**
 * At most this many wait: a queue of 32 clears in about 6 s at OWASP cost. Past it a flood of
 * logins is answered 503 at once instead of piling up memory and minutes of latency.
 */
export const MAX_WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];

export const hashingBusy = () =>
  new Fault(503, 'server_busy', 'The server is busy, please try again in a moment');

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw hashingBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Hashes a password as `scrypt$logN$r$p$salt$key`, so the cost can rise without breaking old hashes. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await limited(() => scrypt(password, salt, 2 ** logN));
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || Number(r) !== R || Number(p) !== P || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await limited(() => scrypt(password, Buffer.from(salt, 'base64'), 2 ** Number(logN)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

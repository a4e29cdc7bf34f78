import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** base64url characters in 128 bits: a shorter fixed token could be guessed. */
const MIN_LENGTH = 22;

/**
 * The token the sandbox switches require: 256 random bits drawn at start-up, or the one the
 * operator fixed (SANDBOX_TOKEN), so that a test run can know it before the server starts.
 */
export function controlToken(fixed?: string): string {
  if (fixed === undefined) return randomBytes(32).toString('base64url');
  if (fixed.length < MIN_LENGTH)
    throw new Error(`SANDBOX_TOKEN must have at least ${MIN_LENGTH} characters (128 random bits)`);
  return fixed;
}

/**
 * Writes the token where tools on this machine can read it (`curl -H "X-Sandbox-Token: $(cat …)"`),
 * readable by its owner only: other users of the machine should not get the switches either.
 */
export function writeTokenFile(path: string, token: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already existed.
  chmodSync(path, 0o600);
}

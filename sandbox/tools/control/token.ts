import { randomBytes } from 'node:crypto';

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

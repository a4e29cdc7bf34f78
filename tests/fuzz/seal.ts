import { generateKeyPairSync } from 'node:crypto';
import { sealTextForTest } from '../contract/seal';

/**
 * The platform's key as the fuzzer seals with it: read at each request, since the sandbox rotates
 * its modulus and a long run outlives one.
 */
export type PlatformKey = () => string;

/**
 * Seals `plaintext` in the real platform's format (tests/contract/seal.ts), from text rather than
 * a value: the fuzzer seals bytes that are not what a client would write (not JSON, payloads too
 * deep for JSON.stringify).
 */
export function sealText(key: PlatformKey, plaintext: string): { header: string; value: string } {
  return sealTextForTest(key(), plaintext);
}

let stranger: string | undefined;
/** A 1024-bit modulus that is not the platform's (made once per run). */
export function strangerModulus(): string {
  stranger ??= Buffer.from(
    generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' }).n!,
    'base64url',
  ).toString('hex');
  return stranger;
}

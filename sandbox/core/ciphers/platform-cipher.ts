import { constants, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { Fault } from '../http/fault';
import { CALL_KEY_LENGTH } from '@sdk/contract/sealed';
import type { NonceMemory } from './nonce-memory';

/** How long a modulus is handed out before the next one replaces it. */
export const KEY_ROTATION_MS = 10 * 60_000;

/** One RSA key of the real platform's payload cipher (1024 bits, e = 0x10001, as the platform's). */
interface PlatformKey {
  readonly modulusHex: string;
  readonly privateKey: KeyObject;
  readonly bornAt: number;
}

function generatePlatformKey(now: number): Promise<PlatformKey> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 1024, publicExponent: 0x10001 }, (err, publicKey, privateKey) => {
      if (err) return reject(err);
      const n = publicKey.export({ format: 'jwk' }).n!;
      resolve({ modulusHex: Buffer.from(n, 'base64url').toString('hex'), privateKey, bornAt: now });
    }),
  );
}

/**
 * The keys of the real payload cipher. The current one is handed out; the one before it still
 * opens what was sealed just before a rotation. A sealed body outlives both by at most two
 * rotations, which bounds how long its call key must be remembered to refuse a replay.
 */
export async function createPlatformKeyRing(now: () => number = Date.now) {
  let current = await generatePlatformKey(now());
  let previous: PlatformKey | undefined;
  let rotating: Promise<void> | undefined;
  return {
    /** The modulus to seal with (hex), rotating in the background once it is old. */
    modulus(): string {
      if (!rotating && now() - current.bornAt >= KEY_ROTATION_MS) {
        rotating = generatePlatformKey(now()).then(
          (next) => {
            previous = current;
            current = next;
            rotating = undefined;
          },
          () => (rotating = undefined),
        );
      }
      return current.modulusHex;
    },
    /** Rotates now (a test's way to age the keys). */
    async rotate() {
      previous = current;
      current = await generatePlatformKey(now());
    },
    /** The keys that open sealed bodies: the current one first. */
    keys(): readonly PlatformKey[] {
      return previous ? [current, previous] : [current];
    },
  };
}

export type PlatformKeyRing = Awaited<ReturnType<typeof createPlatformKeyRing>>;

const decryptFailed = () => new Fault(400, 'decrypt_failed', 'The request could not be decrypted');

/**
 * Opens a body sealed the way the real platform's page seals it: the `Encryption` header is the
 * call key, RSA-encrypted without padding (hex), and `value` is base64 DES-ECB of the JSON payload
 * under the key's first 8 bytes. A call key seen before is a replay and is refused.
 */
export function openPlatformSealed(
  ring: PlatformKeyRing,
  header: string | undefined,
  sealed: string,
  replay: { now: number; seen: NonceMemory },
): unknown {
  if (!header || !/^[0-9a-f]{1,512}$/i.test(header)) throw decryptFailed();
  const key = ring
    .keys()
    .map((k) => callKeyUnder(k, header))
    .find((k) => k !== undefined);
  if (!key) throw decryptFailed();
  const payload = desOpen(sealed, key);
  if (!replay.seen.remember(key, replay.now))
    throw new Fault(400, 'request_replayed', 'This request was already received');
  return payload;
}

/** The call key under one RSA key, or undefined when the header was not made with it. */
function callKeyUnder(key: PlatformKey, header: string): string | undefined {
  const size = key.modulusHex.length / 2;
  const cipher = BigInt(`0x${header}`);
  if (cipher >= BigInt(`0x${key.modulusHex}`)) return undefined;
  const block = Buffer.from(cipher.toString(16).padStart(size * 2, '0'), 'hex');
  const plain = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, block);
  // The page packs the reversed key little-endian: the integer is the key's characters read
  // big-endian, so the block ends with them and is zero before.
  const head = plain.subarray(0, plain.length - CALL_KEY_LENGTH);
  const text = plain.subarray(plain.length - CALL_KEY_LENGTH).toString('latin1');
  return head.every((b) => b === 0) && /^[0-9A-Za-z]+$/.test(text) ? text : undefined;
}

function desOpen(sealed: string, key: string): unknown {
  try {
    const text = CryptoJS.DES.decrypt(sealed, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return JSON.parse(text);
  } catch {
    throw decryptFailed();
  }
}

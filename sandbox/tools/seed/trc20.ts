import { createHash } from 'node:crypto';

/**
 * The brand's USDT deposit address: a well-formed TRON (TRC20) address derived from a fixed text,
 * so every seed shows the same one and a wallet app would accept it. Nobody holds its key: the
 * sandbox never receives real money.
 */

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TRON_VERSION = 0x41;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

function base58Encode(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)]! + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** Base58Check of the version byte 0x41 and a 20-byte id drawn from `seed`. */
export function trc20Address(seed: string): string {
  const payload = Buffer.concat([Buffer.from([TRON_VERSION]), sha256(Buffer.from(seed)).subarray(0, 20)]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58Encode(Buffer.concat([payload, checksum]));
}

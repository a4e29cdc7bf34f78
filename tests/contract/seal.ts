import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { SealedEnvelope } from '../../sdk/contract/sealed';

/**
 * Seals a payload as the browser's hybrid cipher does (AES-256-GCM, key wrapped with RSA-OAEP),
 * inside the envelope of key id, timestamp and nonce. `override` lets a test seal a stale,
 * replayed or foreign-key body.
 */
export function sealForTest(
  key: { keyId: string; publicKey: string },
  payload: unknown,
  override: Partial<Omit<SealedEnvelope, 'payload'>> = {},
): { header: string; value: string } {
  const envelope: SealedEnvelope = {
    v: 2,
    kid: key.keyId,
    ts: Date.now(),
    nonce: randomBytes(16).toString('base64url'),
    payload,
    ...override,
  };
  const aes = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aes, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(envelope)), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    aes,
  );
  return { header: wrapped.toString('base64'), value: Buffer.concat([iv, body]).toString('base64') };
}

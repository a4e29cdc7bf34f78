import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';

/** Seals a payload as the browser's hybrid cipher does (AES-256-GCM, key wrapped with RSA-OAEP). */
export function sealForTest(publicKeySpki: string, payload: unknown): { header: string; value: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    {
      key: createPublicKey({ key: Buffer.from(publicKeySpki, 'base64'), format: 'der', type: 'spki' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    key,
  );
  return { header: wrapped.toString('base64'), value: Buffer.concat([iv, body]).toString('base64') };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PARTNER_HEADERS, partnerSigningString } from '@sdk/contract/partner';

/** hex(HMAC-SHA256(secret, timestamp.nonce.body)): the scheme of sdk/contract/partner.ts. */
export function partnerSignature(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret)
    .update(partnerSigningString(timestamp, nonce, body))
    .digest('hex');
}

/** Whether `given` is the signature of this request, compared in constant time. */
export function signatureMatches(
  secret: string,
  request: { timestamp: string; nonce: string; body: string },
  given: string,
): boolean {
  const expected = Buffer.from(
    partnerSignature(secret, request.timestamp, request.nonce, request.body),
    'hex',
  );
  const actual = Buffer.from(/^[0-9a-f]{64}$/i.test(given) ? given : '', 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The headers of a request signed for `partnerId`: a fresh timestamp and nonce each time. */
export function signedHeaders(partnerId: string, secret: string, body: string, now: number) {
  const timestamp = String(now);
  const nonce = randomBytes(18).toString('base64url');
  return {
    [PARTNER_HEADERS.partner]: partnerId,
    [PARTNER_HEADERS.timestamp]: timestamp,
    [PARTNER_HEADERS.nonce]: nonce,
    [PARTNER_HEADERS.signature]: partnerSignature(secret, timestamp, nonce, body),
  };
}

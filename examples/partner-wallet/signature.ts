import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PARTNER_HEADERS,
  PARTNER_MAX_SKEW_MS,
  PARTNER_NONCE,
  partnerSigningString,
} from '../../sdk/contract/partner';
import type { PartnerDatabase } from './database';

/** Why a callback was refused before anything in it was looked at. */
export type Refusal = {
  status: 401 | 409;
  error: 'signature_invalid' | 'request_expired' | 'request_replayed';
};

/**
 * Checks that a callback comes from the platform, now, and for the first time. In this order:
 * the signature (HMAC-SHA256 over `timestamp.nonce.body`, compared in constant time), so a caller
 * without the secret learns nothing else; then the timestamp (at most five minutes from our
 * clock); then the nonce (never seen: kept in the database, so a restart forgets none).
 */
export async function verifyCallback(
  db: PartnerDatabase,
  options: { secret: string; partnerId: string; now: number },
  header: (name: string) => string | undefined,
  body: string,
): Promise<Refusal | undefined> {
  const timestamp = header(PARTNER_HEADERS.timestamp) ?? '';
  const nonce = header(PARTNER_HEADERS.nonce) ?? '';
  const given = header(PARTNER_HEADERS.signature) ?? '';
  const expected = createHmac('sha256', options.secret)
    .update(partnerSigningString(timestamp, nonce, body))
    .digest();
  const actual = Buffer.from(/^[0-9a-f]{64}$/i.test(given) ? given : '', 'hex');
  const signed = actual.length === expected.length && timingSafeEqual(actual, expected);
  if (!signed || header(PARTNER_HEADERS.partner) !== options.partnerId || !/^\d{1,16}$/.test(timestamp))
    return { status: 401, error: 'signature_invalid' };
  if (!PARTNER_NONCE.test(nonce)) return { status: 401, error: 'signature_invalid' };
  if (Math.abs(options.now - Number(timestamp)) > PARTNER_MAX_SKEW_MS)
    return { status: 401, error: 'request_expired' };
  const fresh = await db.query(
    'insert into nonces (nonce, seen_at) values ($1, $2) on conflict do nothing returning nonce',
    [nonce, new Date(options.now)],
  );
  if (fresh.length === 0) return { status: 409, error: 'request_replayed' };
  return undefined;
}

/** Nonces older than three freshness windows: their timestamps would be refused anyway. */
export async function forgetOldNonces(db: PartnerDatabase, now: number) {
  await db.query('delete from nonces where seen_at < $1', [new Date(now - 3 * PARTNER_MAX_SKEW_MS)]);
}

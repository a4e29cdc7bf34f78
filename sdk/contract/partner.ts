/**
 * How a partner's server and the platform sign what they send each other: the sign-on and report
 * calls a partner makes (`auth: 'partner'`), and the seamless-wallet callbacks the platform makes
 * to the partner's wallet URL. One scheme both ways:
 *
 *   signature = hex(HMAC-SHA256(secret, `${timestamp}.${nonce}.${body}`))
 *
 * where `body` is the exact bytes sent (UTF-8 JSON), `timestamp` is milliseconds since the epoch
 * and `nonce` is 16 to 64 characters of `[A-Za-z0-9_-]`, fresh for every request (a retry of the
 * same callback gets a new one). The receiver refuses a timestamp more than five minutes away from
 * its clock, a nonce it has seen, and any signature but the right one (compared in constant time).
 */
export const PARTNER_HEADERS = {
  partner: 'X-Croupier-Partner',
  timestamp: 'X-Croupier-Timestamp',
  nonce: 'X-Croupier-Nonce',
  signature: 'X-Croupier-Signature',
} as const;

/** How far a signed request's timestamp may be from the receiver's clock. */
export const PARTNER_MAX_SKEW_MS = 5 * 60_000;

/** The shape of a nonce. */
export const PARTNER_NONCE = /^[A-Za-z0-9_-]{16,64}$/;

/** What is signed: the timestamp, the nonce and the body exactly as sent. */
export const partnerSigningString = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}.${nonce}.${body}`;

/** How long a sign-on ticket can be exchanged for a session. */
export const SIGN_ON_TICKET_TTL_MS = 60_000;

/** The reference text of a partner-signed call (the platform API reference shows it). */
export const PARTNER_SIGNING_TEXT =
  `Called by the partner's server, never from a browser: no session token. Send ${PARTNER_HEADERS.partner} ` +
  `(your partner id), ${PARTNER_HEADERS.timestamp} (milliseconds since the epoch), ${PARTNER_HEADERS.nonce} ` +
  `(16-64 characters of A-Z a-z 0-9 _ -, new for every request) and ${PARTNER_HEADERS.signature}: ` +
  'hex(HMAC-SHA256(partner secret, timestamp + "." + nonce + "." + body)), the body being the exact JSON bytes sent. ' +
  'Refusals: 401 signature_invalid (unknown partner, missing header or wrong signature), 401 request_expired ' +
  '(timestamp more than 5 minutes from the platform clock), 409 request_replayed (nonce already used). ' +
  'The seamless-wallet callbacks to your wallet URL are signed the same way, with the same headers.';

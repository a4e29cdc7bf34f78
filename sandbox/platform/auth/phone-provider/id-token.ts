import { createHash, verify, type KeyObject } from 'node:crypto';

/**
 * The checks a platform makes on the phone-code provider's ID token before it trusts the phone
 * number in it (Firebase's "verify ID tokens" rules): RS256 under one of the provider's current
 * keys, issued for this project by its token service, not expired, not issued in the future, for
 * a phone sign-in, naming a user. The provider's local emulator signs nothing (`alg: none`); such a
 * token is taken only when the caller says the brand's provider is that emulator, which then
 * confirms the token itself (emulator-lookup.ts).
 */

export interface IdTokenClaims {
  sub: string;
  phoneNumber: string;
  /** Seconds since the epoch. */
  exp: number;
}

export type IdTokenRefusal =
  | 'malformed'
  | 'unsigned'
  | 'signature'
  | 'audience'
  | 'issuer'
  | 'expired'
  | 'issued_in_future'
  | 'not_phone'
  | 'subject';

export class IdTokenRefused extends Error {
  constructor(readonly reason: IdTokenRefusal) {
    super(`ID token refused: ${reason}`);
    this.name = 'IdTokenRefused';
  }
}

/** How far the provider's clock may run ahead of ours. */
const SKEW_S = 300;

interface Part {
  [key: string]: unknown;
}

function part(text: string | undefined): Part {
  try {
    const value: unknown = JSON.parse(Buffer.from(text ?? '', 'base64url').toString('utf8'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Part;
  } catch {
    // Not JSON: refused below.
  }
  throw new IdTokenRefused('malformed');
}

export function checkIdToken(
  token: string,
  options: {
    projectId: string;
    nowMs: number;
    /** The provider's public key of this id, or undefined when it has none by that id. */
    publicKeyFor: (kid: string) => KeyObject | undefined;
    /** True when the brand's provider is the local emulator, whose tokens carry no signature. */
    emulator: boolean;
  },
): IdTokenClaims {
  const pieces = token.split('.');
  if (pieces.length !== 3 || token.length > 8192) throw new IdTokenRefused('malformed');
  const [head, body, signature] = pieces as [string, string, string];
  const header = part(head);
  const claims = part(body);
  if (header.alg === 'none') {
    if (!options.emulator || signature !== '') throw new IdTokenRefused('unsigned');
  } else {
    const key =
      header.alg === 'RS256' && typeof header.kid === 'string' ? options.publicKeyFor(header.kid) : undefined;
    const signed = Buffer.from(`${head}.${body}`);
    if (!key || !verify('RSA-SHA256', signed, key, Buffer.from(signature, 'base64url')))
      throw new IdTokenRefused('signature');
  }
  const now = Math.floor(options.nowMs / 1000);
  if (claims.aud !== options.projectId) throw new IdTokenRefused('audience');
  if (claims.iss !== `https://securetoken.google.com/${options.projectId}`)
    throw new IdTokenRefused('issuer');
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new IdTokenRefused('expired');
  for (const stamp of [claims.iat, claims.auth_time])
    if (typeof stamp !== 'number' || stamp > now + SKEW_S) throw new IdTokenRefused('issued_in_future');
  const provider = (claims.firebase as Part | undefined)?.sign_in_provider;
  if (provider !== 'phone' || typeof claims.phone_number !== 'string') throw new IdTokenRefused('not_phone');
  if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128)
    throw new IdTokenRefused('subject');
  return { sub: claims.sub, phoneNumber: claims.phone_number, exp: claims.exp };
}

/** What a spent token is remembered by: its digest, not the token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

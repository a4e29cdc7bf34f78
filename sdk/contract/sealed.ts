/**
 * What the ciphertext of an encrypted call holds: the payload, the platform key it was sealed
 * for, and its freshness. A sealed body copied off the wire cannot be sent again: the platform
 * refuses a nonce it has seen, and a timestamp older (or newer) than {@link SEAL_MAX_AGE_MS}.
 */
export interface SealedEnvelope {
  /** Format version. */
  readonly v: 2;
  /** Id of the platform key that wraps this call's key (`GET /wps/session/key/rsa`). */
  readonly kid: string;
  /** Epoch milliseconds on the platform's clock (the client corrects its own by the key's `serverTime`). */
  readonly ts: number;
  /** 128 random bits, base64url. */
  readonly nonce: string;
  readonly payload: unknown;
}

/** How far a sealed call's timestamp may be from the platform's clock. */
export const SEAL_MAX_AGE_MS = 2 * 60_000;

/**
 * The alphabet the real platform's page draws a call key from, spelled as it is there: a 'T' where
 * 'Y' belongs and no 'j'. Kept as is, so that our call keys look like the page's.
 */
export const CALL_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';

/** Characters in a call key of the real payload cipher. */
export const CALL_KEY_LENGTH = 16;

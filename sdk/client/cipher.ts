/**
 * What an encrypted call sends instead of its plain payload.
 *
 * @example
 * const sealed: SealedPayload = await cipher.seal({ password: 'secret' });
 * await fetch(url, { method: 'POST', headers: sealed.headers, body: JSON.stringify(sealed.body) });
 */
export interface SealedPayload {
  readonly body: { value: string };
  readonly headers: Record<string, string>;
}

/**
 * Seals the payload of an encrypted call. The default is the real platform's (DES under a call key
 * that RSA wraps, `platform-cipher.ts`); a client may opt into the stronger {@link hybridCipher}.
 *
 * @example
 * const client = createClient({
 *   merchant: 'CROUPIER',
 *   getToken: () => undefined,
 *   getLanguage: () => 'EN',
 *   cipher: hybridCipher(() => keyClient.call(contract.hybridKey, {})),
 * });
 */
export interface PayloadCipher {
  /** Encrypts one call's payload into the body and headers the platform opens. */
  seal(payload: unknown): Promise<SealedPayload>;
  /** Forgets cached key material (after the platform says it could not decrypt). */
  reset(): void;
}

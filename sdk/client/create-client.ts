import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { HEADERS } from '../contract/envelope';
import { DOMAIN_NOT_AVAILABLE, PASSWORD_CHANGE_REQUIRED } from '../contract/errors';
import type { PayloadCipher } from './cipher';
import { PlatformError } from './platform-error';
import { queryString } from './query-string';

/** The gateway version the platform's page announces on every call (`X-Gateway-Version`). */
export const GATEWAY_VERSION = '3';

/**
 * SPEC §9: a call that has not answered after 120 s fails.
 *
 * @example
 * const client = createClient({
 *   merchant: 'CROUPIER',
 *   getToken: () => undefined,
 *   getLanguage: () => 'EN',
 *   timeoutMs: DEFAULT_TIMEOUT_MS / 4,
 * });
 */
export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * How a bare {@link createClient} reaches the platform: the runtime fills these from
 * {@link CroupierOptions} and its session, a server or a test passes them itself.
 *
 * @example
 * const client = createClient({
 *   baseUrl: 'https://portal.example',
 *   merchant: 'CROUPIER',
 *   getToken: () => undefined,
 *   getLanguage: () => 'EN',
 * });
 */
export interface ClientOptions {
  /** Where the platform answers; '' for the page's own origin. */
  baseUrl?: string;
  merchant: string;
  /** Sent as the Device header. */
  device?: string;
  /** The session token to send, read at each call; undefined for a guest. */
  getToken(): string | undefined;
  /** Upper-case platform code for the Language header. */
  getLanguage(): string;
  cipher?: PayloadCipher;
  timeoutMs?: number;
  /** The fetch to send with; the global one unless given (a server-side runtime, a test transport). */
  fetch?: typeof fetch;
  /** Called when the platform says the session is over (after which the call still throws). */
  onSessionEnded?(error: PlatformError): void;
  /** Called when the session may only change its password until it does (the call still throws). */
  onPasswordChangeRequired?(error: PlatformError): void;
  /** Called when the platform does not serve the page's domain (the call still throws). */
  onDomainUnavailable?(error: PlatformError): void;
}

/**
 * Per-call options: a signal cancels the call (it then fails with the `aborted` code).
 *
 * @example
 * const controller = new AbortController();
 * const page = client.call(contract.gameList, { pageNo: 1, pageSize: 20 }, { signal: controller.signal });
 * controller.abort(); // the call fails with PlatformError code 'aborted'
 */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * A typed client of the platform API: one `call` for every entry of the contract.
 *
 * @example
 * const client: PlatformClient = croupier.client;
 * const { count } = await client.call(contract.unreadCount, {});
 */
export interface PlatformClient {
  /**
   * Calls an endpoint and resolves with the envelope's `value`, or rejects with a
   * {@link PlatformError}.
   *
   * @example
   * import { balance } from '@croupier/sdk/contract';
   * const { sumBalance } = await client.call(balance, {});
   */
  call<E extends Endpoint>(endpoint: E, input: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
}

type Envelope = { success: boolean; value?: unknown; errorCode?: string; message?: string };

function toError(envelope: Envelope | undefined, status: number): PlatformError {
  if (envelope && envelope.success === false && envelope.errorCode) {
    return new PlatformError(
      envelope.errorCode,
      envelope.message ?? envelope.errorCode,
      status,
      envelope.value,
    );
  }
  return new PlatformError('network_error', `Unexpected answer (HTTP ${status})`, status);
}

/**
 * Creates the platform client: it adds the Merchant, Device, Language and Authorization headers,
 * seals encrypted payloads, unwraps the `{ success, value }` envelope, turns failures into
 * {@link PlatformError}s and reports session-ending codes.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://portal.example', merchant: 'CROUPIER', getToken: () => token, getLanguage: () => 'EN' });
 * const status = await client.call(contract.systemStatus, {});
 */
export function createClient(options: ClientOptions): PlatformClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl ?? '';

  const client: PlatformClient = {
    async call(endpoint, input, callOptions = {}) {
      try {
        return (await send(endpoint, input, callOptions)) as never;
      } catch (error) {
        if (error instanceof PlatformError && error.code === 'decrypt_failed' && endpoint.encrypted) {
          // The platform's key may have changed since it was fetched: fetch it again, once.
          (await cipher()).reset();
          return (await send(endpoint, input, callOptions)) as never;
        }
        throw error;
      }
    },
  };

  // The default cipher loads with the first encrypted call (a login, say): pages that never make
  // one never download it.
  let loadedCipher: Promise<PayloadCipher> | undefined = options.cipher && Promise.resolve(options.cipher);
  const cipher = () =>
    (loadedCipher ??= import('./platform-cipher').then(
      (m) => m.platformCipher(m.modulusFrom((url, init) => (options.fetch ?? fetch)(url, init), baseUrl)),
      (error: unknown) => {
        loadedCipher = undefined;
        throw error;
      },
    ));

  async function send(endpoint: Endpoint, input: unknown, callOptions: CallOptions): Promise<unknown> {
    const headers: Record<string, string> = {
      [HEADERS.merchant]: options.merchant,
      [HEADERS.device]: options.device ?? 'web',
      [HEADERS.language]: options.getLanguage(),
      [HEADERS.gatewayVersion]: GATEWAY_VERSION,
    };
    // A partner-signed call is made by the partner's server, never with a player's token.
    const token =
      endpoint.auth === 'optional' || endpoint.auth === 'required' ? options.getToken() : undefined;
    if (token) headers[HEADERS.authorization] = token;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;

    let url = baseUrl + endpoint.path;
    let body: string | undefined;
    if (endpoint.encoding === 'query') {
      url += queryString(input as object);
    } else if (endpoint.encrypted) {
      const sealed = await (await cipher()).seal(input);
      Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json' });
      body = JSON.stringify(sealed.body);
    } else if (endpoint.encoding === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = queryString(input as object).slice(1);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input ?? {});
    }

    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { method: endpoint.method, headers, body, signal });
    } catch {
      if (timeout.aborted)
        throw new PlatformError('network_timeout', 'The platform did not answer in time', 0);
      if (signal.aborted) throw new PlatformError('aborted', 'The call was cancelled', 0);
      throw new PlatformError('network_error', 'Network link is abnormal, please try again', 0);
    }
    const text = await response.text().catch(() => '');
    if (response.ok && endpoint.answer === 'text') return text;
    let envelope: Envelope | undefined;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      // Not JSON: a gateway's error page, say. It fails as a network error below.
    }
    if (response.ok && envelope?.success === true) return envelope.value;
    // A bare answer (the lottery gateway's) is the value itself; a refusal still comes enveloped.
    if (response.ok && endpoint.answer === 'bare' && envelope?.success !== false) return envelope;
    const error = toError(envelope, response.status);
    // The platform's page ends the session on any HTTP 401 to a call that carried one, whatever
    // the code (PLATFORM-WIRE.md, "Errors"): the platform no longer knows that token.
    if (error.endsSession || (response.status === 401 && token)) options.onSessionEnded?.(error);
    if (error.code === PASSWORD_CHANGE_REQUIRED) options.onPasswordChangeRequired?.(error);
    if (error.code === DOMAIN_NOT_AVAILABLE) options.onDomainUnavailable?.(error);
    throw error;
  }

  return client;
}

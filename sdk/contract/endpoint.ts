import type { Static, TSchema } from '@sinclair/typebox';

/** HTTP methods the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `none` never sends the token, `required` fails without one,
 * `optional` sends it when there is one (the answer may differ for members). `partner` is a
 * partner's server, never a browser: the call is signed with the partner's secret (see
 * `PARTNER_HEADERS` in partner.ts) and sends no session token.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'partner';

/**
 * Whom the platform serves beyond a session (`auth: 'required'`): `real-member` refuses trial
 * accounts and free-play guests with `in_need_true_account` (SPEC §4, §8), since they play with the
 * brand's money and own nothing a member-centre page could show or pay; `agent` is a real member of
 * one of the brand's agent types (SPEC §5), anyone else `error_not_agent`. The platform checks it
 * before the payload; the browser never needs it.
 *
 * @example
 * const needsAccount = contract.securityInfo.caller === 'real-member'; // true
 * const agentsOnly = contract.teamMembers.caller === 'agent'; // true
 */
export type CallerRule = 'real-member' | 'agent';

/** How the request payload travels. GET and DELETE use the query string. */
export type PayloadEncoding = 'query' | 'json' | 'form';

/**
 * How the platform answers: `envelope` is `{ success, value, errorCode, message }`; `bare` is the
 * value's JSON alone (the lottery gateway's `/lgw` answers); `text` is plain text (the payload
 * cipher's key). A refusal comes in the envelope whatever the kind.
 */
export type AnswerKind = 'envelope' | 'bare' | 'text';

/**
 * Sections of the platform API reference; they follow SPEC §7. `sandbox` marks the sandbox's own
 * switches (/sandbox/...), declared in the sandbox: they never join the platform's table.
 */
export type EndpointTag =
  | 'session'
  | 'account'
  | 'system'
  | 'wallet'
  | 'messages'
  | 'points'
  | 'games'
  | 'lottery'
  | 'home'
  | 'agent'
  | 'common'
  | 'partner'
  | 'sandbox';

/** One call of the operator's platform API: the single source the client, sandbox and docs derive from. */
export interface Endpoint<Req extends TSchema = TSchema, Res extends TSchema = TSchema> {
  /** Stable identifier, also the generated client method name. */
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  /** Who beyond a session the platform serves, when it is narrower (see {@link CallerRule}). */
  readonly caller?: CallerRule;
  /** Body sealed by the payload cipher: `{ value: <ciphertext> }` plus an `Encryption` header. */
  readonly encrypted: boolean;
  readonly encoding: PayloadEncoding;
  /** How a success is answered; `envelope` unless declared. */
  readonly answer: AnswerKind;
  readonly tag: EndpointTag;
  readonly summary: string;
  /** What the reference says beyond the summary (how to sign, what each refusal means). */
  readonly description?: string;
  /** The payload before encryption (query parameters for GET and DELETE). */
  readonly request: Req;
  /** The `value` of a successful envelope. */
  readonly response: Res;
  /**
   * The largest request body the platform accepts for this call, in bytes, when it must be larger
   * than the server's default: a call that uploads files says so here, so that every other route
   * keeps the small limit.
   */
  readonly bodyLimit?: number;
}

/** What a call of the endpoint takes: the static type of its request schema. */
export type RequestOf<E extends Endpoint> = Static<E['request']>;
/** What a call of the endpoint answers: the static type of its response schema. */
export type ResponseOf<E extends Endpoint> = Static<E['response']>;

type EndpointInput<Req extends TSchema, Res extends TSchema> = Omit<
  Endpoint<Req, Res>,
  'encrypted' | 'encoding' | 'auth' | 'answer'
> & {
  answer?: AnswerKind;
  auth?: AuthMode;
  encrypted?: boolean;
  encoding?: PayloadEncoding;
};

/**
 * Declares an endpoint with the defaults the platform uses: no token, plain JSON bodies,
 * query strings for GET and DELETE.
 *
 * @example
 * export const balance = defineEndpoint({
 *   name: 'balance', method: 'GET', path: '/wps/v2/wallets/balance', auth: 'required',
 *   tag: 'wallet', summary: 'Sum of the member wallets', request: Empty, response: Balance,
 * });
 */
export function defineEndpoint<Req extends TSchema, Res extends TSchema>(
  spec: EndpointInput<Req, Res>,
): Endpoint<Req, Res> {
  const bodyless = spec.method === 'GET' || spec.method === 'DELETE';
  return {
    ...spec,
    auth: spec.auth ?? 'none',
    encrypted: spec.encrypted ?? false,
    answer: spec.answer ?? 'envelope',
    encoding: spec.encoding ?? (bodyless ? 'query' : 'json'),
  };
}

import type { Endpoint } from '../../sdk/contract';
import { ERROR_CODES } from '../../sdk/contract/errors';
import { core } from '../../sdk/i18n/resources/en/core';
import { auth } from '../../sdk/i18n/resources/en/auth';
import { portal } from '../../sdk/i18n/resources/en/portal';
import { centres } from '../../sdk/i18n/resources/en/centres';
import { money } from '../../sdk/i18n/resources/en/money';
import { games } from '../../sdk/i18n/resources/en/games';
import { agent } from '../../sdk/i18n/resources/en/agent';

/** An answer as the fuzzer reads it: the status and the body, parsed when it is JSON. */
export interface Reply {
  status: number;
  body: unknown;
  /** The body as text, for the failure message. */
  text: string;
}

/**
 * Codes a client can understand: the contract's ERROR_CODES, the codes the SDK translates
 * (each translation part's `errors`, which merge into `errors.<code>` as the part loads), and,
 * per endpoint, the codes its reference text names as its refusals (a partner's
 * `signature_invalid`, a transfer's `transfer_no_upline`).
 */
const TRANSLATED = new Set<string>([
  ...ERROR_CODES,
  ...[core, auth, portal, centres, money, games, agent].flatMap((part) =>
    Object.keys((part as { errors?: object }).errors ?? {}),
  ),
]);

function documented(endpoint: Endpoint, code: string): boolean {
  if (TRANSLATED.has(code)) return true;
  const reference = `${endpoint.summary} ${endpoint.description ?? ''}`;
  return new RegExp(`(^|[^\\w.])${code.replace(/\./g, '\\.')}($|[^\\w])`).test(reference);
}

/** What the contract lets a refusal be: 501 only as `not_implemented`, every other 5xx a bug. */
export type Verdict =
  | { kind: 'accepted' }
  | { kind: 'refused'; code: string }
  | { kind: 'not_implemented' }
  | { kind: 'failure'; problem: string };

/** Stack frames and database words must stay in the server's log. */
const LEAK =
  /\n\s+at |\.ts:\d+|postgres|pglite|sqlstate|syntax error at or near|relation "|violates .* constraint/i;

export function judge(endpoint: Endpoint, reply: Reply): Verdict {
  const body = reply.body as { success?: unknown; errorCode?: unknown; message?: unknown } | undefined;
  if (reply.status >= 200 && reply.status < 300) {
    // A text or bare answer has no envelope to check: its success is the status.
    if (endpoint.answer !== 'envelope') return { kind: 'accepted' };
    if (body?.success !== true) return { kind: 'failure', problem: `${reply.status} without success: true` };
    return { kind: 'accepted' };
  }
  if (reply.status === 501 && body?.errorCode === 'not_implemented') return { kind: 'not_implemented' };
  if (reply.status >= 500) return { kind: 'failure', problem: `server error ${reply.status}` };
  if (reply.status < 400) return { kind: 'failure', problem: `unexpected status ${reply.status}` };
  if (!body || typeof body !== 'object')
    return { kind: 'failure', problem: 'refusal without a JSON envelope' };
  if (body.success !== false) return { kind: 'failure', problem: 'refusal without success: false' };
  const code = body.errorCode;
  if (typeof code !== 'string' || code === '')
    return { kind: 'failure', problem: 'refusal without errorCode' };
  if (!documented(endpoint, code))
    return { kind: 'failure', problem: `refusal with an undocumented errorCode ${code}` };
  if (typeof body.message !== 'string' || body.message.trim() === '')
    return { kind: 'failure', problem: `refusal ${code} without a message` };
  if (LEAK.test(body.message)) return { kind: 'failure', problem: `refusal ${code} leaks internals` };
  return { kind: 'refused', code };
}

/** Parses an inject answer's body, keeping its text for the report. */
export function readReply(status: number, text: string): Reply {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, body, text };
}

import type { PartnerRow } from './repository';
import { signedHeaders } from './signature';

/** What the platform asks of a partner's wallet (POST <wallet URL>/<action>). */
export type WalletAction = 'balance' | 'debit' | 'credit' | 'rollback';

/**
 * How a callback ended after its attempts: `confirmed` (the partner applied it, or had already:
 * it answered `ok`), `refused` (the partner said no: nothing moved) or `unknown` (no answer worth
 * the name: timeouts, network errors, 5xx; the money may or may not have moved).
 */
export interface WalletAnswer {
  readonly outcome: 'confirmed' | 'refused' | 'unknown';
  readonly attempts: number;
  /** The player's balance at the partner after the callback, in minor units. */
  readonly balance?: number;
  /** The partner's own id for the movement. */
  readonly reference?: string;
  /** Why it was refused, or the last failure when unknown. */
  readonly error?: string;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** Wait before the second attempt; each further one waits twice as long (plus jitter). */
  readonly backoffMs: number;
}

/** Three attempts, 100 ms then 200 ms apart: a debit's player waits at most ~3 timeouts. */
export const INLINE_RETRIES: RetryPolicy = { attempts: 3, backoffMs: 100 };

type Attempt = { done: true; answer: Omit<WalletAnswer, 'attempts'> } | { done: false; error: string };

async function attempt(
  partner: PartnerRow,
  action: WalletAction,
  body: string,
  now: () => Date,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(`${partner.wallet_url!.replace(/\/+$/, '')}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(partner.id, partner.secret, body, now().getTime()),
      },
      body,
      signal: AbortSignal.timeout(partner.wallet_timeout_ms),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { done: false, error: name === 'TimeoutError' ? 'timeout' : 'network' };
  }
  let answer: { status?: unknown; balance?: unknown; reference?: unknown; error?: unknown } = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // Not JSON: judged by its status alone.
  }
  // A busy or broken partner, or one that rate-limits us: try again.
  if (response.status >= 500 || response.status === 429)
    return { done: false, error: `http_${response.status}` };
  if (response.ok) {
    if (answer.status !== 'ok' || !Number.isSafeInteger(answer.balance))
      return { done: false, error: 'malformed_answer' };
    return {
      done: true,
      answer: {
        outcome: 'confirmed',
        balance: answer.balance as number,
        reference: typeof answer.reference === 'string' ? answer.reference.slice(0, 120) : undefined,
      },
    };
  }
  // Any other 4xx is the partner's considered no (insufficient funds, unknown player, a bad
  // signature): sending the same thing again would get the same answer.
  const error = typeof answer.error === 'string' ? answer.error.slice(0, 80) : `http_${response.status}`;
  return { done: true, answer: { outcome: 'refused', error } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one callback to the partner's wallet, signed (sdk/contract/partner.ts), retrying with
 * backoff while the outcome is unknown. The body is the same bytes on every attempt (the partner
 * applies its `id` once); the timestamp, nonce and signature are new each time.
 */
export async function callWallet(
  partner: PartnerRow,
  action: WalletAction,
  payload: Record<string, unknown>,
  options: { now: () => Date; retry?: RetryPolicy },
): Promise<WalletAnswer> {
  if (!partner.wallet_url) return { outcome: 'refused', attempts: 0, error: 'no_wallet_url' };
  const retry = options.retry ?? INLINE_RETRIES;
  const body = JSON.stringify({ action, ...payload });
  let error = 'not_sent';
  for (let n = 1; n <= retry.attempts; n++) {
    const result = await attempt(partner, action, body, options.now);
    if (result.done) return { ...result.answer, attempts: n };
    error = result.error;
    if (n < retry.attempts)
      await sleep(retry.backoffMs * 2 ** (n - 1) + Math.random() * retry.backoffMs * 0.5);
  }
  return { outcome: 'unknown', attempts: retry.attempts, error };
}

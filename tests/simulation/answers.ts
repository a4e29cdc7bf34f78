import type { Answer } from './server';

/**
 * How the simulated client reads an answer, whatever the operation: the work done (with its
 * value), refused (nothing happened), unknown (ask again), or wrong (a finding).
 */
export type Value = Record<string, unknown>;

export type Verdict =
  | { kind: 'done'; value: Value }
  | { kind: 'refused'; code: string }
  | { kind: 'unknown' }
  | { kind: 'wrong'; message: string };

/**
 * The client's reading of an answer. No answer, or a 5xx, leaves the outcome unknown (the work
 * may have been done before the connection dropped). A refusal the operation can meet means
 * nothing happened; any other 4xx is wrong (a key reused for other content, a broken session).
 */
export function verdictOf(answer: Answer, refusals: readonly string[]): Verdict {
  if (answer.status === 200 && answer.body.success)
    return { kind: 'done', value: answer.body.value as Value };
  const code = answer.body.errorCode ?? '';
  if (answer.status === 0 || answer.status >= 500) return { kind: 'unknown' };
  if (refusals.includes(code)) return { kind: 'refused', code };
  return { kind: 'wrong', message: `${answer.status} ${code}: ${answer.body.message ?? ''}` };
}

/**
 * A game's "round_failed" (502) promises the stake was returned: the client books it as refunded.
 * A table's "bet_settled" (409) tells that a later process settled the retried bet by its coup, and
 * what it paid: the client books it as settled.
 */
export function gameVerdict(answer: Answer, refusals: readonly string[]): Verdict {
  if (answer.status === 502 && answer.body.errorCode === 'round_failed')
    return { kind: 'done', value: { ...(answer.body.value as Value), status: 'rolled_back', payout: 0 } };
  if (answer.status === 409 && answer.body.errorCode === 'bet_settled')
    return { kind: 'done', value: { ...(answer.body.value as Value), status: 'settled' } };
  return verdictOf(answer, refusals);
}

/** An amount as the games answer it (currency units) in minor units, as the books keep it. */
export const minor = (amount: unknown) => Math.round(Number(amount) * 100);

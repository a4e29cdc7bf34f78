import type { Fault } from './fault';

/**
 * A money path checks the member's points, stock or draws before it takes its lock, to refuse
 * early and spend no payment-password guess. A twin of the request (the same id, sent at once from
 * another tab) may commit between the path's first look for that id and those checks: what it
 * spent then refuses the twin's own copy. Such a refusal looks for the twin once more; found, its
 * row is the answer (the caller replays it); not found, the refusal stands.
 */
export async function twinOr<T>(refusal: Fault, twin: () => Promise<T | undefined>): Promise<T> {
  const found = await twin();
  if (found === undefined) throw refusal;
  return found;
}

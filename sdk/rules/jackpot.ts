/**
 * How often a page asks again about the jackpot: the ticker runs from one answer to the next
 * over this long, so it never runs ahead of the pool by more than one poll.
 *
 * @example
 * const timer = setInterval(refresh, rules.JACKPOT_POLL_MS);
 */
export const JACKPOT_POLL_MS = 10_000;

/**
 * The amount a jackpot ticker shows `elapsedMs` after the pool was read as `to`, when it showed
 * `from` before: it climbs from one to the other over a poll, a cent at a time. A pool that
 * dropped (it was won) shows its new amount at once.
 *
 * @example
 * rules.jackpotShown(100, 110, 5_000); // 105
 * rules.jackpotShown(500, 100, 1_000); // 100
 */
export function jackpotShown(from: number, to: number, elapsedMs: number, spanMs = JACKPOT_POLL_MS): number {
  if (to <= from || elapsedMs >= spanMs) return to;
  const cents = (x: number) => Math.round(x * 100);
  return (cents(from) + Math.floor(((cents(to) - cents(from)) * Math.max(0, elapsedMs)) / spanMs)) / 100;
}

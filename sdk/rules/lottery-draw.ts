/**
 * When a lottery draws next: its schedule (`intervalMs` from its last draw) rolled forward past
 * `now`, so a card that stays open counts down to each draw in turn.
 *
 * @example
 * rules.nextDrawAt(0, 60_000, 90_000); // 120_000
 */
export function nextDrawAt(lastDrawAt: number, intervalMs: number, now: number): number {
  if (!(intervalMs > 0)) return lastDrawAt;
  const passed = Math.max(0, now - lastDrawAt);
  return lastDrawAt + (Math.floor(passed / intervalMs) + 1) * intervalMs;
}

/**
 * A countdown as a clock reads it: m:ss, or h:mm:ss from an hour up.
 *
 * @example
 * rules.countdownText(42_000); // '0:42'
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

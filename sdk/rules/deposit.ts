/** How often an open deposit order is read again while the player watches it. */
export const DEPOSIT_FOLLOW_MS = 2_000;

/** Deposit history rows per page. */
export const DEPOSIT_HISTORY_PAGE_SIZE = 10;

/** An order still waiting for its payment; every other status is final. */
export const isDepositOpen = (status: string): boolean => status === 'pending';

/** Whole seconds left before an order expires (never below zero), for its countdown. */
export const secondsLeft = (expiresAt: number, now: number): number =>
  Math.max(0, Math.ceil((expiresAt - now) / 1000));

/** mm:ss of a countdown. */
export function countdownText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

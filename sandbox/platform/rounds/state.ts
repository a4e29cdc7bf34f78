import { Fault } from '../../core/http/fault';

/**
 * A round's life, the same for the platform's wallet and a seamless partner's:
 *
 *   pending ──(stake confirmed)──▶ open ──(outcome)──▶ settled
 *      │                            │
 *      └──(stake refused/unknown)───┴──(refund)──────▶ rolled_back
 *
 * `pending` exists only while a partner's wallet decides on the stake; a platform-wallet round is
 * opened in the transaction that takes its stake. Only an open round may be settled, so no outcome
 * is ever paid on a stake nobody took; settled and rolled back are final.
 */
export const ROUND_STATUSES = ['pending', 'open', 'settled', 'rolled_back'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

const NEXT: Readonly<Record<RoundStatus, readonly RoundStatus[]>> = {
  pending: ['open', 'rolled_back'],
  open: ['settled', 'rolled_back'],
  settled: [],
  rolled_back: [],
};

/** Whether a round may move from `from` to `to`. */
export const canMove = (from: RoundStatus, to: RoundStatus): boolean => NEXT[from].includes(to);

/** The statuses a round may reach `to` from (the guard of the move's update). */
export const movableTo = (to: RoundStatus): RoundStatus[] =>
  ROUND_STATUSES.filter((from) => canMove(from, to));

/** A round not yet final: it holds a stake, or one is on its way. */
export const isLive = (status: RoundStatus): boolean => status === 'pending' || status === 'open';

export const roundInProgress = (roundId: number) =>
  new Fault(409, 'round_in_progress', 'That bet is still being placed: try again in a moment', { roundId });

/**
 * What a player's request to finish a round (draw or settle it: `settle`; cancel it: `refund`)
 * does given its status: `go` on, answer it as it already is (`final`), or refuse it while the
 * stake is not confirmed.
 */
export function finishing(status: RoundStatus, roundId: number): 'go' | 'final' {
  if (status === 'pending') throw roundInProgress(roundId);
  return status === 'open' ? 'go' : 'final';
}

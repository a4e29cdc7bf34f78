import { seedHash } from './crash-math';
import { coupOf, type Coup } from './baccarat-math';

/**
 * One coup of a baccarat table on the wall clock: its betting window, the deal (the cards come out
 * one by one), then the result shown before the next window. Pure: the times follow from the start
 * and the coup from the seed alone.
 */
export interface BaccaratRound {
  /** The round's id within its table: its start in epoch ms (unique, and tells when it was). */
  id: number;
  seed: string;
  hash: string;
  coup: Coup;
  opensAt: number;
  dealsAt: number;
  /** When the deal is over and the coup decided: every bet on it settles from here. */
  decidedAt: number;
  endsAt: number;
}

export interface BaccaratTiming {
  /** How long bets are taken. */
  windowMs: number;
  /** How long the deal takes (the cards spread over it). */
  dealMs: number;
  /** How long the result is shown before the next window opens. */
  resultMs: number;
}

/** Twelve seconds to place chips on several spots, four to deal, four to read the result. */
export const DEFAULT_BACCARAT_TIMING: BaccaratTiming = { windowMs: 12_000, dealMs: 4_000, resultMs: 4_000 };

export function scheduleCoup(seed: string, opensAt: number, timing: BaccaratTiming): BaccaratRound {
  const dealsAt = opensAt + timing.windowMs;
  const decidedAt = dealsAt + timing.dealMs;
  return {
    id: opensAt,
    seed,
    hash: seedHash(seed),
    coup: coupOf(seed),
    opensAt,
    dealsAt,
    decidedAt,
    endsAt: decidedAt + timing.resultMs,
  };
}

export type BaccaratPhase = 'betting' | 'dealing' | 'result';

/** Where a round is at `now`: bets close at the first card, never a millisecond later. */
export function phaseOf(round: BaccaratRound, now: number): BaccaratPhase {
  if (now < round.dealsAt) return 'betting';
  return now < round.decidedAt ? 'dealing' : 'result';
}

/**
 * How many of the coup's cards are on the felt at `now`: none while betting, one more every slice
 * of the deal (a coup of four cards deals slower than one of six), all of them once decided.
 */
export function cardsShown(round: BaccaratRound, now: number): number {
  const total = round.coup.order.length;
  if (now < round.dealsAt) return 0;
  if (now >= round.decidedAt) return total;
  const slice = (round.decidedAt - round.dealsAt) / (total + 1);
  return Math.min(total, Math.floor((now - round.dealsAt) / slice));
}

import type { Game, LiveTable } from '../contract/entities/game';

/**
 * How often a lobby asks again about its live tables: often enough that a countdown it shows is
 * never more than one poll behind the table, rarely enough that a lobby left open costs little.
 *
 * @example
 * const timer = setInterval(refresh, rules.LIVE_POLL_MS);
 */
export const LIVE_POLL_MS = 5_000;

/** At most this many tables per question: a screenful of tiles, as the contract allows. */
export const LIVE_TABLES_PER_ASK = 60;

/**
 * The games on screen that may have a live table (the vendor's feed says which do): live-casino
 * games, at most a question's worth, in order.
 *
 * @example
 * rules.liveCandidates([{ nodeId: 1, gameCategory: 'LIVE' }, { nodeId: 2, gameCategory: 'RNG' }]); // [1]
 */
export const liveCandidates = (games: readonly Pick<Game, 'nodeId' | 'gameCategory'>[]): number[] =>
  games
    .filter((game) => game.gameCategory === 'LIVE')
    .map((game) => game.nodeId)
    .slice(0, LIVE_TABLES_PER_ASK);

/** What a live tile says of the coup under way, `elapsedMs` after the feed was read. */
export type LiveGlance =
  | { readonly kind: 'betting'; readonly seconds: number }
  | { readonly kind: 'dealing' }
  | { readonly kind: 'next' };

/**
 * The coup's state as a tile shows it: the seconds left to bet, counted down from the feed's
 * answer; then the deal (and its result); then "next coup" until the feed is read again.
 *
 * @example
 * rules.liveGlance({ phase: 'betting', closesInMs: 7_200, endsInMs: 15_200 }, 1_000); // { kind: 'betting', seconds: 7 }
 * rules.liveGlance({ phase: 'betting', closesInMs: 7_200, endsInMs: 15_200 }, 9_000); // { kind: 'dealing' }
 */
export function liveGlance(
  table: Pick<LiveTable, 'phase' | 'closesInMs' | 'endsInMs'>,
  elapsedMs: number,
): LiveGlance {
  const left = table.closesInMs - elapsedMs;
  if (table.phase === 'betting' && left > 0) return { kind: 'betting', seconds: Math.ceil(left / 1000) };
  return elapsedMs < table.endsInMs ? { kind: 'dealing' } : { kind: 'next' };
}

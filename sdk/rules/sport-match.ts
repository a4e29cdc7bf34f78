import type { SportMatch } from '../contract/entities/game';

/**
 * How often a sports lobby asks again about its match cards: the sportsbook moves its prices
 * every 20 s before kick-off, so a card is never more than one move behind.
 *
 * @example
 * const timer = setInterval(refresh, rules.MATCH_POLL_MS);
 */
export const MATCH_POLL_MS = 20_000;

/** Within this long of kick-off a card counts the minutes down; further off it shows the time. */
export const MATCH_SOON_MS = 60 * 60 * 1000;

/** What a match card says of when, `now` (epoch ms) on the player's clock. */
export type MatchGlance =
  | { readonly kind: 'live'; readonly minute: number }
  | { readonly kind: 'soon'; readonly minutes: number }
  | { readonly kind: 'later'; readonly at: number }
  | { readonly kind: 'ended' };

/**
 * A match card's time: the minute of play once kicked off (the first minute is 1, as a match
 * clock reads), the whole minutes to kick-off within the hour before it (at least 1: "in 0 min"
 * is no time to place a bet), the kick-off time further off, and ended at the final whistle.
 *
 * @example
 * rules.matchGlance({ kickoffAt: 600_000, endsAt: 780_000 }, 0); // { kind: 'soon', minutes: 10 }
 * rules.matchGlance({ kickoffAt: 600_000, endsAt: 780_000 }, 700_000); // { kind: 'live', minute: 2 }
 */
export function matchGlance(match: Pick<SportMatch, 'kickoffAt' | 'endsAt'>, now: number): MatchGlance {
  if (now >= match.endsAt) return { kind: 'ended' };
  if (now >= match.kickoffAt)
    return { kind: 'live', minute: Math.floor((now - match.kickoffAt) / 60_000) + 1 };
  const left = match.kickoffAt - now;
  if (left <= MATCH_SOON_MS) return { kind: 'soon', minutes: Math.max(1, Math.ceil(left / 60_000)) };
  return { kind: 'later', at: match.kickoffAt };
}

/**
 * The three prices of a card in the order a 1X2 board shows them, each with its mark (1, X, 2);
 * no X where the sport has no draw, and none at all once betting has closed.
 *
 * @example
 * rules.matchPrices({ odds: { home: 1.85, draw: 3.4, away: 4.1 } }); // [['1', 1.85], ['X', 3.4], ['2', 4.1]]
 */
export function matchPrices(
  match: Pick<SportMatch, 'odds'>,
): readonly (readonly ['1' | 'X' | '2', number])[] {
  const { odds } = match;
  if (!odds) return [];
  return odds.draw === null
    ? [
        ['1', odds.home],
        ['2', odds.away],
      ]
    : [
        ['1', odds.home],
        ['X', odds.draw],
        ['2', odds.away],
      ];
}

import type { LazyActions } from './lazy-actions';
import type { GamesDeps } from './games-deps';
import { gameActions } from './games';
import { lotteryActions } from './lottery';

/** The games and lottery actions: one chunk, loaded by the first call to either. */
export function gamesModule(deps: GamesDeps) {
  return {
    games: gameActions(deps),
    lottery: lotteryActions(deps.core),
  };
}

/**
 * `croupier.games`: game lists, favourites and launches, each loading the games module on first use.
 *
 * @example
 * const { games } = await croupier.games.list({ gameClassify: 'RNG', pageNo: 1 });
 */
export interface GamesActions extends LazyActions<ReturnType<typeof gamesModule>['games']> {}

/**
 * `croupier.lottery`: lottery menus, results and statistics, loaded with the games module.
 *
 * @example
 * const menus = await croupier.lottery.menus('Elott');
 */
export interface LotteryActions extends LazyActions<ReturnType<typeof gamesModule>['lottery']> {}

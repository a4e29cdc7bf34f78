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

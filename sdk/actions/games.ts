import { GAME_LAUNCH_DEFAULTS } from '../rules/launch-defaults';
import type { GamesDeps } from './games-deps';
import { favouriteActions } from './games-favourites';
import { launchActions } from './games-launch';
import { gameListActions } from './games-lists';

/** Games: lists, favourites, and launches that follow SPEC §2's rules (`croupier.games`). */
export function gameActions(deps: GamesDeps) {
  const lists = gameListActions(deps);
  // Launch first: it puts a reloaded /game's game back in state before anything else runs.
  const launch = launchActions(deps, lists.list);
  return {
    ...lists,
    ...favouriteActions(deps),
    ...launch,
    confirmTrans: GAME_LAUNCH_DEFAULTS.confirmTrans,
  };
}

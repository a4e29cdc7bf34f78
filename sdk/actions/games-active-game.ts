import type { ActiveGame } from '../state/create-state';
import type { GamesDeps } from './games-deps';

/**
 * The game /game shows. One at a time: a new launch replaces the last, and the tab's session keeps
 * it so that a reload of /game shows it again. Returns the setter.
 */
export function activeGameSlot({ core, modals }: GamesDeps) {
  const { state, events } = core;
  function setActiveGame(game: ActiveGame | undefined) {
    state.activeGame.value = game;
    core.session.setActiveGame(game ? JSON.stringify(game) : undefined);
    events.emit('game:changed', { title: game?.title ?? null });
    if (game) {
      modals.close('gamePopup');
      modals.close('gameMaintenance');
    }
  }
  state.activeGame.value ??= restoreActiveGame(core.session.activeGame());
  // A game launched by a member closes with the member's session.
  events.on('session:ended', () => void (state.activeGame.value = undefined));
  events.on('session:expired', () => setActiveGame(undefined));
  return setActiveGame;
}

function restoreActiveGame(json: string | undefined): ActiveGame | undefined {
  if (!json) return undefined;
  try {
    const game = JSON.parse(json) as Partial<ActiveGame>;
    return typeof game.url === 'string' &&
      typeof game.title === 'string' &&
      typeof game.vassalage === 'string'
      ? {
          url: game.url,
          title: game.title,
          vassalage: game.vassalage,
          from:
            typeof game.from === 'string' && game.from.startsWith('/') && !game.from.startsWith('//')
              ? game.from
              : '/',
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The page a game is launched from (never /game itself). */
export function currentPath(): string {
  const here = globalThis.location ? `${location.pathname}${location.search}` : '/';
  return here.startsWith('/game') ? '/' : here;
}

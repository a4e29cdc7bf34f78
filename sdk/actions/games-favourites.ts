import { effect } from '@preact/signals-core';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  removeFavoriteGame,
} from '../contract/endpoints/games';
import type { Game } from '../contract/entities/game';
import { GAME_LIST_DEFAULTS } from '../rules/lobby';
import type { GamesDeps } from './games-deps';

/** The member's favourite games: the hearts on every card and the /favorite page. */
export function favouriteActions({ core, access }: GamesDeps) {
  const { client, state } = core;
  const language = () => state.language.value;
  const actions = {
    /**
     * One page of the member's favourite games, in the current language.
     *
     * @example
     * const { content, totalPages } = await croupier.games.favoritesPage(1);
     */
    favoritesPage: (pageNo: number, pageSize = GAME_LIST_DEFAULTS.pageSize) =>
      client.call(favoriteGamesList, { pageNo, pageSize, language: language() }),

    /**
     * The member's favourite ids (empty for guests).
     *
     * @example
     * await croupier.games.loadFavorites();
     * const hearted = croupier.state.favorites.value.has(1201);
     */
    loadFavorites: async () => {
      state.favorites.value = state.isLoggedIn.value
        ? new Set(await client.call(favoriteGames, {}))
        : new Set();
    },

    /**
     * Adds or removes a favourite; guests get the login popup instead (SPEC §4).
     *
     * @example
     * await croupier.games.toggleFavorite({ nodeId: 1201, vassalage: 'PG', gameType: 'RNG' });
     */
    toggleFavorite: async (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => {
      if (!access.require('protected', 'favourite')) return;
      const had = state.favorites.value.has(game.nodeId);
      const next = new Set(state.favorites.value);
      if (had) next.delete(game.nodeId);
      else next.add(game.nodeId);
      state.favorites.value = next;
      try {
        await client.call(had ? removeFavoriteGame : addFavoriteGame, {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        });
      } catch (error) {
        // Put the star back as it was: the platform did not record the change.
        const undo = new Set(state.favorites.value);
        if (had) undo.add(game.nodeId);
        else undo.delete(game.nodeId);
        state.favorites.value = undo;
        throw error;
      }
    },
  };
  // The hearts on every card follow the member: loaded at login (or a restored session), gone at logout.
  let favoritesOf: string | undefined;
  effect(() => {
    const token = state.session.value?.token;
    if (token === favoritesOf) return;
    favoritesOf = token;
    if (!token) state.favorites.value = new Set();
    else void actions.loadFavorites().catch(() => undefined);
  });
  return actions;
}

import { gameList, hotGames, pvpRooms, rankList, recentGames } from '../contract/endpoints/games';
import type { GameListQuery } from '../contract/entities/game';
import { GAME_LIST_DEFAULTS, WINNERS } from '../rules/lobby';
import type { GamesDeps } from './games-deps';

/** Game lists: the catalogue, hot and recent games, PvP rooms and the winners board. */
export function gameListActions({ core, merchant }: GamesDeps) {
  const { client, state } = core;
  const language = () => state.language.value;
  return {
    /** A page of the game list, with SPEC §9's defaults. */
    list: (query: Partial<GameListQuery>, signal?: AbortSignal) =>
      client.call(gameList, { ...GAME_LIST_DEFAULTS, merchant, language: language(), ...query }, { signal }),
    /** Hot games, of one vendor when `vassalage` names it. */
    hot: async (vassalage?: string) =>
      (
        await client.call(hotGames, {
          merchantCode: merchant,
          isPlatform: 2,
          platform: 'flash,html5-desktop',
          language: language(),
          ...(vassalage ? { vassalage } : {}),
        })
      ).list,
    /** Games the member launched lately, newest first (empty for guests, without a call). */
    recent: async () =>
      state.isLoggedIn.value ? (await client.call(recentGames, { language: language() })).list : [],
    /** Open PvP rooms, of one vendor when `vassalage` names it. */
    rooms: async (vassalage?: string) => (await client.call(pvpRooms, vassalage ? { vassalage } : {})).list,
    /** The winners board: the biggest recent wins, in every category. */
    winners: async () =>
      (await client.call(rankList, { gameCategory: 'ALL', language: language(), limitNum: WINNERS.limit }))
        .list,
  };
}

import {
  gameList,
  hotGames,
  jackpots,
  liveTables,
  pvpRooms,
  rankList,
  recentGames,
  sportMatches,
} from '../contract/endpoints/games';
import type { GameListQuery } from '../contract/entities/game';
import { GAME_LIST_DEFAULTS, WINNERS } from '../rules/lobby';
import type { GamesDeps } from './games-deps';

/**
 * The hot list's query: the SDK's call, and the host page's preload of the home page's (which
 * must ask for the same address to be taken).
 */
export const hotGamesInput = (merchant: string, language: string, vassalage?: string) => ({
  merchantCode: merchant,
  isPlatform: 2 as const,
  platform: 'flash,html5-desktop',
  language,
  ...(vassalage ? { vassalage } : {}),
});

/**
 * A game-list page's query with SPEC §9's defaults: the SDK's call, and the host page's preload of
 * a lobby's first page (which must ask for the same address, keys in the same order, to be taken).
 */
export const gameListInput = (merchant: string, language: string, query: Partial<GameListQuery>) => ({
  ...GAME_LIST_DEFAULTS,
  merchant,
  language,
  ...query,
});

/** Game lists: the catalogue, hot and recent games, PvP rooms and the winners board. */
export function gameListActions({ core, merchant }: GamesDeps) {
  const { client, state } = core;
  const language = () => state.language.value;
  return {
    /**
     * A page of the game list, with SPEC §9's defaults.
     *
     * @example
     * const { games, totalPages } = await croupier.games.list({ gameClassify: 'RNG', vassalage: 'PG', pageNo: 1, pageSize: 24 });
     * const found = await croupier.games.list({ gameName: 'Mahjong' });
     */
    list: (query: Partial<GameListQuery>, signal?: AbortSignal) =>
      client.call(gameList, gameListInput(merchant, language(), query), { signal }),
    /**
     * Hot games, of one vendor when `vassalage` names it.
     *
     * @example
     * const hotLive = await croupier.games.hot('EVO');
     */
    hot: async (vassalage?: string) =>
      (await client.call(hotGames, hotGamesInput(merchant, language(), vassalage))).list,
    /**
     * Games the member launched lately, newest first (empty for guests, without a call).
     *
     * @example
     * const recent = await croupier.games.recent(); // [] for a guest
     */
    recent: async () =>
      state.isLoggedIn.value ? (await client.call(recentGames, { language: language() })).list : [],
    /**
     * Open PvP rooms, of one vendor when `vassalage` names it.
     *
     * @example
     * const rooms = await croupier.games.rooms('KY');
     * const open = rooms.filter((room) => room.players < room.maxPlayers);
     */
    rooms: async (vassalage?: string) => (await client.call(pvpRooms, vassalage ? { vassalage } : {})).list,
    /**
     * The progressive jackpots: each pool now and its latest win.
     *
     * @example
     * const [mega] = await croupier.games.jackpots();
     */
    jackpots: async () => (await client.call(jackpots, {})).list,
    /**
     * The live tables among these games (a lobby's tiles): dealer, limits, seats, the coup's countdown.
     *
     * @example
     * const tables = await croupier.games.liveTables([5001, 5002]);
     * const open = tables.filter((table) => table.phase === 'betting');
     */
    liveTables: async (nodeIds: readonly number[]) =>
      nodeIds.length ? (await client.call(liveTables, { nodeIds: nodeIds.slice(0, 60).join(',') })).list : [],
    /**
     * The match cards of a sports lobby: matches in play, then the next to kick off, with their
     * odds, and the platform's clock (a card's countdown runs from it, not from the device's).
     *
     * @example
     * const { list, serverTime } = await croupier.games.matches('ESPORTS');
     * const open = list.filter((match) => match.odds !== null);
     */
    matches: (gameClassify: 'SPORTS' | 'ESPORTS') =>
      client.call(sportMatches, { gameClassify, language: language() }),
    /**
     * The winners board: the biggest recent wins, in every category.
     *
     * @example
     * const board = await croupier.games.winners();
     * const lines = board.map(({ vo }) => `${vo.account} ${vo.currencySymbol}${vo.winAmount} ${vo.gameName}`);
     */
    winners: async () =>
      (await client.call(rankList, { gameCategory: 'ALL', language: language(), limitNum: WINNERS.limit }))
        .list,
  };
}

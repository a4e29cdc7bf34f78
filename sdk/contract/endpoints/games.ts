import { defineEndpoint } from '../endpoint';
import { Type, LanguageCode, PageQuery, Nothing, Timestamp } from '../schema';
import {
  FavoritePage,
  Game,
  GameListQuery,
  GamePage,
  LaunchRequest,
  LaunchResult,
  Jackpot,
  LiveTable,
  PvpRoom,
  SportMatch,
  WinnerEntry,
} from '../entities';

const Merchant = Type.Optional(Type.String({ maxLength: 32 }));

export const hotGames = defineEndpoint({
  name: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  tag: 'games',
  summary: 'Hot games, optionally of one vendor',
  request: Type.Object({
    merchantCode: Merchant,
    isPlatform: Type.Optional(Type.Literal(2)),
    vassalage: Type.Optional(Type.String({ maxLength: 32 })),
    platform: Type.Optional(Type.String({ default: 'flash,html5-desktop' })),
    language: Type.Optional(LanguageCode),
  }),
  response: Type.Object({ list: Type.Array(Game) }),
});

export const gameList = defineEndpoint({
  name: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'optional',
  tag: 'games',
  summary: 'Games filtered by vendor, type, category and name; paged',
  request: GameListQuery,
  response: GamePage,
});

export const vendorGameTypes = defineEndpoint({
  name: 'vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  tag: 'games',
  summary: 'Game types offered by one vendor',
  request: Type.Object({
    vassalage: Type.String({ minLength: 1, maxLength: 32 }),
    language: Type.Optional(LanguageCode),
  }),
  response: Type.Object({
    list: Type.Array(
      Type.Object({ gameType: Type.String(), labelName: Type.String(), count: Type.Integer() }),
    ),
  }),
});

export const favoriteGames = defineEndpoint({
  name: 'favoriteGames',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'required',
  tag: 'games',
  summary: "Ids of the member's favourite games (the value is the array itself)",
  request: Type.Object({}),
  response: Type.Array(Type.Integer()),
});

/** A favourite as the platform's page names it: the game, its vendor and its game type (index.js 103–108). */
const FavoriteGame = Type.Object({
  nodeId: Type.Integer({ minimum: 1 }),
  vendor: Type.String({ minLength: 1, maxLength: 32 }),
  gameType: Type.String({ minLength: 1, maxLength: 32 }),
});

export const favoriteGamesList = defineEndpoint({
  name: 'favoriteGamesList',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'required',
  tag: 'games',
  summary: "The member's favourite games, paged",
  request: Type.Object({ ...PageQuery, language: Type.Optional(LanguageCode) }),
  response: FavoritePage,
});

export const addFavoriteGame = defineEndpoint({
  name: 'addFavoriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'required',
  tag: 'games',
  summary: 'Add a game to the favourites',
  request: FavoriteGame,
  response: Nothing,
});

export const removeFavoriteGame = defineEndpoint({
  name: 'removeFavoriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'required',
  tag: 'games',
  summary: 'Remove a game from the favourites (a DELETE with a JSON body, as the platform takes it)',
  encoding: 'json',
  request: FavoriteGame,
  response: Nothing,
});

/**
 * @example
 * const { list } = await client.call(contract.recentGames, { language: 'EN' });
 */
export const recentGames = defineEndpoint({
  name: 'recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'required',
  tag: 'games',
  summary: 'Games the member launched lately, newest first',
  request: Type.Object({ language: Type.Optional(LanguageCode) }),
  response: Type.Object({ list: Type.Array(Game) }),
});

export const pvpRooms = defineEndpoint({
  name: 'pvpRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  tag: 'games',
  summary: 'Open PvP rooms',
  request: Type.Object({ vassalage: Type.Optional(Type.String({ maxLength: 32 })) }),
  response: Type.Object({ list: Type.Array(PvpRoom) }),
});

/**
 * @example
 * const { list } = await client.call(contract.liveTables, { nodeIds: '5001,5002' });
 */
export const liveTables = defineEndpoint({
  name: 'liveTables',
  method: 'GET',
  path: '/wps/game/live/tables',
  tag: 'games',
  summary:
    "The live tables among the games named (comma-separated node ids, at most 60): dealer, limits, seats taken and the coup under way, from the vendor's lobby feed. " +
    'Games without a live table are left out',
  request: Type.Object({ nodeIds: Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,59}$' }) }),
  response: Type.Object({ list: Type.Array(LiveTable) }),
});

/**
 * @example
 * const { content } = await client.call(contract.launchGame, {
 *   launchMode: 'GLS', nodeId: 1001, vassalage: 'PG', language: 'EN', merchantCode: 'CROUPIER',
 * });
 * const url = content?.game_url || content?.game_url2;
 */
export const launchGame = defineEndpoint({
  name: 'launchGame',
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'optional',
  tag: 'games',
  summary:
    "Launch URL of a game, PvP room (launchMode GLS: value.content.game_url, or game_url2) or lottery (LOTT, a member's only: value.gameUrl). " +
    'RNG games play without login. Refusal of an excluded member: account_excluded (value {kind, until})',
  request: LaunchRequest,
  response: LaunchResult,
});

/**
 * A free demo of a game, for anyone (play money, no ledger): the platform page's "Free" button on
 * a game whose `freeplay` is 1 (C 9500–9540, 26122–26136). The page sends `nodeId` as the game's
 * node (C 9370) or, from its new-window path, the game's id (C 9503), so both are accepted.
 *
 * @example
 * const { content } = await client.call(contract.gameTrialLaunch, {
 *   nodeId: '1001', gameId: 'PG-1', platform: 'html5-desktop',
 * });
 * const url = content?.game_url || content?.game_url2;
 */
export const gameTrialLaunch = defineEndpoint({
  name: 'gameTrialLaunch',
  method: 'GET',
  path: '/wps/relay/GCS_gameTrialLaunch',
  auth: 'optional',
  tag: 'games',
  summary:
    'Free demo URL (value.content.game_url or game_url2) of a game whose freeplay is 1, in play money, logged in or not. ' +
    'A game without a demo answers game_no_trial',
  request: Type.Object({
    nodeId: Type.Optional(Type.String({ maxLength: 64, description: "The game's node, or its id" })),
    gameId: Type.Optional(Type.String({ maxLength: 64 })),
    platform: Type.Optional(Type.String({ maxLength: 32, default: 'html5-desktop' })),
    matchId: Type.Optional(Type.String({ maxLength: 64 })),
    leagueId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: LaunchResult,
});

/**
 * @example
 * const { list } = await client.call(contract.jackpots, {});
 * const mega = list.find((pot) => pot.jackpotId === 'mega');
 */
export const jackpots = defineEndpoint({
  name: 'jackpots',
  method: 'POST',
  path: '/wps/relay/VIS_getJackpot',
  tag: 'games',
  summary:
    'Progressive jackpots: each pool now (it grows with every real-money spin of a jackpot slot) and its latest win',
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(Jackpot) }),
});

/**
 * @example
 * const { list } = await client.call(contract.sportMatches, { gameClassify: 'SPORTS', language: 'EN' });
 * const next = list.find((match) => match.status === 'upcoming');
 */
export const sportMatches = defineEndpoint({
  name: 'sportMatches',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getGameMatchV2',
  tag: 'games',
  summary:
    'Match cards of a sports lobby (SPORTS, or ESPORTS): the matches in play, then the next to kick off, each open one with its 1X2 odds, and the game that takes its bets. ' +
    'A platform without a sportsbook answers an empty list',
  request: Type.Object({
    gameClassify: Type.Union([Type.Literal('SPORTS'), Type.Literal('ESPORTS')]),
    language: Type.Optional(LanguageCode),
  }),
  response: Type.Object({
    list: Type.Array(SportMatch),
    /** The platform's clock when it answered: a card counts down from it, whatever the device's says. */
    serverTime: Timestamp,
  }),
});

export const rankList = defineEndpoint({
  name: 'rankList',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  tag: 'games',
  summary: 'Winners board: biggest recent wins',
  request: Type.Object({
    gameCategory: Type.Optional(Type.String({ default: 'ALL' })),
    language: Type.Optional(LanguageCode),
    limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  }),
  response: Type.Object({ list: Type.Array(WinnerEntry) }),
});

import { Type, type Static, LanguageCode, Money, PageQuery, Timestamp, literalUnion } from '../schema';
import { LotteryLaunchFields } from './lottery';

/**
 * Game categories of SPEC §3, and the two lanes the platform's page splits out besides e-sports:
 * cockfight out of SPORTS and SPB (crash and mini games) out of RNG (I 786–788, 11428–11480).
 */
export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'SPB',
] as const;
/** One of the game categories of SPEC §3. */
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** Schema of a game category (SPEC §3). */
export const GameCategoryName = literalUnion(GAME_CATEGORIES);

/** A vendor as the navigation and lobby show it. */
export const VendorCard = Type.Object({
  vassalage: Type.String({ description: 'Vendor code' }),
  accountTypeName: Type.String(),
  accountTypeId: Type.Integer(),
  displayName: Type.String(),
  isHot: Type.Integer({ description: '1 shows the hot icon' }),
  isGame: Type.String({ description: "'VASSALAGE' opens a game-list popup" }),
  gameCategory: GameCategoryName,
  maintenance: Type.Boolean(),
});
export type VendorCard = Static<typeof VendorCard>;

/** A category lane of the vendor list. */
export const VendorLane = Type.Object({
  title: Type.String(),
  gameClassify: GameCategoryName,
  cards: Type.Array(VendorCard),
});
export type VendorLane = Static<typeof VendorLane>;

/** The vendors by category lane, as the navigation and lobby show them. */
export const VendorList = Type.Object({
  data: Type.Object({ lanes: Type.Array(VendorLane) }),
});
export type VendorList = Static<typeof VendorList>;

/** A game of the catalogue. */
export const Game = Type.Object({
  nodeId: Type.Integer(),
  gameId: Type.String(),
  gameName: Type.String(),
  showIcon: Type.String({ description: 'Artwork URL' }),
  defaultIcon: Type.String({ description: 'Fallback artwork URL' }),
  vassalage: Type.String(),
  gameType: Type.String(),
  gameCategory: GameCategoryName,
  supportPlay: Type.Boolean({ description: 'Playable without login (RNG)' }),
  freeplay: Type.Union([Type.Literal(0), Type.Literal(1)], {
    description: "The platform's name for supportPlay: 1 when a free demo opens through gameTrialLaunch",
  }),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  minBet: Money,
  lineNum: Type.Integer(),
});
export type Game = Static<typeof Game>;

/** Every field the game list accepts (SPEC §3). */
export const GameListQuery = Type.Object({
  clientType: Type.Optional(Type.Integer({ default: 3 })),
  platform: Type.Optional(Type.String({ default: 'flash,html5-desktop' })),
  merchant: Type.Optional(Type.String()),
  gameType: Type.Optional(Type.String()),
  vassalage: Type.Optional(Type.String()),
  gameClassify: Type.Optional(GameCategoryName),
  gameName: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of the name, matched in `language`' }),
  ),
  isNew: Type.Optional(Type.Boolean({ description: 'Extension: only games flagged new' })),
  gameId: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "Extension: one game by its vendor's id" }),
  ),
  minBet: Type.Optional(Type.Number({ minimum: 0 })),
  minLineNum: Type.Optional(Type.Integer({ minimum: 0 })),
  ...PageQuery,
  language: Type.Optional(LanguageCode),
});
export type GameListQuery = Static<typeof GameListQuery>;

/**
 * One page of the game list and the totals its pager needs.
 *
 * @example
 * const page: contract.GamePage = await client.call(contract.gameList, { ...rules.GAME_LIST_DEFAULTS, gameClassify: 'RNG' });
 */
export const GamePage = Type.Object({
  games: Type.Array(Game),
  totalPages: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
});
export type GamePage = Static<typeof GamePage>;

/** One page of the member's favourite games. */
export const FavoritePage = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
});

/**
 * The launch of a game (`launchMode: 'GLS'`) or of a lottery (`'LOTT'`): one GET whose query is
 * the platform page's `buildGameParameters` (chunk-web-view.a286710c.js 9414–9440) or its lottery
 * launch (170–192, index.js 11580–11596). Which fields a mode needs is checked by the platform:
 * a game names its vendor and the game (`nodeId`, or `gameId`, which is also a PvP room's id),
 * a lottery its view (and at the betting view its game code).
 */
export const LaunchRequest = Type.Object({
  launchMode: Type.Union([Type.Literal('GLS'), Type.Literal('LOTT')]),
  language: LanguageCode,
  gameId: Type.Optional(Type.String({ maxLength: 64 })),
  nodeId: Type.Optional(Type.Integer()),
  matchId: Type.Optional(Type.String({ maxLength: 64 })),
  leagueId: Type.Optional(Type.String({ maxLength: 64 })),
  /** Ours, kept for 1.x callers: the platform's page sends a room's id as `gameId`. */
  roomId: Type.Optional(Type.String({ maxLength: 64 })),
  /** 1 plays for money; the platform's page sends 0 for free play. */
  accountType: Type.Optional(Type.Literal(1)),
  confirmTrans: Type.Optional(Type.Literal(0)),
  vassalage: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  platform: Type.Optional(
    Type.Union([Type.Literal('html5-desktop'), Type.Literal('html5'), Type.Literal('flash')]),
  ),
  clientType: Type.Optional(Type.Literal(3)),
  // A member's must match the session; the platform's page sends neither (its header carries the session).
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  merchantCode: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  ...LotteryLaunchFields,
});
export type LaunchRequest = Static<typeof LaunchRequest>;

/**
 * A launch answer: a game's URL in `content` (the platform's page opens `game_url`, or `game_url2`
 * when the first is empty: chunk-web-view.a286710c.js 26098–26110), a lottery's in `gameUrl`.
 */
export const LaunchResult = Type.Object({
  content: Type.Optional(
    Type.Object({ game_url: Type.Optional(Type.String()), game_url2: Type.Optional(Type.String()) }),
  ),
  gameUrl: Type.Optional(Type.String()),
});

/** A PvP room. */
export const PvpRoom = Type.Object({
  roomId: Type.String(),
  roomName: Type.String(),
  vassalage: Type.String(),
  minBet: Money,
  players: Type.Integer(),
  maxPlayers: Type.Integer(),
});
export type PvpRoom = Static<typeof PvpRoom>;

/**
 * A live table as the vendor's lobby feed shows it: who deals, the limits, the players seated and
 * the coup under way (`closesInMs` is left of its betting window, `endsInMs` until the next opens).
 */
export const LiveTable = Type.Object({
  nodeId: Type.Integer(),
  dealer: Type.String(),
  minBet: Money,
  maxBet: Money,
  seated: Type.Integer({ minimum: 0 }),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('dealing'), Type.Literal('result')]),
  closesInMs: Type.Integer({ minimum: 0 }),
  endsInMs: Type.Integer({ minimum: 0 }),
});
export type LiveTable = Static<typeof LiveTable>;

/**
 * A match on a sportsbook's board, as a lobby's match strip shows it: in play, or open for bets
 * with its 1X2 prices (decimal odds; `draw` null where the sport has none), and the game that
 * takes its bets (opened at the match with `matchId`).
 */
export const SportMatch = Type.Object({
  matchId: Type.String({ maxLength: 64 }),
  sport: Type.String({ maxLength: 32, description: 'football, basketball, tennis, esports, …' }),
  home: Type.String(),
  away: Type.String(),
  kickoffAt: Timestamp,
  endsAt: Timestamp,
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('live')]),
  odds: Type.Union([
    Type.Object({
      home: Type.Number({ minimum: 1 }),
      draw: Type.Union([Type.Number({ minimum: 1 }), Type.Null()]),
      away: Type.Number({ minimum: 1 }),
    }),
    Type.Null(),
  ]),
  nodeId: Type.Integer(),
  vassalage: Type.String(),
  gameName: Type.String(),
});
export type SportMatch = Static<typeof SportMatch>;

/** A progressive jackpot: the pool now, and its latest win (none yet: null). */
export const Jackpot = Type.Object({
  jackpotId: Type.String(),
  amount: Money,
  currencySymbol: Type.String(),
  lastWin: Type.Union([Type.Object({ amount: Money, time: Timestamp }), Type.Null()]),
});
export type Jackpot = Static<typeof Jackpot>;

/** One row of the winners board; SPEC leaves the fields of `vo` open. */
export const WinnerEntry = Type.Object({
  vo: Type.Object({
    account: Type.String({ description: 'Masked account name' }),
    gameName: Type.String(),
    vassalage: Type.String(),
    winAmount: Money,
    currencySymbol: Type.String(),
    time: Timestamp,
  }),
});
export type WinnerEntry = Static<typeof WinnerEntry>;

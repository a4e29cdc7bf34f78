import { defineEndpoint } from '../endpoint';
import { Type, LanguageCode } from '../schema';
import { LotteryMenu, NumberStat, OpenedNumber, PrizeMode } from '../entities';

const MenuQuery = Type.Object({ prizeMode: Type.Optional(PrizeMode), language: Type.Optional(LanguageCode) });

/**
 * @example
 * const menus = await client.call(contract.gameMenus, { prizeMode: 'Lott', language: 'EN' });
 */
export const gameMenus = defineEndpoint({
  name: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  answer: 'bare',
  tag: 'lottery',
  summary: 'Lottery menus, optionally of one prize mode',
  request: MenuQuery,
  response: Type.Array(LotteryMenu),
});

export const vnGameMenu = defineEndpoint({
  name: 'vnGameMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  answer: 'bare',
  tag: 'lottery',
  summary: 'Vietnamese lottery menu',
  request: MenuQuery,
  response: Type.Array(LotteryMenu),
});

export const vnGameMenuRecent = defineEndpoint({
  name: 'vnGameMenuRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  answer: 'bare',
  auth: 'optional',
  tag: 'lottery',
  summary: 'Vietnamese lottery games played lately',
  request: Type.Object({ language: Type.Optional(LanguageCode) }),
  response: Type.Array(LotteryMenu),
});

const StatsQuery = Type.Object({
  prizeMode: Type.Optional(PrizeMode),
  device: Type.Optional(Type.String({ maxLength: 16 })),
  language: Type.Optional(LanguageCode),
  gameCode: Type.Optional(Type.String({ maxLength: 32 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const popularNumbers = defineEndpoint({
  name: 'popularNumbers',
  method: 'GET',
  path: '/lgw/numeros/popular',
  answer: 'bare',
  tag: 'lottery',
  summary: 'The most played numbers (20 by default)',
  request: StatsQuery,
  response: Type.Array(NumberStat),
});

export const numbers = defineEndpoint({
  name: 'numbers',
  method: 'GET',
  path: '/lgw/numeros',
  answer: 'bare',
  tag: 'lottery',
  summary: 'Number frequencies (100 by default)',
  request: StatsQuery,
  response: Type.Array(NumberStat),
});

export const popularGames = defineEndpoint({
  name: 'popularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  answer: 'bare',
  tag: 'home',
  summary: 'Popular lottery games for the home page',
  request: Type.Object({ language: Type.Optional(LanguageCode) }),
  response: Type.Array(
    Type.Object({
      gameCode: Type.String(),
      labelName: Type.String(),
      prizeMode: PrizeMode,
      players: Type.Integer(),
    }),
  ),
});

export const vnOpenedNumbers = defineEndpoint({
  name: 'vnOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  answer: 'bare',
  tag: 'home',
  summary: 'Latest Vietnamese lottery results',
  request: Type.Object({ language: Type.Optional(LanguageCode) }),
  response: Type.Array(OpenedNumber),
});

export const openedNumbers = defineEndpoint({
  name: 'openedNumbers',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  answer: 'bare',
  tag: 'home',
  summary: 'Latest lottery results',
  request: Type.Object({ prizeMode: Type.Optional(PrizeMode), language: Type.Optional(LanguageCode) }),
  response: Type.Array(OpenedNumber),
});

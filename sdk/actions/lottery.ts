import {
  gameMenus,
  numbers,
  openedNumbers,
  popularGames,
  popularNumbers,
  vnGameMenu,
  vnGameMenuRecent,
  vnOpenedNumbers,
} from '../contract/endpoints/lottery';
import { NUMBERS, POPULAR_NUMBERS } from '../rules/lobby';
import type { Core } from './core';

type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** Lottery menus, results and statistics (SPEC §7 Games, Home). */
export function lotteryActions({ client, state }: Core) {
  const language = () => state.language.value;
  return {
    /**
     * Lottery menus, of one prize mode when given.
     *
     * @example
     * const menus = await croupier.lottery.menus('SEA');
     * const games = menus.flatMap((menu) => menu.gameMenus);
     */
    menus: (prizeMode?: PrizeMode) =>
      client.call(gameMenus, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    /**
     * The Vietnamese lottery menu.
     *
     * @example
     * const menus = await croupier.lottery.vnMenus();
     * const names = menus.map((menu) => menu.labelName);
     */
    vnMenus: () => client.call(vnGameMenu, { language: language() }),
    /**
     * Vietnamese lottery games the member played lately.
     *
     * @example
     * const recent = await croupier.lottery.vnRecent();
     */
    vnRecent: () => client.call(vnGameMenuRecent, { language: language() }),
    /**
     * Popular lottery games, for the home page.
     *
     * @example
     * const popular = await croupier.lottery.popularGames();
     * const top = popular.slice(0, 6).map((game) => `${game.labelName} (${game.players})`);
     */
    popularGames: () => client.call(popularGames, { language: language() }),
    /**
     * The latest lottery results, of one prize mode when given.
     *
     * @example
     * const results = await croupier.lottery.opened('Lott');
     * const latest = results[0]; // { gameCode, labelName, drawNo, numbers, drawTime }
     */
    opened: (prizeMode?: PrizeMode) =>
      client.call(openedNumbers, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    /**
     * The latest Vietnamese lottery results.
     *
     * @example
     * const results = await croupier.lottery.vnOpened();
     */
    vnOpened: () => client.call(vnOpenedNumbers, { language: language() }),
    /**
     * The most played numbers, as many as the lobby shows.
     *
     * @example
     * const hot = await croupier.lottery.popularNumbers('Lott');
     * const chips = hot.map(({ number, count }) => `${number} ×${count}`);
     */
    popularNumbers: (prizeMode?: PrizeMode) =>
      client.call(popularNumbers, {
        count: POPULAR_NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
    /**
     * Number frequencies, as many as the lobby's chart shows.
     *
     * @example
     * const frequencies = await croupier.lottery.numbers('Lott');
     */
    numbers: (prizeMode?: PrizeMode) =>
      client.call(numbers, {
        count: NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
  };
}

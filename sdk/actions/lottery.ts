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
    /** Lottery menus, of one prize mode when given. */
    menus: (prizeMode?: PrizeMode) =>
      client.call(gameMenus, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    /** The Vietnamese lottery menu. */
    vnMenus: () => client.call(vnGameMenu, { language: language() }),
    /** Vietnamese lottery games the member played lately. */
    vnRecent: () => client.call(vnGameMenuRecent, { language: language() }),
    /** Popular lottery games, for the home page. */
    popularGames: () => client.call(popularGames, { language: language() }),
    /** The latest lottery results, of one prize mode when given. */
    opened: (prizeMode?: PrizeMode) =>
      client.call(openedNumbers, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    /** The latest Vietnamese lottery results. */
    vnOpened: () => client.call(vnOpenedNumbers, { language: language() }),
    /** The most played numbers, as many as the lobby shows. */
    popularNumbers: (prizeMode?: PrizeMode) =>
      client.call(popularNumbers, {
        count: POPULAR_NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
    /** Number frequencies, as many as the lobby's chart shows. */
    numbers: (prizeMode?: PrizeMode) =>
      client.call(numbers, {
        count: NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
  };
}

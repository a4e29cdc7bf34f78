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
    menus: (prizeMode?: PrizeMode) =>
      client.call(gameMenus, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    vnMenus: () => client.call(vnGameMenu, { language: language() }),
    vnRecent: () => client.call(vnGameMenuRecent, { language: language() }),
    popularGames: () => client.call(popularGames, { language: language() }),
    opened: (prizeMode?: PrizeMode) =>
      client.call(openedNumbers, { language: language(), ...(prizeMode ? { prizeMode } : {}) }),
    vnOpened: () => client.call(vnOpenedNumbers, { language: language() }),
    popularNumbers: (prizeMode?: PrizeMode) =>
      client.call(popularNumbers, {
        count: POPULAR_NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
    numbers: (prizeMode?: PrizeMode) =>
      client.call(numbers, {
        count: NUMBERS,
        device: 'web',
        language: language(),
        ...(prizeMode ? { prizeMode } : {}),
      }),
  };
}

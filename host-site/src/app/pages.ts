import type { ComponentType } from 'react';
import { routeFor, type PageKey } from './routes';
import { lazyPage, preloadPage, withPreload } from './lazy-page';
import { HomePage, loadHomeGames } from '../pages/home';
import type { PageProps } from './page-props';

const Lobby = lazyPage(() => import('../pages/lobby'));
const Lottery = lazyPage(() => import('../pages/lottery'));

/** Page components by key; all but home load on demand. */
export const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  home: withPreload(HomePage, loadHomeGames),
  help: lazyPage(() => import('../pages/help')),
  down: lazyPage(() => import('../pages/down')),
  join: lazyPage(() => import('../pages/join')),
  lottery: Lottery,
  vnLottery: Lottery,
  elott: Lottery,
  rng: Lobby,
  lobby: Lobby,
  category: Lobby,
  game: lazyPage(() => import('../pages/game')),
  vip: lazyPage(() => import('../pages/vip')),
  pointMall: lazyPage(() => import('../pages/point-mall')),
  promotions: lazyPage(() => import('../pages/promotions')),
  promoDetail: lazyPage(() => import('../pages/promotion-detail')),
  seamless: lazyPage(() => import('../pages/seamless')),
};

/**
 * Fetches the code of the page at `path` (the one a visitor arrives on) while the portal starts,
 * instead of after its first render. Resolves when that code has arrived (or failed).
 */
export function preloadPageAt(path: string): Promise<void> {
  const route = routeFor(path);
  return route ? preloadPage(PAGES[route.page]) : Promise.resolve();
}

import type { ComponentType } from 'react';
import { routeFor, type PageKey } from './routes';
import { lazyPage, preloadPage, withPreload } from './lazy-page';
import type { Croupier } from '@sdk/runtime';
import { HomePage, preloadHome } from '../pages/home';
import type { PageProps } from './page-props';

const Lobby = lazyPage(() => import('../pages/lobby'));
const Lottery = lazyPage(() => import('../pages/lottery'));

/** Page components by key; all but home load on demand. */
export const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  home: withPreload(HomePage, preloadHome),
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
 * Fetches what the page at `path` (the one a visitor arrives on) needs first while the portal
 * starts, instead of after its first render. Resolves when its code has arrived (or failed).
 */
export function preloadPageAt(path: string, croupier: Croupier): Promise<void> {
  const route = routeFor(path);
  return route ? preloadPage(PAGES[route.page], croupier) : Promise.resolve();
}

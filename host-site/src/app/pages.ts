import type { ComponentType } from 'react';
import type { PageKey } from './routes';
import { lazyPage } from './lazy-page';
import { HomePage } from '../pages/home';

/** What every page receives. */
export interface PageProps {
  path: string;
  /** The page's translated title. */
  title: string;
}

const Placeholder = lazyPage(() => import('../pages/placeholder'));

/** Page components by key; all but home load on demand. */
export const PAGES: Record<PageKey, ComponentType<PageProps>> = {
  home: HomePage,
  help: lazyPage(() => import('../pages/help')),
  down: lazyPage(() => import('../pages/down')),
  join: lazyPage(() => import('../pages/join')),
  // Screens built by later issues: their frame and heading, nothing invented.
  vip: Placeholder,
  pointMall: Placeholder,
  lottery: Placeholder,
  vnLottery: Placeholder,
  elott: Placeholder,
  rng: Placeholder,
  lobby: Placeholder,
  category: Placeholder,
  promotions: Placeholder,
  promoDetail: Placeholder,
  seamless: Placeholder,
  game: Placeholder,
};

import { lazy, Suspense, useEffect } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import type { PageProps } from '../app/page-props';
import type { Croupier } from '@sdk/runtime';
import { BannerCarousel } from './home/banner-carousel';
import { preloadHeroArt } from './home/hero-art';
import { hotList } from './home/hot-list';
import type * as HomeGamesModule from './home/home-games';
import './home.css';

let gamesCode: Promise<typeof HomeGamesModule> | undefined;
/**
 * The game sections' code: they come after the first paint (the banner and the promise show at
 * once), but their code is asked for as the portal starts on home (see pages.ts), not after it
 * renders. A failed fetch is asked again by the next render.
 */
export const loadHomeGames = () =>
  (gamesCode ??= import('./home/home-games').catch((error: unknown) => {
    gamesCode = undefined;
    throw error;
  }));
const HomeGames = lazy(loadHomeGames);

/** What home asks for as the portal starts on it (see pages.ts): its hero art and its games' code. */
export function preloadHome(croupier: Croupier) {
  preloadHeroArt(croupier.state);
  return loadHomeGames();
}

const HIGHLIGHTS: readonly { id: string; icon: string }[] = [
  { id: 'unlimited', icon: icons.wallet },
  { id: 'usdt', icon: icons.bolt },
  { id: 'withdraw', icon: icons.upload },
  { id: 'deposit', icon: icons.download },
  { id: 'care', icon: icons.chat },
  { id: 'encryption', icon: icons.lock },
];

/** The home page: promotions, notices, hot games, winners, lotteries, vendors, and the brand's promise. */
export function HomePage(props: PageProps) {
  const t = useT();
  const croupier = useCroupier();
  // What the game sections need, asked for while their code loads rather than after.
  useEffect(() => {
    void croupier.requireTexts('games').catch(() => undefined);
    void hotList(croupier).catch(() => undefined);
  }, [croupier]);
  return (
    <div className="home">
      <h1 className="cr-visually-hidden">{props.title}</h1>
      <BannerCarousel />
      <Suspense fallback={<div className="home-games home-games--loading" aria-hidden="true" />}>
        <HomeGames />
      </Suspense>
      <ul className="highlights">
        {HIGHLIGHTS.map(({ id, icon }) => (
          <li key={id} className="highlight">
            <span className="highlight__icon" aria-hidden="true">
              <Icon path={icon} />
            </span>
            {t(`home.highlights.${id}`)}
          </li>
        ))}
      </ul>
      <p className="home__zalo">
        <Icon path={icons.gift} />
        {t('home.zalo')}
      </p>
    </div>
  );
}

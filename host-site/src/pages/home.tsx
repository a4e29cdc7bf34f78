import { lazy, Suspense, useEffect } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import type { PageProps } from '../app/page-props';
import { BannerCarousel } from './home/banner-carousel';
import { hotList } from './home/hot-list';
import './home.css';

// The game sections come after the first paint: the banner and the promise show at once.
const HomeGames = lazy(() => import('./home/home-games'));

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

import { Link } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { GameCard } from '@widgets/lobby';
import { hotList } from './hot-list';

const SHOWN = 12;

/** The hot list (SPEC §7 hotGamesV2), a dozen cards, with the way to all of them. */
export function HotGames() {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const games = useAsync(async () => (await hotList(croupier)).slice(0, SHOWN), [croupier, language]);
  return (
    <section className="home-section" aria-labelledby="home-hot">
      <header className="home-section__head">
        <h2 id="home-hot">{t('homeGames.hotGames')}</h2>
        <Link
          href="/hot"
          className="home-section__more"
          aria-label={t('homeGames.viewAllOf', { section: t('homeGames.hotGames') })}
        >
          {t('homeGames.viewAll')}
        </Link>
      </header>
      {games.status === 'loading' && (
        <div className="home-grid" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: SHOWN }, (_, i) => (
            <span key={i} className="cr-skeleton-card" />
          ))}
        </div>
      )}
      {games.status === 'ready' && (
        <div className="home-grid" role="list" aria-labelledby="home-hot">
          {games.value.map((game) => (
            <GameCard key={game.nodeId} game={game} />
          ))}
        </div>
      )}
    </section>
  );
}

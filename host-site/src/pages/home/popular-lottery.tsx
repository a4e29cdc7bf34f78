import { Link } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { VIETNAM_LOTTERY } from '@sdk/rules/launch';

/** SPEC §7 home: the most played lotteries, each one click from its betting view. */
export function PopularLottery() {
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const games = useAsync(() => croupier.lottery.popularGames(), [croupier, language]);
  if (games.status !== 'ready' || games.value.length === 0) return null;
  return (
    <section className="home-section home-section--later" aria-labelledby="home-lottery">
      <header className="home-section__head">
        <h2 id="home-lottery">{t('homeGames.popularLottery')}</h2>
        <Link
          href="/lottery"
          className="home-section__more"
          aria-label={t('homeGames.viewAllOf', { section: t('homeGames.popularLottery') })}
        >
          {t('homeGames.viewAll')}
        </Link>
      </header>
      <ul className="home-lottery">
        {games.value.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className="home-lottery__card"
              onClick={() =>
                void croupier.games.launchLottery(game.gameCode, game.labelName, VIETNAM_LOTTERY)
              }
            >
              <span className="home-lottery__icon" aria-hidden="true">
                <Icon path={icons.ticket} />
              </span>
              <span className="home-lottery__text">
                <strong>{game.labelName}</strong>
                <span>{t('lottery.players', { count: game.players })}</span>
              </span>
              <Icon path={icons.chevronRight} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

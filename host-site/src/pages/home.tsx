import { useCroupier, useT } from '../../../widgets/ui/croupier-context';
import { useSignal } from '../../../widgets/ui/use-signal';
import { Icon, type IconName } from '../../../widgets/ui/icon';
import { cdnUrl } from '../../../sdk/rules/cdn';
import type { PageProps } from '../app/pages';
import './home.css';

const HIGHLIGHTS: readonly { id: string; icon: IconName }[] = [
  { id: 'unlimited', icon: 'wallet' },
  { id: 'usdt', icon: 'bolt' },
  { id: 'withdraw', icon: 'upload' },
  { id: 'deposit', icon: 'download' },
  { id: 'care', icon: 'chat' },
  { id: 'encryption', icon: 'lock' },
];

/** The home page: the brand's promise up front. Games, winners and notices join in the games issue. */
export function HomePage(props: PageProps) {
  const croupier = useCroupier();
  const t = useT();
  const cdn = useSignal(croupier.state.imageCdn);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  return (
    <div className="home">
      <h1 className="cr-visually-hidden">{props.title}</h1>
      <section className="hero" aria-labelledby="hero-title">
        <img className="hero__art" src={cdnUrl(cdn, 'banners/0.svg')} alt="" width={1200} height={400} />
        <div className="hero__copy">
          <h2 id="hero-title">{t('home.heroTitle')}</h2>
          <p>{t('home.heroText')}</p>
          {!loggedIn && (
            <button
              type="button"
              className="cr-btn cr-btn--primary hero__cta"
              onClick={() => croupier.modals.open('register')}
            >
              {t('home.heroCta')}
              <Icon name="chevronRight" />
            </button>
          )}
        </div>
      </section>
      <ul className="highlights">
        {HIGHLIGHTS.map(({ id, icon }) => (
          <li key={id} className="highlight">
            <span className="highlight__icon" aria-hidden="true">
              <Icon name={icon} />
            </span>
            {t(`home.highlights.${id}`)}
          </li>
        ))}
      </ul>
      <p className="home__zalo">
        <Icon name="gift" />
        {t('home.zalo')}
      </p>
    </div>
  );
}

import { useCroupier, useT } from '../ui/croupier-context';
import { useSignal } from '../ui/use-signal';
import { useAsync } from '../ui/use-async';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icons';
import { useTexts } from '../ui/use-texts';

/** The latest notice's title, and the way into the notice modal (nine a page, SPEC §2). */
export function NoticeStrip() {
  // Its texts are in the games namespace, which a partner page may not have loaded yet.
  const ready = useTexts('games');
  const croupier = useCroupier();
  const t = useT();
  const language = useSignal(croupier.state.language);
  const notices = useAsync(() => croupier.content.notices(1), [croupier, language]);
  const latest = notices.status === 'ready' ? notices.value.list[0] : undefined;
  // Its place is held while the notice loads, so the page under it does not jump when it shows.
  if (!ready || notices.status === 'loading')
    return <div className="cr-notice-strip cr-notice-strip--loading" aria-hidden="true" />;
  if (!latest) return null;
  return (
    <section className="cr-notice-strip" aria-label={t('notices.latest')}>
      <Icon path={icons.megaphone} className="cr-notice-strip__icon" />
      <p className="cr-notice-strip__title">{latest.title}</p>
      <button
        type="button"
        className="cr-btn cr-btn--ghost cr-notice-strip__open"
        onClick={() => croupier.modals.open('notice')}
      >
        {t('notices.open')}
      </button>
    </section>
  );
}

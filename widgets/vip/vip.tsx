import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { useTexts } from '@widgets/ui/use-texts';
import { AsyncStates } from '@widgets/ui/async-states';
import { PageHeading, type PageHeadingProps } from '../ui/page-heading';
import { VipCard } from './vip-card';
import { VipLadder } from './vip-ladder';

const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;
const SKELETON = { className: 'vip__loading', item: 'skeleton skeleton--block', count: 2 };

/**
 * SPEC §2 /vip: the ladder of levels with their thresholds and benefits for everyone; for a
 * member, their level, progress to the next from their real valid turnover, and the level-up
 * bonuses to claim. A guest is asked to log in, a trial account to register.
 */
export function Vip(props: PageHeadingProps) {
  const croupier = useCroupier();
  const headingId = useId();
  const t = useT();
  const textsReady = useTexts('rewards');
  useSignal(croupier.state.isLoggedIn);
  useSignal(croupier.state.accountType);
  const language = useSignal(croupier.state.language);
  const decision = croupier.access.decide('member');
  const [revision, setRevision] = useState(0);
  const levels = useAsync(() => croupier.vip.levels(), [croupier]);
  const status = useAsync(
    () => (decision === 'allowed' ? croupier.vip.status() : Promise.resolve(null)),
    [croupier, decision, revision],
  );
  const locale = croupier.i18n.language || language;
  const current = status.status === 'ready' ? status.value?.level : undefined;

  return (
    <section className="page vip" aria-labelledby={headingId}>
      <div className="vip__hero">
        <PageHeading {...props} id={headingId} fallback={textsReady ? t('vip.heading') : ''} />
        {textsReady && <p className="page__lead">{t('vip.intro')}</p>}
      </div>
      {!textsReady ? (
        <AsyncStates state={TEXTS_LOADING} className="page__empty" />
      ) : (
        <>
          {decision === 'allowed' ? (
            <AsyncStates state={status} className="page__error" skeleton={SKELETON}>
              {status.status === 'ready' && status.value && (
                <VipCard status={status.value} locale={locale} onClaimed={() => setRevision((n) => n + 1)} />
              )}
            </AsyncStates>
          ) : (
            <div className="vip__gate" role="status">
              <p>{t(decision === 'trial' ? 'vip.trial' : 'vip.guest.text')}</p>
              <button
                type="button"
                className="cr-btn cr-btn--primary"
                onClick={() => croupier.modals.open(decision === 'trial' ? 'register' : 'login')}
              >
                {t(decision === 'trial' ? 'vip.register' : 'vip.guest.login')}
              </button>
            </div>
          )}
          <AsyncStates
            state={levels}
            className={levels.status === 'error' ? 'page__error' : 'page__empty'}
            skeleton={SKELETON}
          >
            {levels.status === 'ready' && (
              <VipLadder levels={levels.value} current={current} locale={locale} />
            )}
          </AsyncStates>
        </>
      )}
    </section>
  );
}

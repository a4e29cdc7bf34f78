import { useState, type ComponentType } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { LimitsTab } from './limits-tab';
import type { TabProps } from './tab-props';
import css from './safer-gambling.css?inline';

type Tab = 'limits' | 'exclusion' | 'statement' | 'history';
const TABS: readonly Tab[] = ['limits', 'exclusion', 'statement', 'history'];
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * The tabs after the first load when opened, each its own chunk: a player setting a limit never
 * downloads the statement's table or the exclusion's dialog.
 */
const LOADERS: Record<Exclude<Tab, 'limits'>, () => Promise<{ default: ComponentType<TabProps> }>> = {
  exclusion: () => import('./exclusion-tab'),
  statement: () => import('./statement-tab'),
  history: () => import('./history-tab'),
};

/**
 * saferGambling (beyond SPEC): deposit, loss and session limits with what each period used, the
 * reality-check interval, a time-out or self-exclusion, the account activity statement and the
 * history of every change, as WAI-ARIA tabs. Every time on the page is the platform's: the clock
 * offset comes from its own `now`, so a raise can be confirmed exactly when the platform allows.
 */
export default function SaferGamblingPage() {
  useStyles('cr-safer', css);
  const croupier = useCroupier();
  const t = useT();
  const textsReady = useTexts('protection');
  const [tab, setTab] = useState<Tab>('limits');
  // How far the platform's clock is from this browser's, read once with the page.
  const clock = useAsync(async () => {
    const session = await croupier.saferGambling.playSession();
    return session.now - Date.now();
  }, [croupier]);
  const lazyTab = useAsync(async () => (tab === 'limits' ? null : (await LOADERS[tab]()).default), [tab]);

  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  const offset = clock.status === 'ready' ? clock.value : 0;
  const props: TabProps = { platformNow: () => Date.now() + offset };
  const Lazy = lazyTab.status === 'ready' ? lazyTab.value : null;
  return (
    <div className="cr-safer">
      <p className="cr-safer__intro">{t('saferGambling.intro')}</p>
      <Tabs
        label={t('saferGambling.sections')}
        tabs={TABS.map((id) => ({ id, label: t(`saferGambling.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        className="cr-safer__tabs"
      >
        <AsyncStates state={clock} className="cr-centre__state">
          {tab === 'limits' ? (
            <LimitsTab {...props} />
          ) : (
            <AsyncStates state={lazyTab} className="cr-centre__state">
              {Lazy && <Lazy {...props} />}
            </AsyncStates>
          )}
        </AsyncStates>
      </Tabs>
    </div>
  );
}

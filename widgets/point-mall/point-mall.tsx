import { useId, useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { useAsync } from '@widgets/ui/use-async';
import { useTexts } from '@widgets/ui/use-texts';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import type { PointsReward } from '@sdk/contract/entities/points';
import { PageHeading, type PageHeadingProps } from '../ui/page-heading';
import { PointsSummary } from './points-summary';
import { EarnRules } from './earn-rules';
import { RewardGrid } from './reward-grid';
import { RedeemDialog } from './redeem-dialog';
import { ConvertDialog } from './convert-dialog';
import { RedeemList } from './redeem-list';
import { MovementList } from './movement-list';

type Tab = 'rewards' | 'redeems' | 'movements';
const TABS: readonly Tab[] = ['rewards', 'redeems', 'movements'];

/**
 * SPEC §2 /pointMall: the member's points (and those redeems in process hold), how points are
 * earned (the platform's config), the catalogue of rewards, a redeem with the payment password,
 * the member's redeems with SPEC §4's states, the points history, and a conversion of points into
 * the balance. A guest sees the catalogue and the way in; a trial account, why it cannot.
 */
export function PointMall(props: PageHeadingProps) {
  const croupier = useCroupier();
  const headingId = useId();
  const catalogueId = useId();
  const t = useT();
  // The mall's own texts; the payment password's and the forms' messages are the centres' and auth's.
  const mallTexts = useTexts('rewards');
  const centreTexts = useTexts('centres');
  const formTexts = useTexts('auth');
  const textsReady = mallTexts && centreTexts && formTexts;
  const language = useSignal(croupier.state.language);
  useSignal(croupier.state.isLoggedIn);
  useSignal(croupier.state.accountType);
  const access = croupier.access.decide('member');
  const member = access === 'allowed';
  // Bumped after a redeem or a conversion: the balance, the stock and the lists are read again.
  const [changes, setChanges] = useState(0);
  const [tab, setTab] = useState<Tab>('rewards');
  const [redeeming, setRedeeming] = useState<PointsReward>();
  const [converting, setConverting] = useState(false);
  const [notice, setNotice] = useState<string>();

  const config = useAsync(() => croupier.points.config(), [croupier]);
  const rewards = useAsync(() => croupier.points.rewards(), [croupier, language, changes]);
  const balance = useAsync(
    async () => (member ? croupier.points.balance() : null),
    [croupier, member, changes],
  );

  const changed = (text: string) => {
    setNotice(text);
    setChanges((n) => n + 1);
  };
  const points = balance.status === 'ready' ? (balance.value?.points ?? 0) : 0;
  const catalogue = (
    <RewardGrid
      rewards={rewards}
      canRedeem={member}
      onRedeem={(reward) => {
        if (croupier.access.require('member', 'point mall')) setRedeeming(reward);
      }}
    />
  );

  return (
    <section className="page mall" aria-labelledby={headingId}>
      <div className="mall__hero">
        <div className="mall__intro">
          <PageHeading {...props} id={headingId} fallback={textsReady ? t('pointMall.heading') : ''} />
          {textsReady && <p className="page__lead">{t('pointMall.intro')}</p>}
        </div>
        {textsReady && (
          <div className="mall__cards">
            <PointsSummary
              access={access}
              balance={balance}
              config={config}
              onConvert={() => setConverting(true)}
            />
            <EarnRules config={config} />
          </div>
        )}
      </div>
      <p className="mall__notice" role="status">
        {notice}
      </p>
      {textsReady &&
        (member ? (
          <Tabs
            label={t('pointMall.sections')}
            tabs={TABS.map((id) => ({ id, label: t(`pointMall.tabs.${id}`) }))}
            selected={tab}
            onSelect={setTab}
            className="mall__tabs"
          >
            {tab === 'rewards' && catalogue}
            {tab === 'redeems' && <RedeemList changes={changes} />}
            {tab === 'movements' && <MovementList changes={changes} />}
          </Tabs>
        ) : (
          <section aria-labelledby={catalogueId}>
            <h2 id={catalogueId} className="mall__heading">
              {t('pointMall.catalogue.title')}
            </h2>
            {catalogue}
          </section>
        ))}
      {!textsReady && <AsyncStates state={{ status: 'loading', retry: () => undefined }} />}
      {redeeming && (
        <RedeemDialog
          reward={redeeming}
          points={points}
          onClose={() => setRedeeming(undefined)}
          onDone={(text) => {
            setRedeeming(undefined);
            changed(text);
          }}
          onStale={() => setChanges((n) => n + 1)}
        />
      )}
      {converting && config.status === 'ready' && (
        <ConvertDialog
          config={config.value}
          points={points}
          onClose={() => setConverting(false)}
          onDone={(text) => {
            setConverting(false);
            changed(text);
          }}
        />
      )}
    </section>
  );
}

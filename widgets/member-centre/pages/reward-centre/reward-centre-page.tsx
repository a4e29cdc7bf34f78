import { useState } from 'react';
import { useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import type { MemberPageProps } from '../page-props';
import { WaitingTab } from './waiting-tab';
import { HistoryTab } from './history-tab';
import { RedeemsTab } from './redeems-tab';
import css from './reward-centre.css?inline';

type Tab = 'waiting' | 'history' | 'redeems';
const TABS: readonly Tab[] = ['waiting', 'history', 'redeems'];
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * rewardCenter (SPEC §2): every reward waiting for the member in one place (a promotion's
 * bonus, a raffle draw, a mission done, a VIP level-up bonus, the rebate) with its claim, which
 * goes through that reward's own idempotent platform call; the rewards received (the ledger's
 * bonuses); and the point mall's redeems with their states (SPEC §4).
 */
export default function RewardCentrePage(props: MemberPageProps) {
  useStyles('cr-reward-centre', css);
  const t = useT();
  const textsReady = useTexts('rewards');
  const [tab, setTab] = useState<Tab>('waiting');
  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  return (
    <div className="cr-reward-centre">
      <p className="cr-reward-centre__intro">{t('rewardCentre.intro')}</p>
      <Tabs
        label={t('rewardCentre.sections')}
        tabs={TABS.map((id) => ({ id, label: t(`rewardCentre.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        className="cr-reward-centre__tabs"
      >
        {tab === 'waiting' && <WaitingTab openPage={props.openPage} />}
        {tab === 'history' && <HistoryTab openPage={props.openPage} />}
        {tab === 'redeems' && <RedeemsTab />}
      </Tabs>
    </div>
  );
}

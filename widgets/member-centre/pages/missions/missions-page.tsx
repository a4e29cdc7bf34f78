import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import { useStyles } from '@widgets/ui/styles';
import { useTexts } from '@widgets/ui/use-texts';
import { MissionList } from './mission-list';
import { LeaderboardTab } from './leaderboard-tab';
import css from './missions.css?inline';

type Tab = 'missions' | 'leaderboard';
const TABS: readonly Tab[] = ['missions', 'leaderboard'];
const TEXTS_LOADING = { status: 'loading', retry: () => undefined } as const;

/**
 * missionLeaderboard (SPEC §2): the member's daily and weekly missions, their progress
 * from real play and deposits, a claim when done; and this GMT+8 week's leaderboard, as WAI-ARIA
 * tabs. The menu's badge of available missions follows what this page reads and claims.
 */
export default function MissionsPage() {
  useStyles('cr-missions', css);
  const croupier = useCroupier();
  const t = useT();
  const textsReady = useTexts('rewards');
  const [tab, setTab] = useState<Tab>('missions');
  const actions = croupier.missions;
  if (!textsReady) return <AsyncStates state={TEXTS_LOADING} className="cr-centre__state" />;
  return (
    <div className="cr-missions">
      <p className="cr-missions__intro">{t('missions.intro')}</p>
      <Tabs
        label={t('missions.sections')}
        tabs={TABS.map((id) => ({ id, label: t(`missions.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        className="cr-missions__tabs"
      >
        {tab === 'missions' ? <MissionList actions={actions} /> : <LeaderboardTab actions={actions} />}
      </Tabs>
    </div>
  );
}

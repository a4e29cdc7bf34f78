import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Tabs } from '@widgets/ui/tabs';
import { Summary } from '@widgets/ui/records/record-parts';
import { recordsErrorText } from '@widgets/ui/records/record-format';
import type { TeamFigures } from '@sdk/contract/entities/agent';
import { useTeamStyles } from '../team-styles';
import { NetLineChart } from './net-line-chart';

const PERIODS = ['today', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];

/**
 * agentTeamOverview (the default page): the team's figures today, this week and this month
 * (GMT+8), one period at a time under tabs, and its daily net over the last 30 days as a line that
 * is also a table. Every figure is the platform's; nothing is added up here.
 */
export default function OverviewPage() {
  useTeamStyles();
  const croupier = useCroupier();
  const t = useT();
  const [period, setPeriod] = useState<Period>('today');
  const overview = useAsync(() => croupier.agent.overview(), [croupier]);
  const locale = croupier.i18n.language;
  const figures = (f: TeamFigures) => [
    { label: t('agentTeam.overview.teamNet'), amount: f.teamNet, as: 'signed' as const, lead: true },
    { label: t('agentTeam.overview.income'), amount: f.income, as: 'signed' as const, lead: true },
    { label: t('agentTeam.overview.newMembers'), amount: f.newMembers, as: 'count' as const },
    { label: t('agentTeam.overview.activePlayers'), amount: f.activePlayers, as: 'count' as const },
    { label: t('agentTeam.overview.deposits'), amount: f.deposits },
    { label: t('agentTeam.overview.withdrawals'), amount: f.withdrawals },
    { label: t('agentTeam.overview.validBets'), amount: f.stake },
    { label: t('agentTeam.overview.payouts'), amount: f.payout },
  ];
  return (
    <div className="cr-records">
      <AsyncStates
        state={overview}
        errorText={(error) => recordsErrorText(t, error)}
        className="cr-centre__state cr-records__state"
      >
        {overview.status === 'ready' && (
          <>
            <p className="cr-agent__lead">
              {t('agentTeam.overview.teamSize', { count: overview.value.teamSize })}
            </p>
            <Tabs
              label={t('agentTeam.overview.periods')}
              className="cr-agent__periods"
              tabs={PERIODS.map((id) => ({ id, label: t(`agentTeam.overview.${id}`) }))}
              selected={period}
              onSelect={setPeriod}
            >
              <Summary
                label={t('agentTeam.overview.figuresOf', { period: t(`agentTeam.overview.${period}`) })}
                locale={locale}
                figures={figures(overview.value[period])}
              />
              <p className="cr-agent__hint">{t('agentTeam.overview.netHint')}</p>
            </Tabs>
            <section className="cr-records__chart" aria-labelledby="cr-agent-chart-title">
              <h4 id="cr-agent-chart-title">{t('agentTeam.overview.chartTitle')}</h4>
              <NetLineChart days={overview.value.daily} locale={locale} />
            </section>
          </>
        )}
      </AsyncStates>
    </div>
  );
}

import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { BetsTable } from '@widgets/ui/records/bets-table';
import { TEAM_PAGE_SIZE, teamBetsQuery } from '@sdk/rules/team-reports';
import { Summary } from '@widgets/ui/records/record-parts';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
import { useTeamFilter } from '../team-filter';

/**
 * teamBetting (team betting): every round of the team, or of one account and everyone below it,
 * in a range of GMT+8 days, of one category or vendor if chosen, under the platform's totals of
 * the whole filter. Opened from team management, it starts on that account.
 */
export default function TeamBettingPage(props: AgentPageProps) {
  useTeamStyles();
  const croupier = useCroupier();
  const t = useT();
  const { filter, username, page, setPage, bar } = useTeamFilter('game', props.username);
  const load = useAsync(
    () => croupier.agent.bets(teamBetsQuery(filter, username, page)),
    [croupier, filter, username, page],
  );
  const locale = croupier.i18n.language;
  return (
    <div className="cr-records">
      {bar}
      <RecordsResult
        load={load}
        isEmpty={(answer) => answer.total === 0}
        emptyText={t('agentTeam.bets.empty')}
      >
        {(value) => (
          <>
            <Summary
              label={t('records.bets.totals')}
              locale={locale}
              figures={[
                { label: t('records.bets.count'), amount: value.totals.count, as: 'count' },
                { label: t('records.bets.stake'), amount: value.totals.stake },
                { label: t('records.bets.validBet'), amount: value.totals.validBet },
                { label: t('records.bets.payout'), amount: value.totals.payout },
                {
                  label: t('agentTeam.bets.winLoss'),
                  amount: value.totals.winLoss,
                  as: 'signed',
                  lead: true,
                },
              ]}
            />
            <p className="cr-agent__hint">{t('agentTeam.bets.winLossHint')}</p>
            <BetsTable
              caption={t('agentTeam.bets.caption')}
              bets={value.list}
              playerHeading={t('agentTeam.filter.username')}
              className="cr-agent__bets"
            />
            <Pagination
              label={t('records.bets.pages')}
              page={page}
              pageCount={Math.ceil(value.total / TEAM_PAGE_SIZE)}
              onSelect={setPage}
            />
          </>
        )}
      </RecordsResult>
    </div>
  );
}

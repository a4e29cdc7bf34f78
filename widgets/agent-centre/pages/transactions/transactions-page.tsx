import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { TEAM_PAGE_SIZE, teamTransactionsQuery } from '@sdk/rules/team-reports';
import { MovementsTable } from '@widgets/ui/records/movements-table';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
import { useTeamFilter } from '../team-filter';
import { TeamExportButton } from './team-export-button';

/**
 * downlineTransactions (account / transaction details): every wallet movement of the team's
 * accounts (not the agent's own) in a range of GMT+8 days, of one account or kind if chosen, with
 * the signed amount and the balance right after it, and the whole filter as a CSV file.
 */
export default function TransactionsPage(props: AgentPageProps) {
  useTeamStyles();
  const croupier = useCroupier();
  const t = useT();
  const { filter, username, page, setPage, bar } = useTeamFilter('kind', props.username);
  const load = useAsync(
    () => croupier.agent.transactions(teamTransactionsQuery(filter, username, page)),
    [croupier, filter, username, page],
  );
  return (
    <div className="cr-records">
      {bar}
      <RecordsResult
        load={load}
        isEmpty={(answer) => answer.total === 0}
        emptyText={t('agentTeam.transactions.empty')}
      >
        {(value) => (
          <>
            <div className="cr-records__toolbar">
              <p className="cr-records__count">{t('records.account.count', { count: value.total })}</p>
              <TeamExportButton filter={filter} username={username} total={value.total} />
            </div>
            <MovementsTable
              caption={t('agentTeam.transactions.caption')}
              movements={value.list}
              playerHeading={t('agentTeam.filter.username')}
            />
            <Pagination
              label={t('records.account.pages')}
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

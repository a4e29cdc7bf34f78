import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { moneyText } from '@sdk/rules/money';
import { initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { TEAM_PAGE_SIZE, teamTransactionsQuery } from '@sdk/rules/team-reports';
import { gmt8DateAndTime } from '@widgets/ui/records/gmt8-time';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { SignedAmount, When } from '@widgets/ui/records/record-parts';
import { kindName } from '@widgets/ui/records/record-format';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
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
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  const [username, setUsername] = useState(props.username ?? '');
  const [page, setPage] = useState(1);
  const load = useAsync(
    () => croupier.agent.transactions(teamTransactionsQuery(filter, username, page)),
    [croupier, filter, username, page],
  );
  const locale = croupier.i18n.language;
  const time = gmt8DateAndTime(locale);
  return (
    <div className="cr-records">
      <RecordsFilterBar
        filter={filter}
        extras="kind"
        username={{
          label: t('agentTeam.filter.username'),
          value: username,
          searchLabel: t('agentTeam.filter.search'),
        }}
        onApply={(next, who) => {
          setFilter(next);
          setUsername(who ?? '');
          setPage(1);
        }}
      />
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
            <TableScroll label={t('agentTeam.transactions.caption')}>
              <table className="cr-table cr-records__table">
                <caption className="cr-visually-hidden">{t('agentTeam.transactions.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('agentTeam.filter.username')}</th>
                    <th scope="col">{t('records.account.kind')}</th>
                    <th scope="col" className="cr-table__number">
                      {t('records.account.amount')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('records.account.balanceAfter')}
                    </th>
                    <th scope="col">{t('records.account.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((movement) => (
                    <tr key={movement.id}>
                      <td>
                        <When at={movement.at} format={time} />
                      </td>
                      <td>{movement.username}</td>
                      <td>{kindName(t, movement.kind)}</td>
                      <td className="cr-table__number">
                        <SignedAmount amount={movement.amount} locale={locale} />
                      </td>
                      <td className="cr-table__number">{moneyText(movement.balanceAfter, locale)}</td>
                      <td className="cr-table__code">{movement.reference ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
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

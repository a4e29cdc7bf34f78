import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { moneyText } from '@sdk/rules/money';
import { TEAM_PAGE_SIZE, teamMemberRole, teamPnlQuery } from '@sdk/rules/team-reports';
import { SignedAmount, Summary } from '@widgets/ui/records/record-parts';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';
import { useTeamFilter } from '../team-filter';

/**
 * agentPnl (user loss / results): each account of the team (or of one account and everyone below
 * it) over a range of GMT+8 days: stake, valid bet, payout, bonus, rebate and its net, largest
 * valid bet first, under the platform's totals of the whole team.
 */
export default function PnlPage(props: AgentPageProps) {
  useTeamStyles();
  const croupier = useCroupier();
  const t = useT();
  const { filter, username, page, setPage, bar } = useTeamFilter('none', props.username);
  const load = useAsync(
    () => croupier.agent.pnl(teamPnlQuery(filter, username, page)),
    [croupier, filter, username, page],
  );
  const locale = croupier.i18n.language;
  const money = (amount: number) => moneyText(amount, locale);
  return (
    <div className="cr-records">
      {bar}
      <RecordsResult load={load}>
        {(value) => (
          <>
            <div className="cr-agent__sums-3">
              <Summary
                label={t('agentTeam.pnl.totals')}
                locale={locale}
                figures={[
                  {
                    label: t('agentTeam.pnl.net'),
                    amount: value.totals.net,
                    as: 'signed',
                    lead: true,
                    hint: t('agentTeam.pnl.netHint'),
                  },
                  { label: t('agentTeam.pnl.stake'), amount: value.totals.stake },
                  { label: t('agentTeam.pnl.validBet'), amount: value.totals.validBet },
                  { label: t('agentTeam.pnl.payout'), amount: value.totals.payout },
                  { label: t('agentTeam.pnl.bonus'), amount: value.totals.bonus },
                  { label: t('agentTeam.pnl.rebate'), amount: value.totals.rebate },
                ]}
              />
            </div>
            {value.total === 0 ? (
              <p className="cr-centre__state cr-records__state" role="status">
                {t('agentTeam.pnl.empty')}
              </p>
            ) : (
              <TableScroll label={t('agentTeam.pnl.caption')}>
                <table className="cr-table cr-records__table">
                  <caption className="cr-visually-hidden">{t('agentTeam.pnl.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('agentTeam.filter.username')}</th>
                      <th scope="col">{t('agentTeam.team.type')}</th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.stake')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.validBet')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.payout')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.bonus')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.rebate')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('agentTeam.pnl.net')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.list.map((row) => (
                      <tr key={row.username}>
                        <th scope="row">{row.username}</th>
                        <td>{t(`agentTeam.team.roles.${teamMemberRole(row)}`)}</td>
                        <td className="cr-table__number">{money(row.stake)}</td>
                        <td className="cr-table__number">{money(row.validBet)}</td>
                        <td className="cr-table__number">{money(row.payout)}</td>
                        <td className="cr-table__number">{money(row.bonus)}</td>
                        <td className="cr-table__number">{money(row.rebate)}</td>
                        <td className="cr-table__number">
                          <SignedAmount amount={row.net} locale={locale} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            <Pagination
              label={t('agentTeam.pnl.pages')}
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

import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { AsyncStates } from '@widgets/ui/async-states';
import { Pagination } from '@widgets/ui/pagination';
import { TableScroll } from '@widgets/ui/table-scroll';
import { useSignal } from '@widgets/ui/use-signal';
import { moneyText } from '@sdk/rules/money';
import { vendorName } from '@sdk/rules/records';
import { initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { TEAM_PAGE_SIZE, teamBetsQuery } from '@sdk/rules/team-reports';
import { gmt8DateAndTime } from '@widgets/ui/records/gmt8-time';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { SignedAmount, Summary, useKept, When } from '@widgets/ui/records/record-parts';
import { recordsErrorText } from '@widgets/ui/records/record-format';
import type { AgentPageProps } from '../page-props';
import { useTeamStyles } from '../team-styles';

/**
 * teamBetting (team betting): every round of the team, or of one account and everyone below it,
 * in a range of GMT+8 days, of one category or vendor if chosen, under the platform's totals of
 * the whole filter. Opened from team management, it starts on that account.
 */
export default function TeamBettingPage(props: AgentPageProps) {
  useTeamStyles();
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  const [username, setUsername] = useState(props.username ?? '');
  const [page, setPage] = useState(1);
  const load = useAsync(
    () => croupier.agent.bets(teamBetsQuery(filter, username, page)),
    [croupier, filter, username, page],
  );
  const { state, value, stale } = useKept(load);
  const lanes = useSignal(croupier.state.vendorLanes) ?? [];
  const locale = croupier.i18n.language;
  const time = gmt8DateAndTime(locale);
  return (
    <div className="cr-records">
      <RecordsFilterBar
        filter={filter}
        extras="game"
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
      <AsyncStates
        state={state}
        errorText={(error) => recordsErrorText(t, error)}
        empty={value?.total === 0}
        emptyText={t('agentTeam.bets.empty')}
        className="cr-centre__state cr-records__state"
      >
        {value && (
          <div className={`cr-records__result${stale ? ' is-stale' : ''}`} aria-busy={stale}>
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
            <TableScroll label={t('agentTeam.bets.caption')}>
              <table className="cr-table cr-records__table cr-agent__bets">
                <caption className="cr-visually-hidden">{t('agentTeam.bets.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('agentTeam.filter.username')}</th>
                    <th scope="col">{t('records.bets.game')}</th>
                    <th scope="col" className="cr-table__number">
                      {t('records.bets.stake')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('records.bets.validBet')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('records.bets.payout')}
                    </th>
                    <th scope="col" className="cr-table__number">
                      {t('records.bets.winLoss')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((bet) => (
                    <tr key={bet.roundId}>
                      <td>
                        <When at={bet.placedAt} format={time} />
                      </td>
                      <td>{bet.username}</td>
                      <td className="cr-records__game">
                        <span>{bet.gameName}</span>
                        <small>
                          {t('records.bets.gameDetail', {
                            category: t(`records.categories.${bet.category}`),
                            vendor: vendorName(lanes, bet.vendor),
                            round: bet.roundId,
                          })}
                        </small>
                      </td>
                      <td className="cr-table__number">{moneyText(bet.stake, locale)}</td>
                      <td className="cr-table__number">{moneyText(bet.validBet, locale)}</td>
                      <td className="cr-table__number">{moneyText(bet.payout, locale)}</td>
                      <td className="cr-table__number">
                        {/* A refunded or open round has no win or loss yet: its status says why. */}
                        {bet.status === 'settled' ? (
                          <SignedAmount amount={bet.winLoss} locale={locale} />
                        ) : (
                          <span className={`cr-status cr-records__status--${bet.status}`}>
                            {t(`records.bets.statuses.${bet.status}`)}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination
              label={t('records.bets.pages')}
              page={page}
              pageCount={Math.ceil(value.total / TEAM_PAGE_SIZE)}
              onSelect={setPage}
            />
          </div>
        )}
      </AsyncStates>
    </div>
  );
}

import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { AsyncStates } from '@widgets/ui/async-states';
import { TableScroll } from '@widgets/ui/table-scroll';
import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { moneyText } from '@sdk/rules/money';
import { presetRange } from '@sdk/shared-rules/date-range';
import { dailyNet } from '@sdk/rules/records-chart';
import { initialFilter, profitQuery, type RecordsFilter } from '@sdk/rules/records-filter';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { SignedAmount, Summary } from '@widgets/ui/records/record-parts';
import { dayText, recordsErrorText } from '@widgets/ui/records/record-format';
import { ProfitChart } from './profit-chart';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';

/**
 * personalProfit (personal loss): the last 30 days' net as a bar chart, then the member's result
 * for a range of GMT+8 days (stake, payout, bonus, rebate and net) and its rows per day and
 * category. Every figure is the platform's; only the chart adds days up, in minor units.
 */
export default function PersonalProfitPage() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  return useTexts('money') ? <PersonalProfit /> : null;
}

function PersonalProfit() {
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  // The chart always covers the 30 days up to today, whatever the filter below it says.
  const [month] = useState(() => presetRange('30days', Date.now()));
  const chart = useAsync(() => croupier.records.personalProfit(month), [croupier, month]);
  const load = useAsync(() => croupier.records.personalProfit(profitQuery(filter)), [croupier, filter]);
  const locale = croupier.i18n.language;
  const errorText = (error: unknown) => recordsErrorText(t, error);
  return (
    <div className="cr-records">
      <section className="cr-records__chart" aria-labelledby="cr-records-chart-title">
        <h4 id="cr-records-chart-title">{t('records.profit.chartTitle')}</h4>
        <AsyncStates state={chart} errorText={errorText} className="cr-centre__state cr-records__state">
          {chart.status === 'ready' && (
            <ProfitChart days={dailyNet(chart.value.days, month.from, month.to)} locale={locale} />
          )}
        </AsyncStates>
      </section>
      <RecordsFilterBar filter={filter} extras="none" onApply={setFilter} />
      <RecordsResult load={load}>
        {(value) => (
          <>
            <Summary
              label={t('records.profit.summary')}
              locale={locale}
              figures={[
                {
                  label: t('records.profit.net'),
                  amount: value.totals.net,
                  as: 'signed',
                  lead: true,
                  hint: t('records.profit.netHint'),
                },
                { label: t('records.profit.stake'), amount: value.totals.stake },
                { label: t('records.profit.payout'), amount: value.totals.payout },
                { label: t('records.profit.bonus'), amount: value.totals.bonus },
                { label: t('records.profit.rebate'), amount: value.totals.rebate },
              ]}
            />
            {value.days.length === 0 ? (
              <p className="cr-centre__state cr-records__state" role="status">
                {t('records.profit.empty')}
              </p>
            ) : (
              <TableScroll label={t('records.profit.caption')}>
                <table className="cr-table cr-records__table">
                  <caption className="cr-visually-hidden">{t('records.profit.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('records.profit.day')}</th>
                      <th scope="col">{t('records.profit.category')}</th>
                      <th scope="col" className="cr-table__number">
                        {t('records.profit.stake')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('records.profit.payout')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('records.profit.bonus')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('records.profit.rebate')}
                      </th>
                      <th scope="col" className="cr-table__number">
                        {t('records.profit.net')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {value.days.map((row) => (
                      <tr key={`${row.day}:${row.category ?? ''}`}>
                        <td>{dayText(row.day, locale)}</td>
                        <td>
                          {row.category ? t(`records.categories.${row.category}`) : t('records.profit.gifts')}
                        </td>
                        <td className="cr-table__number">{moneyText(row.stake, locale)}</td>
                        <td className="cr-table__number">{moneyText(row.payout, locale)}</td>
                        <td className="cr-table__number">{moneyText(row.bonus, locale)}</td>
                        <td className="cr-table__number">{moneyText(row.rebate, locale)}</td>
                        <td className="cr-table__number">
                          <SignedAmount amount={row.net} locale={locale} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </>
        )}
      </RecordsResult>
    </div>
  );
}

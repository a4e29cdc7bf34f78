import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { BetsTable } from '@widgets/ui/records/bets-table';
import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { RECORDS_PAGE_SIZE } from '@sdk/rules/records';
import { bettingQuery, initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { Summary } from '@widgets/ui/records/record-parts';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';

/**
 * personalHistoryCopy (betting record): every round the member played in a range of GMT+8 days,
 * of one category or vendor if chosen, a page at a time, under the totals of the whole filter
 * (the platform's sums, never added up here).
 */
export default function BettingRecordsPage() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  return useTexts('money') ? <BettingRecords /> : null;
}

function BettingRecords() {
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  const [page, setPage] = useState(1);
  const load = useAsync(
    () => croupier.records.bettingRecords(bettingQuery(filter, page)),
    [croupier, filter, page],
  );
  const locale = croupier.i18n.language;
  return (
    <div className="cr-records">
      <RecordsFilterBar
        filter={filter}
        extras="game"
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <RecordsResult load={load} isEmpty={(answer) => answer.total === 0} emptyText={t('records.bets.empty')}>
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
                { label: t('records.bets.winLoss'), amount: value.totals.winLoss, as: 'signed', lead: true },
              ]}
            />
            <BetsTable caption={t('records.bets.caption')} bets={value.list} />
            <Pagination
              label={t('records.bets.pages')}
              page={page}
              pageCount={Math.ceil(value.total / RECORDS_PAGE_SIZE)}
              onSelect={setPage}
            />
          </>
        )}
      </RecordsResult>
    </div>
  );
}

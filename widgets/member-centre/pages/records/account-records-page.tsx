import { useState } from 'react';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useAsync } from '@widgets/ui/use-async';
import { RecordsResult } from '@widgets/ui/records/records-result';
import { Pagination } from '@widgets/ui/pagination';
import { useTexts } from '@widgets/ui/use-texts';
import { useStyles } from '@widgets/ui/styles';
import { RECORDS_PAGE_SIZE } from '@sdk/rules/records';
import { accountQuery, initialFilter, type RecordsFilter } from '@sdk/rules/records-filter';
import { RecordsFilterBar } from '@widgets/ui/records/records-filter-bar';
import { MovementsTable } from '@widgets/ui/records/movements-table';
import { AccountExportButton } from './account-export-button';
import filtersCss from '@widgets/ui/records/records-filters.css?inline';
import tablesCss from '@widgets/ui/records/records-tables.css?inline';

/**
 * transactionHistory (account record): every movement of the member's wallet in a range of GMT+8
 * days (deposits, withdrawals, bets, wins, rollbacks, transfers, bonuses, rebates...), of one kind
 * if chosen, with the signed amount and the balance right after it, and the whole filter as a CSV
 * file.
 */
export default function AccountRecordsPage() {
  useStyles('cr-records-filters', filtersCss);
  useStyles('cr-records-tables', tablesCss);
  return useTexts('money') ? <AccountRecords /> : null;
}

function AccountRecords() {
  const croupier = useCroupier();
  const t = useT();
  const [filter, setFilter] = useState<RecordsFilter>(() => initialFilter(Date.now()));
  const [page, setPage] = useState(1);
  const load = useAsync(
    () => croupier.records.accountRecords(accountQuery(filter, page)),
    [croupier, filter, page],
  );
  return (
    <div className="cr-records">
      <RecordsFilterBar
        filter={filter}
        extras="kind"
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <RecordsResult
        load={load}
        isEmpty={(answer) => answer.total === 0}
        emptyText={t('records.account.empty')}
      >
        {(value) => (
          <>
            <div className="cr-records__toolbar">
              <p className="cr-records__count">{t('records.account.count', { count: value.total })}</p>
              <AccountExportButton filter={filter} total={value.total} />
            </div>
            <MovementsTable caption={t('records.account.caption')} movements={value.list} />
            <Pagination
              label={t('records.account.pages')}
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

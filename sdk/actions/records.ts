import type { LazyActions } from './lazy-actions';
import { accountRecords, bettingRecords, personalProfit } from '../contract/endpoints/records';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import type { AccountRecord } from '../contract/entities/records';
import type { CsvColumn } from '../shared-rules/csv';
import type { Core } from './core';
import { exportPages, type RecordsExport } from './export-pages';

export type { RecordsExport } from './export-pages';

export type BettingRecordsQuery = RequestOf<typeof bettingRecords>;
export type BettingRecordsPage = ResponseOf<typeof bettingRecords>;
/**
 * The filters of the member's account records (kind, date range, page).
 *
 * @example
 * const query: AccountRecordsQuery = { from: '2026-11-01', to: '2026-11-25', kind: 'deposit', pageNo: 1 };
 * const page = await croupier.records.accountRecords(query);
 */
export type AccountRecordsQuery = RequestOf<typeof accountRecords>;
export type AccountRecordsPage = ResponseOf<typeof accountRecords>;
export type ProfitQuery = RequestOf<typeof personalProfit>;
export type PersonalProfitReport = ResponseOf<typeof personalProfit>;

/**
 * The member's records (SPEC §2 personalHistoryCopy, transactionHistory, personalProfit): each a
 * range of GMT+8 calendar days (`from`, `to`), checked by the platform with the rules of
 * sdk/shared-rules/date-range (date_range_invalid otherwise).
 */
export function recordActions({ client }: Core) {
  return {
    /**
     * A page of the member's rounds, newest first, and the totals of every round the filter
     * matches (not only the page's).
     *
     * @example
     * const { list, total, totals } = await croupier.records.bettingRecords({
     *   from: '2026-05-01', to: '2026-05-07', category: 'RNG', pageNo: 1, pageSize: 20,
     * });
     */
    bettingRecords: (query: BettingRecordsQuery, signal?: AbortSignal): Promise<BettingRecordsPage> =>
      client.call(bettingRecords, query, { signal }),

    /**
     * A page of the movements of the member's wallet, newest first, each with the balance after it.
     *
     * @example
     * const { list, total } = await croupier.records.accountRecords({
     *   from: '2026-05-01', to: '2026-05-07', kind: 'deposit', pageNo: 1, pageSize: 20,
     * });
     */
    accountRecords: (query: AccountRecordsQuery, signal?: AbortSignal): Promise<AccountRecordsPage> =>
      client.call(accountRecords, query, { signal }),

    /**
     * Profit and loss per GMT+8 day and category in the range, with the range's totals.
     *
     * @example
     * const { days, totals } = await croupier.records.personalProfit({ from: '2026-05-01', to: '2026-05-07' });
     */
    personalProfit: (range: ProfitQuery, signal?: AbortSignal): Promise<PersonalProfitReport> =>
      client.call(personalProfit, range, { signal }),

    /**
     * Every account record the filter matches, as a CSV file: read page after page (at most
     * EXPORT_MAX_ROWS rows; more is refused with `export_too_large` before any page but the first
     * is read, value `{ limit, total }`). A movement that lands while the pages are read pushes
     * rows down a page; each row is kept once, by its id.
     *
     * @example
     * const file = await croupier.records.exportAccountRecords(
     *   { from: '2026-05-01', to: '2026-05-07' },
     *   accountCsvColumns(headings, kindName),
     * );
     * download(file.blob, 'account-2026-05-01_2026-05-07.csv');
     */
    exportAccountRecords: async (
      query: Omit<AccountRecordsQuery, 'pageNo' | 'pageSize'>,
      columns: readonly CsvColumn<AccountRecord>[],
      signal?: AbortSignal,
    ): Promise<RecordsExport> => {
      return exportPages(
        (pageNo, pageSize) => client.call(accountRecords, { ...query, pageNo, pageSize }, { signal }),
        columns,
      );
    },
  };
}

/**
 * `croupier.records`: the member's rounds, wallet movements (with their CSV export) and personal
 * profit, each loading the module on first use.
 *
 * @example
 * const page = await croupier.records.bettingRecords({ from: '2026-11-01', to: '2026-11-28', pageNo: 1 });
 */
export interface RecordActions extends LazyActions<ReturnType<typeof recordActions>> {}

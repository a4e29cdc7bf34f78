import { recordsCsv, type CsvColumn } from '../shared-rules/csv';
import { PlatformError } from '../client/platform-error';
import { EXPORT_MAX_PAGES, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE } from '../rules/records';

/**
 * A CSV file of records, ready to download.
 *
 * @example
 * const file = await croupier.records.exportAccountRecords({ from: '2026-11-01', to: '2026-11-25' }, columns);
 * link.href = URL.createObjectURL(file.blob);
 */
export interface RecordsExport {
  /** The file's text: a byte order mark, a heading line, one line per row (RFC 4180). */
  readonly csv: string;
  /** The same text as a `text/csv` Blob, for a download link. */
  readonly blob: Blob;
  /** Data rows in the file. */
  readonly rows: number;
}

/**
 * Reads a paged list page after page into one CSV file (at most EXPORT_MAX_ROWS rows; more is
 * refused with `export_too_large`, value `{ limit, total }`, after the first page). A row that
 * lands while the pages are read pushes others down a page; each row is kept once, by its id.
 */
export async function exportPages<Row extends { id: number }>(
  readPage: (pageNo: number, pageSize: number) => Promise<{ list: Row[]; total: number }>,
  columns: readonly CsvColumn<Row>[],
): Promise<RecordsExport> {
  const rows = new Map<number, Row>();
  for (let pageNo = 1; pageNo <= EXPORT_MAX_PAGES; pageNo++) {
    const page = await readPage(pageNo, EXPORT_PAGE_SIZE);
    if (page.total > EXPORT_MAX_ROWS)
      throw new PlatformError('export_too_large', 'Too many records to export at once', 0, {
        limit: EXPORT_MAX_ROWS,
        total: page.total,
      });
    for (const row of page.list) if (!rows.has(row.id)) rows.set(row.id, row);
    if (page.list.length < EXPORT_PAGE_SIZE || rows.size >= page.total) break;
  }
  const csv = recordsCsv([...rows.values()], columns);
  return { csv, blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), rows: rows.size };
}

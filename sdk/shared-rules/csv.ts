/**
 * CSV downloads of the records pages, built in the browser from the rows on screen (no call
 * returns CSV). RFC 4180: fields with a comma, a quote or a line break are quoted, quotes doubled,
 * records end with CRLF. A byte order mark first, so Excel reads the file as UTF-8.
 */

/** One column: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  readonly header: string;
  /** The cell of a row; null and undefined leave it empty. */
  readonly value: (row: Row) => string | number | null | undefined;
}

const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): starting with = + - @, or a
 * tab or carriage return that hides one. Numbers are never guarded: -12.5 is an amount.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as a CSV file's text: a heading line, then one line per row.
 *
 * @example
 * recordsCsv([{ kind: 'bet', amount: -5 }], [
 *   { header: 'Kind', value: (r) => r.kind },
 *   { header: 'Amount', value: (r) => r.amount },
 * ]); // '\uFEFFKind,Amount\r\nbet,-5\r\n'
 */
export function recordsCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => cell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))));
  return BOM + lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../contract/endpoint';
import type { AccountRecord } from '../contract/entities/records';
import { isPlatformError } from '../client/platform-error';
import { accountCsvColumns, EXPORT_MAX_ROWS } from '../rules/records';
import type { Core } from './core';
import { recordActions } from './records';

const movement = (id: number): AccountRecord => ({
  id,
  at: Date.UTC(2026, 4, 1, 0, 0, id % 60),
  kind: id % 2 ? 'bet' : 'win',
  amount: id % 2 ? -1 : 2.5,
  balanceAfter: id,
  reference: `round:${id}`,
});

/** The platform's account records over `ledger` (newest first), paged as it pages them. */
function platform(ledger: () => AccountRecord[]) {
  const call = vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
    expect(endpoint.name).toBe('accountRecords');
    const { pageNo, pageSize } = input as { pageNo: number; pageSize: number };
    const rows = ledger();
    return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
  });
  return { actions: recordActions({ client: { call } } as unknown as Core), call };
}

const columns = accountCsvColumns(
  { time: 'Time', kind: 'Kind', amount: 'Amount', balanceAfter: 'Balance', reference: 'Reference' },
  (kind) => kind,
);
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('exportAccountRecords', () => {
  const range = { from: '2026-05-01', to: '2026-05-07', kind: 'bet' as const };

  it('reads every page of the filter, 50 rows a call, into one CSV file with a BOM', async () => {
    const ledger = Array.from({ length: 123 }, (_, i) => movement(123 - i));
    const { actions, call } = platform(() => ledger);
    const file = await actions.exportAccountRecords(range, columns);
    expect(call.mock.calls.map(([, input]) => input)).toEqual([
      { ...range, pageNo: 1, pageSize: 50 },
      { ...range, pageNo: 2, pageSize: 50 },
      { ...range, pageNo: 3, pageSize: 50 },
    ]);
    expect(file.rows).toBe(123);
    expect(file.csv.startsWith('\uFEFFTime,Kind,Amount,Balance,Reference\r\n')).toBe(true);
    expect(lines(file.csv)).toHaveLength(124);
    expect(lines(file.csv)[1]).toMatch(/,bet,-1,123,round:123$/);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // The Blob holds UTF-8 with its byte order mark, as spreadsheets expect.
    expect([...new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('keeps each row once when a new movement pushes the rows down while it reads', async () => {
    const ledger = Array.from({ length: 60 }, (_, i) => movement(60 - i));
    let calls = 0;
    const { actions } = platform(() => (calls++ === 1 ? [movement(61), ...ledger] : ledger));
    const file = await actions.exportAccountRecords(range, columns);
    const references = lines(file.csv)
      .slice(1)
      .map((line) => line.split(',').at(-1));
    expect(new Set(references).size).toBe(references.length);
    expect(references).toContain('round:1');
    expect(references).toContain('round:60');
  });

  it('writes the heading alone for an empty filter, after one call', async () => {
    const { actions, call } = platform(() => []);
    const file = await actions.exportAccountRecords(range, columns);
    expect(call).toHaveBeenCalledOnce();
    expect(file.rows).toBe(0);
    expect(lines(file.csv)).toEqual(['Time,Kind,Amount,Balance,Reference']);
  });

  it('refuses more than the bound after the first page, instead of sending a hundred calls', async () => {
    const ledger = Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => movement(i + 1));
    const { actions, call } = platform(() => ledger);
    const refused = await actions.exportAccountRecords(range, columns).catch((e: unknown) => e);
    expect(isPlatformError(refused) && refused.code).toBe('export_too_large');
    expect(isPlatformError(refused) && refused.value).toEqual({
      limit: EXPORT_MAX_ROWS,
      total: EXPORT_MAX_ROWS + 1,
    });
    expect(call).toHaveBeenCalledOnce();
  });

  it('stops at the page bound even if the platform keeps answering the same full page', async () => {
    const full = Array.from({ length: 50 }, (_, i) => movement(i + 1));
    const call = vi.fn(async () => ({ list: full, total: EXPORT_MAX_ROWS }));
    const actions = recordActions({ client: { call } } as unknown as Core);
    const file = await actions.exportAccountRecords(range, columns);
    expect(call).toHaveBeenCalledTimes(101);
    expect(file.rows).toBe(50);
  });
});

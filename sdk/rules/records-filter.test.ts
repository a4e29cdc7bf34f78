import { describe, expect, it } from 'vitest';
import {
  accountExportQuery,
  accountQuery,
  bettingQuery,
  initialFilter,
  latestDay,
  profitQuery,
  rangeFieldErrors,
  withCategory,
  withPreset,
  type RecordsFilter,
} from './records-filter';

/** 2026-05-20 00:30 in GMT+8 (still the 19th in UTC): the records' days are GMT+8's. */
const NOW = Date.UTC(2026, 4, 19, 16, 30);

describe('presets are GMT+8 calendar days', () => {
  it.each([
    ['today', '2026-05-20', '2026-05-20'],
    ['yesterday', '2026-05-19', '2026-05-19'],
    ['7days', '2026-05-14', '2026-05-20'],
    ['30days', '2026-04-21', '2026-05-20'],
    ['custom', '2026-05-20', '2026-05-20'],
  ] as const)('%s covers %s to %s', (preset, from, to) => {
    expect(initialFilter(NOW, preset)).toEqual({ preset, from, to, category: '', vendor: '', kind: '' });
  });

  it('the date fields end today, GMT+8', () => {
    expect(latestDay(NOW)).toBe('2026-05-20');
  });

  it('choosing custom keeps the range on screen; another preset replaces it', () => {
    const week = initialFilter(NOW, '7days');
    expect(withPreset(week, 'custom', NOW)).toEqual({ ...week, preset: 'custom' });
    expect(withPreset({ ...week, preset: 'custom' }, 'yesterday', NOW)).toMatchObject({
      preset: 'yesterday',
      from: '2026-05-19',
      to: '2026-05-19',
    });
  });
});

describe('rangeFieldErrors: the message goes under the field at fault', () => {
  it.each([
    [{ from: '2026-05-01', to: '2026-05-20' }, {}],
    [{ from: '2026-04-20', to: '2026-05-20' }, {}],
    [{ from: '', to: '2026-05-20' }, { from: { key: 'records.range.format' } }],
    [
      { from: '2026-02-30', to: '' },
      { from: { key: 'records.range.format' }, to: { key: 'records.range.format' } },
    ],
    [
      { from: '2026-05-21', to: '2026-05-21' },
      { from: { key: 'records.range.future' }, to: { key: 'records.range.future' } },
    ],
    [{ from: '2026-05-18', to: '2026-05-21' }, { to: { key: 'records.range.future' } }],
    [{ from: '2026-05-10', to: '2026-05-09' }, { to: { key: 'records.range.order', values: { max: 31 } } }],
    [
      { from: '2026-04-19', to: '2026-05-20' },
      { to: { key: 'records.range.too_long', values: { max: 31 } } },
    ],
  ])('%j → %j', (range, errors) => {
    expect(rangeFieldErrors(range, NOW)).toEqual(errors);
  });
});

describe('the filter as the platform is asked', () => {
  const filter: RecordsFilter = {
    ...initialFilter(NOW, '7days'),
    category: 'RNG',
    vendor: 'PG',
    kind: 'bet',
  };

  it('sends only what is chosen', () => {
    expect(bettingQuery(filter, 3)).toEqual({
      from: '2026-05-14',
      to: '2026-05-20',
      category: 'RNG',
      vendor: 'PG',
      pageNo: 3,
      pageSize: 20,
    });
    expect(bettingQuery(initialFilter(NOW), 1)).toEqual({
      from: '2026-05-20',
      to: '2026-05-20',
      pageNo: 1,
      pageSize: 20,
    });
    expect(accountQuery(filter, 1, 50)).toEqual({
      from: '2026-05-14',
      to: '2026-05-20',
      kind: 'bet',
      pageNo: 1,
      pageSize: 50,
    });
    expect(accountQuery(initialFilter(NOW), 2)).not.toHaveProperty('kind');
    expect(accountExportQuery(filter)).toEqual({ from: '2026-05-14', to: '2026-05-20', kind: 'bet' });
    expect(profitQuery(filter)).toEqual({ from: '2026-05-14', to: '2026-05-20' });
  });

  it('a vendor stays chosen only while it belongs to the chosen category', () => {
    const vendorsOf = (category: string) =>
      category === 'LIVE' ? ['EVO', 'PG'] : category ? ['JDB'] : ['EVO', 'JDB', 'PG'];
    expect(withCategory(filter, 'LIVE', vendorsOf)).toMatchObject({ category: 'LIVE', vendor: 'PG' });
    expect(withCategory(filter, 'FISH', vendorsOf)).toMatchObject({ category: 'FISH', vendor: '' });
    expect(withCategory(filter, '', vendorsOf)).toMatchObject({ category: '', vendor: 'PG' });
  });
});

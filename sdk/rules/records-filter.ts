import type { GameCategory } from '../contract/entities/game';
import { MAX_RANGE_DAYS, type AccountRecordKind } from '../contract/entities/records';
import {
  platformDay,
  presetRange,
  rangeError,
  type DateRange,
  type RangePreset,
} from '../shared-rules/date-range';
import type { FieldErrors } from './validation/validate-field';
import { RECORDS_PAGE_SIZE } from './records';

/*
 * The records pages' filter (SPEC §2 personalHistoryCopy, transactionHistory, personalProfit):
 * a preset or custom range of GMT+8 calendar days, and a category and vendor (bets) or a kind
 * (account movements). Pure: `now` is passed in.
 */

/** What the filter bar holds; an empty string is "all". */
export interface RecordsFilter {
  readonly preset: RangePreset;
  /** The range's first and last GMT+8 day, `YYYY-MM-DD` (what the date fields show when custom). */
  readonly from: string;
  readonly to: string;
  readonly category: GameCategory | '';
  readonly vendor: string;
  readonly kind: AccountRecordKind | '';
}

/** A filter on a preset's range and everything else "all". */
export function initialFilter(now: number, preset: RangePreset = 'today'): RecordsFilter {
  return { preset, ...presetRange(preset, now), category: '', vendor: '', kind: '' };
}

/**
 * The filter with another preset chosen: its range, as of `now`. Custom keeps the range on
 * screen, for the member to change.
 */
export function withPreset(filter: RecordsFilter, preset: RangePreset, now: number): RecordsFilter {
  return preset === 'custom' ? { ...filter, preset } : { ...filter, preset, ...presetRange(preset, now) };
}

/**
 * The filter with another category: a vendor of a different category no longer applies
 * (`vendorsOf` lists the chosen category's vendor codes).
 */
export function withCategory(
  filter: RecordsFilter,
  category: GameCategory | '',
  vendorsOf: (category: GameCategory | '') => readonly string[],
): RecordsFilter {
  const vendor = filter.vendor && vendorsOf(category).includes(filter.vendor) ? filter.vendor : '';
  return { ...filter, category, vendor };
}

export type RangeField = 'from' | 'to';

/**
 * Why the filter's range cannot be asked for, under the field at fault (SPEC §8: form errors
 * appear under each field): a day missing or not real, or after today, under that day; the end
 * before the start, or more than 31 days, under the end. The very rules the platform applies.
 */
export function rangeFieldErrors(range: DateRange, now: number): FieldErrors<RangeField> {
  const errors: FieldErrors<RangeField> = {};
  for (const field of ['from', 'to'] as const) {
    const day = range[field];
    const reason = rangeError({ from: day, to: day }, now);
    if (reason) errors[field] = { key: `records.range.${reason}` };
  }
  if (errors.from || errors.to) return errors;
  const reason = rangeError(range, now);
  if (reason) errors.to = { key: `records.range.${reason}`, values: { max: MAX_RANGE_DAYS } };
  return errors;
}

/** The last day a date field may offer: today, GMT+8. */
export const latestDay = (now: number): string => platformDay(now);

const range = (f: RecordsFilter): DateRange => ({ from: f.from, to: f.to });

/** The betting records call for a filter and a page. */
export function bettingQuery(f: RecordsFilter, pageNo: number, pageSize = RECORDS_PAGE_SIZE) {
  return {
    ...range(f),
    ...(f.category ? { category: f.category } : {}),
    ...(f.vendor ? { vendor: f.vendor } : {}),
    pageNo,
    pageSize,
  };
}

/** The account records call for a filter and a page. */
export function accountQuery(f: RecordsFilter, pageNo: number, pageSize = RECORDS_PAGE_SIZE) {
  return { ...range(f), ...(f.kind ? { kind: f.kind } : {}), pageNo, pageSize };
}

/** What an export of the account records asks for: the filter, every page. */
export function accountExportQuery(f: RecordsFilter) {
  return { ...range(f), ...(f.kind ? { kind: f.kind } : {}) };
}

/** The personal profit call for a filter. */
export const profitQuery = (f: RecordsFilter): DateRange => range(f);

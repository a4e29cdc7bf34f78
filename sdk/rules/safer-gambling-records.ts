import { STATEMENT_MAX_DAYS, type ProtectionEvent } from '../contract/entities/safer-gambling';
import { presetRange, rangeError, type DateRange } from '../shared-rules/date-range';
import type { FieldError } from './validation/validate-field';

/*
 * The Safer gambling page's two read-outs: the account activity statement (a range of GMT+8
 * days, at most a year) and the history of every change. Pure: `now` is the platform's clock.
 */

/** The statement first shows the last 30 days, today included. */
export const defaultStatementRange = (now: number): DateRange => presetRange('30days', now);

/**
 * Why a statement range cannot be asked for, under the field at fault: a day that is not one or
 * lies ahead, under that day; an end before the start or more than 366 days, under the end.
 */
export function statementRangeErrors(
  range: DateRange,
  now: number,
): Partial<Record<'from' | 'to', FieldError>> {
  const errors: Partial<Record<'from' | 'to', FieldError>> = {};
  for (const field of ['from', 'to'] as const) {
    const reason = rangeError({ from: range[field], to: range[field] }, now, STATEMENT_MAX_DAYS);
    if (reason) errors[field] = { key: `saferGambling.statement.range.${reason}` };
  }
  if (errors.from || errors.to) return errors;
  const reason = rangeError(range, now, STATEMENT_MAX_DAYS);
  if (reason)
    errors.to = { key: `saferGambling.statement.range.${reason}`, values: { max: STATEMENT_MAX_DAYS } };
  return errors;
}

/** How the page writes the figures of a change (locale and zone are the page's business). */
export interface ChangeFormat {
  money(amount: number): string;
  minutes(minutes: number): string;
  time(epochMs: number): string;
}

/**
 * One recorded change as a sentence: its text key and the values it needs. A change of a limit
 * names it (`limitKey`, e.g. `saferGambling.limitNames.deposit_day`), its old and new value (or
 * "no limit") and when a raise may be confirmed; an exclusion names its end.
 */
export function describeChange(
  event: ProtectionEvent,
  format: ChangeFormat,
  /** The words for "none": no limit, or reality checks off. */
  none: { readonly limit: string; readonly realityCheck: string },
): { key: string; values: Record<string, string>; limitKey?: string } {
  const minutes = event.kind === 'session' || event.change === 'reality_check_set';
  const amount = (value: number | null | undefined) =>
    value === null || value === undefined
      ? event.change === 'reality_check_set'
        ? none.realityCheck
        : none.limit
      : minutes
        ? format.minutes(value)
        : format.money(value);
  const values: Record<string, string> = {
    from: amount(event.from),
    to: amount(event.to),
  };
  if (event.effectiveAt !== undefined) values.effectiveAt = format.time(event.effectiveAt);
  if (event.until !== undefined) values.until = format.time(event.until);
  const key = `saferGambling.history.changes.${event.change}`;
  // The limit's name is a text of its own, translated by the page and passed as `limit`.
  return event.kind
    ? {
        key,
        values,
        limitKey: `saferGambling.limitNames.${event.kind}${event.period ? `_${event.period}` : ''}`,
      }
    : { key, values };
}

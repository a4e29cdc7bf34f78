import { rangeBounds, rangeError, type DateRange } from '@sdk/shared-rules/date-range';
import { Fault } from '../../core/http/fault';

/** A range of GMT+8 days that passed the contract's rules, with the instants it covers. */
export interface CheckedRange extends DateRange {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The request's range, checked with the very rules the browser's form uses; otherwise 400
 * date_range_invalid with the reason (format, order, too_long, future). `maxDays`: a longer bound
 * than the records' 31 days (the safer-gambling statement's year).
 */
export function checkedRange(range: DateRange, now: Date, maxDays?: number): CheckedRange {
  const reason = rangeError(range, now.getTime(), maxDays);
  if (reason) throw new Fault(400, 'date_range_invalid', 'Please choose a valid date range', { reason });
  const { startMs, endMs } = rangeBounds(range);
  return { from: range.from, to: range.to, start: new Date(startMs), end: new Date(endMs) };
}

import type { LimitKind, LimitPeriod } from '@sdk/contract';
import { toAmount, toMinor } from '../ledger';
import { Fault } from '../../core/http/fault';

/**
 * Limits as stored (minor units for money, minutes for sessions) and as the contract carries them
 * (decimal money with two places, minutes), and the key of a limit's row.
 */

export const toWire = (kind: LimitKind | null, value: number | null): number | null =>
  value === null ? null : kind === 'session' || kind === null ? value : toAmount(value);

/** Call after limitValueError passed: the value has at most two decimals. */
export const fromWire = (kind: LimitKind, value: number | null): number | null =>
  value === null ? null : kind === 'session' ? value : toMinor(value);

/**
 * The row key's period: a money limit names its period, the session limit none (''). A request
 * that gets this wrong is refused rather than guessed at.
 */
export function periodKey(kind: LimitKind, period: LimitPeriod | undefined): LimitPeriod | '' {
  if (kind === 'session') {
    if (period !== undefined)
      throw new Fault(400, 'field_invalid', 'The session limit has no period', { field: 'period' });
    return '';
  }
  if (period === undefined)
    throw new Fault(400, 'field_invalid', 'A deposit or loss limit needs its period', { field: 'period' });
  return period;
}

const NOUN: Record<LimitPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };

export const depositLimitExceeded = (period: LimitPeriod, remainingMinor: number) =>
  new Fault(
    403,
    'deposit_limit_exceeded',
    `This deposit is over your deposit limit: you can deposit ${toAmount(remainingMinor).toFixed(2)} more ${NOUN[period]}`,
    { period, remaining: toAmount(remainingMinor) },
  );

export const lossLimitExceeded = (period: LimitPeriod, remainingMinor: number) =>
  new Fault(
    403,
    'loss_limit_exceeded',
    `This bet would pass your loss limit: you can stake ${toAmount(remainingMinor).toFixed(2)} more ${NOUN[period]}`,
    { period, remaining: toAmount(remainingMinor) },
  );

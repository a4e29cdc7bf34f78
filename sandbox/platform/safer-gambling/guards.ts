import type { Exclusion, LimitPeriod } from '@sdk/contract';
import { limitBreach, limitPeriodWindow } from '@sdk/shared-rules/safer-gambling';
import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { activeExclusionOf, lockAccount, moneyLimitsOf } from './repository';
import { depositsIn, lossesIn } from './state';
import { depositLimitExceeded, lossLimitExceeded } from './values';

/**
 * What the rest of the sandbox asks before it lets money or play through: is the account on a
 * time-out or self-excluded, would this deposit or this stake pass a limit. Each check that
 * counts money runs under the member's account lock, in the caller's transaction, so two requests
 * that each fit but together do not are decided one after the other.
 */

export const excluded = (exclusion: Exclusion) =>
  new Fault(
    403,
    'account_excluded',
    exclusion.kind === 'timeOut'
      ? 'This account is on a time-out: it opens again when the time-out ends'
      : 'This account is self-excluded: it opens again when the self-exclusion ends',
    exclusion,
  );

/** The exclusion in force at `now`, as the contract shows it; undefined when none is. */
export async function exclusionOf(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<Exclusion | undefined> {
  const row = await activeExclusionOf(db, accountId, now);
  return row ? { kind: row.kind, until: new Date(row.until).getTime() } : undefined;
}

/** Refuses (account_excluded, value {kind, until}) an account on a time-out or self-excluded. */
export async function refuseIfExcluded(db: Queryable, accountId: number, now: Date): Promise<void> {
  const exclusion = await exclusionOf(db, accountId, now);
  if (exclusion) throw excluded(exclusion);
}

/**
 * Refuses a deposit of `amountMinor` that would pass a deposit limit (deposit_limit_exceeded,
 * value {period, remaining}). Run it in the deposit's transaction: it locks the account.
 */
export async function checkDepositLimit(tx: Queryable, accountId: number, amountMinor: number, now: Date) {
  await lockAccount(tx, accountId);
  const limits = await moneyLimitsOf(tx, accountId, 'deposit');
  if (limits.length === 0) return;
  const windows = limits.map((l) => limitPeriodWindow(l.period, now.getTime()));
  const used = await depositsIn(tx, accountId, windows);
  const breach = limitBreach(
    limits.map((l, i) => ({ period: l.period, limit: l.value, used: used[i]! })),
    amountMinor,
  );
  if (breach) throw depositLimitExceeded(breach.period, breach.remaining);
}

export type LossLimits = { period: LimitPeriod; value: number }[];

/**
 * The member's loss limits, with their account locked when there are any: call it before the bet
 * writes its round. That insert takes a key-share lock on the account row (the round's foreign
 * key), so two bets locking the row after it would each wait for the other. Members without a
 * loss limit pass with one query and no lock, so play without limits costs what it did.
 */
export async function lossLimitsLocked(tx: Queryable, accountId: number): Promise<LossLimits> {
  if ((await moneyLimitsOf(tx, accountId, 'loss')).length === 0) return [];
  await lockAccount(tx, accountId);
  // Read again under the lock: a limit lowered meanwhile counts.
  return moneyLimitsOf(tx, accountId, 'loss');
}

/**
 * Refuses a stake of `stakeMinor` that would take the net loss of a period past one of `limits`
 * (from lossLimitsLocked, in the same transaction): loss_limit_exceeded, value {period, remaining}.
 */
export async function checkLossLimit(
  tx: Queryable,
  accountId: number,
  limits: LossLimits,
  stakeMinor: number,
  now: Date,
) {
  if (limits.length === 0) return;
  const windows = limits.map((l) => limitPeriodWindow(l.period, now.getTime()));
  const losses = await lossesIn(tx, accountId, windows);
  const breach = limitBreach(
    limits.map((l, i) => ({ period: l.period, limit: l.value, used: losses[i]! })),
    stakeMinor,
  );
  if (breach) throw lossLimitExceeded(breach.period, breach.remaining);
}

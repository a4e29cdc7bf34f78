import type { ContractKind, ContractPeriod, ContractStatus, ContractTier } from '../contract/entities/agent';
import { PLATFORM_OFFSET_MS } from './platform-time';

/*
 * Agent contracts' rules (SPEC §4 Contracts, §9 period types), pure, shared by the sandbox that
 * enforces them and the agent centre that explains them before a click. The model:
 * - an upline agent offers a contract of a kind to one of its direct downline agents, and pays it;
 * - each kind pays a share of one figure of the downline's team (the downline and everyone below
 *   it): dividends of its net loss (valid bets - payouts, floored at 0), salaries of its turnover
 *   (valid bets), once per period, GMT+8;
 * - the share comes from tiers: the highest tier whose threshold the figure reached gives the rate;
 * - accepting a contract ends the downline's previous one of that kind, and every contract of that
 *   kind further down its line whose rate is above the new one (an agent never passes on more
 *   than it gets).
 * Rates are percentages with at most two decimals; inside they count as basis points (1 % = 100)
 * so that every comparison and every payout is integer arithmetic.
 */

/** What a kind pays on, which periods it may use (the first is its default), and its brand flag. */
export const CONTRACT_TERMS: Readonly<
  Record<
    ContractKind,
    {
      readonly basis: 'turnover' | 'loss';
      readonly periods: readonly ContractPeriod[];
      /** The brand setting that must be on for the kind (null: always offered). */
      readonly flag: 'enableCt' | 'salary' | 'hourSalary' | null;
    }
  >
> = {
  dividend: { basis: 'loss', periods: ['weekly', 'semimonthly', 'monthly'], flag: 'enableCt' },
  dailySalary: { basis: 'turnover', periods: ['daily'], flag: 'salary' },
  hourlySalary: { basis: 'turnover', periods: ['hourly'], flag: 'hourSalary' },
  realtimeSalary: { basis: 'turnover', periods: ['realtime'], flag: null },
};

/** The most tiers a contract holds. */
export const MAX_CONTRACT_TIERS = 10;
/** The highest rate any contract may carry, in percent (a top-level agent's bound). */
export const MAX_CONTRACT_RATE = 100;

/** A percentage with at most two decimals as basis points; undefined when it has more. */
export function rateBasisPoints(rate: number): number | undefined {
  const bp = Math.round(rate * 100);
  return Number.isSafeInteger(bp) && bp / 100 === rate ? bp : undefined;
}

/** Why tiers cannot make a contract. */
export type TiersInvalidReason =
  | 'missing'
  | 'count'
  | 'first_threshold'
  | 'threshold_not_rising'
  | 'threshold_precision'
  | 'rate_range'
  | 'rate_precision'
  | 'rate_falling'
  | 'rate_mismatch';

export type TiersCheck =
  | { readonly ok: true; readonly tiers: readonly ContractTier[] }
  | { readonly ok: false; readonly reason: TiersInvalidReason };

/**
 * Checks tiers: 1 to 10 of them, the first from 0, thresholds strictly rising (amounts with two
 * decimals), rates from 0 to 100 with two decimals and never falling, so that more business never
 * pays a lower share.
 */
export function validateTiers(tiers: readonly ContractTier[]): TiersCheck {
  if (tiers.length < 1 || tiers.length > MAX_CONTRACT_TIERS) return { ok: false, reason: 'count' };
  if (tiers[0]!.threshold !== 0) return { ok: false, reason: 'first_threshold' };
  for (const [i, tier] of tiers.entries()) {
    const threshold = rateBasisPoints(tier.threshold);
    if (threshold === undefined || threshold < 0) return { ok: false, reason: 'threshold_precision' };
    if (!(tier.rate >= 0 && tier.rate <= MAX_CONTRACT_RATE)) return { ok: false, reason: 'rate_range' };
    if (rateBasisPoints(tier.rate) === undefined) return { ok: false, reason: 'rate_precision' };
    const before = tiers[i - 1];
    if (before && tier.threshold <= before.threshold) return { ok: false, reason: 'threshold_not_rising' };
    if (before && tier.rate < before.rate) return { ok: false, reason: 'rate_falling' };
  }
  return { ok: true, tiers };
}

/**
 * The tiers an offer stands for: its `tiers`, or one tier from 0 at `rate` (the first clients
 * send a rate alone). Both together must agree on the top rate.
 */
export function offerTiers(offer: { tiers?: readonly ContractTier[]; rate?: number }): TiersCheck {
  if (offer.tiers) {
    const checked = validateTiers(offer.tiers);
    if (checked.ok && offer.rate !== undefined && offer.rate !== topRate(offer.tiers))
      return { ok: false, reason: 'rate_mismatch' };
    return checked;
  }
  if (offer.rate === undefined) return { ok: false, reason: 'missing' };
  return validateTiers([{ threshold: 0, rate: offer.rate }]);
}

/** A contract's rate: its top tier's (rates never fall, so the most it can pay). SPEC §4 compares by it. */
export const topRate = (tiers: readonly ContractTier[]): number => tiers[tiers.length - 1]?.rate ?? 0;

/**
 * The rate a period's figure earns: the highest tier whose threshold it reached (a threshold is
 * reached by a figure equal to it). `figure` is a decimal amount; compared in minor units.
 */
export function rateFor(tiers: readonly ContractTier[], figure: number): number {
  const figureMinor = Math.round(figure * 100);
  let rate = 0;
  for (const tier of tiers) if (Math.round(tier.threshold * 100) <= figureMinor) rate = tier.rate;
  return rate;
}

/**
 * What a period pays: floor(figure × rate / 100) in minor units, never rounded up (the upline
 * never pays a fraction of a cent it did not owe). BigInt: a large figure times basis points may
 * pass 2^53.
 */
export function payoutMinor(figureMinor: number, rate: number): number {
  if (figureMinor <= 0) return 0;
  const bp = BigInt(Math.round(rate * 100));
  return Number((BigInt(Math.floor(figureMinor)) * bp) / 10_000n);
}

/** One period of a contract: from `start` (included) to `end` (excluded), epoch milliseconds. */
export interface Period {
  readonly start: number;
  readonly end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** SPEC §9: real-time salary settles every 5 minutes. */
export const REALTIME_PERIOD_MS = 5 * MINUTE;

/** GMT+8 midnight starting the calendar day y-m-d (months from 0; out-of-range days roll over). */
const gmt8Midnight = (y: number, m: number, d: number) => Date.UTC(y, m, d) - PLATFORM_OFFSET_MS;

/**
 * The calendar period of a kind that holds `instant`, GMT+8: 5-minute and hourly slots (the offset
 * is whole hours, so they align with UTC's), days from midnight, weeks from Monday, half months
 * 1st-15th and 16th-end, months.
 */
export function periodOf(period: ContractPeriod, instant: number): Period {
  const slot = (size: number) => {
    const start = Math.floor(instant / size) * size;
    return { start, end: start + size };
  };
  const local = new Date(instant + PLATFORM_OFFSET_MS);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  switch (period) {
    case 'realtime':
      return slot(REALTIME_PERIOD_MS);
    case 'hourly':
      return slot(HOUR);
    case 'daily':
      return { start: gmt8Midnight(y, m, d), end: gmt8Midnight(y, m, d + 1) };
    case 'weekly': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return { start: gmt8Midnight(y, m, d - sinceMonday), end: gmt8Midnight(y, m, d - sinceMonday + 7) };
    }
    case 'semimonthly':
      return d < 16
        ? { start: gmt8Midnight(y, m, 1), end: gmt8Midnight(y, m, 16) }
        : { start: gmt8Midnight(y, m, 16), end: gmt8Midnight(y, m + 1, 1) };
    case 'monthly':
      return { start: gmt8Midnight(y, m, 1), end: gmt8Midnight(y, m + 1, 1) };
  }
}

/** The calendar period right after `current`. */
export const nextPeriod = (period: ContractPeriod, current: Period): Period => periodOf(period, current.end);

export interface DueQuery {
  readonly period: ContractPeriod;
  readonly acceptedAt: number;
  /** The end of the last settled period; null before the first settlement. */
  readonly settledUntil: number | null;
  /** When the contract ended (terminated); null while it runs. */
  readonly endedAt: number | null;
  readonly now: number;
  /** Close the running period at `now` too (the sandbox's settle switch), instead of waiting for its end. */
  readonly closeEarly?: boolean;
  /** The most periods one pass returns; the rest wait for the next pass. */
  readonly limit?: number;
}

/**
 * The periods to settle now, oldest first. Periods chain without gap or overlap: the first starts
 * when the contract was accepted (what the team did before does not count), each next one where
 * the last settled one ended and runs to the end of its calendar period, and the last stops when
 * the contract ended. A period is due once it has ended; one closed early runs to `now`, and the
 * rest of its calendar period is the next one, so no round counts twice or never. Each period is
 * named by its start: the payout's key, settled once.
 */
export function periodsDue(query: DueQuery): Period[] {
  const { period, now, limit = 500 } = query;
  const stop = query.endedAt ?? Infinity;
  const due: Period[] = [];
  let start = query.settledUntil ?? query.acceptedAt;
  while (start < stop && due.length < limit) {
    const end = Math.min(periodOf(period, start).end, stop);
    if (end <= now) due.push({ start, end });
    else if (query.closeEarly && now > start) due.push({ start, end: now });
    else break;
    start = due[due.length - 1]!.end;
    if (start >= now) break;
  }
  return due;
}

/** What an agent may do to a contract (listing and offering are not done to one). */
export type ContractAction = 'accept' | 'reject' | 'cancel' | 'terminate' | 'returnBalance';

/**
 * SPEC §4's transitions and who makes each: the downline answers an offer, the offerer withdraws
 * it or ends an accepted contract, and pays what a running or ended contract still owes.
 */
const MOVES: Readonly<
  Record<ContractAction, { from: readonly ContractStatus[]; by: 'upline' | 'downline'; to?: ContractStatus }>
> = {
  accept: { from: ['offered'], by: 'downline', to: 'accepted' },
  reject: { from: ['offered'], by: 'downline', to: 'rejected' },
  cancel: { from: ['offered'], by: 'upline', to: 'cancelled' },
  terminate: { from: ['accepted'], by: 'upline', to: 'terminated' },
  returnBalance: { from: ['accepted', 'terminated'], by: 'upline' },
};

export type TransitionResult =
  | { readonly ok: true; readonly next: ContractStatus }
  | { readonly ok: false; readonly reason: 'actor' | 'state' };

/**
 * The status after `action` by one side of the contract, or why it cannot be done. The status is
 * taken as the wire's text: one this code does not know fits no action.
 */
export function transition(
  status: ContractStatus | string,
  action: ContractAction,
  actorIsUpline: boolean,
): TransitionResult {
  const move = MOVES[action];
  if ((move.by === 'upline') !== actorIsUpline) return { ok: false, reason: 'actor' };
  if (!move.from.includes(status as ContractStatus)) return { ok: false, reason: 'state' };
  return { ok: true, next: move.to ?? (status as ContractStatus) };
}

/** A contract as the termination rule sees it; `upline` and `downline` are account ids or names. */
export interface LineContract {
  readonly contractId: number;
  readonly kind: ContractKind;
  /** The wire's status text: anything but `accepted` is not running. */
  readonly status: ContractStatus | string;
  readonly rate: number;
  readonly upline: number | string;
  readonly downline: number | string;
}

/**
 * What accepting `accepted` ends, of the contracts of its downline's line (held by the downline,
 * or offered by it or by anyone below it): the downline's previous contract of the kind
 * (`replaced`), and every other of the kind whose rate is above the new one (`exceeds_upline`,
 * SPEC §4). Lower or equal rates, other kinds and contracts not running stay as they are.
 */
export function contractsToTerminate(
  accepted: LineContract,
  line: readonly LineContract[],
): { contractId: number; reason: 'replaced' | 'exceeds_upline' }[] {
  return line.flatMap((c): { contractId: number; reason: 'replaced' | 'exceeds_upline' }[] => {
    if (c.contractId === accepted.contractId || c.kind !== accepted.kind || c.status !== 'accepted')
      return [];
    if (c.downline === accepted.downline) return [{ contractId: c.contractId, reason: 'replaced' as const }];
    return c.rate > accepted.rate ? [{ contractId: c.contractId, reason: 'exceeds_upline' as const }] : [];
  });
}

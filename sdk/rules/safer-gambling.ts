import {
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  TIME_OUT_DURATIONS,
  type ExclusionDuration,
  type ExclusionKind,
  type LimitKind,
  type LimitPeriod,
  type LimitState,
  type PendingLimit,
} from '../contract/entities/safer-gambling';
import {
  MAX_MONEY_LIMIT,
  exclusionKindOf,
  exclusionUntil,
  limitValueError,
} from '../shared-rules/safer-gambling';
import { fromMinorUnits, parseAmountMinor } from './money';
import type { FieldError } from './validation/validate-field';

/*
 * What the Safer gambling page shows and accepts, before anything is sent. The platform enforces
 * every limit itself (sdk/shared-rules/safer-gambling.ts holds the rules both sides share); these
 * decide what the page says. Pure: `now` is always the platform's clock, passed in.
 */

/** One limit the page edits: a money limit of a period, or the session limit. */
export interface LimitSlot {
  readonly kind: LimitKind;
  readonly period?: LimitPeriod;
}

/** The seven limits in the page's order: deposits by day, week, month; losses alike; the session. */
export const LIMIT_SLOTS: readonly LimitSlot[] = [
  { kind: 'deposit', period: 'day' },
  { kind: 'deposit', period: 'week' },
  { kind: 'deposit', period: 'month' },
  { kind: 'loss', period: 'day' },
  { kind: 'loss', period: 'week' },
  { kind: 'loss', period: 'month' },
  { kind: 'session' },
];

/** The platform's state of one slot (a limit the answer leaves out reads as none). */
export function limitOf(limits: readonly LimitState[], slot: LimitSlot): LimitState {
  return (
    limits.find((l) => l.kind === slot.kind && (slot.kind === 'session' || l.period === slot.period)) ?? {
      kind: slot.kind,
      ...(slot.period ? { period: slot.period } : {}),
      value: null,
      pending: null,
    }
  );
}

/** What the player typed for a limit, read: the value to send, or why it cannot be one. */
export type LimitInput = { readonly value: number } | { readonly error: FieldError };

/**
 * Reads a typed limit: money as an amount with two decimals at most (a comma or a point), more
 * than 0 and at most MAX_MONEY_LIMIT; the session limit as whole minutes from 15 to 1,440. An
 * empty field is an error: removing a limit is its own button.
 */
export function parseLimitInput(kind: LimitKind, text: string): LimitInput {
  const typed = text.trim();
  if (!typed) return { error: { key: 'validation.required' } };
  const value =
    kind === 'session'
      ? /^\d{1,5}$/.test(typed)
        ? Number(typed)
        : NaN
      : ((minor) => (minor === null ? NaN : fromMinorUnits(minor)))(parseAmountMinor(typed));
  const problem = Number.isNaN(value) ? 'format' : limitValueError(kind, value);
  if (!problem) return { value };
  const session = kind === 'session';
  return {
    error: {
      key: `saferGambling.limits.errors.${session ? 'minutes' : 'money'}${problem === 'format' ? 'Format' : 'Range'}`,
      values: session ? { ...SESSION_LIMIT_MINUTES } : { min: 0.01, max: MAX_MONEY_LIMIT },
    },
  };
}

/** A raise or removal waiting out its 24 hours, as the page shows it. */
export interface PendingView {
  /** The value asked for; null removes the limit. */
  readonly value: number | null;
  readonly effectiveAt: number;
  /** Whether it may be confirmed now: the Confirm button is enabled from effectiveAt on. */
  readonly due: boolean;
  /** Milliseconds until it is due (0 once due), to enable Confirm right then. */
  readonly dueInMs: number;
}

/** What one limit's card shows at `now`. */
export interface LimitView {
  readonly value: number | null;
  /** Used and left of the current period (money limits with a value only). */
  readonly used?: number;
  readonly remaining?: number;
  /** Share of the limit used, 0 to 1, for the bar. */
  readonly usedShare?: number;
  /** When the current period ends and the count starts again (money limits only). */
  readonly periodEndsAt?: number;
  readonly pending: PendingView | null;
}

/** A waiting change at `now`: due from its effectiveAt on, and how long until then. */
export function pendingView(pending: PendingLimit, now: number): PendingView {
  return {
    value: pending.value,
    effectiveAt: pending.effectiveAt,
    due: now >= pending.effectiveAt,
    dueInMs: Math.max(0, pending.effectiveAt - now),
  };
}

export function limitView(limit: LimitState, now: number): LimitView {
  const { value, pending } = limit;
  const money = limit.kind !== 'session';
  const used = money ? (limit.used ?? 0) : undefined;
  return {
    value,
    ...(money && value !== null
      ? {
          used,
          remaining: limit.remaining ?? Math.max(0, value - (used ?? 0)),
          usedShare: value > 0 ? Math.min(1, Math.max(0, (used ?? 0) / value)) : 1,
        }
      : {}),
    ...(money && limit.periodEndsAt !== undefined ? { periodEndsAt: limit.periodEndsAt } : {}),
    pending: pending ? pendingView(pending, now) : null,
  };
}

/** The durations the page offers, by kind: time-outs first, then self-exclusion. */
export const EXCLUSION_CHOICES: Readonly<Record<ExclusionKind, readonly ExclusionDuration[]>> = {
  timeOut: TIME_OUT_DURATIONS,
  selfExclusion: SELF_EXCLUSION_DURATIONS,
};

/**
 * What the player is about to take, shown before they confirm: its kind and when it would end
 * if taken at `now` (the platform's clock; the platform's answer is the final word).
 */
export function exclusionPreview(
  duration: ExclusionDuration,
  now: number,
): { kind: ExclusionKind; until: number } {
  return { kind: exclusionKindOf(duration), until: exclusionUntil(duration, now) };
}

/** The exclusion form: a duration chosen, and the login password in the confirmation. */
export function exclusionErrors(input: {
  duration: ExclusionDuration | undefined;
  password?: string;
}): Partial<Record<'duration' | 'password', FieldError>> {
  const errors: Partial<Record<'duration' | 'password', FieldError>> = {};
  if (!input.duration) errors.duration = { key: 'saferGambling.exclusion.chooseDuration' };
  if (input.password !== undefined && !input.password) errors.password = { key: 'validation.required' };
  return errors;
}

import { Type, type Static, Money, Timestamp, literalUnion } from '../schema';
import { CalendarDay } from './records';

/*
 * Safer gambling (beyond SPEC): the player's own limits, reality checks, time-out and
 * self-exclusion. SPEC has none of it; the shapes follow the UK Gambling Commission's remote
 * technical standards and the Malta Gaming Authority's player protection directive, in the
 * platform's style (decimal money with two places, epoch-millisecond times, GMT+8 calendar periods).
 */

/** Calendar periods of a limit, GMT+8: today, this week from Monday, this month. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** A calendar period of a limit (GMT+8). */
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** The schema of a limit period. */
export const LimitPeriodName = literalUnion(LIMIT_PERIODS);

/** Limits on money: deposits made, and net losses at games (stakes − wins). */
export const MONEY_LIMIT_KINDS = ['deposit', 'loss'] as const;
/** A limit on money: deposits or net losses. */
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
/**
 * `session`: the longest a login may last, in minutes. Written out rather than spread from
 * MONEY_LIMIT_KINDS: rollup counts a module-level spread as a side effect (see literalUnion).
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'session'] as const satisfies readonly [
  ...typeof MONEY_LIMIT_KINDS,
  'session',
];
/** What a limit limits: deposits, net losses or the length of a session. */
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** The schema of a limit kind. */
export const LimitKindName = literalUnion(LIMIT_KINDS);

/** A session limit in minutes: from a quarter of an hour to a day. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1_440 } as const;
/** How often the reality check reminds the player, in minutes (the player's choice). */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** A reality-check interval the player may choose. */
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** Raising or removing a limit waits this long, then needs the player's confirmation. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

/** Time-out: a short break. Neither a time-out nor a self-exclusion can be shortened once taken. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '6w'] as const;
/** Self-exclusion: a long break, from six months to five years. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const;
/** Every duration of a break: the time-outs, then the self-exclusions. */
export const EXCLUSION_DURATIONS = ['24h', '7d', '6w', '6m', '1y', '2y', '5y'] as const satisfies readonly [
  ...typeof TIME_OUT_DURATIONS,
  ...typeof SELF_EXCLUSION_DURATIONS,
];
/** How long a time-out or self-exclusion lasts. */
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
/** The two kinds of break from play. */
export const EXCLUSION_KINDS = ['timeOut', 'selfExclusion'] as const;
/** A time-out (short) or a self-exclusion (long). */
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A raise or removal waiting out its 24 hours; `value` null removes the limit. */
export const PendingLimit = Type.Object({
  value: Type.Union([Type.Number(), Type.Null()]),
  requestedAt: Timestamp,
  /** From then on the player may confirm it; until confirmed the current limit holds. */
  effectiveAt: Timestamp,
});
export type PendingLimit = Static<typeof PendingLimit>;

/** One limit as it stands now, with what the current period has used of it. */
export const LimitState = Type.Object({
  kind: LimitKindName,
  /** Absent for `session`. */
  period: Type.Optional(LimitPeriodName),
  /** Money (two places) for deposit and loss, whole minutes for session; null: no limit. */
  value: Type.Union([Type.Number(), Type.Null()]),
  /**
   * Deposits made (paid, or still waiting for payment), or net loss at games (stakes less wins,
   * negative while the player is ahead), in the current period (money kinds only).
   */
  used: Type.Optional(Money),
  /** What is left before the limit refuses (money kinds with a limit only). */
  remaining: Type.Optional(Money),
  /** When the current period ends (money kinds only). */
  periodEndsAt: Type.Optional(Timestamp),
  pending: Type.Union([PendingLimit, Type.Null()]),
});
export type LimitState = Static<typeof LimitState>;

/** The player's safer-gambling settings. */
export const ProtectionState = Type.Object({
  /** Six money limits (deposit and loss × day, week, month) and the session limit, always all seven. */
  limits: Type.Array(LimitState),
  realityCheckMinutes: Type.Union([literalUnion(REALITY_CHECK_MINUTES), Type.Null()]),
  /** The brand's minimum age (18, or 21 where the brand requires it). */
  minimumAge: Type.Integer(),
});
export type ProtectionState = Static<typeof ProtectionState>;

/** This login so far: what the reality check shows. */
export const PlaySession = Type.Object({
  startedAt: Timestamp,
  /** The platform's clock now, so the page counts from the same time as the platform. */
  now: Timestamp,
  staked: Money,
  won: Money,
  /** Won − staked: negative is a loss. */
  net: Money,
  realityCheckMinutes: Type.Union([Type.Integer(), Type.Null()]),
  /** When the next reminder is due; null without reality checks. */
  nextCheckAt: Type.Union([Timestamp, Type.Null()]),
  /** When the session limit ends this login; null without one. */
  endsAt: Type.Union([Timestamp, Type.Null()]),
});
export type PlaySession = Static<typeof PlaySession>;

/** One day of the account activity statement (GMT+8). */
export const StatementDay = Type.Object({
  day: CalendarDay,
  /** Deposits credited that day. */
  deposits: Money,
  /** Withdrawals asked for that day, less those refused since (their money came back). */
  withdrawals: Money,
  /** Stakes of bets placed that day, less those refunded. */
  staked: Money,
  won: Money,
  /** The net position at games: won − staked (negative is a loss), as the reality check shows it. */
  net: Money,
});
export type StatementDay = Static<typeof StatementDay>;

/** Statements cover at most a year of days. */
export const STATEMENT_MAX_DAYS = 366;

/** The account activity statement of a period, from the ledger. */
export const ActivityStatement = Type.Object({
  from: CalendarDay,
  to: CalendarDay,
  totals: Type.Omit(StatementDay, ['day']),
  /** Days with any movement, newest first. */
  days: Type.Array(StatementDay),
});
export type ActivityStatement = Static<typeof ActivityStatement>;

/** What a history entry records. */
export const PROTECTION_CHANGES = [
  'limit_set',
  'limit_lowered',
  'limit_raise_requested',
  'limit_raise_confirmed',
  'limit_raise_cancelled',
  'reality_check_set',
  'session_limit_reached',
  'time_out',
  'self_exclusion',
] as const;
/** One kind of recorded change (one of `PROTECTION_CHANGES`). */
export type ProtectionChange = (typeof PROTECTION_CHANGES)[number];

/** One recorded change, with its time and who made it. */
export const ProtectionEvent = Type.Object({
  at: Timestamp,
  /** The player on this page, the platform itself (a session ended at its limit), or the operator. */
  source: Type.Union([Type.Literal('player'), Type.Literal('system'), Type.Literal('operator')]),
  change: literalUnion(PROTECTION_CHANGES),
  kind: Type.Optional(LimitKindName),
  period: Type.Optional(LimitPeriodName),
  /** The value before and after (money or minutes; null: no limit). */
  from: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  to: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  effectiveAt: Type.Optional(Timestamp),
  /** End of a time-out or self-exclusion. */
  until: Type.Optional(Timestamp),
});
export type ProtectionEvent = Static<typeof ProtectionEvent>;

/** A page of the recorded changes, newest first. */
export const ProtectionHistory = Type.Object({
  list: Type.Array(ProtectionEvent),
  totalCount: Type.Integer({ minimum: 0 }),
});
export type ProtectionHistory = Static<typeof ProtectionHistory>;

/** What a refused login, launch or deposit of an excluded account carries in `value`. */
export const Exclusion = Type.Object({
  kind: literalUnion(EXCLUSION_KINDS),
  until: Timestamp,
});
export type Exclusion = Static<typeof Exclusion>;

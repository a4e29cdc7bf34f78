import { Type, type Static, Money, Timestamp } from '../schema';

/*
 * Missions, their weekly leaderboard and the referral page (SPEC §2 missionLeaderboard,
 * referral). SPEC shows neither their fields nor their calls: the shapes are ours, in the platform's
 * style (money decimal with two places, times epoch milliseconds, periods in GMT+8).
 */

// Written out, not mapped from mission-rules.ts's lists: a module-level map is a side effect that
// would keep these entities in the runtime.
/** Schema of a mission's period (`daily` or `weekly`, GMT+8; MISSION_PERIODS in mission-rules.ts). */
export const MissionPeriodName = Type.Union([Type.Literal('daily'), Type.Literal('weekly')]);
/** Schema of what a mission counts (MISSION_METRICS in mission-rules.ts). */
export const MissionMetricName = Type.Union([
  Type.Literal('spins'),
  Type.Literal('valid_bet'),
  Type.Literal('deposit'),
]);

/** A mission for the member in its current period, in the request's language. */
export const Mission = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  period: MissionPeriodName,
  metric: MissionMetricName,
  /** The goal: rounds for `spins`, money for `valid_bet` and `deposit`. */
  goal: Type.Number(),
  /** Done so far in this period, in the goal's unit (may pass the goal). */
  progress: Type.Number(),
  /** Whole percent, floored, 0 to 100. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  state: Type.Union([Type.Literal('in_progress'), Type.Literal('claimable'), Type.Literal('claimed')]),
  /** Credited to the main wallet on claim. */
  reward: Money,
  /** Mission points on claim (they rank nothing yet; shown beside the reward). */
  points: Type.Integer({ minimum: 0 }),
  /** The period's bounds: it starts again at `periodEnd`. */
  periodStart: Timestamp,
  periodEnd: Timestamp,
});
export type Mission = Static<typeof Mission>;

/** The member's missions and how many wait to be claimed (the menu badge, SPEC §2). */
export const Missions = Type.Object({
  list: Type.Array(Mission),
  available: Type.Integer({ minimum: 0 }),
});
export type Missions = Static<typeof Missions>;

/** How many of the member's missions are done and not claimed in their period. */
export const MissionAvailable = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type MissionAvailable = Static<typeof MissionAvailable>;

/** A claim: the mission, the period it was claimed in and what it paid. */
export const MissionClaim = Type.Object({
  missionId: Type.Integer({ minimum: 1 }),
  periodStart: Timestamp,
  reward: Money,
  claimedAt: Timestamp,
});
export type MissionClaim = Static<typeof MissionClaim>;

/** One row of the weekly leaderboard: rank, masked username and the week's valid bets. */
export const LeaderboardRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  username: Type.String({ description: "Masked as the winners board's ('de***r')" }),
  validBet: Money,
});
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/** The GMT+8 week's leaderboard by valid bets, and the member's own row (null before a bet). */
export const MissionLeaderboard = Type.Object({
  weekStart: Timestamp,
  weekEnd: Timestamp,
  list: Type.Array(LeaderboardRow),
  me: Type.Union([LeaderboardRow, Type.Null()]),
});
export type MissionLeaderboard = Static<typeof MissionLeaderboard>;

/** The member's invite: their code, what a friend's first deposit earns them, and the totals. */
export const ReferralInfo = Type.Object({
  affiliateCode: Type.String(),
  /** Percent of a friend's first paid deposit paid to the member. */
  sharePercent: Type.Number(),
  /** The most one friend's first deposit pays. */
  cap: Money,
  /** The smallest first deposit that pays. */
  minDeposit: Money,
  friends: Type.Integer({ minimum: 0 }),
  /** Friends whose first deposit has paid the member. */
  rewarded: Type.Integer({ minimum: 0 }),
  earned: Money,
});
export type ReferralInfo = Static<typeof ReferralInfo>;

/** A friend who registered with the member's code, masked, and what they earned the member. */
export const ReferralFriend = Type.Object({
  username: Type.String(),
  registeredAt: Timestamp,
  /** Whether they made a paid deposit yet. */
  deposited: Type.Boolean(),
  earned: Money,
  /**
   * Where the referral stands: no deposit yet, deposited and playing it through (it pays once the
   * friend has wagered it in settled rounds), paid, or withheld for good (`withheld` says why).
   */
  status: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('playing'),
    Type.Literal('paid'),
    Type.Literal('withheld'),
  ]),
  /** Why it is withheld: the friend shares a browser, an address or a payout account with you. */
  withheld: Type.Union([
    Type.Literal('same_device'),
    Type.Literal('same_address'),
    Type.Literal('same_payout_account'),
    Type.Null(),
  ]),
});
export type ReferralFriend = Static<typeof ReferralFriend>;

/** A page of the member's friends, newest first. */
export const ReferralFriends = Type.Object({
  list: Type.Array(ReferralFriend),
  total: Type.Integer({ minimum: 0 }),
});
export type ReferralFriends = Static<typeof ReferralFriends>;

import { Type, type Static, Money, Timestamp, literalUnion } from '../schema';
import { GameCategoryName } from './game';

/*
 * The agent centre (SPEC §2 Agent centre, §4 Contracts, §6 Agent). SPEC names the pages and the
 * contract relays but shows no shapes, so these are ours: decimal amounts with two places,
 * epoch-millisecond times, date ranges as GMT+8 calendar days (sdk/shared-rules/date-range.ts), and an
 * agent's team as every account below it in the upline tree, at any depth.
 */

/** The most rows one page of an agent's lists holds. */
export const AGENT_MAX_PAGE_SIZE = 50;

/** What an agent registers directly under itself: a member, or a sub-agent of its line. */
export const DownlineKind = Type.Union([Type.Literal('member'), Type.Literal('agent')]);
/** A member or a sub-agent (one of `DownlineKind`). */
export type DownlineKind = Static<typeof DownlineKind>;

/** One account of the agent's team as team management lists it. */
export const TeamMember = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  /** The account type (0 member, 2 or 42 sub-agent, ...). */
  accountType: Type.Integer(),
  /** The account directly above this one. */
  parent: Type.String(),
  /** 1 for the agent's direct downlines, 2 for theirs, and so on. */
  depth: Type.Integer({ minimum: 1 }),
  /** Main wallet balance. */
  balance: Money,
  status: Type.Union([Type.Literal('active'), Type.Literal('locked'), Type.Literal('disabled')]),
  registeredAt: Timestamp,
  lastLoginAt: Type.Union([Timestamp, Type.Null()]),
  /** Accounts directly under this one. */
  downlines: Type.Integer(),
  /** The contracts this account holds from its upline now (accepted ones), top rate of each. */
  contracts: Type.Array(Type.Object({ kind: Type.String(), rate: Type.Number() })),
});
export type TeamMember = Static<typeof TeamMember>;

/** One page of the team, and how many accounts the query matches. */
export const TeamMembers = Type.Object({
  list: Type.Array(TeamMember),
  total: Type.Integer(),
});
export type TeamMembers = Static<typeof TeamMembers>;

/** The team's figures over one period (today, this week or this month, GMT+8). */
export const TeamFigures = Type.Object({
  /** Accounts registered into the team in the period. */
  newMembers: Type.Integer(),
  /** Accounts of the team that placed at least one bet in the period. */
  activePlayers: Type.Integer(),
  deposits: Money,
  withdrawals: Money,
  /** Stake of settled rounds (valid bets). */
  stake: Money,
  payout: Money,
  /** stake - payout: what the team lost to the house (negative when the team won). */
  teamNet: Money,
  /** Salaries and dividends the agent itself received in the period, less what it paid on. */
  income: Money,
});
export type TeamFigures = Static<typeof TeamFigures>;

/** Team overview: the three periods and the last 30 days' team net, day by day. */
export const TeamOverview = Type.Object({
  teamSize: Type.Integer(),
  today: TeamFigures,
  week: TeamFigures,
  month: TeamFigures,
  /** The 30 GMT+8 days up to today, oldest first, every day present (0 when quiet). */
  daily: Type.Array(Type.Object({ day: Type.String(), teamNet: Money })),
});
export type TeamOverview = Static<typeof TeamOverview>;

/** The agent's own invite: its affiliate code (the invite link is the portal's register page with it). */
export const AgentInvite = Type.Object({
  affiliateCode: Type.String(),
  /** Accounts that registered with the code. */
  registered: Type.Integer(),
});
export type AgentInvite = Static<typeof AgentInvite>;

/** A round of the team, as team betting lists it. */
export const TeamBet = Type.Object({
  roundId: Type.Integer(),
  username: Type.String(),
  gameName: Type.String(),
  vendor: Type.String(),
  category: GameCategoryName,
  stake: Money,
  validBet: Money,
  payout: Money,
  winLoss: Money,
  status: Type.Union([Type.Literal('settled'), Type.Literal('refunded'), Type.Literal('open')]),
  placedAt: Timestamp,
});
export type TeamBet = Static<typeof TeamBet>;

/** A page of the team's rounds, and the totals of every round the filter matches. */
export const TeamBets = Type.Object({
  list: Type.Array(TeamBet),
  total: Type.Integer(),
  totals: Type.Object({
    count: Type.Integer(),
    stake: Money,
    validBet: Money,
    payout: Money,
    winLoss: Money,
  }),
});
export type TeamBets = Static<typeof TeamBets>;

const PnlSums = {
  stake: Money,
  /** Stake of settled rounds. */
  validBet: Money,
  payout: Money,
  bonus: Money,
  rebate: Money,
  /** payout + bonus + rebate - validBet: the account's result (negative: it lost). */
  net: Money,
};

/** One account's profit and loss over the period. */
export const PnlRow = Type.Object({
  username: Type.String(),
  accountType: Type.Integer(),
  depth: Type.Integer(),
  ...PnlSums,
});
export type PnlRow = Static<typeof PnlRow>;

/** The team's profit and loss per account (largest valid bet first), and the totals. */
export const TeamPnl = Type.Object({
  list: Type.Array(PnlRow),
  total: Type.Integer(),
  totals: Type.Object({ ...PnlSums }),
});
export type TeamPnl = Static<typeof TeamPnl>;

/** A movement of a team account's wallet, with whose it is. */
export const TeamTransaction = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  at: Timestamp,
  kind: Type.String(),
  amount: Money,
  balanceAfter: Money,
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type TeamTransaction = Static<typeof TeamTransaction>;

/** A page of the team's wallet movements, newest first. */
export const TeamTransactions = Type.Object({
  list: Type.Array(TeamTransaction),
  total: Type.Integer(),
});
export type TeamTransactions = Static<typeof TeamTransactions>;

/** The four kinds of agent contract (SPEC §2, §7): each its relay and its brand flag. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
/** A kind of contract (one of `CONTRACT_KINDS`). */
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** Schema of a contract kind. */
export const ContractKindName = literalUnion(CONTRACT_KINDS);

/**
 * How often a contract pays: SPEC §9's daily, weekly, semimonthly and monthly for dividends and
 * daily salary, `hourly` for hourly salary and `realtime` (every 5 minutes, SPEC §9) for real-time.
 */
export const CONTRACT_PERIODS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
/** A contract's period (one of `CONTRACT_PERIODS`). */
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** Schema of a contract period. */
export const ContractPeriodName = literalUnion(CONTRACT_PERIODS);

/**
 * One tier: from `threshold` of the period's figure (team turnover for salaries, team loss for
 * dividends) up, the contract pays `rate` percent of that figure.
 */
export const ContractTier = Type.Object({
  threshold: Type.Number({ minimum: 0, maximum: 1_000_000_000 }),
  rate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type ContractTier = Static<typeof ContractTier>;

/** Where a contract stands (SPEC §4): offered, then accepted or rejected; withdrawn by its offerer; ended. */
export const ContractStatus = Type.Union(
  ['offered', 'accepted', 'rejected', 'cancelled', 'terminated'].map((s) => Type.Literal(s)),
);
export type ContractStatus = 'offered' | 'accepted' | 'rejected' | 'cancelled' | 'terminated';

/**
 * An agent contract between an upline agent (who offers and pays) and a direct downline agent.
 * `rate` is its top tier's rate: SPEC §4 compares contracts by it.
 */
export const Contract = Type.Object({
  contractId: Type.Integer(),
  kind: ContractKindName,
  upline: Type.String(),
  downline: Type.String(),
  /** `turnover` (valid bets of the downline's team) for salaries, `loss` (the team's net loss) for dividends. */
  basis: Type.Union([Type.Literal('turnover'), Type.Literal('loss')]),
  tiers: Type.Array(ContractTier),
  rate: Type.Number({ minimum: 0, maximum: 100 }),
  period: ContractPeriodName,
  status: ContractStatus,
  /**
   * Why an accepted contract ended: `replaced` (the downline accepted a newer one of this kind),
   * `exceeds_upline` (SPEC §4: its upline accepted a lower rate), `by_upline` (ended by its offerer).
   */
  endReason: Type.Union([Type.String(), Type.Null()]),
  /** Payouts the upline's wallet could not cover, still owed to the downline. */
  owed: Money,
  /** Paid under this contract so far. */
  paid: Money,
  createdAt: Timestamp,
  decidedAt: Type.Union([Timestamp, Type.Null()]),
});
export type Contract = Static<typeof Contract>;

/** One period settled under a contract: the figure, the tier's rate and what it paid. */
export const ContractPayout = Type.Object({
  payoutId: Type.Integer(),
  contractId: Type.Integer(),
  kind: ContractKindName,
  upline: Type.String(),
  downline: Type.String(),
  periodStart: Timestamp,
  periodEnd: Timestamp,
  basis: Type.Union([Type.Literal('turnover'), Type.Literal('loss')]),
  /** The period's team turnover or team loss the rate applied to. */
  figure: Money,
  rate: Type.Number(),
  amount: Money,
  /** `paid` moved through the ledger; `owed` when the upline's wallet was short (paid later). */
  status: Type.Union([Type.Literal('paid'), Type.Literal('owed'), Type.Literal('returned')]),
  settledAt: Timestamp,
});
export type ContractPayout = Static<typeof ContractPayout>;

/** A contract relay's answer: the contracts of this kind the agent offered or holds, and their payouts. */
export const ContractAnswer = Type.Object({
  list: Type.Array(Contract),
  payouts: Type.Array(ContractPayout),
});
export type ContractAnswer = Static<typeof ContractAnswer>;

/** The agent's income over a range: every payout it received or paid, and the sums. */
export const AgentIncome = Type.Object({
  list: Type.Array(
    Type.Object({
      ...ContractPayout.properties,
      /** `received` from the agent's upline, `paid` to one of its downlines. */
      direction: Type.Union([Type.Literal('received'), Type.Literal('paid')]),
    }),
  ),
  totals: Type.Object({ received: Money, paid: Money, net: Money, owedToMe: Money }),
});
export type AgentIncome = Static<typeof AgentIncome>;

import { Type, type Static, Money, Timestamp, literalUnion } from '../schema';
import { GameCategoryName } from './game';

/**
 * The member's records: betting records (SPEC §2 personalHistoryCopy), account records
 * (transactionHistory) and personal profit and loss (personalProfit). SPEC names the pages, not
 * their calls, so these shapes are ours: decimal amounts with two places, epoch-millisecond times,
 * and date ranges as GMT+8 calendar days (sdk/shared-rules/date-range.ts).
 */

/** The longest range one request may cover, in calendar days counting both ends. */
export const MAX_RANGE_DAYS = 31;

/** The most rows one page of records holds. */
export const RECORDS_MAX_PAGE_SIZE = 50;

/** A calendar day of the platform (GMT+8), `YYYY-MM-DD`. */
export const CalendarDay = Type.String({
  maxLength: 10,
  description: 'A GMT+8 calendar day, YYYY-MM-DD',
});

/**
 * Why a date range was refused (`date_range_invalid`'s value.reason): not YYYY-MM-DD days, `to`
 * before `from`, longer than MAX_RANGE_DAYS, or reaching past today (GMT+8).
 */
export const RANGE_ERRORS = ['format', 'order', 'too_long', 'future'] as const;
/** Why a date range was refused (one of `RANGE_ERRORS`). */
export type RangeErrorReason = (typeof RANGE_ERRORS)[number];

/** A bet as the betting records show it. A refunded round was rolled back: its stake came back. */
export const BetRecordStatus = Type.Union([
  Type.Literal('settled'),
  Type.Literal('refunded'),
  Type.Literal('open'),
]);
export type BetRecordStatus = Static<typeof BetRecordStatus>;

/** One round as the betting records show it: game, vendor, stake, payout and status. */
export const BetRecord = Type.Object({
  roundId: Type.Integer(),
  gameName: Type.String(),
  vendor: Type.String(),
  category: GameCategoryName,
  stake: Money,
  /** The stake of a settled round; 0 for a refunded or open one. */
  validBet: Money,
  payout: Money,
  /** payout - stake of a settled round; 0 for a refunded or open one. */
  winLoss: Money,
  status: BetRecordStatus,
  placedAt: Timestamp,
  settledAt: Type.Union([Timestamp, Type.Null()]),
});
export type BetRecord = Static<typeof BetRecord>;

/** Sums over every round the filter matches, whatever the page. */
export const BetTotals = Type.Object({
  count: Type.Integer(),
  stake: Money,
  validBet: Money,
  payout: Money,
  winLoss: Money,
});
export type BetTotals = Static<typeof BetTotals>;

/** One page of betting records, how many there are, and the totals of the whole range. */
export const BettingRecords = Type.Object({
  list: Type.Array(BetRecord),
  total: Type.Integer(),
  totals: BetTotals,
});
export type BettingRecords = Static<typeof BettingRecords>;

/**
 * Kinds of ledger movement an account record can be, for the filter: money in (opening balance,
 * trial credit, deposit, bonus, rebate), money out and back (withdrawal, withdrawal_return), play
 * (bet, win, rollback: a refunded stake), transfer (to or from another member), wallet_transfer
 * (to or from a vendor's wallet), adjustment (the operator's corrections), and what promotions pay:
 * promotion_bonus (a claimed bonus) and raffle_prize (a raffle draw's prize).
 */
export const ACCOUNT_RECORD_KINDS = [
  'opening',
  'trial_credit',
  'deposit',
  'bonus',
  'rebate',
  'withdrawal',
  'withdrawal_return',
  'bet',
  'win',
  'rollback',
  'transfer',
  'wallet_transfer',
  'adjustment',
  'promotion_bonus',
  'raffle_prize',
] as const;
/** A kind of wallet movement (one of `ACCOUNT_RECORD_KINDS`). */
export type AccountRecordKind = (typeof ACCOUNT_RECORD_KINDS)[number];
/** Schema of an account record kind, for filtering the records by it. */
export const AccountRecordKindName = literalUnion(ACCOUNT_RECORD_KINDS);

/** One movement of the member's wallet: when, what kind, the signed amount and the balance after it. */
export const AccountRecord = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  /** One of ACCOUNT_RECORD_KINDS; a kind added later shows as it is named in the ledger. */
  kind: Type.String(),
  /** Signed: + credited to the member's wallet, - debited from it. */
  amount: Money,
  /** The wallet's balance right after this movement. */
  balanceAfter: Money,
  /** What the movement belongs to, e.g. `round:42` or `deposit:<orderNo>`. */
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type AccountRecord = Static<typeof AccountRecord>;

/**
 * One page of account records, newest first, and how many there are.
 *
 * @example
 * const page: contract.AccountRecords = await client.call(contract.accountRecords, { from: '2026-11-01', to: '2026-11-25' });
 */
export const AccountRecords = Type.Object({
  list: Type.Array(AccountRecord),
  total: Type.Integer(),
});
export type AccountRecords = Static<typeof AccountRecords>;

const ProfitSums = {
  /** Valid bets: the stake of settled rounds. */
  stake: Money,
  payout: Money,
  bonus: Money,
  rebate: Money,
  /** payout + bonus + rebate - stake. */
  net: Money,
};

/**
 * One GMT+8 day of one category. Bonus and rebate belong to no game: they sit on the day's row
 * whose category is null.
 */
export const ProfitDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD, GMT+8' }),
  category: Type.Union([GameCategoryName, Type.Null()]),
  ...ProfitSums,
});
export type ProfitDay = Static<typeof ProfitDay>;

/** The member's profit and loss in a range: day by day, and the totals. */
export const PersonalProfit = Type.Object({
  days: Type.Array(ProfitDay),
  // A copy, not ProfitSums itself: an object handed to a call may be changed by it, so rollup
  // would keep every schema that reads it, and this file's schemas in every browser bundle.
  totals: Type.Object({ ...ProfitSums }),
});
export type PersonalProfit = Static<typeof PersonalProfit>;

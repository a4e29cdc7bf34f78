import { Type, type Static, Money, Timestamp } from '../schema';
import { PayoutAccount } from './security';
import { LockedFunds } from './bonuses';

/**
 * Withdrawals. SPEC shows the withdraw page (§1, §2) and the confirmation states (§4) but no call
 * and no shape, so these are ours, in the platform's style: decimal amounts with two places,
 * epoch-millisecond times, payout accounts masked as the security page shows them.
 */

/** Order numbers: 'W' and 16 base32 characters (80 random bits), so none can be guessed. */
export const WITHDRAW_ORDER_NO_PATTERN = '^W[A-Z2-7]{16}$';

/** The most orders one history page holds. */
export const WITHDRAW_HISTORY_MAX_PAGE_SIZE = 50;

/**
 * Where an order stands (SPEC §4): `processing` while the operator has it; `awaiting_confirmation`
 * once paid, until the player answers `received` or `not_received` (with proof images), or the
 * brand's auto-receive time passes (`forced_received`); a `not_received` order may still be
 * answered `received`, once, when the money turns up late; `rejected` when the operator refuses it
 * and the money goes back to the wallet.
 */
export const WithdrawStatus = Type.Union([
  Type.Literal('processing'),
  Type.Literal('awaiting_confirmation'),
  Type.Literal('received'),
  Type.Literal('not_received'),
  Type.Literal('forced_received'),
  Type.Literal('rejected'),
]);
export type WithdrawStatus = Static<typeof WithdrawStatus>;

/** The image types a withdrawal proof may be. */
export const ProofImageType = Type.Union([Type.Literal('image/png'), Type.Literal('image/jpeg')]);

/** A proof image the player sent with `not_received`, as the order lists it (the bytes stay on the platform). */
export const WithdrawProof = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: ProofImageType,
  /** Bytes. */
  size: Type.Integer({ minimum: 1 }),
});
export type WithdrawProof = Static<typeof WithdrawProof>;

/** A withdrawal order: where the money goes, the amount and fee, and where it stands. */
export const WithdrawOrder = Type.Object({
  orderNo: Type.String({ pattern: WITHDRAW_ORDER_NO_PATTERN }),
  /** Where the money goes, masked; a payout account removed since still shows. */
  payoutAccount: PayoutAccount,
  /** What left the wallet. */
  amount: Money,
  /** Taken from the amount. */
  fee: Money,
  /** What the player receives: amount - fee. */
  netAmount: Money,
  status: WithdrawStatus,
  createdAt: Timestamp,
  /** When the operator paid it. */
  paidAt: Type.Union([Timestamp, Type.Null()]),
  /** Until when the player may answer; after it the order is `forced_received`. */
  confirmBy: Type.Union([Timestamp, Type.Null()]),
  /** When the player last answered (received after not received: that second answer), or the receipt was forced. */
  confirmedAt: Type.Union([Timestamp, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  proofs: Type.Array(WithdrawProof),
});
export type WithdrawOrder = Static<typeof WithdrawOrder>;

/** Everything the withdraw form needs before the member types an amount. */
export const WithdrawInfo = Type.Object({
  currency: Type.String(),
  /** The main balance now. */
  balance: Money,
  minAmount: Money,
  maxAmount: Money,
  /** The fee, in percent of the amount (sdk/shared-rules/withdraw-fee.ts computes it). */
  feePercent: Type.Number({ minimum: 0 }),
  minFee: Money,
  /** Withdrawals made today (GMT+8), rejected ones not counted, and how many a day allows. */
  dailyCount: Type.Object({ used: Type.Integer({ minimum: 0 }), max: Type.Integer({ minimum: 0 }) }),
  /**
   * What bonuses still ask to be wagered, summed over those that lock money: the valid bets they
   * ask, those made, and what is left.
   */
  turnover: Type.Object({ required: Money, done: Money, remaining: Money }),
  /** The money bonuses hold until wagered, and what may be withdrawn now. */
  wagering: LockedFunds,
  hasPaymentPassword: Type.Boolean(),
  /** Set while five wrong payment passwords in a row keep it locked. */
  paymentPasswordLockedUntil: Type.Union([Timestamp, Type.Null()]),
  /** The live payout accounts, masked, oldest first. */
  accounts: Type.Array(PayoutAccount),
  /** Minutes the player has to confirm a paid withdrawal before it counts as received. */
  autoReceiveMinutes: Type.Integer({ minimum: 0 }),
});
export type WithdrawInfo = Static<typeof WithdrawInfo>;

/**
 * One page of the member's withdrawal orders, newest first, and how many there are.
 *
 * @example
 * const history: contract.WithdrawHistory = await client.call(contract.withdrawHistory, { pageNo: 1, pageSize: 20 });
 */
export const WithdrawHistory = Type.Object({
  list: Type.Array(WithdrawOrder),
  total: Type.Integer(),
});
export type WithdrawHistory = Static<typeof WithdrawHistory>;

/** One proof image as the player uploads it with `not_received`. */
export const WithdrawProofUpload = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  type: ProofImageType,
  /**
   * The file's bytes in base64 (no `data:` prefix). Not bounded here: the platform measures it
   * and answers `withdraw_proof_invalid` with the image's index, which a schema error could not.
   */
  dataBase64: Type.String(),
});
export type WithdrawProofUpload = Static<typeof WithdrawProofUpload>;

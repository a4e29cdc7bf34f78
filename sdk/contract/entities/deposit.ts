import { Type, type Static, Money, Timestamp } from '../schema';

/**
 * Deposits. SPEC shows no deposit calls (only the screens that need them), so these shapes are
 * ours, in the platform's style: decimal amounts with two places, epoch-millisecond times.
 */

export const DepositKind = Type.Union([Type.Literal('bank'), Type.Literal('ewallet'), Type.Literal('usdt')]);
export type DepositKind = Static<typeof DepositKind>;

/** A way to pay in, with the brand's limits for it. */
export const DepositMethod = Type.Object({
  id: Type.String(),
  kind: DepositKind,
  name: Type.String(),
  minAmount: Money,
  maxAmount: Money,
  /** Amounts the form offers as one-tap choices. */
  presets: Type.Array(Money),
  /** How long an order of this method waits for the money before it expires. */
  expiresInMinutes: Type.Integer({ minimum: 1 }),
});
export type DepositMethod = Static<typeof DepositMethod>;

/** A bonus a deposit can carry; the money it adds must be wagered `turnoverMultiple` times. */
export const DepositBonus = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Whole percent of the deposit. */
  percent: Type.Number(),
  maxBonus: Money,
  turnoverMultiple: Type.Integer({ minimum: 0 }),
});
export type DepositBonus = Static<typeof DepositBonus>;

/**
 * The ways to deposit, in the member's currency, and the bonuses the member may choose now.
 *
 * @example
 * const methods: contract.DepositMethods = await client.call(contract.depositMethods, {});
 */
export const DepositMethods = Type.Object({
  currency: Type.String(),
  methods: Type.Array(DepositMethod),
  /** The bonuses this member may choose now (the first-deposit bonus until a deposit is paid, ...). */
  bonuses: Type.Array(DepositBonus),
});
export type DepositMethods = Static<typeof DepositMethods>;

/** Where a deposit order stands: `pending` until the payment is `paid`, `failed` or `expired`. */
export const DepositStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('expired'),
]);
export type DepositStatus = Static<typeof DepositStatus>;

/** Order numbers: 'D' and 16 base32 characters (80 random bits), so none can be guessed. */
export const DEPOSIT_ORDER_NO_PATTERN = '^D[A-Z2-7]{16}$';

/** Where and how to pay an order; which fields are set depends on the method's kind. */
export const DepositPay = Type.Object({
  /** What the player writes in the transfer's memo, so the payment finds its order. */
  reference: Type.String(),
  bankName: Type.Optional(Type.String()),
  accountName: Type.Optional(Type.String()),
  accountNumber: Type.Optional(Type.String()),
  walletId: Type.Optional(Type.String()),
  /** USDT: the brand's TRC20 address. */
  address: Type.Optional(Type.String()),
  network: Type.Optional(Type.Literal('TRC20')),
  /** USDT: the exact amount to send, six decimals, rounded up so the order is fully paid. */
  amountUsdt: Type.Optional(Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$' })),
  /** Text for a QR code or a copy button: `tron:<address>?amount=<amountUsdt>` for USDT. */
  qrText: Type.Optional(Type.String()),
});
export type DepositPay = Static<typeof DepositPay>;

/** A deposit order: what was asked, with which method and bonus, and where it stands. */
export const DepositOrder = Type.Object({
  orderNo: Type.String({ pattern: DEPOSIT_ORDER_NO_PATTERN }),
  methodId: Type.String(),
  kind: DepositKind,
  amount: Money,
  bonusId: Type.Union([Type.String(), Type.Null()]),
  /** The bonus the order carries (credited with the deposit when it is paid). */
  bonusAmount: Money,
  status: DepositStatus,
  createdAt: Timestamp,
  expiresAt: Timestamp,
  settledAt: Type.Union([Timestamp, Type.Null()]),
  pay: DepositPay,
});
export type DepositOrder = Static<typeof DepositOrder>;

/** The most orders one history page holds. */
export const DEPOSIT_HISTORY_MAX_PAGE_SIZE = 50;

/** One page of the member's deposit orders, newest first, and how many there are. */
export const DepositHistory = Type.Object({
  list: Type.Array(DepositOrder),
  total: Type.Integer(),
});
export type DepositHistory = Static<typeof DepositHistory>;

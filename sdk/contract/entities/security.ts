import { Type, type Static, type TSchema, Timestamp } from '../schema';

/** The member centre's security page (SPEC §2 securityCenter): what it reads. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A member holds at most this many payout accounts. */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** One past login of the member: when, from which IP and device. */
export const SecurityLogin = Type.Object({
  at: Timestamp,
  ip: Type.String(),
  /** What the client said it was: the Device header and, when known, browser and system. */
  device: Type.String(),
});
export type SecurityLogin = Static<typeof SecurityLogin>;

/**
 * The member's security readout: profile, masked contacts, payment password state and last logins.
 *
 * @example
 * const info: contract.SecurityInfo = await client.call(contract.securityInfo, {});
 */
export const SecurityInfo = Type.Object({
  username: Type.String(),
  /** The sandbox keeps no real name yet: null. */
  realName: Nullable(Type.String()),
  /** The sandbox has no VIP levels yet: 0. */
  vipLevel: Type.Integer({ minimum: 0 }),
  joinedAt: Timestamp,
  /** The login before the current session's, like `loginInfo.lastLoginTime`. */
  lastLoginAt: Nullable(Timestamp),
  /** Masked, e.g. `+63 917****4567`. */
  mobile: Nullable(Type.String()),
  /** Masked, e.g. `m***@croupier.example`. */
  email: Nullable(Type.String()),
  hasPaymentPassword: Type.Boolean(),
  /** Set while five wrong payment passwords in a row keep it locked. */
  paymentPasswordLockedUntil: Nullable(Timestamp),
  /** The last 10 logins, newest first. */
  logins: Type.Array(SecurityLogin, { maxItems: 10 }),
});
export type SecurityInfo = Static<typeof SecurityInfo>;

/** A payout account withdrawals go to (a bank card or a USDT address), never shown whole. */
export const PayoutAccount = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('bank'), Type.Literal('usdt')]),
  bankName: Nullable(Type.String()),
  holderName: Nullable(Type.String()),
  /** Never the whole number: `**** **** **** 1234`, or `TXyz…abcd` for an address. */
  masked: Type.String(),
  createdAt: Timestamp,
});
export type PayoutAccount = Static<typeof PayoutAccount>;

/** The member's payout accounts, oldest first, and how many they may hold. */
export const PayoutAccounts = Type.Object({
  accounts: Type.Array(PayoutAccount, { maxItems: MAX_PAYOUT_ACCOUNTS }),
  max: Type.Literal(MAX_PAYOUT_ACCOUNTS),
});
export type PayoutAccounts = Static<typeof PayoutAccounts>;

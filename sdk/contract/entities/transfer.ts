import { Type, type Static, Money, Timestamp } from '../schema';
import { Balance } from './member';
import { GameCategoryName } from './game';
import { LockedFunds } from './bonuses';

/**
 * Transfers: between a member's own wallets (SPEC §2 transferFund, §7 GCS_walletTransfer) and to
 * another member, the upline or, for an agent, a downline (§2 transferUpline, §6). SPEC shows the
 * wallet call's path only, so the shapes are ours: decimal amounts with two places, epoch-ms times.
 */

/** `main`, or the code of a transfer-mode vendor, whose games play from a wallet of their own. */
export const WALLET_NAME_PATTERN = '^(main|[A-Z0-9_]{1,32})$';
/** Schema of a wallet name: `main` or a transfer-mode vendor's code. */
export const WalletName = Type.String({ pattern: WALLET_NAME_PATTERN });

/**
 * The main wallet's account type id, as the platform numbers wallets: its member centre reads the
 * main balance as the entry whose `accountTypeId` is 2 (MC 34239) and names both sides of a wallet
 * transfer by these ids (MC 8375–8378). A transfer-mode vendor's wallet carries the vendor's id.
 */
export const MAIN_WALLET_ACCOUNT_TYPE_ID = 2;
/** Schema of a wallet's account type id: 2 for the main wallet, the vendor's for a vendor wallet. */
export const AccountTypeId = Type.Integer({ minimum: 1 });

/** Transfer numbers: 'T' and 16 base32 characters (80 random bits). */
export const TRANSFER_NO_PATTERN = '^T[A-Z2-7]{16}$';

/** The most rows one page of transfers holds. */
export const TRANSFER_HISTORY_MAX_PAGE_SIZE = 50;

/** A vendor whose games play from a wallet of its own. */
export const VendorWallet = Type.Object({
  code: Type.String(),
  /** The id a wallet transfer names this wallet by. */
  accountTypeId: AccountTypeId,
  name: Type.String(),
  category: GameCategoryName,
});
export type VendorWallet = Static<typeof VendorWallet>;

/** How the brand's wallets work: one wallet, or vendor wallets and whether launches move money by themselves. */
export const MerchantWallet = Type.Object({
  /** True when every game plays from the main wallet (no transfer-mode vendor). */
  isSingle: Type.Boolean(),
  /**
   * Whether a launch moves the money by itself: every vendor wallet back to the main one, then,
   * for a transfer-mode vendor's game, the whole main balance into that vendor's wallet.
   */
  autoTransfer: Type.Boolean(),
  /** The least amount one transfer moves. */
  minAmount: Money,
  wallets: Type.Array(VendorWallet),
});
export type MerchantWallet = Static<typeof MerchantWallet>;

/** A transfer between the member's own wallets, and every wallet right after it. */
export const WalletMove = Type.Object({
  transferNo: Type.String({ pattern: TRANSFER_NO_PATTERN }),
  from: WalletName,
  to: WalletName,
  amount: Money,
  /** What moved, as the platform's page reads it (MC 8393): the same as `amount`. */
  successAmount: Money,
  createdAt: Timestamp,
  wallets: Balance,
});
export type WalletMove = Static<typeof WalletMove>;

/** A recall: what came back to the main wallet, and every wallet after it. */
export const WalletRecall = Type.Object({
  transferNo: Type.String({ pattern: TRANSFER_NO_PATTERN }),
  /** What came back to the main wallet, from every vendor wallet together (0 when they were empty). */
  amount: Money,
  wallets: Balance,
});
export type WalletRecall = Static<typeof WalletRecall>;

/** Which way a transfer to a person went: to the `upline`, or to a `downline`. */
export const TransferDirection = Type.Union([Type.Literal('upline'), Type.Literal('downline')]);
export type TransferDirection = Static<typeof TransferDirection>;

/** A member money can be sent to: username and nickname. */
export const TransferPeer = Type.Object({ username: Type.String(), nickname: Type.String() });
export type TransferPeer = Static<typeof TransferPeer>;

/** What the transfer form needs before the member types an amount. */
export const TransferInfo = Type.Object({
  currency: Type.String(),
  /** The main balance now: transfers to people leave from it. */
  balance: Money,
  minAmount: Money,
  /** The member's upline, or null when they have none. */
  upline: Type.Union([TransferPeer, Type.Null()]),
  /** An agent's direct downlines, by username; empty for a member. */
  downlines: Type.Array(TransferPeer),
  hasPaymentPassword: Type.Boolean(),
  paymentPasswordLockedUntil: Type.Union([Timestamp, Type.Null()]),
  /** Bonus turnover still to wager: money that carries a requirement cannot leave the member. */
  turnoverRemaining: Money,
  /** The money bonuses hold until wagered, and what may be sent now. */
  wagering: LockedFunds,
});
export type TransferInfo = Static<typeof TransferInfo>;

/** A transfer to another member, as the sender sees it. */
export const PersonTransfer = Type.Object({
  transferNo: Type.String({ pattern: TRANSFER_NO_PATTERN }),
  direction: TransferDirection,
  /** The other member's username. */
  counterparty: Type.String(),
  amount: Money,
  createdAt: Timestamp,
  /** The sender's main balance right after it. */
  balance: Money,
});
export type PersonTransfer = Static<typeof PersonTransfer>;

/** What moved the money: a `wallet` move, a `recall`, an `auto` move (made by a launch), or a `person` transfer. */
export const TransferKind = Type.Union([
  Type.Literal('wallet'),
  Type.Literal('recall'),
  Type.Literal('auto'),
  Type.Literal('person'),
]);
export type TransferKind = Static<typeof TransferKind>;

/**
 * One transfer as the member's history shows it. `from` and `to` are wallet names for the member's
 * own wallets (`*` for every vendor wallet, a recall's source) and usernames for a person transfer.
 */
export const TransferRecord = Type.Object({
  transferNo: Type.String({ pattern: TRANSFER_NO_PATTERN }),
  kind: TransferKind,
  from: Type.String(),
  to: Type.String(),
  amount: Money,
  /** True when the money came to this member from another one. */
  incoming: Type.Boolean(),
  createdAt: Timestamp,
});
export type TransferRecord = Static<typeof TransferRecord>;

/**
 * One page of the member's transfers, newest first, and how many there are.
 *
 * @example
 * const history: contract.TransferHistory = await client.call(contract.transferHistory, { scope: 'person', pageNo: 1, pageSize: 20 });
 */
export const TransferHistory = Type.Object({
  list: Type.Array(TransferRecord),
  total: Type.Integer(),
});
export type TransferHistory = Static<typeof TransferHistory>;

/**
 * The ledger's door: the only way the rest of the sandbox moves money or reads balances. Every
 * movement is one balanced posting under an idempotency key; see ledger.ts for the rules.
 */
export { transfer, type Transfer } from './transfer';
export { payFromHouseInBulk, type HousePayout } from './house-payouts';
export { balanceOf, openHouse, openWallet, walletsOf, type Party } from './wallets';
export { MAIN_WALLET, walletKind, walletNameOf, type WalletName } from './wallets';
export { lockedBalanceOf } from './wallets';
export { systemBalanceOf, type SystemAccount } from './system-accounts';
export { setMainBalance, setSystemBalance } from './adjust';
export { exactMinor, toAmount, toMinor } from './amounts';
export { totalsByKind, type KindTotal } from './totals';
export { createBalanceCache, type BalanceCache, type WalletRow } from './balance-cache';
export type { Posted } from './ledger';
export { walletRecords, dailyKindSums, type WalletRecord, type WalletRecordsQuery } from './wallet-records';
export { teamWalletRecords, kindSumsOf, mainBalancesOf, type TeamWalletRecord } from './team-records';
export { postWalletMovementsInBulk, vacuumLedger, type BulkMovement } from './bulk';
export { gameSums, activityByDay, type GameSums, type ActivityDay } from './activity';
export { promotionCredits, type PromotionCredit } from './credits-repository';

/**
 * Withdrawals (SPEC §1–§2, §4): orders, the operator's decisions, the player's confirmation and its
 * sweeper, and the turnover a withdrawal waits for; as others use them.
 */
export { startWithdrawalSweeper } from './auto-receive';
export { forceReceive, payWithdrawal, rejectWithdrawal, returnToWallet } from './operator';
export { deleteWithdrawalsOf, processingOrdersOf } from './repository';
export type { OrderRow } from './repository';
export { moneyOutOf, refuseLocked } from './turnover';
export { orderViews } from './views';
export type { WithdrawSettings } from './withdraw-settings';

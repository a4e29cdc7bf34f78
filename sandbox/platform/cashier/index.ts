/**
 * Deposits (SPEC §1–§2): methods, orders, the payment simulator that settles them, and the GMT+8
 * brand day their limits count in.
 */
export type { DepositSettings } from './deposit-settings';
export { brandDayStart } from './methods';
export { newOrderNo, orderView } from './orders';
export { deleteDepositsOf } from './repository';
export { settleDeposit, startDepositSweeper } from './simulator';

/** Transfers between a member's wallets and between members: the launch's moves, for the games. */
export { autoTransferFor } from './wallet-moves';
export { autoTransferOn } from './settings';
export { isTransferVendor } from './repository';

/** Transfers between a member's wallets and between members: the handlers, and the launch's moves. */
export { transferHandlers } from './handlers';
export { autoTransferFor } from './wallet-moves';
export { autoTransferOn } from './settings';
export { isTransferVendor } from './repository';

/** Agent contracts (SPEC §4): the relays, settlement through the ledger, and its schedule. */
export { settleDue, type SettleOptions } from './settle';
export { startContractSettler } from './schedule';
export { heldContracts } from './held';
export { endAllContracts, pendingOffers } from './repository';
export { accountIdByName, setAccountType } from './repository';

/**
 * Partners (beyond SPEC): sign-on from a partner's session and the seamless wallet. Other domains
 * reach them through this file.
 */
export {
  partnerBalance,
  partnerPlayerOf,
  recordNewCallback,
  seamlessPlayerOf,
  sendCallback,
  walletUnavailable,
  type SeamlessPlayer,
} from './seamless';
export {
  findCallback as findCallbackOf,
  findPartner,
  resetPartnerWallets,
  setPartnerOrigins,
  setPartnerWallet,
  upsertPartner,
  type CallbackRow,
  type PartnerRow,
} from './repository';
export { authenticatePartner } from './partner-auth';
export { preparePartners, DEMO_PARTNER } from './prepare';
export { loadPartnerOrigins, type PartnerOrigins } from './origins';
export { startCallbackSweeper } from './sweeper';

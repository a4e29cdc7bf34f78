/** The member centre's security page: what other domains use of it. */
export {
  verifyPaymentPassword,
  requirePaymentPassword,
  PAYMENT_PASSWORD_MAX_ATTEMPTS,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  paymentPasswordState,
} from './payment-password';
export { payoutList, holdsLivePayoutAccount, bankHolderNames } from './payout-accounts';
export { recordMemberLogin } from './logins';
export { bindProvedMobile } from './contact-binding';
export { forgetSecurityCentre } from './repository';

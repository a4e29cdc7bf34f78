/**
 * Referrals (SPEC §2 referral): a member's own affiliate code, the friends who registered
 * with it, and the share of each friend's first paid deposit paid to the member through the ledger.
 */
export { insertReferral } from './repository';
export { rewardReferrer } from './reward';

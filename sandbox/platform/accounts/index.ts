/**
 * Who exists (SPEC §3): accounts, their types (member, trial, agent, admin), their login marks
 * and the real-member check; as others use them.
 */
export { ADMIN_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE } from './account-types';
export { createAccount } from './create-account';
export { isTrialMember, realMemberOf } from './real-member';
export {
  addressStanding,
  clearFailedLogins,
  countLoginAttempt,
  findAgentByCode,
  findById,
  findByMobile,
  findByPhone,
  findByUsername,
  markFirstLogin,
  recordLogin,
  recordMarks,
  setPasswordHash,
} from './repository';
export type { AccountRow } from './repository';

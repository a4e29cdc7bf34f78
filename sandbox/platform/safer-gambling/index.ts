/**
 * Safer gambling (beyond SPEC): the member's limits, reality checks, time-outs and self-exclusions,
 * and the checks the rest of the sandbox runs before money or play goes through.
 */
export { checkDepositLimit, checkLossLimit, lossLimitsLocked, refuseIfExcluded } from './guards';
export { endAtLimit } from './session-limit';
export { forgetAllProtection } from './repository';

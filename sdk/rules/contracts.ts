/**
 * Agent contracts' rules (SPEC §4, §9): which basis and periods each kind has, tiers and their
 * checks, the rate a figure earns, periods in GMT+8, and the transitions. They live in sdk/contract
 * because the sandbox enforces the very same rules the agent centre explains.
 */
export {
  CONTRACT_TERMS,
  MAX_CONTRACT_RATE,
  MAX_CONTRACT_TIERS,
  REALTIME_PERIOD_MS,
  contractsToTerminate,
  nextPeriod,
  offerTiers,
  payoutMinor,
  periodOf,
  periodsDue,
  rateBasisPoints,
  rateFor,
  topRate,
  transition,
  validateTiers,
  type ContractAction,
  type DueQuery,
  type LineContract,
  type Period,
  type TiersCheck,
  type TiersInvalidReason,
  type TransitionResult,
} from '../contract/agent-contracts';

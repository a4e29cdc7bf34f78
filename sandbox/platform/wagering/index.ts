/**
 * The wagering's door: how reward money reaches a wallet (creditReward, recordWagering), what it
 * locks until it is wagered (withdrawableOf), and how unmet requirements end (forfeit.ts).
 */
export { creditReward, recordWagering, rolloverFor, type RewardCredit } from './credit';
export {
  wageringOf,
  withdrawableOf,
  WAGERING_SCAN_LIMIT,
  type RequirementStanding,
  type Withdrawable,
} from './standing';
export { endExpired, forfeitOnBust, startWageringSweeper, BUST_BELOW_MINOR } from './forfeit';
export { deleteRequirementsOf, type RequirementRow } from './repository';
export { lockedFundsView } from './views';

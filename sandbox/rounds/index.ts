/**
 * The rounds' door: the only way the rest of the sandbox opens, settles, refunds or asks about a
 * round. One state machine (state.ts) for the platform's wallet and a seamless partner's alike, and
 * one definition of a valid bet (valid-bets-repository.ts) for everything that rewards betting.
 */
export { ROUND_STATUSES, canMove, finishing, isLive, roundInProgress, type RoundStatus } from './state';
export { placeBet, settleRound, rollbackRound, openRound, STALE_ROUND_MS } from './rounds';
export { requestIdConflict, tooManyLiveRounds, type BetInput } from './bet';
export { PARTNER_WALLET, roundFailed, type SeamlessRound } from './seamless';
export { allLiveRoundIds, findLaunchRound, type Round, type RoundKind } from './repository';
export {
  validBetOf,
  validBetCount,
  validBetsByCategory,
  validBetsPerSpan,
  validBetSumsOf,
  type BetWindow,
} from './valid-bets-repository';

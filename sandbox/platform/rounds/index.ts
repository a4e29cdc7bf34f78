/**
 * The rounds' door: the only way the rest of the sandbox opens, settles, refunds or asks about a
 * round, and the only SQL over game_rounds and its day sums (lint holds it). One state machine
 * (state.ts) for the platform's wallet and a seamless partner's alike, and one definition of a
 * valid bet (valid-bets-repository.ts) for everything that rewards betting.
 */
export { ROUND_STATUSES, canMove, finishing, isLive, roundInProgress, type RoundStatus } from './state';
export { placeBet, settleRound, rollbackRound, openRound, STALE_ROUND_MS } from './rounds';
export { settleRoundsInBatch, type Settlement } from './settle-batch';
export {
  requestIdConflict,
  tooManyLiveRounds,
  type BetInput,
  type CrashBetDetails,
  type BaccaratBetDetails,
  type FishShotDetails,
  type SportBetDetails,
  type SportLeg,
} from './bet';
export { PARTNER_WALLET, roundFailed, type SeamlessRound } from './seamless';
export {
  allLiveRoundIds,
  findLaunchRound,
  findRoundByRequest,
  liveRoundsOfKind,
  partnerRoundsOf,
  type Round,
  type RoundKind,
} from './repository';
export {
  validBetOf,
  validBetCount,
  validBetsByCategory,
  validBetsPerSpan,
  validBetSumsOf,
  lifetimeValidBetOf,
  validBetLeaders,
  type LeaderRow,
  type BetWindow,
} from './valid-bets-repository';
export {
  latestRoundsOf,
  roundCountOf,
  roundSums,
  roundsPage,
  sumsByDayAndCategory,
  type RoundFilter,
  type RoundRow,
  type RoundSums,
} from './history-repository';
export {
  periodRoundSums,
  roundSumsByAccount,
  sumsByDay,
  teamRoundSums,
  teamRoundsPage,
  type TeamRoundFilter,
  type TeamRoundRow,
} from './team-history-repository';
export { dueRoundsOfKind, accountRoundsOfKind } from './event-repository';
export { biggestWins, lotteryRoundCounts } from './lobby-repository';
export {
  addBenchRoundSums,
  insertBenchRounds,
  insertSettledRound,
  skipRoundSumsTrigger,
  vacuumRounds,
} from './bulk-repository';
export { benchSumsCheck, insertBenchTeamRounds, vacuumBenchTeam } from './team-bulk-repository';

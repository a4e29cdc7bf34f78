/**
 * Missions and their weekly leaderboard (issue 12, SPEC §2 missionLeaderboard): progress counted
 * from real rounds and deposits, rewards claimed once through the ledger.
 */
export { missionHandlers } from './handlers';

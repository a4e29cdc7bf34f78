/**
 * Missions and their weekly leaderboard (SPEC §2 missionLeaderboard): progress counted
 * from real rounds and deposits, rewards claimed once through the ledger.
 */

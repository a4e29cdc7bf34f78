/** The agent centre, as the app and the bench see it: the guard of agents' calls, and a team to measure. */
export { requireAgent } from './agent-guard';
export { seedTeamForBench, type SeededTeam, type TeamBenchOptions } from './bench-seed';

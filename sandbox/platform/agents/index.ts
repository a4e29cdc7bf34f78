/** The agent centre, as other domains and the bench see it: who is an agent, and a team to measure. */
export { requireAgent } from './agent-guard';
export { seedTeamForBench, type SeededTeam, type TeamBenchOptions } from './bench-seed';

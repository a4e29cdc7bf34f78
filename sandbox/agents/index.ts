/** The agent centre's team calls: overview, invite, registering downlines, team lists and reports. */
export { agentTeamHandlers } from './agent-team-handlers';
export { requireAgent } from './agent-guard';
export { seedTeamForBench, type SeededTeam, type TeamBenchOptions } from './bench-seed';

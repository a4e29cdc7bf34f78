import type { AgentTexts } from '../es/agent';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** The agent centre's pages. */
export const agent: AgentTexts = { agentTeam, agentContracts };

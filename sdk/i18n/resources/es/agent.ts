import type { DeepText } from '../deep-text';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** Spanish (agent centre pages): the default and fallback language; every language has exactly these keys. */
export const agent = { agentTeam, agentContracts };

export type AgentTexts = DeepText<typeof agent>;

import type { AgentTexts } from '../es/agent';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** The agent centre's pages. */
export const agent: AgentTexts = {
  agentTeam,
  agentContracts,
  errors: {
    contract_not_found: 'That contract no longer exists.',
    contract_state: 'This contract has changed and no longer allows that. Reload the list.',
    contract_tiers_invalid: 'Check the tiers: they start at 0, rise, and the rate never falls.',
    contract_rate_exceeds: 'You cannot offer a rate above your own contract’s.',
    team_register_limit:
      'Your line of agents has registered its {{value.max}} accounts for this hour. Try again later.',
  },
};

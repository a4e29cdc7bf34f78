import type { AgentTexts } from '../es/agent';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/** The agent centre's pages. */
export const agent: AgentTexts = {
  agentTeam,
  agentContracts,
  errors: {
    contract_not_found: 'Esse contrato não existe mais.',
    contract_state: 'Este contrato mudou e não permite mais essa ação. Recarregue a lista.',
    contract_tiers_invalid: 'Revise as faixas: começam em 0, sobem e a porcentagem nunca diminui.',
    contract_rate_exceeds: 'Você não pode oferecer uma porcentagem maior que a do seu próprio contrato.',
    team_register_limit:
      'Sua linha de agentes já cadastrou as {{value.max}} contas desta hora. Tente mais tarde.',
  },
};

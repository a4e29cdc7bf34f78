import type { DeepText } from '../deep-text';
import { agentTeam } from './agent-team';
import { agentContracts } from './agent-contracts';

/**
 * Spanish (agent centre pages): the default and fallback language; every language has exactly these
 * keys. The contract refusals' texts come with the centre, not with the runtime's core texts: only
 * an agent meets them (they merge into `errors.` when this part loads).
 */
export const agent = {
  agentTeam,
  agentContracts,
  errors: {
    contract_not_found: 'Ese contrato ya no existe.',
    contract_state: 'Este contrato ya cambió y no admite esa acción. Vuelve a cargar la lista.',
    contract_tiers_invalid: 'Revisa los tramos: empiezan en 0, suben y el porcentaje nunca baja.',
    contract_rate_exceeds: 'No puedes ofrecer un porcentaje mayor que el de tu propio contrato.',
    team_register_limit:
      'Tu línea de agentes ya registró sus {{value.max}} cuentas de esta hora. Inténtalo más tarde.',
  },
};

export type AgentTexts = DeepText<typeof agent>;

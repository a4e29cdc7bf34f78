import type { AgentTexts } from '../es/agent';

/** The agent centre's contract and income pages. */
export const agentContracts: AgentTexts['agentContracts'] = {
  loading: 'Carregando…',
};

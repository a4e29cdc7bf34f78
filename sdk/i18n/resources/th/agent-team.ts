import type { AgentTexts } from '../es/agent';

/** The agent centre's team pages. */
export const agentTeam: AgentTexts['agentTeam'] = {
  loading: 'กำลังโหลด…',
};

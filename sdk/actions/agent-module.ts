import type { Core } from './core';
import { agentTeamActions } from './agent-team';
import { agentContractActions } from './agent-contracts';

/**
 * Everything the agent centre does, as one lazily loaded module: only an agent who opens the
 * centre downloads it. Each concept keeps its own file.
 */
export function agentModule(core: Core, refreshBalance: () => Promise<void>) {
  return { ...agentTeamActions(core), ...agentContractActions(core, refreshBalance) };
}

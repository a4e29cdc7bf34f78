import type { LazyActions } from './lazy-actions';
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

/**
 * `croupier.agent`: the agent centre's calls, each loading the module on first use.
 *
 * @example
 * const { list } = await croupier.agent.contracts('dailySalary');
 */
export interface AgentActions extends LazyActions<ReturnType<typeof agentModule>> {}

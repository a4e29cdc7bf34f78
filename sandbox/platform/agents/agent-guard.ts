import type { RequestContext } from '../../core/context';
import type { SessionMember } from '../../core/sessions/session-member';
import { realMemberOf } from '../accounts';
import { Fault } from '../../core/http/fault';

/**
 * The guard of the calls the contract declares `caller: 'agent'` (the agent centre's): the route
 * runs it before the payload. SPEC §5: only the brand's agent types get in; a trial account is told
 * to register first (in_need_true_account), any other member error_not_agent. The server decides,
 * whatever the page showed.
 */
export async function requireAgent(ctx: RequestContext): Promise<SessionMember> {
  const member = realMemberOf(ctx);
  const agentTypes = (await ctx.sandbox.settings.get('agentTypes')) as number[];
  if (!agentTypes.includes(member.type)) throw new Fault(403, 'error_not_agent', 'Non-agents cannot log in');
  return member;
}

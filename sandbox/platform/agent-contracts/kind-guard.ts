import type { ContractKind } from '@sdk/contract';
import { CONTRACT_TERMS } from '@sdk/shared-rules/agent-contracts';
import { memberOf, type RequestContext } from '../../core/context';
import { Fault } from '../../core/http/fault';
import type { SessionMember } from '../../core/sessions/session-member';

/**
 * The agent of a call on contracts of `kind`: the route let only an agent in (the contract's
 * `caller: 'agent'`), and the kind's brand flag must be on (SPEC §2: the page shows the kind only
 * then; the server refuses too).
 */
export async function requireContractAgent(ctx: RequestContext, kind: ContractKind): Promise<SessionMember> {
  const member = memberOf(ctx);
  const { flag } = CONTRACT_TERMS[kind];
  if (flag && !(await ctx.sandbox.settings.get(flag)))
    throw new Fault(403, 'feature_disabled', 'This kind of contract is not offered');
  return member;
}

import type { RequestContext } from '../context';
import type { SessionMember } from '../security/session-member';
import { memberOf } from '../context';
import { Fault } from '../http/fault';
import { TRIAL_ACCOUNT_TYPE } from '../accounts/account-types';

/**
 * The member of a security-centre call. SPEC §6: trial accounts (type 4, free-play guests among
 * them) stay out of the member centre; they have no money of their own to protect or pay out.
 */
export function realMember(ctx: RequestContext): SessionMember {
  const member = memberOf(ctx);
  if (member.type === TRIAL_ACCOUNT_TYPE)
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member;
}

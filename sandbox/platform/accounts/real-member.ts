import type { RequestContext } from '../../core/context';
import type { SessionMember } from '../../core/sessions/session-member';
import { memberOf } from '../../core/context';
import { Fault } from '../../core/http/fault';
import { TRIAL_ACCOUNT_TYPE } from './account-types';

/** A trial account (type 4) or a free-play guest: it plays with the brand's money and owns nothing. */
export const isTrialMember = (member: SessionMember) => member.type === TRIAL_ACCOUNT_TYPE || member.isGuest;

/**
 * The member of a call declared `caller: 'real-member'` (the contract says which): a trial account
 * or a free-play guest is asked to register instead (SPEC §4, §8 in_need_true_account). The route
 * checks it before the payload; handlers read the member it let through.
 */
export function realMemberOf(ctx: RequestContext): SessionMember {
  const member = memberOf(ctx);
  if (isTrialMember(member)) throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member;
}

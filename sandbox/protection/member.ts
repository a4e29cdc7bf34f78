import type { RequestContext } from '../context';
import { memberOf } from '../context';
import { TRIAL_ACCOUNT_TYPE } from '../accounts/account-types';
import { Fault } from '../http/fault';

/**
 * The member of a safer-gambling call. SPEC §6: trial accounts (type 4, free-play guests among
 * them) play with the brand's play money and stay out of the member centre, this page included.
 */
export function protectedMember(ctx: RequestContext): number {
  const member = memberOf(ctx);
  if (member.type === TRIAL_ACCOUNT_TYPE || member.isGuest)
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member.accountId;
}

import type { RequestContext } from '../context';
import { memberOf } from '../context';
import { TRIAL_ACCOUNT_TYPE } from '../accounts/account-types';
import { Fault } from '../http/fault';

/** Records are a real member's: a trial account (type 4) or free-play guest is asked to register. */
export function recordsMember(ctx: RequestContext): number {
  const member = memberOf(ctx);
  if (member.type === TRIAL_ACCOUNT_TYPE || member.isGuest)
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member.accountId;
}

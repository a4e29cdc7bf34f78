import type { RequestContext } from '../context';
import { memberOf } from '../context';
import { TRIAL_ACCOUNT_TYPE } from '../accounts/account-types';
import { Fault } from '../http/fault';

/**
 * The member of a VIP or rebate call. Trial accounts (type 4) and free-play guests play with the
 * brand's money: they climb no ladder and earn no rebate, and are asked to register (SPEC §4).
 */
export function rewardsMember(ctx: RequestContext): number {
  const member = memberOf(ctx);
  if (member.type === TRIAL_ACCOUNT_TYPE || member.isGuest)
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member.accountId;
}

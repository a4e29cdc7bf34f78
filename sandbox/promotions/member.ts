import type { RequestContext } from '../context';
import { memberOf } from '../context';
import { TRIAL_ACCOUNT_TYPE } from '../accounts/account-types';
import { Fault } from '../http/fault';

/**
 * The member of a promotion call that does something. Trial accounts (type 4) and free-play
 * guests play with the brand's money: a promotion pays neither, and both are asked to register
 * (SPEC §4, §8 in_need_true_account).
 */
export function promotionMember(ctx: RequestContext): number {
  const member = memberOf(ctx);
  if (member.type === TRIAL_ACCOUNT_TYPE || member.isGuest)
    throw new Fault(403, 'in_need_true_account', 'Please Register An Account First');
  return member.accountId;
}

/** Whose status a list or detail shows: a real member's, or nobody's (a guest or trial sees the promotion alone). */
export function viewerOf(ctx: RequestContext): number | undefined {
  const member = ctx.member;
  if (!member || member.type === TRIAL_ACCOUNT_TYPE || member.isGuest) return undefined;
  return member.accountId;
}

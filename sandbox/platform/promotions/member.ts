import type { RequestContext } from '../../core/context';
import { isTrialMember } from '../accounts';

/** Whose status a list or detail shows: a real member's, or nobody's (a guest or trial sees the promotion alone). */
export function viewerOf(ctx: RequestContext): number | undefined {
  const member = ctx.member;
  if (!member || isTrialMember(member)) return undefined;
  return member.accountId;
}

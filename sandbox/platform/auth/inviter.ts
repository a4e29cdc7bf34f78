import type { Queryable } from '../../core/db/database';
import { Fault } from '../../core/http/fault';
import { findAgentByCode } from '../accounts';

/**
 * Who invited a new member by the affiliate code they arrived with: a member's own code (the
 * referral page) makes them a referred friend, an agent's a downline. An unknown code is refused
 * where the player typed it (a typo to correct), and ignored with `ignore` where the page derived it
 * (registerAuto: the page sends the host's first label, `www` on a plain domain, C 26826–26846).
 */
export async function inviterOf(
  db: Queryable,
  affiliateCode: string | undefined | null,
  unknown: 'refuse' | 'ignore' = 'refuse',
) {
  let parentId: number | null = null;
  let referrerId: number | null = null;
  if (affiliateCode?.trim()) {
    const owner = await findAgentByCode(db, affiliateCode);
    if (!owner && unknown === 'ignore') return { parentId, referrerId };
    if (!owner)
      throw new Fault(400, 'invitation_code_error', 'Invalid invitation code', { field: 'affiliateCode' });
    if (owner.type === 0) referrerId = owner.id;
    else parentId = owner.id;
  }
  return { parentId, referrerId };
}

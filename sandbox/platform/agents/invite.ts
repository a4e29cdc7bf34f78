import { randomBytes } from 'node:crypto';
import type { AgentInvite } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { affiliateOf, claimAffiliateCode } from './repository';

/** Letters and digits that cannot be misread for one another when an invite is typed in. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newCode = () => Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');

/**
 * The agent's affiliate code and how many accounts were registered under it (by the code or by the
 * agent). A seeded agent has its code; a sub-agent registered later gets one the first time it
 * asks, so every agent can invite. A code someone holds already is drawn again.
 */
export async function agentInvite(db: Queryable, agentId: number): Promise<AgentInvite> {
  let invite = await affiliateOf(db, agentId);
  for (let attempt = 0; invite.code === null && attempt < 5; attempt++) {
    await claimAffiliateCode(db, agentId, newCode());
    invite = await affiliateOf(db, agentId);
  }
  if (invite.code === null) throw new Error('Could not draw a free affiliate code');
  return { affiliateCode: invite.code, registered: invite.registered };
}

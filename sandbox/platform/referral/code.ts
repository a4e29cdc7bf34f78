import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../core/db/database';
import { claimCode, codeOf } from './repository';

/** Letters and digits that cannot be misread for one another (as the agents' invite codes). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const newCode = () => Array.from(randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');

/**
 * The member's affiliate code, drawn the first time they ask. It shares the agents' column, so a
 * code names one account whoever holds it; a code someone holds already is drawn again.
 */
export async function memberCode(db: Queryable, accountId: number): Promise<string> {
  let code = await codeOf(db, accountId);
  for (let attempt = 0; code === null && attempt < 5; attempt++) {
    await claimCode(db, accountId, newCode());
    code = await codeOf(db, accountId);
  }
  if (code === null) throw new Error('Could not draw a free affiliate code');
  return code;
}

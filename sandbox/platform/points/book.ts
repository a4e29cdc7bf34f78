import type { Queryable } from '../../core/db/database';
import { bookAccountId, lockMemberPoints, move, type BookAccount, type Movement } from './repository';
import { idempotencyConflict, pointsInsufficient } from './faults';

/**
 * The points book's door for the handlers: a movement between a member and one of the book's own
 * accounts (or two of those), under its key, with the database's refusals turned into answers.
 * Earning is not here: the rounds' trigger (migration 023) moves those points itself.
 */

/** Whose points move: a member's (by account id), or one of the book's own accounts. */
export type Holder = { readonly member: number } | BookAccount;

const CHECK_VIOLATION = '23514';
/** points_move's refusal of a key reused for other content (migration 023). */
const KEY_CONFLICT = 'CRP09';

const accountOf = async (tx: Queryable, holder: Holder) =>
  typeof holder === 'object' ? (await lockMemberPoints(tx, holder.member)).id : bookAccountId(tx, holder);

export interface PointsMovement extends Omit<Movement, 'fromAccount' | 'toAccount'> {
  readonly from: Holder;
  readonly to: Holder;
}

/**
 * Moves points inside `tx`. The member's account is locked first, as every points movement does.
 * Callers judge the balance under that lock first and answer with the figures; the database's
 * check is the last word.
 */
export async function movePoints(tx: Queryable, movement: PointsMovement): Promise<void> {
  const { from, to, ...rest } = movement;
  const member = [from, to].find((h) => typeof h === 'object');
  const memberAccount = member ? await accountOf(tx, member) : undefined;
  const fromAccount = from === member ? memberAccount! : await accountOf(tx, from);
  const toAccount = to === member ? memberAccount! : await accountOf(tx, to);
  try {
    await move(tx, { ...rest, fromAccount, toAccount });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === KEY_CONFLICT) throw idempotencyConflict();
    // Only a race past the caller's own check gets here: the figures it read no longer hold.
    if (code === CHECK_VIOLATION) throw pointsInsufficient(undefined, movement.points);
    throw error;
  }
}

import type { Queryable } from '../../core/db/database';
import type { Round, RoundKind } from './repository';

/**
 * Rounds that wait on events rather than on the player (a sportsbook bet open until its matches
 * end). Their bets outlive the page and the process, so this table is their book: the game asks
 * it which bets are due, and what a player holds.
 */

/**
 * Open rounds of `kind` whose `settlesAt` (epoch ms, kept in the bet's details under the kind) has
 * passed, oldest first, a batch at a time: a match that ends with thousands of bets on it is
 * settled in batches rather than read whole into memory.
 */
export const dueRoundsOfKind = (db: Queryable, kind: RoundKind, now: number, limit = 500) =>
  db.query<Round>(
    `select * from game_rounds where kind = $1 and status = 'open'
       and (outcome -> $1 ->> 'settlesAt')::bigint <= $2 order by id limit $3`,
    [kind, now, limit],
  );

/**
 * A member's latest rounds of `kind`, newest first: every launch's, as a bet placed from an earlier
 * visit is still the player's to follow until it settles.
 */
export const accountRoundsOfKind = (db: Queryable, accountId: number, kind: RoundKind, limit = 20) =>
  db.query<Round & { created_at: Date }>(
    'select * from game_rounds where account_id = $1 and kind = $2 order by id desc limit $3',
    [accountId, kind, limit],
  );

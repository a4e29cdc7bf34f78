import type { Queryable } from '../db/database';
import { validStake } from './repository';

/**
 * What a member validly staked since `since`, in minor units: every bet their main wallet paid
 * since then, less the stakes of rounds that were refunded (a round that never finished is no
 * bet). Bonus turnover is measured with it.
 */
export const validStakeSince = (db: Queryable, accountId: number, since: Date): Promise<number> =>
  validStake(db, accountId, since);

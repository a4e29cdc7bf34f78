import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The catalogue's SQL: the rewards, their stock, and the seed's catalogue put back. */

/** A reward as the seed writes it: names and descriptions per platform language code. */
export interface RewardSeed {
  id: number;
  name: { ES: string; EN: string };
  description: { ES: string; EN: string };
  /** What its artwork shows (sandbox/vendor/art/reward-art.ts). */
  category: 'voucher' | 'merch' | 'gadget' | 'experience';
  points: number;
  stock: number;
  maxPerRedeem: number;
}

export interface RewardRow {
  id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  category: RewardSeed['category'];
  points: number;
  stock: number;
  max_per_redeem: number;
}

const COLUMNS = 'id, name, description, category, points, stock, max_per_redeem';

/**
 * Writes the catalogue as given, stock included, in the given order: the seed's first write, and
 * the reset's (the operator restocks). Rewards redeemed before keep their rows, so no redeem loses
 * its reward.
 */
export async function putRewards(tx: Queryable, rewards: readonly RewardSeed[]) {
  for (const [sort, r] of rewards.entries()) {
    await tx.query(
      `insert into points_rewards (${COLUMNS}, sort) values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do update set name = excluded.name, description = excluded.description,
         category = excluded.category, points = excluded.points, stock = excluded.stock,
         max_per_redeem = excluded.max_per_redeem, sort = excluded.sort`,
      [
        r.id,
        JSON.stringify(r.name),
        JSON.stringify(r.description),
        r.category,
        r.points,
        r.stock,
        r.maxPerRedeem,
        sort,
      ],
    );
  }
}

export const rewardsPage = (db: Queryable, limit: number, offset: number) =>
  db.query<RewardRow>(`select ${COLUMNS} from points_rewards order by sort, id limit $1 offset $2`, [
    limit,
    offset,
  ]);

export const countRewards = async (db: Queryable) =>
  (await one<{ n: number }>(db, 'select count(*)::int as n from points_rewards'))!.n;

export const findReward = (db: Queryable, id: number) =>
  one<RewardRow>(db, `select ${COLUMNS} from points_rewards where id = $1`, [id]);

/**
 * Takes `quantity` from the stock, or nothing when less is left: one statement, so two redeems of
 * the last one cannot both have it (the second reads the first's row once it commits).
 */
export const takeStock = (tx: Queryable, id: number, quantity: number) =>
  one<RewardRow>(
    tx,
    `update points_rewards set stock = stock - $2 where id = $1 and stock >= $2 returning ${COLUMNS}`,
    [id, quantity],
  );

/** Puts a rejected redeem's rewards back into stock. */
export async function restock(tx: Queryable, id: number, quantity: number) {
  await tx.query('update points_rewards set stock = stock + $2 where id = $1', [id, quantity]);
}

export const setStock = (db: Queryable, id: number, stock: number) =>
  one<RewardRow>(db, `update points_rewards set stock = $2 where id = $1 returning ${COLUMNS}`, [id, stock]);

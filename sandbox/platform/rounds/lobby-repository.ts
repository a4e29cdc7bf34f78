import type { Queryable } from '../../core/db/database';

/** What the lobby shows of everyone's rounds: the biggest wins, and how much each lottery is played. */

/** The biggest settled wins since `since`, in one category or all. */
export const biggestWins = (db: Queryable, since: Date, limit: number, category: string) =>
  db.query<{
    username: string;
    name_en: string;
    name_es: string;
    vendor: string;
    payout: number;
    settled_at: Date;
  }>(
    `select a.username, coalesce(g.name_en, r.game_name) as name_en, coalesce(g.name_es, r.game_name) as name_es, r.vendor, r.payout, r.settled_at
       from game_rounds r join accounts a on a.id = r.account_id left join games g on g.node_id = r.node_id
      where r.status = 'settled' and r.payout > 0 and r.settled_at > $1 ${category === 'ALL' ? '' : 'and g.category = $3'}
      order by r.payout desc, r.settled_at desc limit $2`,
    category === 'ALL' ? [since, limit] : [since, limit, category],
  );

/** Rounds played per lottery game. */
export const lotteryRoundCounts = (db: Queryable) =>
  db.query<{ code: string; n: number }>(
    "select coalesce(lotto_game_code, '') as code, count(*)::int as n from game_rounds where lotto_game_code is not null group by 1",
  );

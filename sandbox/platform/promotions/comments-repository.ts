import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

/** The activity comments' SQL (migration 025). */

export interface CommentRow {
  id: number;
  account_id: number;
  username: string;
  content: string;
  created_at: Date;
}

const COMMENT = 'c.id, c.account_id, a.username, c.content, c.created_at';

export const commentsPage = (db: Queryable, promotionId: number, limit: number, offset: number) =>
  db.query<CommentRow>(
    `select ${COMMENT} from promotion_comments c join accounts a on a.id = c.account_id
     where c.promotion_id = $1 order by c.id desc limit $2 offset $3`,
    [promotionId, limit, offset],
  );

export const countComments = async (db: Queryable, promotionId: number) =>
  (await one<{ n: number }>(db, 'select count(*)::int as n from promotion_comments where promotion_id = $1', [
    promotionId,
  ]))!.n;

/** When the member's comments since `since` were posted, oldest first, at most `limit` of them. */
export const recentCommentTimes = (db: Queryable, accountId: number, since: Date, limit: number) =>
  db.query<{ created_at: Date }>(
    `select created_at from promotion_comments where account_id = $1 and created_at > $2
     order by created_at limit $3`,
    [accountId, since, limit],
  );

export const insertComment = async (
  db: Queryable,
  row: { promotionId: number; accountId: number; content: string; at: Date },
) =>
  (await one<CommentRow>(
    db,
    `with added as (
       insert into promotion_comments (promotion_id, account_id, content, created_at) values ($1, $2, $3, $4)
       returning *)
     select ${COMMENT} from added c join accounts a on a.id = c.account_id`,
    [row.promotionId, row.accountId, row.content, row.at],
  ))!;

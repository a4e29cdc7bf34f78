import type { HandlerTable } from '../http/handler';
import { one } from '../db/database';
import { localized } from '../http/language';

interface NoticeRow {
  id: number;
  type: string;
  title: Record<string, string>;
  content: Record<string, string>;
  created_at: Date;
}

export const messageHandlers: HandlerTable = {
  async announcements({ types = 'B', language, pageNo = 1, pageSize = 9 }, ctx) {
    const lang = language ?? ctx.language;
    const wanted = types.split(',');
    const { db } = ctx.sandbox;
    const total = await one<{ n: number }>(
      db,
      'select count(*)::int as n from notices where type = any($1)',
      [wanted],
    );
    const rows = await db.query<NoticeRow>(
      'select * from notices where type = any($1) order by created_at desc, id desc limit $2 offset $3',
      [wanted, pageSize, (pageNo - 1) * pageSize],
    );
    const totalCount = total?.n ?? 0;
    return {
      list: rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: localized(r.title, lang),
        content: localized(r.content, lang),
        timestamp: new Date(r.created_at).getTime(),
      })),
      pageNo,
      pageSize,
      totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
      totalCount,
    };
  },
};

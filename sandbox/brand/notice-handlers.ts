import type { HandlerTable } from '../http/handler';
import { localized } from '../http/language';
import { countNotices, noticePage } from './repository';

export const noticeHandlers: HandlerTable = {
  async announcements({ types = 'B', language, pageNo = 1, pageSize = 9 }, ctx) {
    const lang = language ?? ctx.language;
    const wanted = types.split(',');
    const { db } = ctx.sandbox;
    const totalCount = await countNotices(db, wanted);
    const rows = await noticePage(db, wanted, pageSize, (pageNo - 1) * pageSize);
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

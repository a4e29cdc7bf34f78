import type { HandlerTable } from '../../core/http/handler';
import { localized } from '../../core/http/language';
import { ANNOUNCEMENT_GROUPS, type Announcements } from '@sdk/contract/entities/notice';
import { platformDateTime } from '@sdk/shared-rules/date-range';
import { noticesOf } from './repository';

const isKnownType = (type: string): type is keyof typeof ANNOUNCEMENT_GROUPS => type in ANNOUNCEMENT_GROUPS;

export const noticeHandlers: HandlerTable = {
  /**
   * Every announcement of the asked types, filed under its group as the platform answers (no
   * paging: the page shows them all). `execution` and `groupName` are taken and not applied: the
   * sandbox's notices carry neither.
   */
  async announcements({ types = 'B', language }, ctx) {
    const lang = language ?? ctx.language;
    const groups: Announcements = { banners: [], player: [], popup: [], promotion: [], hot: [] };
    const wanted = types.split(',').filter(isKnownType);
    for (const r of await noticesOf(ctx.sandbox.db, wanted)) {
      const createdAt = new Date(r.created_at).getTime();
      groups[ANNOUNCEMENT_GROUPS[r.type as keyof typeof ANNOUNCEMENT_GROUPS]].push({
        id: r.id,
        type: r.type,
        title: localized(r.title, lang),
        content: localized(r.content, lang),
        startDateStr: platformDateTime(createdAt),
        timestamp: createdAt,
      });
    }
    return groups;
  },
};

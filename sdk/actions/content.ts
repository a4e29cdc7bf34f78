import { helpCenter } from '../contract/endpoints/system';
import { announcements } from '../contract/endpoints/announcements';
import { ANNOUNCEMENT_TYPES, NOTICES_PER_PAGE } from '../contract/entities/notice';
import type { HelpArticle } from '../contract/entities';
import type { Core } from './core';

/** Editorial content of the brand. */
export function contentActions({ client, state }: Core) {
  return {
    /**
     * Help-centre articles in the current language (HTML still to be sanitized).
     *
     * @example
     * const articles = await croupier.content.helpArticles();
     * const titles = articles.map((article) => article.title); // sanitize `content` before rendering it
     */
    async helpArticles(): Promise<HelpArticle[]> {
      return (await client.call(helpCenter, {})).list;
    },
    /**
     * SPEC §2: notices of every type, nine a page, on platform W (HTML still to be sanitized).
     *
     * @example
     * const { list, totalPages } = await croupier.content.notices(1);
     */
    notices: (pageNo: number) =>
      client.call(announcements, {
        types: ANNOUNCEMENT_TYPES,
        platform: 'W',
        language: state.language.value,
        pageNo,
        pageSize: NOTICES_PER_PAGE,
      }),
  };
}

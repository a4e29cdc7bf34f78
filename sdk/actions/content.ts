import { helpCenter } from '../contract/endpoints/system';
import { announcements } from '../contract/endpoints/announcements';
import { ANNOUNCEMENT_TYPES, NOTICES_PER_PAGE } from '../contract/entities/notice';
import type { HelpArticle, NoticePage } from '../contract/entities';
import { noticePage } from '../rules/notices';
import type { Core } from './core';
import type { LazyActions } from './lazy-actions';

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
    helpArticles: async (): Promise<HelpArticle[]> => (await client.call(helpCenter, {})).list,
    /**
     * SPEC §2: notices of every type, nine a page, on platform W (HTML still to be sanitized). The
     * platform answers them all, grouped by type; the page is cut here.
     *
     * @example
     * const { list, totalPages } = await croupier.content.notices(1);
     */
    notices: async (pageNo: number): Promise<NoticePage> =>
      noticePage(
        await client.call(announcements, {
          types: ANNOUNCEMENT_TYPES,
          platform: 'W',
          execution: 'B',
          language: state.language.value,
        }),
        pageNo,
        NOTICES_PER_PAGE,
      ),
  };
}

/**
 * `croupier.content`: help articles and the notices, loading their module on first use.
 *
 * @example
 * const { list, totalPages } = await croupier.content.notices(1);
 */
export interface ContentActions extends LazyActions<ReturnType<typeof contentActions>> {}

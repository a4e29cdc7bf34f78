import { helpCenter } from '../contract/endpoints/system';
import type { HelpArticle } from '../contract/entities';
import type { Core } from './core';

/** Editorial content of the brand. */
export function contentActions({ client }: Core) {
  return {
    /** Help-centre articles in the current language (HTML still to be sanitized). */
    async helpArticles(): Promise<HelpArticle[]> {
      return (await client.call(helpCenter, {})).list;
    },
  };
}

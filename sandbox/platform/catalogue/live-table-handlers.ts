import { Value } from '@sinclair/typebox/value';
import { LiveTable } from '@sdk/contract';
import type { HandlerTable } from '../../core/http/handler';

interface Feed {
  value?: { list?: unknown };
}

/**
 * The live tables of a lobby's tiles, read from the game vendor's lobby feed as an operator's
 * platform reads its live vendors'. What the vendor says is checked at this border (a table the
 * contract cannot describe is left out), and a vendor that does not answer leaves the tiles
 * without live details rather than failing the lobby.
 */
export const liveTableHandlers: HandlerTable = {
  async liveTables({ nodeIds }, ctx) {
    const feed = (await ctx.sandbox.readVendorFeed(
      `/play/api/lobby/tables?nodes=${encodeURIComponent(nodeIds)}`,
    )) as Feed | undefined;
    const list = Array.isArray(feed?.value?.list) ? feed.value.list : [];
    return { list: list.filter((table) => Value.Check(LiveTable, table)) };
  },
};

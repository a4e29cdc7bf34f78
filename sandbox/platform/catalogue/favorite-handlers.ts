import type { HandlerTable } from '../../core/http/handler';
import { memberOf } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { toGame } from './game-list';
import {
  addFavorite,
  countFavorites,
  favoriteIds,
  favoritePage,
  gameExists,
  removeFavorite,
} from './repository';

export const favoriteHandlers: HandlerTable = {
  async favoriteGames(_input, ctx) {
    const rows = await favoriteIds(ctx.sandbox.db, memberOf(ctx).accountId);
    return rows.map((r) => r.node_id);
  },

  async favoriteGamesList({ pageNo = 1, pageSize = 20, language }, ctx) {
    const { db } = ctx.sandbox;
    const account = memberOf(ctx).accountId;
    const count = await countFavorites(db, account);
    const rows = await favoritePage(db, account, pageSize, (pageNo - 1) * pageSize);
    return {
      content: rows.map((r) => toGame(r, language ?? ctx.language)),
      pageNum: pageNo,
      totalPages: Math.ceil(count / pageSize),
    };
  },

  async addFavoriteGame({ nodeId, vendor, gameType }, ctx) {
    const { db } = ctx.sandbox;
    // The three name one game: a vendor or type that is not the game's is no game at all.
    if (!(await gameExists(db, nodeId, { vendor, gameType }))) throw notFound(`No game ${nodeId}`);
    await addFavorite(db, memberOf(ctx).accountId, nodeId, ctx.sandbox.now());
    return null;
  },

  async removeFavoriteGame({ nodeId }, ctx) {
    await removeFavorite(ctx.sandbox.db, memberOf(ctx).accountId, nodeId);
    return null;
  },
};

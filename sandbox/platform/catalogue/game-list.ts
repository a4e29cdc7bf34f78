import type { Game, GameListQuery, GamePage } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { toAmount } from '../ledger';
import { gamePage, type GameRow } from './repository';

export const gameName = (row: Pick<GameRow, 'name_en' | 'name_es'>, language: string) =>
  language === 'ES' ? row.name_es : row.name_en;

/** A row as the platform sends a game; artwork paths are relative to the brand's image CDN. */
export function toGame(row: GameRow, language: string): Game {
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    gameName: gameName(row, language),
    showIcon: `games/${row.node_id}`,
    defaultIcon: 'games/default',
    vassalage: row.vendor,
    gameType: row.game_type,
    gameCategory: row.category,
    supportPlay: row.support_play,
    freeplay: row.support_play ? 1 : 0,
    isHot: row.is_hot,
    isNew: row.is_new,
    minBet: toAmount(row.min_bet),
    lineNum: row.line_num,
  };
}

/** SPEC §3 game list: every filter, name search in the request's language, pages. */
export async function listGames(db: Queryable, query: GameListQuery, language: string): Promise<GamePage> {
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  const { rows, totalCount } = await gamePage(db, query, language, { pageNo, pageSize });
  return {
    games: rows.map((r) => toGame(r, language)),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

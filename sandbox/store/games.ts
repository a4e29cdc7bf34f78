import type { Game, GameListQuery, GamePage } from '../../sdk/contract';
import type { Queryable } from '../db/database';
import { one } from '../db/database';
import { toAmount } from '../ledger/ledger';

export interface GameRow {
  node_id: number;
  game_id: string;
  vendor: string;
  name_en: string;
  name_es: string;
  category: Game['gameCategory'];
  game_type: string;
  is_hot: boolean;
  is_new: boolean;
  min_bet: number;
  line_num: number;
  support_play: boolean;
}

/** Game names are kept in English and Spanish; every other language reads the English one. */
export const nameColumn = (language: string) => (language === 'ES' ? 'name_es' : 'name_en');
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
    isHot: row.is_hot,
    isNew: row.is_new,
    minBet: toAmount(row.min_bet),
    lineNum: row.line_num,
  };
}

/** Escapes LIKE wildcards so a search for "100%" means those characters. */
const likeText = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SPEC §3 game list: every filter, name search in the request's language, pages. */
export async function listGames(db: Queryable, query: GameListQuery, language: string): Promise<GamePage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.vassalage) add('vendor = ?', query.vassalage);
  if (query.gameClassify) add('category = ?', query.gameClassify);
  if (query.gameType) add('game_type = ?', query.gameType);
  if (query.minBet !== undefined) add('min_bet >= ?', Math.round(query.minBet * 100));
  if (query.minLineNum !== undefined) add('line_num >= ?', query.minLineNum);
  if (query.isNew) where.push('is_new');
  if (query.gameName?.trim())
    add(`lower(${nameColumn(language)}) like ? escape '\\'`, likeText(query.gameName));
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const pageSize = query.pageSize ?? 20;
  const pageNo = query.pageNo ?? 1;
  // One pass gives the page and the total; a page past the end has no row to carry it, so count.
  const rows = await db.query<GameRow & { total: number }>(
    `select *, count(*) over ()::int as total from games ${filter}
     order by sort, node_id limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
    params,
  );
  const totalCount =
    rows[0]?.total ??
    (pageNo > 1
      ? ((await one<{ n: number }>(db, `select count(*)::int as n from games ${filter}`, params))?.n ?? 0)
      : 0);
  return {
    games: rows.map((r) => toGame(r, language)),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

export const findGame = (db: Queryable, nodeId: number) =>
  one<GameRow>(db, 'select * from games where node_id = $1', [nodeId]);
export const findGameById = (db: Queryable, vendor: string, gameId: string) =>
  one<GameRow>(db, 'select * from games where vendor = $1 and game_id = $2', [vendor, gameId]);

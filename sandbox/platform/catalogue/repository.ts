import type { Game, GameCategory, GameListQuery } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { one } from '../../core/db/database';

export interface VendorRow {
  code: string;
  display_name: string;
  category: GameCategory;
  account_type_id: number;
  account_type_name: string;
  is_hot: number;
  is_game: string;
  maintenance_start: Date | null;
  maintenance_end: Date | null;
}

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

export interface LotteryRow {
  vendor: string;
  display_name: string;
  game_id: string;
  name_en: string;
  name_es: string;
  sort: number;
}

export const vendors = (db: Queryable) => db.query<VendorRow>('select * from vendors order by sort');

/** One vendor's code and name, as its logo shows them. */
export const findVendor = (db: Queryable, code: string) =>
  one<Pick<VendorRow, 'code' | 'display_name'>>(
    db,
    'select code, display_name from vendors where code = $1',
    [code],
  );

export const vendorMaintenance = (db: Queryable, code: string) =>
  one<Pick<VendorRow, 'maintenance_start' | 'maintenance_end'>>(
    db,
    'select maintenance_start, maintenance_end from vendors where code = $1',
    [code],
  );

/** Game names are kept in English and Spanish; every other language reads the English one. */
const nameColumn = (language: string) => (language === 'ES' ? 'name_es' : 'name_en');

/** Escapes LIKE wildcards so a search for "100%" means those characters. */
const likeText = (text: string) =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SPEC §3 game list: every filter, name search in `language`, one page and the total. */
export async function gamePage(
  db: Queryable,
  query: GameListQuery,
  language: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: GameRow[]; totalCount: number }> {
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
  if (query.gameId) add('game_id = ?', query.gameId);
  if (query.gameName?.trim())
    add(`lower(${nameColumn(language)}) like ? escape '\\'`, likeText(query.gameName));
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const { pageNo, pageSize } = page;
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
  return { rows, totalCount };
}

export const findGame = (db: Queryable, nodeId: number) =>
  one<GameRow>(db, 'select * from games where node_id = $1', [nodeId]);
export const findGameById = (db: Queryable, vendor: string, gameId: string) =>
  one<GameRow>(db, 'select * from games where vendor = $1 and game_id = $2', [vendor, gameId]);
/** A game by its id alone, as the free demo names it (the first by node, should two vendors share one). */
export const findGameByAnyVendor = (db: Queryable, gameId: string) =>
  one<GameRow>(db, 'select * from games where game_id = $1 order by node_id limit 1', [gameId]);
export const findLotteryGame = (db: Queryable, gameCode: string) =>
  one<GameRow>(db, "select * from games where game_id = $1 and category in ('LOTT', 'ELOTT')", [gameCode]);
/** The lottery a lobby view opens at: the catalogue's first, of one lane when the prize mode names it. */
export const firstLotteryGame = (db: Queryable, category?: 'LOTT' | 'ELOTT') =>
  one<GameRow>(
    db,
    "select * from games where category in ('LOTT', 'ELOTT') and ($1::text is null or category = $1) order by sort, node_id limit 1",
    [category ?? null],
  );
/** A PvP room's seats: how many are taken, of how many. */
export const findRoom = (db: Queryable, roomId: string) =>
  one<{ players: number; max_players: number }>(
    db,
    'select players, max_players from pvp_rooms where room_id = $1',
    [roomId],
  );
/** The game a PvP room seats its players at: the vendor's first. */
export const findRoomGame = (db: Queryable, roomId: string) =>
  one<GameRow>(
    db,
    'select g.* from pvp_rooms r join games g on g.vendor = r.vendor where r.room_id = $1 order by g.sort limit 1',
    [roomId],
  );
/** The live tables among `nodeIds` (games a live vendor deals at a shared table), for a lobby feed. */
export const tableGames = (db: Queryable, nodeIds: readonly number[]) =>
  db.query<Pick<GameRow, 'node_id' | 'min_bet'>>(
    "select node_id, min_bet from games where node_id = any($1::int8[]) and game_type = 'BACCARAT' order by node_id",
    [nodeIds],
  );
/** Whether the game exists (and, when given, is of that vendor and game type). */
export const gameExists = async (db: Queryable, nodeId: number, of?: { vendor: string; gameType: string }) =>
  (
    await db.query(
      `select 1 from games where node_id = $1 ${of ? 'and vendor = $2 and game_type = $3' : ''}`,
      of ? [nodeId, of.vendor, of.gameType] : [nodeId],
    )
  ).length > 0;

export const hotGames = (db: Queryable, vendor: string | undefined) =>
  db.query<GameRow>(
    `select * from games where is_hot ${vendor ? 'and vendor = $1' : ''} order by sort, node_id limit 24`,
    vendor ? [vendor] : [],
  );

export const vendorGameTypes = (db: Queryable, vendor: string) =>
  db.query<{ game_type: string; count: number }>(
    'select game_type, count(*)::int as count from games where vendor = $1 group by game_type order by count desc',
    [vendor],
  );

/** The member's last twenty games, most recently launched first. */
export const recentGames = (db: Queryable, accountId: number) =>
  db.query<GameRow>(
    `select g.* from games g join (
       select node_id, max(created_at) as last from game_launches where account_id = $1 and node_id is not null group by node_id
     ) r on r.node_id = g.node_id order by r.last desc limit 20`,
    [accountId],
  );

export const pvpRooms = (db: Queryable, vendor: string | undefined) =>
  db.query<{
    room_id: string;
    vendor: string;
    room_name: string;
    min_bet: number;
    players: number;
    max_players: number;
  }>(
    `select * from pvp_rooms ${vendor ? 'where vendor = $1' : ''} order by vendor, min_bet`,
    vendor ? [vendor] : [],
  );

export const favoriteIds = (db: Queryable, accountId: number) =>
  db.query<{ node_id: number }>(
    'select node_id from favorites where account_id = $1 order by created_at desc',
    [accountId],
  );

export const countFavorites = async (db: Queryable, accountId: number) =>
  (
    await db.query<{ n: number }>('select count(*)::int as n from favorites where account_id = $1', [
      accountId,
    ])
  )[0]?.n ?? 0;

export const favoritePage = (db: Queryable, accountId: number, limit: number, offset: number) =>
  db.query<GameRow>(
    `select g.* from favorites f join games g on g.node_id = f.node_id where f.account_id = $1
      order by f.created_at desc, g.node_id limit $2 offset $3`,
    [accountId, limit, offset],
  );

/** Adds a game the member had not marked yet; false when nothing was added. */
export const addFavorite = async (db: Queryable, accountId: number, nodeId: number, now: Date) =>
  (
    await db.query(
      `insert into favorites (account_id, node_id, created_at) select $1, node_id, $3 from games where node_id = $2
       on conflict do nothing returning node_id`,
      [accountId, nodeId, now],
    )
  ).length > 0;

export async function removeFavorite(db: Queryable, accountId: number, nodeId: number) {
  await db.query('delete from favorites where account_id = $1 and node_id = $2', [accountId, nodeId]);
}

export const lotteryGameRows = (db: Queryable) =>
  db.query<LotteryRow>(
    `select g.vendor, v.display_name, g.game_id, g.name_en, g.name_es, g.sort
       from games g join vendors v on v.code = g.vendor
      where g.category in ('LOTT', 'ELOTT') order by v.sort, g.sort`,
  );

/** Every lottery game with the time of its latest draw. */
export const lastDraws = (db: Queryable) =>
  db.query<{ game_id: string; sort: number; last: Date | null }>(
    `select g.game_id, g.sort, max(d.drawn_at) as last from games g left join lottery_draws d on d.game_code = g.game_id
      where g.category in ('LOTT', 'ELOTT') group by g.game_id, g.sort`,
  );

export async function insertDraw(
  db: Queryable,
  draw: { gameCode: string; drawNo: string; numbers: string[]; drawnAt: Date },
) {
  await db.query(
    'insert into lottery_draws (game_code, draw_no, numbers, drawn_at) values ($1, $2, $3, $4) on conflict do nothing',
    [draw.gameCode, draw.drawNo, draw.numbers, draw.drawnAt],
  );
}

export const latestDraws = (db: Queryable, gameCodes: string[]) =>
  db.query<{ game_code: string; draw_no: string; numbers: string[]; drawn_at: Date }>(
    `select distinct on (game_code) game_code, draw_no, numbers, drawn_at from lottery_draws
      where game_code = any($1) order by game_code, drawn_at desc`,
    [gameCodes],
  );

/** How often each number came up in the last 5,000 numbers drawn for these games. */
export const numberCounts = (db: Queryable, gameCodes: string[]) =>
  db.query<{ number: string; n: number }>(
    `select number, count(*)::int as n from (
       select unnest(numbers) as number from lottery_draws where game_code = any($1) order by drawn_at desc limit 5000
     ) d group by number`,
    [gameCodes],
  );

/** The lotteries the member launched last, most recent first. */
export const recentLotteryCodes = (db: Queryable, accountId: number) =>
  db.query<{ lotto_game_code: string }>(
    `select lotto_game_code from game_launches where account_id = $1 and lotto_game_code is not null
      group by lotto_game_code order by max(created_at) desc limit 10`,
    [accountId],
  );

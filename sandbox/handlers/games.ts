import type { HandlerTable } from '../http/handler';
import { memberOf } from '../context';
import { notFound } from '../http/fault';
import { localized } from '../http/language';
import { toAmount } from '../ledger/ledger';
import { listGames, toGame, type GameRow } from '../store/games';

const GAME_TYPE_LABELS: Record<string, Record<string, string>> = {
  SLOT: { ES: 'Tragamonedas', EN: 'Slots' },
  JACKPOT: { ES: 'Jackpots', EN: 'Jackpots' },
  CRASH: { ES: 'Crash', EN: 'Crash' },
  BACCARAT: { ES: 'Baccarat', EN: 'Baccarat' },
  ROULETTE: { ES: 'Ruleta', EN: 'Roulette' },
  BLACKJACK: { ES: 'Blackjack', EN: 'Blackjack' },
  SICBO: { ES: 'Sic Bo', EN: 'Sic Bo' },
  DRAGONTIGER: { ES: 'Dragón Tigre', EN: 'Dragon Tiger' },
};

/** Masks an account for public lists: 'demomember' → 'de***r'. */
export const maskAccount = (account: string) =>
  account.length <= 3 ? `${account[0]}***` : `${account.slice(0, 2)}***${account.slice(-1)}`;

export const gameHandlers: HandlerTable = {
  gameList: async (query, ctx) => listGames(ctx.sandbox.db, query, query.language ?? ctx.language),

  async hotGames({ vassalage, language }, ctx) {
    const lang = language ?? ctx.language;
    const rows = await ctx.sandbox.db.query<GameRow>(
      `select * from games where is_hot ${vassalage ? 'and vendor = $1' : ''} order by sort, node_id limit 24`,
      vassalage ? [vassalage] : [],
    );
    return { list: rows.map((r) => toGame(r, lang)) };
  },

  async vendorGameTypes({ vassalage, language }, ctx) {
    const rows = await ctx.sandbox.db.query<{ game_type: string; count: number }>(
      'select game_type, count(*)::int as count from games where vendor = $1 group by game_type order by count desc',
      [vassalage],
    );
    if (rows.length === 0) throw notFound(`No vendor ${vassalage}`);
    const lang = language ?? ctx.language;
    return {
      list: rows.map((r) => ({
        gameType: r.game_type,
        labelName: localized(GAME_TYPE_LABELS[r.game_type] ?? { EN: r.game_type }, lang),
        count: r.count,
      })),
    };
  },

  async favoriteGames(_input, ctx) {
    const rows = await ctx.sandbox.db.query<{ node_id: number }>(
      'select node_id from favorites where account_id = $1 order by created_at desc',
      [memberOf(ctx).accountId],
    );
    return { list: rows.map((r) => r.node_id) };
  },

  async favoriteGamesList({ pageNo = 1, pageSize = 20, language }, ctx) {
    const { db } = ctx.sandbox;
    const account = memberOf(ctx).accountId;
    const [count] = await db.query<{ n: number }>(
      'select count(*)::int as n from favorites where account_id = $1',
      [account],
    );
    const rows = await db.query<GameRow>(
      `select g.* from favorites f join games g on g.node_id = f.node_id where f.account_id = $1
        order by f.created_at desc, g.node_id limit $2 offset $3`,
      [account, pageSize, (pageNo - 1) * pageSize],
    );
    return {
      content: rows.map((r) => toGame(r, language ?? ctx.language)),
      pageNum: pageNo,
      totalPages: Math.ceil((count?.n ?? 0) / pageSize),
    };
  },

  async addFavoriteGame({ nodeId }, ctx) {
    const rows = await ctx.sandbox.db.query(
      `insert into favorites (account_id, node_id, created_at) select $1, node_id, $3 from games where node_id = $2
       on conflict do nothing returning node_id`,
      [memberOf(ctx).accountId, nodeId, ctx.sandbox.now()],
    );
    if (rows.length === 0) {
      const exists = await ctx.sandbox.db.query('select 1 from games where node_id = $1', [nodeId]);
      if (exists.length === 0) throw notFound(`No game ${nodeId}`);
    }
    return null;
  },

  async removeFavoriteGame({ nodeId }, ctx) {
    await ctx.sandbox.db.query('delete from favorites where account_id = $1 and node_id = $2', [
      memberOf(ctx).accountId,
      nodeId,
    ]);
    return null;
  },

  async recentGames({ language }, ctx) {
    const rows = await ctx.sandbox.db.query<GameRow>(
      `select g.* from games g join (
         select node_id, max(created_at) as last from game_launches where account_id = $1 and node_id is not null group by node_id
       ) r on r.node_id = g.node_id order by r.last desc limit 20`,
      [memberOf(ctx).accountId],
    );
    return { list: rows.map((r) => toGame(r, language ?? ctx.language)) };
  },

  async pvpRooms({ vassalage }, ctx) {
    const rows = await ctx.sandbox.db.query<{
      room_id: string;
      vendor: string;
      room_name: string;
      min_bet: number;
      players: number;
      max_players: number;
    }>(
      `select * from pvp_rooms ${vassalage ? 'where vendor = $1' : ''} order by vendor, min_bet`,
      vassalage ? [vassalage] : [],
    );
    return {
      list: rows.map((r) => ({
        roomId: r.room_id,
        roomName: r.room_name,
        vassalage: r.vendor,
        minBet: toAmount(r.min_bet),
        players: r.players,
        maxPlayers: r.max_players,
      })),
    };
  },

  /** The winners board: the biggest settled wins of the last 30 days, accounts masked. */
  async rankList({ gameCategory = 'ALL', limitNum = 20, language }, ctx) {
    const lang = language ?? ctx.language;
    const { db } = ctx.sandbox;
    const since = new Date(ctx.sandbox.now().getTime() - 30 * 86_400_000);
    const rows = await db.query<{
      username: string;
      name_en: string;
      name_es: string;
      vendor: string;
      payout: number;
      settled_at: Date;
    }>(
      `select a.username, coalesce(g.name_en, r.game_name) as name_en, coalesce(g.name_es, r.game_name) as name_es, r.vendor, r.payout, r.settled_at
         from game_rounds r join accounts a on a.id = r.account_id left join games g on g.node_id = r.node_id
        where r.status = 'settled' and r.payout > 0 and r.settled_at > $1 ${gameCategory === 'ALL' ? '' : 'and g.category = $3'}
        order by r.payout desc, r.settled_at desc limit $2`,
      gameCategory === 'ALL' ? [since, limitNum] : [since, limitNum, gameCategory],
    );
    const symbol = await ctx.sandbox.settings.get('currencySymbol');
    return {
      list: rows.map((r) => ({
        vo: {
          account: maskAccount(r.username),
          gameName: lang === 'ES' ? r.name_es : r.name_en,
          vassalage: r.vendor,
          winAmount: toAmount(r.payout),
          currencySymbol: symbol,
          time: new Date(r.settled_at).getTime(),
        },
      })),
    };
  },
};

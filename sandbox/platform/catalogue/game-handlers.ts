import type { HandlerTable } from '../../core/http/handler';
import { memberOf } from '../../core/context';
import { notFound } from '../../core/http/fault';
import { localized } from '../../core/http/language';
import { toAmount } from '../ledger';
import { listGames, toGame } from './game-list';
import { biggestWins } from '../rounds';
import { hotGames, pvpRooms, recentGames, vendorGameTypes } from './repository';

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
    const rows = await hotGames(ctx.sandbox.db, vassalage);
    return { list: rows.map((r) => toGame(r, lang)) };
  },

  async vendorGameTypes({ vassalage, language }, ctx) {
    const rows = await vendorGameTypes(ctx.sandbox.db, vassalage);
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

  async recentGames({ language }, ctx) {
    const rows = await recentGames(ctx.sandbox.db, memberOf(ctx).accountId);
    return { list: rows.map((r) => toGame(r, language ?? ctx.language)) };
  },

  async pvpRooms({ vassalage }, ctx) {
    const rows = await pvpRooms(ctx.sandbox.db, vassalage);
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
    const since = new Date(ctx.sandbox.now().getTime() - 30 * 86_400_000);
    const rows = await biggestWins(ctx.sandbox.db, since, limitNum, gameCategory);
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

import type { HandlerTable } from '../../core/http/handler';
import type { RequestContext } from '../../core/context';
import { lotteryNumber } from './lottery-number';
import { catchUpDraws, lotteryGames, toMenus } from './lottery';
import { lotteryRoundCounts } from '../rounds';
import { latestDraws, numberCounts, recentLotteryCodes } from './repository';

async function openedFor(
  ctx: RequestContext,
  filter: { prizeMode?: string; vendor?: string },
  language: string,
) {
  const { db } = ctx.sandbox;
  await catchUpDraws(db, ctx.sandbox.now());
  const games = await lotteryGames(db, filter);
  const rows = await latestDraws(
    db,
    games.map((g) => g.game_id),
  );
  return rows.map((r) => {
    const game = games.find((g) => g.game_id === r.game_code)!;
    return {
      gameCode: r.game_code,
      labelName: language === 'ES' ? game.name_es : game.name_en,
      drawNo: r.draw_no,
      numbers: r.numbers,
      drawTime: new Date(r.drawn_at).getTime(),
    };
  });
}

/** How often each number 00–99 came up in the last draws of the chosen games, most frequent first. */
async function frequencies(
  ctx: RequestContext,
  filter: { prizeMode?: string; gameCode?: string },
  count: number,
) {
  const { db } = ctx.sandbox;
  await catchUpDraws(db, ctx.sandbox.now());
  const games = await lotteryGames(db, {
    prizeMode: filter.prizeMode,
    gameCodes: filter.gameCode ? [filter.gameCode] : undefined,
  });
  const rows = await numberCounts(
    db,
    games.map((g) => g.game_id),
  );
  const seen = new Map(rows.map((r) => [r.number, r.n]));
  return Array.from({ length: 100 }, (_, i) => ({
    number: lotteryNumber(i),
    count: seen.get(lotteryNumber(i)) ?? 0,
  }))
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number))
    .slice(0, count);
}

export const lotteryHandlers: HandlerTable = {
  gameMenus: async ({ prizeMode, language }, ctx) =>
    toMenus(await lotteryGames(ctx.sandbox.db, { prizeMode }), language ?? ctx.language),

  vnGameMenu: async ({ language }, ctx) =>
    toMenus(await lotteryGames(ctx.sandbox.db, { vendor: 'TCG_LOTTO_VN' }), language ?? ctx.language),

  async vnGameMenuRecent({ language }, ctx) {
    if (!ctx.member) return [];
    const codes = await recentLotteryCodes(ctx.sandbox.db, ctx.member.accountId);
    return toMenus(
      await lotteryGames(ctx.sandbox.db, {
        vendor: 'TCG_LOTTO_VN',
        gameCodes: codes.map((c) => c.lotto_game_code),
      }),
      language ?? ctx.language,
    );
  },

  async popularGames({ language }, ctx) {
    const lang = language ?? ctx.language;
    const games = await lotteryGames(ctx.sandbox.db);
    const counts = await lotteryRoundCounts(ctx.sandbox.db);
    const played = new Map(counts.map((c) => [c.code, c.n]));
    return games
      .map((g, i) => ({
        gameCode: g.game_id,
        labelName: lang === 'ES' ? g.name_es : g.name_en,
        prizeMode: toMenus([g], lang)[0]!.prizeMode,
        // Rounds played here, on top of a stable base so the list is never empty on a fresh sandbox.
        players: (played.get(g.game_id) ?? 0) + 120 + ((i * 37) % 90),
      }))
      .sort((a, b) => b.players - a.players)
      .slice(0, 8);
  },

  openedNumbers: async ({ prizeMode, language }, ctx) =>
    openedFor(ctx, { prizeMode }, language ?? ctx.language),
  vnOpenedNumbers: async ({ language }, ctx) =>
    openedFor(ctx, { vendor: 'TCG_LOTTO_VN' }, language ?? ctx.language),
  popularNumbers: async ({ prizeMode, gameCode, count }, ctx) =>
    frequencies(ctx, { prizeMode, gameCode }, count ?? 20),
  numbers: async ({ prizeMode, gameCode, count }, ctx) =>
    frequencies(ctx, { prizeMode, gameCode }, count ?? 100),
};

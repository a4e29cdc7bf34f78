import type { HandlerTable } from '../http/handler';
import type { RequestContext } from '../context';
import { catchUpDraws, lotteryGames, toMenus } from '../store/lottery';
import { lotteryNumber } from '../seed/play-history';

async function openedFor(
  ctx: RequestContext,
  filter: { prizeMode?: string; vendor?: string },
  language: string,
) {
  const { db } = ctx.sandbox;
  await catchUpDraws(db, ctx.sandbox.now());
  const games = await lotteryGames(db, filter);
  const rows = await db.query<{ game_code: string; draw_no: string; numbers: string[]; drawn_at: Date }>(
    `select distinct on (game_code) game_code, draw_no, numbers, drawn_at from lottery_draws
      where game_code = any($1) order by game_code, drawn_at desc`,
    [games.map((g) => g.game_id)],
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
  const rows = await db.query<{ number: string; n: number }>(
    `select number, count(*)::int as n from (
       select unnest(numbers) as number from lottery_draws where game_code = any($1) order by drawn_at desc limit 5000
     ) d group by number`,
    [games.map((g) => g.game_id)],
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
  vnGameMenu: async ({ language }, ctx) =>
    toMenus(await lotteryGames(ctx.sandbox.db, { vendor: 'TCG_LOTTO_VN' }), language ?? ctx.language),

  async vnGameMenuRecent({ language }, ctx) {
    if (!ctx.member) return [];
    const codes = await ctx.sandbox.db.query<{ lotto_game_code: string }>(
      `select lotto_game_code from game_launches where account_id = $1 and lotto_game_code is not null
        group by lotto_game_code order by max(created_at) desc limit 10`,
      [ctx.member.accountId],
    );
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
    const counts = await ctx.sandbox.db.query<{ code: string; n: number }>(
      "select coalesce(lotto_game_code, '') as code, count(*)::int as n from game_rounds where lotto_game_code is not null group by 1",
    );
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

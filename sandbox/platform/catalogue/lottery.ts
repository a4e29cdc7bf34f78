import type { LotteryMenu } from '@sdk/contract';
import type { Queryable } from '../../core/db/database';
import { drawFromSeed } from './lottery-math';
import { insertDraw, lastDraws, lotteryGameRows, type LotteryRow } from './repository';

/** Prize mode of each lottery vendor. */
export const PRIZE_MODE: Record<string, LotteryMenu['prizeMode']> = {
  TCG_LOTTO_VN: 'Lott',
  TCG_SEA: 'SEA',
  GPI: 'ZY',
  ELOTT: 'Elott',
};
export const SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];
/** Seconds between draws, by position in the vendor's menu. */
export const drawInterval = (sort: number) => [60, 180, 300][sort % 3]!;

export async function lotteryGames(
  db: Queryable,
  filter: { prizeMode?: string; vendor?: string; gameCodes?: string[] } = {},
) {
  const rows = await lotteryGameRows(db);
  return rows.filter(
    (r) =>
      (!filter.prizeMode || PRIZE_MODE[r.vendor] === filter.prizeMode) &&
      (!filter.vendor || r.vendor === filter.vendor) &&
      (!filter.gameCodes || filter.gameCodes.includes(r.game_id)),
  );
}

/** Lottery games grouped into menus by vendor (SPEC §3: gameMenus, gameGroupCode, labelName). */
export function toMenus(rows: LotteryRow[], language: string): LotteryMenu[] {
  const menus = new Map<string, LotteryMenu>();
  for (const row of rows) {
    const menu = menus.get(row.vendor) ?? {
      gameGroupCode: row.vendor,
      labelName: row.display_name,
      prizeMode: PRIZE_MODE[row.vendor] ?? 'Lott',
      gameMenus: [],
    };
    menu.gameMenus.push({
      gameCode: row.game_id,
      labelName: language === 'ES' ? row.name_es : row.name_en,
      subType: SUB_TYPES[row.sort % SUB_TYPES.length]!,
      drawIntervalSeconds: drawInterval(row.sort),
    });
    menus.set(row.vendor, menu);
  }
  return [...menus.values()];
}

/**
 * Draws every lottery game on its schedule: any draw due since the last one is made now (its
 * numbers decided by the game and draw number), so results keep coming while the sandbox runs.
 */
export async function catchUpDraws(db: Queryable, now: Date) {
  for (const game of await lastDraws(db)) {
    const interval = drawInterval(game.sort) * 1000;
    const latestDue = Math.floor(now.getTime() / interval) * interval;
    let next = game.last ? new Date(game.last).getTime() + interval : latestDue;
    // Never more than twenty at once: a sandbox left off for a week does not draw for a week.
    next = Math.max(next, latestDue - 19 * interval);
    for (; next <= latestDue; next += interval) {
      const drawNo = `${game.game_id}-${Math.floor(next / interval)}`;
      await insertDraw(db, {
        gameCode: game.game_id,
        drawNo,
        numbers: drawFromSeed(drawNo),
        drawnAt: new Date(next),
      });
    }
  }
}

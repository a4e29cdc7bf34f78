import { lotteryNumber } from '../../platform/catalogue';
import type { Queryable } from '../../core/db/database';
import { insertSettledRound } from '../../platform/rounds';
import { balanceOf, transfer } from '../../platform/ledger';
import { VENDORS } from './vendors';
import { seededRandom } from './random';
import { insertRows, lotteryGames, passwordlessDownlines, slotGames } from './seed-repository';

/** PvP rooms for each poker vendor. */
async function seedRooms(db: Queryable) {
  const random = seededRandom(7);
  const rows = VENDORS.filter((v) => v.category === 'PVP').flatMap((vendor) =>
    Array.from({ length: 6 }, (_, i) => {
      const maxPlayers = random.pick([6, 8, 9]);
      return [
        `${vendor.code}-R${i + 1}`,
        vendor.code,
        `${vendor.name} · ${['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'VIP'][i]}`,
        [100, 500, 1000, 5000, 10000, 50000][i],
        random.int(1, maxPlayers),
        maxPlayers,
      ];
    }),
  );
  await insertRows(
    db,
    'pvp_rooms',
    ['room_id', 'vendor', 'room_name', 'min_bet', 'players', 'max_players'],
    rows,
  );
}

/** Twenty past draws of every lottery game (five two-digit numbers each), one per interval. */
async function seedDraws(db: Queryable, now: Date) {
  const random = seededRandom(11);
  const rows = (await lotteryGames(db)).flatMap((game) =>
    Array.from({ length: 20 }, (_, i) => {
      const numbers = new Set<string>();
      while (numbers.size < 5) numbers.add(lotteryNumber(random.int(0, 99)));
      const interval = [60, 180, 300][game.sort % 3]! * 1000;
      const drawnAt = new Date(Math.floor(now.getTime() / interval) * interval - i * interval);
      return [
        game.game_id,
        `${game.game_id}-${Math.floor(drawnAt.getTime() / interval)}`,
        [...numbers],
        drawnAt,
      ];
    }),
  );
  await insertRows(db, 'lottery_draws', ['game_code', 'draw_no', 'numbers', 'drawn_at'], rows);
}

/**
 * Forty winning rounds of the last days, for the winners board, played by the agents' downline
 * players (the demo accounts keep the balances the README promises). They are real rounds: each
 * stake and each payout goes through the ledger like any other.
 */
async function seedWinners(db: Queryable, now: Date) {
  const random = seededRandom(23);
  const players: number[] = [];
  for (const { id } of await passwordlessDownlines(db))
    if ((await balanceOf(db, id)) >= 10000) players.push(id);
  const games = await slotGames(db);
  for (let i = 0; i < 40; i++) {
    const player = players[i % players.length]!;
    const game = games[random.int(0, games.length - 1)]!;
    const stake = random.pick([1000, 2000, 5000, 10000]);
    const payout = stake * random.pick([12, 25, 40, 80, 150, 370]);
    const at = new Date(now.getTime() - random.int(5, 72 * 60) * 60_000);
    const requestId = `seed-round-${i}`;
    const wallet = { walletOf: player };
    await transfer(db, {
      from: wallet,
      to: 'house',
      amountMinor: stake,
      key: `bet:${requestId}`,
      kind: 'bet',
      reference: requestId,
    });
    await transfer(db, {
      from: 'house',
      to: wallet,
      amountMinor: payout,
      key: `win:${requestId}`,
      kind: 'win',
      reference: requestId,
    });
    await insertSettledRound(db, {
      accountId: player,
      nodeId: game.node_id,
      vendor: game.vendor,
      gameName: game.name_en,
      requestId,
      stake,
      payout,
      at,
    });
  }
}

export async function seedPlayHistory(db: Queryable, now: Date) {
  await seedRooms(db);
  await seedDraws(db, now);
  await seedWinners(db, now);
}

import type { Queryable } from '../db/database';
import { houseAccountId, post } from '../ledger/ledger';
import { VENDORS } from './vendors';
import { insertRows, seededRandom } from './random';

/** Two-digit lottery numbers, as the Vietnamese and SEA lotteries use them. */
export const lotteryNumber = (n: number) => String(n).padStart(2, '0');

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
  const games = await db.query<{ game_id: string; sort: number }>(
    "select game_id, sort from games where category in ('LOTT', 'ELOTT') order by node_id",
  );
  const rows = games.flatMap((game) =>
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
  const house = await houseAccountId(db);
  const players = await db.query<{ id: number; wallet: number; balance: number }>(
    `select a.id, l.id as wallet, l.balance from accounts a join ledger_accounts l on l.owner_id = a.id and l.kind = 'main'
      where a.parent_id is not null and a.password_hash = '!' and l.balance >= 10000 order by a.id`,
  );
  const games = await db.query<{ node_id: number; vendor: string; name_en: string }>(
    "select node_id, vendor, name_en from games where category = 'RNG' and game_type in ('SLOT', 'JACKPOT') order by node_id",
  );
  for (let i = 0; i < 40; i++) {
    const player = players[i % players.length]!;
    const game = games[random.int(0, games.length - 1)]!;
    const stake = random.pick([1000, 2000, 5000, 10000]);
    const payout = stake * random.pick([12, 25, 40, 80, 150, 370]);
    const at = new Date(now.getTime() - random.int(5, 72 * 60) * 60_000);
    const requestId = `seed-round-${i}`;
    await post(db, {
      idempotencyKey: `bet:${requestId}`,
      kind: 'bet',
      reference: requestId,
      entries: [
        { ledgerAccountId: player.wallet, amount: -stake },
        { ledgerAccountId: house, amount: stake },
      ],
    });
    await post(db, {
      idempotencyKey: `win:${requestId}`,
      kind: 'win',
      reference: requestId,
      entries: [
        { ledgerAccountId: house, amount: -payout },
        { ledgerAccountId: player.wallet, amount: payout },
      ],
    });
    await db.query(
      `insert into game_rounds (account_id, node_id, vendor, game_name, request_id, stake, payout, status, seed, outcome, created_at, settled_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'settled', 'seed', '{}', $8, $8)`,
      [player.id, game.node_id, game.vendor, game.name_en, requestId, stake, payout, at],
    );
  }
}

export async function seedPlayHistory(db: Queryable, now: Date) {
  await seedRooms(db);
  await seedDraws(db, now);
  await seedWinners(db, now);
}

import type { Queryable } from '../../core/db/database';
import { VENDORS } from './vendors';
import { SLOT_NAME_COUNT, TABLE_GAMES, shuffledIndexes, slotName } from './game-names';
import { seededRandom } from './random';
import { insertRows } from './seed-repository';

/** E-sports and cockfight vendors travel in the SPORTS lane, but their games are their own kind. */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
const COCKFIGHT_VENDORS = ['SV3'];
/** Spribe's games are crash and mini games, in the RNG lane (the page's SPB lane copies them). */
const CRASH_VENDOR = 'SPB';

const MIN_BETS = [10, 20, 50, 100, 200, 500]; // minor units
const LINES = [5, 9, 20, 25, 40, 50, 243, 1024];
const TABLE_LETTERS = ['A', 'B', 'C'];

type GameRow = [
  gameId: string,
  vendor: string,
  nameEn: string,
  nameEs: string,
  category: string,
  gameType: string,
  isHot: boolean,
  isNew: boolean,
  minBet: number,
  lineNum: number,
  supportPlay: boolean,
  sort: number,
];

/** Builds the catalogue: every slot name once across the slot vendors, plus tables and rooms elsewhere. */
export function catalogue(): GameRow[] {
  const random = seededRandom(20251122);
  const rows: GameRow[] = [];
  const slotVendors = VENDORS.filter((v) => v.category === 'RNG' && v.code !== CRASH_VENDOR);
  const order = shuffledIndexes(random, SLOT_NAME_COUNT);
  const perVendor = Math.floor(SLOT_NAME_COUNT / slotVendors.length);
  slotVendors.forEach((vendor, v) => {
    for (let i = 0; i < perVendor; i++) {
      const name = slotName(order[v * perVendor + i]!);
      rows.push([
        `${vendor.code}-${String(i + 1).padStart(4, '0')}`,
        vendor.code,
        name.en,
        name.es,
        'RNG',
        name.jackpot ? 'JACKPOT' : 'SLOT',
        random.chance(0.03),
        random.chance(0.03),
        random.pick(MIN_BETS),
        random.pick(LINES),
        true,
        i,
      ]);
    }
  });
  for (const vendor of VENDORS.filter((v) => v.category !== 'RNG' || v.code === CRASH_VENDOR)) {
    const category = ESPORTS_VENDORS.includes(vendor.code)
      ? 'ESPORTS'
      : COCKFIGHT_VENDORS.includes(vendor.code)
        ? 'COCKFIGHT'
        : vendor.category;
    const tables = TABLE_GAMES[vendor.code === CRASH_VENDOR ? 'CRASH' : category] ?? [];
    const variants = category === 'LIVE' ? TABLE_LETTERS : [''];
    let sort = 0;
    for (const [type, en, es] of tables) {
      for (const letter of variants) {
        const suffix = letter ? ` ${letter}` : '';
        rows.push([
          `${vendor.code}-${String(sort + 1).padStart(4, '0')}`,
          vendor.code,
          `${en}${suffix}`,
          `${es}${suffix}`,
          vendor.code === CRASH_VENDOR ? 'RNG' : category,
          type,
          random.chance(0.2),
          random.chance(0.1),
          random.pick(MIN_BETS),
          1,
          // The demo vendor plays these with play money for a guest, as it does the slots.
          vendor.code === CRASH_VENDOR || category === 'FISH',
          sort++,
        ]);
      }
    }
  }
  return rows;
}

export async function seedGames(db: Queryable) {
  await insertRows(
    db,
    'games',
    [
      'game_id',
      'vendor',
      'name_en',
      'name_es',
      'category',
      'game_type',
      'is_hot',
      'is_new',
      'min_bet',
      'line_num',
      'support_play',
      'sort',
    ],
    catalogue(),
    1000,
  );
}

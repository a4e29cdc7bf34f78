import { MOTIF_SHAPES } from './motif-shapes';
import { SYMBOLS } from './symbols';
import { TABLE_SHAPES } from './table-shapes';

const SHAPES: Record<string, string> = { ...SYMBOLS, ...MOTIF_SHAPES, ...TABLE_SHAPES };

// The first word of a title that names a theme decides its motif: a "Ruby Tiger" shows a paw.
const BY_WORD: [RegExp, string][] = [
  [/dragon|phoenix|fire/i, 'flame'],
  [/tiger|jaguar|wolf|panther|lion/i, 'paw'],
  [/eagle/i, 'feather'],
  [/panda|bamboo/i, 'bamboo'],
  [/buffalo|bull/i, 'horns'],
  [/horse/i, 'horseshoe'],
  [/pharaoh|pyramid/i, 'pyramid'],
  [/temple|castle|athena/i, 'temple'],
  [/treasure|gold mine|pirate/i, 'chest'],
  [/samurai/i, 'sword'],
  [/viking/i, 'shield'],
  [/jungle/i, 'leaf'],
  [/ocean|mermaid/i, 'wave'],
  [/koi|fish/i, 'fish'],
  [/volcano/i, 'volcano'],
  [/candy|sweet/i, 'candy'],
  [/fruit/i, 'cherry'],
  [/sevens/i, 'seven'],
  [/genie/i, 'lamp'],
  [/aztec|solar/i, 'sun'],
  [/zeus|thunder|lightning|electric/i, 'bolt'],
  [/empress|imperial|royal|unicorn/i, 'crown'],
  [/moon|rabbit|lunar|midnight/i, 'moon'],
  [/lotus/i, 'lotus'],
  [/fortune/i, 'coin'],
  [/rooster|cockfight/i, 'rooster'],
  [/mahjong/i, 'mahjong'],
  [/aviator/i, 'plane'],
  [/mines/i, 'gem'],
  [/plinko/i, 'coin'],
  [/roulette/i, 'roulette'],
  [/sic bo/i, 'dice'],
  [/dragon tiger/i, 'cards'],
];

// A table's kind draws one of its own things, picked per table: six vendors' "Speed Baccarat A"
// show cards, chips, a shoe or a road, not six pairs of cards.
const BY_TABLE: Record<string, readonly string[]> = {
  BACCARAT: ['cards', 'chips', 'shoe', 'road'],
  BLACKJACK: ['ace', 'chips', 'shoe', 'cards'],
  POKER: ['cards', 'chips', 'ace'],
  TEENPATTI: ['cards', 'chips', 'ace'],
  DRAGONTIGER: ['cards', 'shoe', 'chips', 'road'],
  ROULETTE: ['roulette', 'chips'],
  SICBO: ['dice', 'chips'],
};

const BY_TYPE: Record<string, string> = {
  FISH: 'fish',
  SPORTS: 'ball',
  VIRTUAL: 'ball',
  HORSE: 'horseshoe',
  ESPORTS: 'star',
  CRASH: 'rocket',
  LOTTERY: 'ticket',
  MAHJONG: 'mahjong',
  COCKFIGHT: 'rooster',
};

const SLOT_FALLBACK = ['gem', 'seven', 'star', 'coin', 'clover', 'bell', 'cherry'];

/** A card, wheel or dice table: its art carries its title at the top, as a table's sign. */
export const isTable = (gameType: string) => gameType in BY_TABLE;

/**
 * The motif's name for a game: one of a table's own things (by `seed`), else its theme word, else
 * its kind of game, else one picked by `seed`.
 */
export function motifName(game: { name: string; gameType: string }, seed: number): string {
  // A table game's kind outranks a word of its name: "Dragon Tiger" is cards, not a dragon.
  const table = BY_TABLE[game.gameType];
  // An FNV hash's low bits follow the text's parities: its high bits pick.
  if (table) return table[(seed >>> 16) % table.length]!;
  const byType = BY_TYPE[game.gameType];
  if (byType && game.gameType !== 'FISH' && game.gameType !== 'CRASH') return byType;
  const word = BY_WORD.find(([pattern]) => pattern.test(game.name));
  return word?.[1] ?? byType ?? SLOT_FALLBACK[seed % SLOT_FALLBACK.length]!;
}

/** The motif's drawing, in a 100×100 box. */
export const motifShape = (name: string): string => SHAPES[name] ?? SHAPES.gem!;

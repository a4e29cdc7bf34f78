import type { Random } from './random';

type Gender = 'm' | 'f';

// Spanish puts the adjective after the noun and agrees in gender, so each word carries both.
const ADJECTIVES: [en: string, esM: string, esF: string][] = [
  ['Golden', 'Dorado', 'Dorada'],
  ['Lucky', 'Afortunado', 'Afortunada'],
  ['Mystic', 'Místico', 'Mística'],
  ['Wild', 'Salvaje', 'Salvaje'],
  ['Royal', 'Real', 'Real'],
  ['Mega', 'Mega', 'Mega'],
  ['Super', 'Súper', 'Súper'],
  ['Crystal', 'de Cristal', 'de Cristal'],
  ['Jade', 'de Jade', 'de Jade'],
  ['Neon', 'de Neón', 'de Neón'],
  ['Ancient', 'Antiguo', 'Antigua'],
  ['Blazing', 'Ardiente', 'Ardiente'],
  ['Frozen', 'Helado', 'Helada'],
  ['Hidden', 'Oculto', 'Oculta'],
  ['Sacred', 'Sagrado', 'Sagrada'],
  ['Cosmic', 'Cósmico', 'Cósmica'],
  ['Thunder', 'del Trueno', 'del Trueno'],
  ['Silver', 'Plateado', 'Plateada'],
  ['Ruby', 'de Rubí', 'de Rubí'],
  ['Emerald', 'Esmeralda', 'Esmeralda'],
  ['Sapphire', 'de Zafiro', 'de Zafiro'],
  ['Midnight', 'de Medianoche', 'de Medianoche'],
  ['Eternal', 'Eterno', 'Eterna'],
  ['Savage', 'Feroz', 'Feroz'],
  ['Imperial', 'Imperial', 'Imperial'],
  ['Lunar', 'Lunar', 'Lunar'],
  ['Solar', 'Solar', 'Solar'],
  ['Spicy', 'Picante', 'Picante'],
  ['Sweet', 'Dulce', 'Dulce'],
  ['Electric', 'Eléctrico', 'Eléctrica'],
];

const NOUNS: [en: string, es: string, gender: Gender][] = [
  ['Dragon', 'Dragón', 'm'],
  ['Tiger', 'Tigre', 'm'],
  ['Phoenix', 'Fénix', 'm'],
  ['Panda', 'Panda', 'm'],
  ['Buffalo', 'Búfalo', 'm'],
  ['Pharaoh', 'Faraón', 'm'],
  ['Temple', 'Templo', 'm'],
  ['Treasure', 'Tesoro', 'm'],
  ['Fortune', 'Fortuna', 'f'],
  ['Empress', 'Emperatriz', 'f'],
  ['Samurai', 'Samurái', 'm'],
  ['Viking', 'Vikingo', 'm'],
  ['Jungle', 'Selva', 'f'],
  ['Ocean', 'Océano', 'm'],
  ['Volcano', 'Volcán', 'm'],
  ['Fruit Stand', 'Frutería', 'f'],
  ['Candy Land', 'Dulcería', 'f'],
  ['Sevens', 'Sietes', 'm'],
  ['Wolf', 'Lobo', 'm'],
  ['Eagle', 'Águila', 'f'],
  ['Lotus', 'Loto', 'm'],
  ['Koi', 'Koi', 'm'],
  ['Mermaid', 'Sirena', 'f'],
  ['Genie', 'Genio', 'm'],
  ['Castle', 'Castillo', 'm'],
  ['Pyramid', 'Pirámide', 'f'],
  ['Aztec Mask', 'Máscara Azteca', 'f'],
  ['Pirate Ship', 'Barco Pirata', 'm'],
  ['Gold Mine', 'Mina', 'f'],
  ['Rooster', 'Gallo', 'm'],
  ['Unicorn', 'Unicornio', 'm'],
  ['Jaguar', 'Jaguar', 'm'],
  ['Zeus', 'Zeus', 'm'],
  ['Athena', 'Atenea', 'f'],
  ['Moon Rabbit', 'Conejo Lunar', 'm'],
  ['Fire Horse', 'Caballo de Fuego', 'm'],
];

const SUFFIXES: [en: string, es: string][] = [
  ['', ''],
  [' Megaways', ' Megaways'],
  [' Deluxe', ' Deluxe'],
  [' Hold & Win', ' Hold & Win'],
  [' Bonanza', ' Bonanza'],
  [' Riches', ': Riquezas'],
  [' Rush', ': Frenesí'],
  [' Quest', ': La Búsqueda'],
  [' Jackpot', ' Jackpot'],
  [' Reels', ': Rodillos'],
];

/** Every distinct slot name the generator can make: 30 × 36 × 10 = 10,800. */
export const SLOT_NAME_COUNT = ADJECTIVES.length * NOUNS.length * SUFFIXES.length;

/** The `index`-th slot name, in English and Spanish; indexes below SLOT_NAME_COUNT never repeat. */
export function slotName(index: number): { en: string; es: string; jackpot: boolean } {
  const adjective = ADJECTIVES[index % ADJECTIVES.length]!;
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]!;
  const suffix = SUFFIXES[Math.floor(index / (ADJECTIVES.length * NOUNS.length)) % SUFFIXES.length]!;
  const esAdjective = noun[2] === 'm' ? adjective[1] : adjective[2];
  return {
    en: `${adjective[0]} ${noun[0]}${suffix[0]}`,
    es: `${noun[1]} ${esAdjective}${suffix[1]}`,
    jackpot: suffix[0] === ' Jackpot',
  };
}

/** A shuffled order of slot-name indexes, so each vendor gets a varied mix. */
export function shuffledIndexes(random: Random, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Tables, fields and rooms of the non-slot categories: [gameType, en, es]. */
export const TABLE_GAMES: Record<string, [type: string, en: string, es: string][]> = {
  LIVE: [
    ['BACCARAT', 'Speed Baccarat', 'Baccarat Rápido'],
    ['BACCARAT', 'No Commission Baccarat', 'Baccarat Sin Comisión'],
    ['ROULETTE', 'Lightning Roulette', 'Ruleta Relámpago'],
    ['ROULETTE', 'Auto Roulette', 'Ruleta Automática'],
    ['BLACKJACK', 'Blackjack VIP', 'Blackjack VIP'],
    ['SICBO', 'Super Sic Bo', 'Súper Sic Bo'],
    ['DRAGONTIGER', 'Dragon Tiger', 'Dragón Tigre'],
  ],
  SPORTS: [
    ['SPORTS', 'Sportsbook', 'Apuestas Deportivas'],
    ['VIRTUAL', 'Virtual Football', 'Fútbol Virtual'],
    ['HORSE', 'Horse Racing', 'Carreras de Caballos'],
  ],
  ESPORTS: [
    ['ESPORTS', 'eSports Arena', 'Arena de eSports'],
    ['ESPORTS', 'eSports Live', 'eSports en Vivo'],
  ],
  FISH: [
    ['FISH', 'Ocean King', 'Rey del Océano'],
    ['FISH', 'Dragon Fishing', 'Pesca del Dragón'],
    ['FISH', 'Jackpot Fishing', 'Pesca Jackpot'],
    ['FISH', 'Mega Fishing', 'Mega Pesca'],
  ],
  PVP: [
    ['POKER', "Texas Hold'em", "Texas Hold'em"],
    ['POKER', 'Omaha', 'Omaha'],
    ['MAHJONG', 'Mahjong Ways', 'Caminos del Mahjong'],
    ['TEENPATTI', 'Teen Patti', 'Teen Patti'],
  ],
  COCKFIGHT: [
    ['COCKFIGHT', 'Cockfight Arena', 'Arena de Gallos'],
    ['COCKFIGHT', 'Sabong Live', 'Sabong en Vivo'],
    ['COCKFIGHT', 'Derby Cockfight', 'Derbi de Gallos'],
  ],
  LOTT: [
    ['LOTTERY', 'Keno', 'Keno'],
    ['LOTTERY', 'Lotto 5/36', 'Lotería 5/36'],
    ['LOTTERY', 'Mega 6/45', 'Mega 6/45'],
  ],
  ELOTT: [
    ['LOTTERY', 'Fast 3', 'Rápido 3'],
    ['LOTTERY', 'Lucky 5', 'Suerte 5'],
    ['LOTTERY', 'Pick 10', 'Elige 10'],
  ],
  CRASH: [
    ['CRASH', 'Aviator', 'Aviador'],
    ['CRASH', 'Rocket Crash', 'Cohete'],
    ['CRASH', 'Mines', 'Minas'],
    ['CRASH', 'Plinko', 'Plinko'],
  ],
};

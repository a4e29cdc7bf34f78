import { describe, expect, it } from 'vitest';
import { demoKind } from './launch-handlers';

describe('which demo game a catalogue game opens', () => {
  it.each([
    // category, game type, name, kind
    ['LOTT', 'LOTTERY', 'Keno', 'lottery'],
    ['ELOTT', 'LOTTERY', 'Fast 3', 'lottery'],
    ['RNG', 'CRASH', 'Aviator', 'crash'],
    ['RNG', 'CRASH', 'Rocket Crash', 'crash'],
    // Spribe's mini games share the crash page but have no flight.
    ['RNG', 'CRASH', 'Mines', 'slot'],
    ['RNG', 'CRASH', 'Plinko', 'slot'],
    ['RNG', 'SLOT', 'Aviator', 'slot'],
    ['LIVE', 'BACCARAT', 'Speed Baccarat A', 'baccarat'],
    ['LIVE', 'BACCARAT', 'No Commission Baccarat C', 'baccarat'],
    // The other live tables have no game of their own yet.
    ['LIVE', 'ROULETTE', 'Auto Roulette B', 'slot'],
    ['LIVE', 'DRAGONTIGER', 'Dragon Tiger A', 'slot'],
    ['FISH', 'FISH', 'Ocean King', 'fish'],
    ['FISH', 'FISH', 'Dragon Fishing', 'fish'],
    ['SPORTS', 'SPORTS', 'Sportsbook', 'sport'],
    ['ESPORTS', 'ESPORTS', 'eSports Arena', 'sport'],
    // Virtual races are drawn, not played out by fixtures: they keep the slot.
    ['SPORTS', 'VIRTUAL', 'Virtual Football', 'slot'],
    ['SPORTS', 'HORSE', 'Horse Racing', 'slot'],
  ] as const)('%s %s "%s" opens the %s', (category, gameType, name, kind) => {
    expect(demoKind({ category, game_type: gameType, name_en: name })).toBe(kind);
  });
});

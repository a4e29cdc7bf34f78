import { hashOf } from './palette';

// A colour word of the title sets the hue, so that a "Ruby Dragon" is red and a "Jade Temple" green.
const HUES: [RegExp, number][] = [
  [/golden|gold|solar|fortune/i, 42],
  [/ruby|blazing|fire|volcano|spicy/i, 352],
  [/emerald|jade|jungle/i, 150],
  [/sapphire|ocean|frozen/i, 212],
  [/neon|electric/i, 300],
  [/midnight|cosmic|lunar|moon/i, 248],
  [/silver|crystal/i, 200],
  [/sweet|candy/i, 328],
  [/royal|imperial|empress/i, 272],
];

export interface GamePalette {
  /** The background's light and dark ends. */
  from: string;
  to: string;
  /** The frame and title ribbon: the vendor's own colour, the same on every game of theirs. */
  house: string;
  /** A contrasting glow behind the motif. */
  accent: string;
}

/**
 * The colours of a game's art: the vendor's house colour frames it; the title's colour word, or
 * else the vendor's hue turned a little per game, fills it.
 */
export function gamePalette(game: { vendor: string; name: string }, seed: number): GamePalette {
  const vendorHue = hashOf(game.vendor) % 360;
  const named = HUES.find(([pattern]) => pattern.test(game.name))?.[1];
  const hue = ((named ?? vendorHue + ((seed % 9) - 4) * 16) + 360) % 360;
  const light = 34 + (seed % 9);
  return {
    from: `hsl(${hue} 72% ${light}%)`,
    to: `hsl(${(hue + 28) % 360} 78% ${10 + (seed % 6)}%)`,
    house: `hsl(${vendorHue} 85% 52%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 64%)`,
  };
}

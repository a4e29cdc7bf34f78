import { randomInt } from 'node:crypto';
import { encodePng } from './png';
import { CAPTCHA_ALPHABET, GLYPHS } from './font';

const WIDTH = 132;
const HEIGHT = 44;
const GLYPH_W = 5;
const GLYPH_H = 7;

/** A random answer of `length` characters from the unambiguous alphabet. */
export function captchaAnswer(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

/** Where one glyph sits and how it is bent: its own size, angle, shear and stroke weight. */
interface Placement {
  readonly glyph: readonly string[];
  readonly cx: number;
  readonly cy: number;
  readonly scale: number;
  readonly cos: number;
  readonly sin: number;
  readonly shear: number;
  /** How far past a cell's edge the ink reaches: thin, regular or bold strokes. */
  readonly weight: number;
}

function place(text: string): Placement[] {
  // Glyphs crowd together, so a machine cannot cut the image into one box per character.
  const step = (WIDTH - 16) / text.length;
  return [...text].map((ch, n) => {
    const angle = between(-0.26, 0.26);
    return {
      glyph: GLYPHS[ch]!,
      cx: 8 + step * (n + 0.5) + between(-2, 2),
      cy: HEIGHT / 2 + between(-3, 3),
      scale: between(3.7, 4.5),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      shear: between(-0.25, 0.25),
      weight: between(0, 0.3),
    };
  });
}

/** The glyph cell under image point (x, y), by inverse mapping; -1 where there is no ink. */
function inkAt(places: readonly Placement[], x: number, y: number): number {
  for (let n = 0; n < places.length; n++) {
    const p = places[n]!;
    const dx = x - p.cx;
    const dy = y - p.cy;
    const gy = (dx * -p.sin + dy * p.cos) / p.scale + GLYPH_H / 2;
    const gx = (dx * p.cos + dy * p.sin) / p.scale - p.shear * (gy - GLYPH_H / 2) + GLYPH_W / 2;
    for (const [ox, oy] of [
      [0, 0],
      [p.weight, 0],
      [-p.weight, 0],
      [0, p.weight],
      [0, -p.weight],
    ] as const) {
      const col = Math.floor(gx + ox);
      const row = Math.floor(gy + oy);
      if (row >= 0 && row < GLYPH_H && col >= 0 && col < GLYPH_W && p.glyph[row]![col] === '1') return n;
    }
  }
  return -1;
}

/**
 * Draws `text` as a PNG that people read and machines struggle with: every glyph with its own
 * size, angle, shear and stroke weight, crowded against its neighbours, the whole line bent by
 * two waves, over speckle and crossed by curves in the glyphs' own colours.
 */
export function renderCaptcha(text: string): Buffer {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, c: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (Math.floor(y) * WIDTH + Math.floor(x)) * 3;
    rgb[i] = c[0]!;
    rgb[i + 1] = c[1]!;
    rgb[i + 2] = c[2]!;
  };
  const colours = Array.from({ length: text.length }, () => [
    randomInt(20, 120),
    randomInt(20, 110),
    randomInt(60, 160),
  ]);
  const places = place(text);
  const wave = { ax: between(0.8, 1.6), px: between(7, 11), ay: between(1.2, 2.4), py: between(11, 18) };
  const phase = { x: between(0, 6.28), y: between(0, 6.28) };
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const sx = x + wave.ax * Math.sin(y / wave.px + phase.x);
      const sy = y + wave.ay * Math.sin(x / wave.py + phase.y);
      const n = inkAt(places, sx, sy);
      if (n >= 0) set(x, y, colours[n]!);
      else {
        const shade = 226 + randomInt(24);
        set(x, y, [shade, shade - randomInt(10), 235 + randomInt(20)]);
      }
    }
  for (let line = 0; line < 3; line++) {
    const colour = colours[line % colours.length]!;
    const amplitude = randomInt(4, 10);
    const lift = between(0, 6.28);
    const base = randomInt(12, HEIGHT - 12);
    for (let x = 0; x < WIDTH; x++) {
      const y = base + amplitude * Math.sin(lift + x / 14);
      set(x, y, colour);
      set(x, y + 1, colour);
    }
  }
  for (let dot = 0; dot < 220; dot++)
    set(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(256), randomInt(256), randomInt(256)]);
  return encodePng(WIDTH, HEIGHT, rgb);
}

import { randomInt } from 'node:crypto';
import { encodePng } from './png';
import { CAPTCHA_ALPHABET, GLYPHS } from './font';

const WIDTH = 132;
const HEIGHT = 44;
const SCALE = 4;

/** A random answer of `length` characters from the unambiguous alphabet. */
export function captchaAnswer(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/**
 * Draws `text` as a PNG: each glyph scaled, sheared and shifted by a random amount, over a
 * speckled background crossed by curves in the text's colours.
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
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const shade = 226 + randomInt(24);
      set(x, y, [shade, shade - randomInt(10), 235 + randomInt(20)]);
    }
  const colours = Array.from({ length: text.length }, () => [
    randomInt(20, 120),
    randomInt(20, 110),
    randomInt(60, 160),
  ]);
  const step = WIDTH / (text.length + 0.5);
  [...text].forEach((ch, n) => {
    const glyph = GLYPHS[ch]!;
    const x0 = 8 + n * step + randomInt(-3, 4);
    const y0 = 6 + randomInt(0, 6);
    const shear = (randomInt(-30, 31) / 100) * SCALE;
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) {
            const y = y0 + gy * SCALE + dy;
            set(x0 + gx * SCALE + dx + shear * (gy - 3), y, colours[n]!);
          }
      }),
    );
  });
  for (let line = 0; line < 3; line++) {
    const colour = colours[line % colours.length]!;
    const amplitude = randomInt(4, 10);
    const phase = randomInt(0, 628) / 100;
    const base = randomInt(12, HEIGHT - 12);
    for (let x = 0; x < WIDTH; x++) {
      const y = base + amplitude * Math.sin(phase + x / 14);
      set(x, y, colour);
      set(x, y + 1, colour);
    }
  }
  for (let dot = 0; dot < 160; dot++)
    set(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(256), randomInt(256), randomInt(256)]);
  return encodePng(WIDTH, HEIGHT, rgb);
}

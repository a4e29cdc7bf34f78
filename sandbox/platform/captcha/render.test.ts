import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { captchaAnswer, renderCaptcha } from './render';
import { CAPTCHA_ALPHABET } from './font';

describe('captcha', () => {
  it('draws answers from the unambiguous alphabet only', () => {
    for (let i = 0; i < 50; i++)
      expect([...captchaAnswer()].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('encodes a valid 132×44 RGB PNG', () => {
    const png = renderCaptcha('AB23');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(132);
    expect(png.readUInt32BE(20)).toBe(44);
    const idatStart = png.indexOf('IDAT') + 4;
    const idatLength = png.readUInt32BE(idatStart - 8);
    const raw = inflateSync(png.subarray(idatStart, idatStart + idatLength));
    expect(raw.length).toBe((132 * 3 + 1) * 44);
  });

  it('draws different pixels for the same text each time', () => {
    expect(renderCaptcha('AB23').equals(renderCaptcha('AB23'))).toBe(false);
  });
});

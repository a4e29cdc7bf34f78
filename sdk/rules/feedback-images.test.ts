import { describe, expect, it } from 'vitest';
import { feedbackImageVerdict, needsNoReading, sortPick, type FeedbackImageVerdict } from './feedback-images';

const MB = 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [
  0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const png = new Uint8Array([...PNG_SIGNATURE, ...IHDR, ...IEND]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0xff, 0xd9]);
const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00;');
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const polyglot = new Uint8Array([...png, ...new TextEncoder().encode('<script>alert(1)</script>')]);

describe('a picked feedback image, judged by its bytes', () => {
  it.each([
    ['a whole PNG', png.length, png, { ok: true, type: 'image/png' }],
    ['a whole JPEG', jpeg.length, jpeg, { ok: true, type: 'image/jpeg' }],
    ['a GIF (whatever its name says)', gif.length, gif, { ok: false, reason: 'type' }],
    ['an SVG with a script', svg.length, svg, { ok: false, reason: 'type' }],
    ['a PNG with a page after its end', polyglot.length, polyglot, { ok: false, reason: 'type' }],
    ['a PNG header alone', 8, png.subarray(0, 8), { ok: false, reason: 'type' }],
    ['an empty file', 0, new Uint8Array(), { ok: false, reason: 'type' }],
    ['6 MB with a PNG header, never read', 6 * MB, null, { ok: false, reason: 'size' }],
    ['5 MB and a byte', 5 * MB + 1, null, { ok: false, reason: 'size' }],
  ])('%s', (_name, size, bytes, verdict) => {
    expect(feedbackImageVerdict(size, bytes)).toEqual(verdict);
  });

  it('reads a file of 5 MB exactly, and none larger', () => {
    expect(needsNoReading(5 * MB)).toBe(false);
    expect(needsNoReading(5 * MB + 1)).toBe(true);
  });
});

describe('a pick of several images', () => {
  const ok: FeedbackImageVerdict = { ok: true, type: 'image/png' };
  const bad: FeedbackImageVerdict = { ok: false, reason: 'size' };

  it('takes up to three and refuses the fourth as one too many', () => {
    expect(sortPick(0, ['a', 'b', 'c', 'd'], [ok, ok, ok, ok])).toEqual({
      added: ['a', 'b', 'c'],
      refused: [{ file: 'd', reason: 'count' }],
    });
  });

  it('counts the images already held', () => {
    expect(sortPick(3, ['d'], [ok])).toEqual({ added: [], refused: [{ file: 'd', reason: 'count' }] });
    expect(sortPick(2, ['c', 'd'], [ok, ok]).added).toEqual(['c']);
  });

  it('refuses a bad file for its own reason, and it takes no place', () => {
    expect(sortPick(2, ['big', 'c'], [bad, ok])).toEqual({
      added: ['c'],
      refused: [{ file: 'big', reason: 'size' }],
    });
  });
});

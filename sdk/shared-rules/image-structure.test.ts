import { describe, expect, it } from 'vitest';
import { wholeImageType } from './image-structure';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// IHDR of a 1×1 RGB image (length, name, 13 bytes of data, CRC).
const IHDR = [
  0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
];
const IDAT = [0, 0, 0, 1, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0, 0];
const IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const PNG = [...SIGNATURE, ...IHDR, ...IDAT, ...IEND];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('wholeImageType: one image, from its first byte to its format’s end', () => {
  it.each([
    ['a PNG: IHDR first, IEND last', PNG, 'image/png'],
    ['the shortest PNG (no IDAT)', [...SIGNATURE, ...IHDR, ...IEND], 'image/png'],
    ['a JPEG: SOI first, EOI last', JPEG, 'image/jpeg'],
    ['a PNG with HTML after IEND (a polyglot)', [...PNG, ...text('<script>alert(1)</script>')], null],
    ['a PNG with a ZIP after IEND', [...PNG, 0x50, 0x4b, 0x03, 0x04, 0, 0], null],
    ['a JPEG with HTML after EOI', [...JPEG, ...text('<html>')], null],
    ['a PNG cut before IEND', [...SIGNATURE, ...IHDR, ...IDAT], null],
    ['a PNG whose first chunk is not IHDR', [...SIGNATURE, ...IDAT, ...IHDR, ...IEND], null],
    ['a PNG signature and IEND only', [...SIGNATURE, ...IEND], null],
    ['a JPEG without EOI', JPEG.slice(0, -2), null],
    ['SOI and EOI overlapping', [0xff, 0xd8, 0xff, 0xd9], null],
    ['HTML holding a PNG further in', [...text('<html>'), ...PNG], null],
    ['an SVG', text('<svg onload="alert(1)"/>'), null],
    ['a GIF', [...text('GIF89a'), 0, 0, 0x3b], null],
    ['nothing', [], null],
  ])('%s → %s', (_what, bytes, expected) => {
    expect(wholeImageType(Uint8Array.from(bytes))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { proofError, proofsError, sniffImageType } from './withdraw-proof';
import { MAX_PROOFS } from '../contract/limits';
import { MAX_PROOF_BYTES } from '../contract/limits';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const bytes = (list: number[]) => Uint8Array.from(list);

describe('proofError: png or jpg, 5 MB each (SPEC §5, §9)', () => {
  it.each([
    ['a PNG of 1 KB', { type: 'image/png', size: 1024 }, null],
    ['a JPEG of exactly 5 MB', { type: 'image/jpeg', size: MAX_PROOF_BYTES }, null],
    ['one byte over 5 MB', { type: 'image/png', size: MAX_PROOF_BYTES + 1 }, 'size'],
    ['an empty file', { type: 'image/png', size: 0 }, 'size'],
    ['a GIF', { type: 'image/gif', size: 1024 }, 'type'],
    ['"image/jpg" (not a MIME type)', { type: 'image/jpg', size: 1024 }, 'type'],
    ['a PDF over 5 MB: the type first', { type: 'application/pdf', size: MAX_PROOF_BYTES + 1 }, 'type'],
    ['no type at all', { type: '', size: 10 }, 'type'],
  ])('%s → %s', (_what, file, expected) => {
    expect(proofError(file, 0)).toBe(expected);
  });

  it('maps over a list', () => {
    expect(
      [
        { type: 'image/png', size: 1 },
        { type: 'text/plain', size: 1 },
      ].map(proofError),
    ).toEqual([null, 'type']);
  });
});

describe('proofsError: 1 to 3 of them, the first problem with its index', () => {
  const ok = { type: 'image/png', size: 10 };
  it.each([
    ['none', [], { index: 0, reason: 'count' }],
    ['one', [ok], null],
    ['three', [ok, ok, ok], null],
    ['four', [ok, ok, ok, ok], { index: MAX_PROOFS, reason: 'count' }],
    [
      'the second too big',
      [ok, { type: 'image/jpeg', size: MAX_PROOF_BYTES + 1 }],
      { index: 1, reason: 'size' },
    ],
    ['the third a GIF', [ok, ok, { type: 'image/gif', size: 1 }], { index: 2, reason: 'type' }],
  ])('%s → %j', (_what, files, expected) => {
    expect(proofsError(files)).toEqual(expected);
  });
});

describe('sniffImageType: what the bytes say, whatever the name', () => {
  it.each([
    ['a PNG signature', PNG, 'image/png'],
    ['a JPEG start-of-image marker', JPEG, 'image/jpeg'],
    ['a GIF', GIF, null],
    ['a PNG cut short', PNG.slice(0, 7), null],
    ['a JPEG cut short', JPEG.slice(0, 2), null],
    ['nothing', [], null],
    ['text', [...'<svg>'].map((c) => c.charCodeAt(0)), null],
    ['a PNG signature one byte late', [0, ...PNG], null],
  ])('%s → %s', (_what, list, expected) => {
    expect(sniffImageType(bytes(list))).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { FEEDBACK_CONTENT_LENGTH } from '../contract/entities/feedback';
import { MAX_PROOF_BYTES } from '../contract/limits';
import {
  feedbackContent,
  feedbackContentError,
  feedbackContentLength,
  feedbackImagesError,
} from './feedback';
import { MAX_FEEDBACK_IMAGES } from '../contract/limits';

const { min, max } = FEEDBACK_CONTENT_LENGTH;

describe('feedbackContentError: required, then between 10 and 500 characters (SPEC §5)', () => {
  it.each([
    ['empty', '', 'required'],
    ['spaces and line breaks only', '  \n\t  ', 'required'],
    ['one character short', 'x'.repeat(min - 1), 'length'],
    ['exactly the minimum', 'x'.repeat(min), null],
    ['the minimum once trimmed', `   ${'x'.repeat(min - 1)}   `, 'length'],
    ['exactly the maximum', 'x'.repeat(max), null],
    ['one character over', 'x'.repeat(max + 1), 'length'],
    ['the maximum with spaces around', `\n ${'x'.repeat(max)} \n`, null],
    ['Thai without spaces', 'ฝากเงินแล้วยอดไม่เข้าบัญชี', null],
    ['emoji count one each', '😀'.repeat(max), null],
    ['one emoji too many', '😀'.repeat(max + 1), 'length'],
  ])('%s → %s', (_what, text, expected) => {
    expect(feedbackContentError(text)).toBe(expected);
  });

  it('counts code points of the trimmed text, which is what the platform keeps', () => {
    expect(feedbackContentLength(' 😀a ')).toBe(2);
    expect(feedbackContent('  Hello\nthere  ')).toBe('Hello\nthere');
  });
});

describe('feedbackImagesError: none to three png or jpg of 5 MB, the first problem with its index', () => {
  const ok = { type: 'image/png', size: 10 };
  it.each([
    ['none', [], null],
    ['three', [ok, ok, ok], null],
    ['four', [ok, ok, ok, ok], { index: MAX_FEEDBACK_IMAGES, reason: 'count' }],
    ['a jpeg of exactly 5 MB', [{ type: 'image/jpeg', size: MAX_PROOF_BYTES }], null],
    [
      'the second one byte over 5 MB',
      [ok, { type: 'image/png', size: MAX_PROOF_BYTES + 1 }],
      { index: 1, reason: 'size' },
    ],
    ['the third an SVG', [ok, ok, { type: 'image/svg+xml', size: 10 }], { index: 2, reason: 'type' }],
    ['an empty file', [{ type: 'image/png', size: 0 }], { index: 0, reason: 'size' }],
    [
      'four, the first a GIF: the count first',
      [{ type: 'image/gif', size: 1 }, ok, ok, ok],
      { index: 3, reason: 'count' },
    ],
  ])('%s → %j', (_what, files, expected) => {
    expect(feedbackImagesError(files)).toEqual(expected);
  });
});

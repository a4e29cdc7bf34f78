import { describe, expect, it } from 'vitest';
import { parseRgb, themeFor, type PageLook } from './theme';

const page = (look: Partial<PageLook>): PageLook => ({ prefersDark: false, ...look });

describe('themeFor', () => {
  it.each<[string, string | undefined, PageLook, 'light' | 'dark']>([
    ['light, chosen', 'light', page({ background: 'rgb(0, 0, 0)' }), 'light'],
    ['dark, chosen', 'dark', page({ background: 'rgb(255, 255, 255)' }), 'dark'],
    [
      'auto on a page that says it is light',
      'auto',
      page({ colorScheme: 'light', prefersDark: true }),
      'light',
    ],
    ['auto on a page that says it is dark', 'auto', page({ colorScheme: 'only dark' }), 'dark'],
    [
      'a page with both schemes, a device preferring dark',
      undefined,
      page({ colorScheme: 'light dark', prefersDark: true }),
      'dark',
    ],
    [
      'a page with both schemes, a device preferring light',
      undefined,
      page({ colorScheme: 'dark light' }),
      'light',
    ],
    [
      'the reference partner’s cream page',
      'auto',
      page({ colorScheme: 'normal', background: 'rgb(244, 241, 234)', prefersDark: true }),
      'light',
    ],
    [
      'a dark partner page',
      undefined,
      page({ colorScheme: 'normal', background: 'rgb(18, 15, 29)' }),
      'dark',
    ],
    ['a dark green header', undefined, page({ background: 'rgb(13, 59, 46)' }), 'dark'],
    ['a mid grey: black text reads better', undefined, page({ background: 'rgb(150, 150, 150)' }), 'light'],
    ['a frame, where nothing behind is known', undefined, page({ prefersDark: true }), 'dark'],
    [
      'a colour it cannot read',
      undefined,
      page({ background: 'color(display-p3 1 1 1)', prefersDark: true }),
      'dark',
    ],
  ])('%s', (_case, option, look, expected) => {
    expect(themeFor(option, look)).toBe(expected);
  });
});

describe('parseRgb', () => {
  it.each([
    ['rgb(244, 241, 234)', { r: 244, g: 241, b: 234, a: 1 }],
    ['rgba(0, 0, 0, 0)', { r: 0, g: 0, b: 0, a: 0 }],
    ['rgb(18 64 47 / 50%)', { r: 18, g: 64, b: 47, a: 0.5 }],
    ['transparent', undefined],
    ['#ffffff', undefined],
  ])('%s', (text, expected) => {
    expect(parseRgb(text)).toEqual(expected);
  });
});

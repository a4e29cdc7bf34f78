import { describe, expect, it } from 'vitest';
import { scrollLoadsMore, wantsNextPage, type LobbyPagingInput } from './lobby-paging';

const frame = (
  viewport: { top: number; height: number } | undefined,
  loadedEnd: number,
): LobbyPagingInput => ({
  where: 'frame',
  viewport,
  loadedEnd,
});

describe('wantsNextPage', () => {
  it.each<[string, LobbyPagingInput, boolean]>([
    ['a page: the last rows are rendered', { where: 'page', lastRenderedRow: 9, rows: 12 }, true],
    ['a page: the end is further down', { where: 'page', lastRenderedRow: 8, rows: 12 }, false],
    ['a page: nothing loaded yet', { where: 'page', lastRenderedRow: -1, rows: 0 }, false],
    ['a frame whose parent has not said what it shows', frame(undefined, 800), false],
    ['a frame scrolled out of sight', frame({ top: 0, height: 0 }, 800), false],
    [
      'a frame whose end is more than a screen below what is seen',
      frame({ top: 0, height: 900 }, 1801),
      false,
    ],
    ['a frame whose end is within a screen of what is seen', frame({ top: 0, height: 900 }, 1800), true],
    ['a frame scrolled to its end', frame({ top: 3100, height: 900 }, 4000), true],
    ['a frame seen at its top while its end is far below', frame({ top: 0, height: 900 }, 40_000), false],
  ])('%s', (_case, input, expected) => {
    expect(wantsNextPage(input)).toBe(expected);
  });

  it('a fitted frame does not page by growing: the end moves away as fast as the frame grows', () => {
    // The parent's screen stays 900 px tall whatever the frame's height: each page pushes the end
    // further from it, so after the first screen and one ahead are filled, loading stops.
    let loadedEnd = 800;
    let pages = 1;
    while (wantsNextPage(frame({ top: 0, height: Math.min(900, loadedEnd) }, loadedEnd)) && pages < 100) {
      loadedEnd += 800;
      pages++;
    }
    expect(pages).toBe(3);
  });
});

describe('scrollLoadsMore', () => {
  it.each<[number, number | undefined, boolean]>([
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [7, 3, false],
    [1, 0, false],
    [40, undefined, true],
  ])('after %i pages with a limit of %s: %s', (loaded, limit, expected) => {
    expect(scrollLoadsMore(loaded, limit)).toBe(expected);
  });
});

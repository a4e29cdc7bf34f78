/**
 * Rows from the end of the loaded games at which a lobby on a page of its own asks for the next
 * page (SPEC §9's infinite scroll).
 *
 * @example
 * const near = lastRenderedRow >= rows - rules.ROWS_BEFORE_END;
 */
export const ROWS_BEFORE_END = 3;

/**
 * What the lobby knows when it decides whether to load its next page. Lengths are CSS pixels
 * in the lobby's own document.
 *
 * @example
 * const input: rules.LobbyPagingInput = { where: 'page', lastRenderedRow: 9, rows: 12 };
 */
export type LobbyPagingInput =
  /** On a page of its own: the page's window scrolls, and the rows rendered follow it. */
  | { readonly where: 'page'; readonly lastRenderedRow: number; readonly rows: number }
  /**
   * In a frame: `viewport` is what the parent says the player sees of the frame (undefined while
   * it has not said), `loadedEnd` where the loaded rows end.
   */
  | {
      readonly where: 'frame';
      readonly viewport: { readonly top: number; readonly height: number } | undefined;
      readonly loadedEnd: number;
    };

/**
 * Whether the lobby should ask for its next page now (more games left, none being loaded: the
 * caller's to check).
 *
 * On a page of its own, when the last rendered row is within three rows of the end. In a frame,
 * never by its own window: the parent fits the frame to its content, so the frame's window always
 * "shows" every row, and paging by it loaded a page, grew, and loaded again without end. A framed
 * lobby loads when the parent's viewport comes within one screen of the end of the loaded rows
 * (the player scrolled there), and not at all while the frame is off screen or the parent has
 * not told what it shows: then the "More games" button asks.
 *
 * @example
 * rules.wantsNextPage({ where: 'frame', viewport: { top: 0, height: 900 }, loadedEnd: 4000 }); // false
 * rules.wantsNextPage({ where: 'frame', viewport: { top: 2500, height: 900 }, loadedEnd: 4000 }); // true
 */
export function wantsNextPage(input: LobbyPagingInput): boolean {
  if (input.where === 'page') return input.rows > 0 && input.lastRenderedRow >= input.rows - ROWS_BEFORE_END;
  const { viewport, loadedEnd } = input;
  if (!viewport || viewport.height <= 0) return false;
  return viewport.top + 2 * viewport.height >= loadedEnd;
}

/**
 * Pages a lobby on a partner's page loads as the player scrolls, unless the partner says
 * otherwise (the lobby widget's `scrollPages`); past them a "More games" button loads each next
 * page. Paging without end pushed the partner's own content under the lobby (the lottery of
 * examples/game-corner.html) a page further down each time the player came near it, so nobody
 * could reach it. The portal's own lobby pages page without end (SPEC §9): nothing is under them
 * but the footer.
 */
export const PARTNER_SCROLL_PAGES = 3;

/**
 * Whether scrolling may load the next page after `loaded` pages, when the first `limit` load by
 * scrolling (undefined: every page does).
 *
 * @example
 * rules.scrollLoadsMore(2, 3); // true
 * rules.scrollLoadsMore(3, 3); // false: the "More games" button loads the fourth
 * rules.scrollLoadsMore(40, undefined); // true
 */
export function scrollLoadsMore(loaded: number, limit: number | undefined): boolean {
  return limit === undefined || loaded < limit;
}

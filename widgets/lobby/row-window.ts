/** Where a list of equal rows sits and what the player sees, in CSS pixels of one document. */
export interface RowGeometry {
  readonly count: number;
  readonly rowHeight: number;
  /** Where the list starts in the document. */
  readonly listTop: number;
  /** Rows rendered beyond each edge of the view, so a slow scroll never shows a gap. */
  readonly overscan: number;
}

/**
 * The rows to render, first to last (none when `last < first`): those the view meets, and
 * `overscan` more on each side. A view wholly above the list still gets its first rows and one
 * wholly below it its last, so the rows nearest the player are ready when the list comes into view.
 *
 * @example
 * rowsInView({ count: 50, rowHeight: 200, listTop: 100, overscan: 1 }, { top: 1000, height: 900 });
 * // { first: 3, last: 9 }: rows 4 to 8 meet the view (1000-1900, the list's 900-1800 px)
 */
export function rowsInView(
  rows: RowGeometry,
  view: { readonly top: number; readonly height: number },
): { first: number; last: number } {
  if (rows.count === 0 || rows.rowHeight <= 0) return { first: 0, last: -1 };
  const clamp = (row: number) => Math.min(rows.count - 1, Math.max(0, row));
  const top = view.top - rows.listTop;
  return {
    first: clamp(Math.floor(top / rows.rowHeight) - rows.overscan),
    last: clamp(Math.ceil((top + Math.max(0, view.height)) / rows.rowHeight) - 1 + rows.overscan),
  };
}

/**
 * SPEC §9: page buttons shown around the current one.
 *
 * @example
 * const items = rules.pageItems(pageCount, current, rules.PAGE_RANGE, rules.MARGIN_PAGES);
 */
export const PAGE_RANGE = 3;
/**
 * SPEC §9: page buttons kept at each end of the pager.
 *
 * @example
 * const items = rules.pageItems(pageCount, current, rules.PAGE_RANGE, rules.MARGIN_PAGES);
 */
export const MARGIN_PAGES = 1;

/**
 * One button of the pager: a page, or a gap where pages are skipped (its `key` for lists).
 *
 * @example
 * const labels = rules.pageItems(12, 6).map((item: rules.PageItem) => (item.type === 'page' ? String(item.page) : '…'));
 */
export type PageItem =
  { readonly type: 'page'; readonly page: number } | { readonly type: 'gap'; readonly key: string };

/**
 * The page buttons to show (react-paginate's rule): `margin` pages at each end, `range` pages
 * around the current one, and a gap wherever pages are skipped. Pages are 1-based.
 *
 * @example
 * rules.pageItems(12, 6).map((item) => (item.type === 'page' ? item.page : '…'));
 * // [1, '…', 5, 6, 7, '…', 12]
 */
export function pageItems(
  pageCount: number,
  current: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PageItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= range + margin * 2)
    return Array.from({ length: pageCount }, (_, i) => ({ type: 'page', page: i + 1 }));
  let left = current - Math.floor(range / 2);
  let right = current + Math.ceil(range / 2) - 1;
  if (left < 1) {
    right += 1 - left;
    left = 1;
  }
  if (right > pageCount) {
    left -= right - pageCount;
    right = pageCount;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= margin; p++) shown.add(p);
  for (let p = pageCount - margin + 1; p <= pageCount; p++) shown.add(p);
  for (let p = Math.max(1, left); p <= Math.min(pageCount, right); p++) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}

/**
 * SPEC §4: prev/next are ignored at the bounds; returns the page to select, or undefined.
 *
 * @example
 * rules.stepPage(1, 5, 1); // 2
 * rules.stepPage(1, 5, -1); // undefined: no page before the first
 */
export function stepPage(current: number, pageCount: number, step: -1 | 1): number | undefined {
  const next = current + step;
  return next < 1 || next > pageCount ? undefined : next;
}

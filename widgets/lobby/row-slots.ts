/**
 * Gives each rendered row a slot number to use as its React key, so a row scrolled out of the
 * window hands its DOM to the row scrolled in instead of being destroyed and rebuilt. A row that
 * stays in the window keeps its slot (and so its DOM, focus and image); new rows take the lowest
 * slots left free. In a fast flick this turns hundreds of element creations and the garbage
 * collection they cause into attribute and text updates.
 */
export function assignRowSlots(
  previous: ReadonlyMap<number, number>,
  rows: readonly number[],
): Map<number, number> {
  const next = new Map<number, number>();
  const taken = new Set<number>();
  for (const row of rows) {
    const slot = previous.get(row);
    if (slot !== undefined) {
      next.set(row, slot);
      taken.add(slot);
    }
  }
  let free = 0;
  for (const row of rows) {
    if (next.has(row)) continue;
    while (taken.has(free)) free++;
    next.set(row, free);
    taken.add(free);
  }
  return next;
}

/**
 * Which rows of the window get their full cards this frame. Rows already full stay full; new rows
 * become full up to `budget` a frame, those on screen first; the rest show a placeholder and are
 * filled on the next frames. A flick through the lobby then builds a few cards a frame instead of
 * the whole window each frame, and the page keeps answering while it scrolls.
 */
export function fullRows(
  previous: ReadonlySet<number>,
  rows: readonly { index: number; onScreen: boolean }[],
  budget: number,
): Set<number> {
  const full = new Set<number>();
  const waiting: { index: number; onScreen: boolean }[] = [];
  for (const row of rows) {
    if (previous.has(row.index)) full.add(row.index);
    else waiting.push(row);
  }
  const onScreenFirst = [...waiting.filter((r) => r.onScreen), ...waiting.filter((r) => !r.onScreen)];
  for (const row of onScreenFirst.slice(0, budget)) full.add(row.index);
  return full;
}

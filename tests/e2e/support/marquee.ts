import type { Locator } from '@playwright/test';

/** How far the winners marquee has climbed (px): its CSS animation's transform as it stands now. */
export const marqueeOffset = (track: Locator) =>
  track.evaluate((node) => -new DOMMatrixReadOnly(getComputedStyle(node).transform).m42);

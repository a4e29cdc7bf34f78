import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until `release()` is called, so a journey can make one answer
 * come late (a slow network) and look at the page meanwhile.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

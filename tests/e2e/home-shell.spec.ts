import { test, expect, expectAccessible } from './support/fixtures';

/**
 * Before the portal's code has run, the home page's HTML already shows its outline: the header's
 * band and the hero's art, preloaded by the same page, exactly where the portal then draws the
 * hero. The portal's own script is held back here, so the outline is what a slow phone sees.
 */
for (const { viewport, locale, slide } of [
  { viewport: { width: 390, height: 844 }, locale: 'es-ES', slide: 'Promoción 1 de 3' },
  { viewport: { width: 1366, height: 900 }, locale: 'es-ES', slide: 'Promoción 1 de 3' },
  // Right to left, the side menu is on the right and the hero on the left, from the first paint.
  { viewport: { width: 1366, height: 900 }, locale: 'ar', slide: 'العرض 1 من 3' },
]) {
  test(`at ${viewport.width}×${viewport.height} in ${locale}, home shows its hero before the portal runs, where the portal then draws it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, locale });
    const page = await context.newPage();
    // A first visit names the host's image CDN to the server: the outline needs its address.
    await page.goto('/');
    await expect(page.getByRole('group', { name: slide })).toBeVisible();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const outline = page.getByRole('progressbar', { name: 'Croupier' });
    const outlineArt = outline.locator('img');
    await expect(outlineArt).toBeVisible();
    await expect
      .poll(() => outlineArt.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    const before = (await outlineArt.boundingBox())!;
    await page.screenshot({ path: test.info().outputPath('outline.png') });

    release();
    const heroArt = page.getByRole('group', { name: slide }).locator('img');
    await expect(heroArt).toBeVisible();
    await expect(outline).toHaveCount(0);
    const after = (await heroArt.boundingBox())!;
    await page.screenshot({ path: test.info().outputPath('portal.png') });
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(after[side]).toBeCloseTo(before[side], 0);
    await context.close();
  });
}

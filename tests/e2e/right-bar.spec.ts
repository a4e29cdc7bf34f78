import { test, expect, expectAccessible } from './support/fixtures';
import { decodeQr } from './support/qr';

test.describe('the floating right bar', () => {
  test('links only the services the brand has, and its QR codes (80 px) decode to the download links', async ({
    browser,
    baseURL,
  }) => {
    const page = await (
      await browser.newContext({
        locale: 'es-ES',
        viewport: { width: 1366, height: 900 },
        deviceScaleFactor: 3,
      })
    ).newPage();
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Accesos rápidos' });
    await expect(bar.locator('[data-service="FACEBOOK"]')).toHaveAttribute(
      'href',
      'https://www.facebook.com/croupier.games',
    );
    await expect(bar.locator('[data-service="TELEGRAM"]')).toBeVisible();
    await expect(bar.locator('[data-service="WHATSAPP"]')).toBeVisible();
    await expect(bar.locator('[data-service="LIVECHAT"]')).toBeVisible();
    // The seed brand has no Line account, so there is no Line link.
    await expect(bar.locator('[data-service="LINE"]')).toHaveCount(0);

    await bar.getByRole('button', { name: 'Descargar app' }).click();
    const ios = bar.getByRole('img', { name: /iOS/ });
    const android = bar.getByRole('img', { name: /Android/ });
    await expect(ios).toHaveAttribute('width', '80');
    expect(await decodeQr(ios)).toBe(`${baseURL}/app/ios`);
    expect(await decodeQr(android)).toBe(`${baseURL}/app/android`);
    await expectAccessible(page);

    await bar.getByRole('button', { name: 'Ocultar accesos rápidos' }).click();
    await expect(bar.locator('[data-service="FACEBOOK"]')).toBeHidden();
  });

  test('the download page shows 200 px codes that decode to the same links', async ({ page, baseURL }) => {
    await page.goto('/down');
    const ios = page.getByRole('main').getByRole('img', { name: /iPhone/ });
    await expect(ios).toHaveAttribute('width', '200');
    expect(await decodeQr(ios)).toBe(`${baseURL}/app/ios`);
    await expect(page.getByRole('heading', { name: 'Cómo instalarla' }).first()).toBeVisible();
  });
});

test.describe('customer service', () => {
  test('opens a 440×500 popup at the decrypted service link', async ({ page, baseURL }) => {
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.locator('[data-service="LIVECHAT"]').click();
    const popup = await popupPromise;
    await popup.waitForURL(`${baseURL}/support/chat`);
    await expect(popup.getByRole('heading', { name: /live support/ })).toBeVisible();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([440, 500]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('closes the popup and says so when the service call fails', async ({ page }) => {
    await page.route('**/wps/system/customerService**', (route) => route.abort('failed'));
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.locator('[data-service="LIVECHAT"]').click();
    const popup = await popupPromise;
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByRole('alertdialog')).toContainText('No se pudo abrir la atención al cliente');
  });

  test('the maintenance page’s Contact Us opens customer service too', async ({ page, sandbox, baseURL }) => {
    await sandbox.status({ maintenance: true });
    await page.goto('/');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Contáctenos' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(`${baseURL}/support/chat`);
  });
});

test.describe('the footer', () => {
  test('counts up its counters when scrolled into view, shows vendors and the 2025 copyright', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The home page's rows may still grow and push the footer back out of view, which stops the
    // count: bring it into view until it counts.
    await expect(async () => {
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText('Seguridad de fondos', { exact: true })).toBeVisible();
      await expect(footer.locator('.counter__value').nth(1)).toHaveText('100%', { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    await expect(footer.getByText(/© 2025 Croupier/)).toBeVisible();
    // The logos are built as their place nears the screen (footer-links.tsx).
    await footer.getByRole('heading', { name: 'Proveedores de juegos' }).scrollIntoViewIfNeeded();
    await expect(footer.locator('img[data-vendor="TCG"]')).toHaveCount(1);
    const logos = footer.locator('img[data-vendor]');
    expect(await logos.count()).toBeGreaterThan(10);
    expect(await logos.count()).toBeLessThanOrEqual(20);
    await page.mouse.wheel(0, -10000);
    await expect(footer.locator('.counter__value').nth(1)).toHaveAttribute('data-step', '0');
  });
});

import { test, expect, expectAccessible, loginThroughModal, signIn } from './support/fixtures';

/**
 * On a phone the five places a player goes most are one tap away in the bottom tab bar, and once
 * logged in the header keeps the balance, Deposit and the account beside the menu.
 */
test('on a phone, the tab bar and the header keep home, games, promotions, deposit and the account one tap away', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' })
  ).newPage();
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Accesos rápidos' });
  await expect(tabs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Juegos' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(tabs.getByRole('link', { name: 'Juegos' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Promos' }).click();
  await expect(page.getByRole('heading', { name: 'Promociones', level: 1 })).toBeVisible();

  // A guest pressing Deposit is asked to log in first.
  await tabs.getByRole('button', { name: 'Depositar' }).click();
  await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  await page.keyboard.press('Escape');
  await loginThroughModal(page, 'demomember');

  const header = page.getByRole('banner');
  await expect(header.getByTestId('balance-value')).toBeVisible();
  await header.getByRole('button', { name: 'Depositar' }).click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await expect(centre.getByRole('heading', { name: 'Depositar' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Volver al menú' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  // The account opens the personal centre at its menu.
  await tabs.getByRole('button', { name: 'Cuenta' }).click();
  await expect(centre.getByRole('button', { name: 'Volver al menú' })).toBeHidden();
  await expect(centre.getByRole('button', { name: /Depositar/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: /demomember/ })).toBeVisible();

  // No floating bar covers the page on a phone: its links are in the menu drawer, labelled.
  await expect(page.getByRole('complementary', { name: 'Accesos rápidos' })).toBeHidden();
  await header.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú lateral' });
  const links = drawer.getByRole('complementary', { name: 'Accesos rápidos' });
  await expect(links.getByRole('link', { name: /^Telegram/ })).toBeVisible();
  await links.getByRole('button', { name: 'Sala de chat' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Sala de chat' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Nothing sideways, and the tab bar covers none of the page's end.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect
    .poll(() =>
      page.evaluate(() => {
        // The page may grow as its lists load: each look scrolls to its end again.
        window.scrollTo(0, document.documentElement.scrollHeight);
        const footer = document.querySelector('footer.footer')!.getBoundingClientRect();
        const bar = document.querySelector('nav.tab-bar')!.getBoundingClientRect();
        return Math.round(footer.bottom - bar.top);
      }),
    )
    .toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.context().close();
});

test('on a wide screen the header holds them and no tab bar shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeHidden();

  // Logged in at 1366 px: the logo keeps its size, the clock one line, the row fits the window.
  await signIn(page, 'demomember');
  const header = page.getByRole('banner');
  expect((await header.locator('.brand-mark__chip').boundingBox())!.width).toBe(36);
  expect((await header.getByTestId('gmt8-clock').boundingBox())!.height).toBeLessThan(24);
  const account = (await header.getByRole('button', { name: 'demomember, centro personal' }).boundingBox())!;
  expect(account.x + account.width).toBeLessThanOrEqual(1366);

  // The floating bar stands beside the page's column, over none of its content.
  const bar = (await page.getByRole('complementary', { name: 'Accesos rápidos' }).boundingBox())!;
  const column = await page
    .locator('.frame__body')
    .evaluate((e) => e.getBoundingClientRect().right - parseFloat(getComputedStyle(e).paddingRight));
  expect(bar.x).toBeGreaterThan(column);
});

import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn } from './support/fixtures';

const gameFrame = (page: Page) => page.frameLocator('iframe[title^="Juego:"]');

test.describe('launching games', () => {
  test('a guest starts a slot from /rng without logging in, plays for fun, and comes back', async ({
    page,
  }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Tragamonedas' })).toBeVisible();
    await expectAccessible(page);
    // A guest's game is the free demo, as the platform's page opens it.
    const demo = page.waitForRequest((request) => request.url().includes('/wps/relay/GCS_gameTrialLaunch?'));
    await page
      .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
      .first()
      .click();
    expect(new URL((await demo).url()).searchParams.get('platform')).toBe('html5-desktop');
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.locator('iframe[title^="Juego:"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    // The vendor runs on its own origin (another port), not the portal's.
    expect(new URL((await frame.getAttribute('src'))!).port).not.toBe(new URL(page.url()).port);
    const game = gameFrame(page);
    await expect(game.getByText('Modo diversión · dinero de juego')).toBeVisible();
    const balance = game.locator('.game__balance');
    const before = await balance.textContent();
    await game.getByRole('button', { name: 'Girar' }).click();
    await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
    await expect(balance).not.toHaveText(before!);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Salir del juego' }).click();
    await expect(page).toHaveURL(/\/rng$/);
  });

  test('a guest who opens a live game is asked to log in; once in, the game opens', async ({ page }) => {
    await page.goto('/live');
    await page.locator('.cr-card__play').first().click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(login).toBeVisible();
    await login.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await login.getByLabel(/^Contraseña/).fill('Demo2026');
    await login.getByRole('button', { name: 'Entrar' }).click();
    await expect(login).toBeHidden();
    // SPEC: a successful login lands on the home page.
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/live');
    await page.locator('.cr-card__play').first().click();
    await expect(page).toHaveURL(/\/game$/);
    // The first live table is a baccarat table: it deals, where other live games spin the demo slot.
    await expect(gameFrame(page).getByRole('button', { name: 'Apostar' })).toBeVisible();
  });

  test('a trial account plays slots but is warned away from a live table', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Demo gratis' }).click();
    await expect(page.getByRole('banner').getByTestId('balance-value')).toBeVisible();
    await page.goto('/rng');
    await page.locator('.cr-card__play').first().click();
    await expect(page).toHaveURL(/\/game$/);
    await page.goto('/live');
    await page.locator('.cr-card__play').first().click();
    await expect(page.getByRole('alertdialog', { name: 'Registra una cuenta primero' })).toBeVisible();
  });

  test('a FISH vendor opens its page with page=vassalage', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Proveedores de Pesca' }).click();
    await page.getByRole('link', { name: 'JILI Fishing' }).click();
    await expect(page).toHaveURL(/\/fish\?page=vassalage&vassalage=JILIFISH$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JILI Fishing' })).toBeVisible();
    // Every card is one of the vendor's, named as players know it.
    await expect(page.getByRole('button', { name: /^Jugar .+ de JILI Fishing$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Jugar .+ de (?!JILI Fishing$)/ })).toHaveCount(0);
  });

  test('a PVP vendor page lists its rooms', async ({ page }) => {
    await page.goto('/pvp?page=vassalage&vassalage=KY');
    await expect(page.getByRole('heading', { name: 'Salas' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Entrar: / }).first()).toBeVisible();
  });

  test('a VASSALAGE vendor opens the game-list popup; the Vietnam lottery its own page', async ({ page }) => {
    await page.goto('/');
    const lotteryVendors = page.getByRole('button', { name: 'Proveedores de Lotería', exact: true });
    await lotteryVendors.click();
    await page.getByRole('link', { name: 'TCG Vietnam Lottery' }).click();
    await expect(page).toHaveURL(/\/Vnlottery$/);
    await expect(page.getByRole('heading', { name: 'TCG Vietnam Lottery' })).toBeVisible();
    await page.goto('/');
    await lotteryVendors.click();
    await page.getByRole('link', { name: 'TCG SEA Lottery' }).click();
    const popup = page.getByRole('dialog', { name: 'Juegos de TCG SEA Lottery' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);
    // Lotteries need a real account: a guest is asked to log in.
    await popup.locator('.cr-card__play').first().click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a vendor under maintenance shows its window and suggests other games', async ({ page, sandbox }) => {
    await sandbox.maintenance('PG', 90);
    await signIn(page, 'demomember', { path: '/rng?vassalage=PG' });
    await page
      .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Juego en mantenimiento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('maintenance-window')).toHaveText(
      /^Mantenimiento de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} a \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(GMT\+8\)\.$/,
    );
    const suggestions = dialog
      .getByRole('list', { name: 'Mientras tanto, prueba estos juegos:' })
      .getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    for (const vendor of await suggestions.locator('.cr-card__vendor').allTextContents())
      expect(['PG', 'PG Soft']).not.toContain(vendor);
    await expectAccessible(page);
  });
});

import { test, expect, expectAccessible } from './support/fixtures';

test.describe('the platform decides the root screen', () => {
  test('maintenance shows the maintenance page with Contact Us', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mantenimiento del sistema' })).toBeVisible();
    await expect(page.getByText('RESTRICCIÓN DE VISITA')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contáctenos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a restricted region shows the visitor’s IP and country', async ({ page, sandbox }) => {
    await sandbox.status({ regionRestriction: true, country: 'Atlantis' });
    await page.goto('/vip');
    await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveText(/127\.0\.0\.1|::1/);
    await expect(page.getByTestId('visitor-country')).toHaveText('Atlantis');
    await expect(page.getByRole('button', { name: 'Contáctenos' })).toBeVisible();
    await expectAccessible(page);
  });

  test('maintenance wins over region restriction', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: true, regionRestriction: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mantenimiento del sistema' })).toBeVisible();
    await expect(page.getByTestId('visitor-ip')).toHaveCount(0);
  });

  test('the normal site comes back when maintenance ends', async ({ page, sandbox }) => {
    await sandbox.status({ maintenance: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Mantenimiento del sistema' })).toBeVisible();
    await sandbox.status({ maintenance: false });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('on a domain the platform no longer serves, the player is moved to one that answers, with their codes', async ({
    page,
    sandbox,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    await sandbox.domain(`127.0.0.1:${port}`, true);
    await sandbox.domain('localhost', false);
    await page.goto('/?aff=AG41X&r=M7');
    const dialog = page.getByRole('alertdialog', { name: 'Dirección no disponible' });
    await expect(dialog).toContainText('Este dominio no está disponible.');
    // It pings the brand's domains from this page and finds the one that answers.
    await expect(dialog.getByRole('status')).toHaveText(
      `127.0.0.1:${port} responde: «Reintentar» te lleva allí.`,
    );
    await expectAccessible(page);
    // It cannot be dismissed: there is nothing behind it to go back to.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Customer service opens at the link the platform sealed in its answer.
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Atención al cliente' }).click();
    await expect(await popup).toHaveURL(/\/support\/chat$/);
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/?affiliateCode=AG41X&r=M7`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

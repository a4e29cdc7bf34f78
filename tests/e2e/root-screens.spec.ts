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
});

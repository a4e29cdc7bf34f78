import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { recordViolations } from './support/csp';

test.describe('the header', () => {
  test('the clock shows GMT+8 time as DD/MM/YYYY HH:mm:ss and ticks every second', async ({ page }) => {
    // 22:59 UTC on 4 March is 06:59 on 5 March in GMT+8.
    await page.clock.install({ time: new Date('2026-03-04T22:59:50Z') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-03-04T22:59:55Z'));
    await page.clock.runFor(1000);
    const clock = page.getByTestId('gmt8-clock');
    await expect(clock).toHaveText(/^05\/03\/2026 06:59:5\d$/);
    const shown = async () => [await clock.textContent(), await clock.getAttribute('datetime')] as const;
    const [text, instant] = await shown();
    const gmt8 = new Date(Date.parse(instant!) + 8 * 3600_000).toISOString();
    expect(text).toBe(`${gmt8.slice(8, 10)}/${gmt8.slice(5, 7)}/${gmt8.slice(0, 4)} ${gmt8.slice(11, 19)}`);
    await page.clock.runFor(6000);
    await expect(clock).toHaveText(/^05\/03\/2026 07:00:0\d$/);
  });

  test("a player's light theme comes back on the next visit before the portal's code, allowed by the CSP", async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Tema claro' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    // The next visit with the portal's code held back: only index.html's own script can paint it.
    const violations = await recordViolations(page);
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await violations()).toEqual([]);
  });

  test('a guest sees login, register and free demo; register follows its flag', async ({ page, sandbox }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Demo gratis' })).toBeVisible();
    await sandbox.flag('DIRECTREG3', false);
    await sandbox.flag('FREEPLAY3', false);
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Registrarse' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Demo gratis' })).toHaveCount(0);
  });

  test('a member sees the balance, hides it as ***, refreshes it, and logs out after confirming', async ({
    page,
  }) => {
    await signIn(page, 'demomember');
    const balance = page.getByTestId('balance-value');
    await expect(balance).toHaveText('10.000,00');
    await expect(page.getByRole('banner').getByText('P', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Saldo/ }).click();
    await expect(balance).toHaveText('***');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/wps/v2/wallets/balance'));
    await page.getByRole('button', { name: 'Actualizar saldo' }).click();
    await refreshed;
    await expect(page.getByRole('button', { name: /demomember/ })).toBeVisible();
    await expect(page.getByTestId('agent-entry')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchant')]),
    ).toEqual([null, 'CROUPIER']);
  });
});

import { test, expect, expectAccessible } from './support/fixtures';
import { servePartnerPage } from './support/partner-page';

/** The example partner page, served from another origin than the portal, as a real partner would. */
let partner: Awaited<ReturnType<typeof servePartnerPage>>;
let partnerUrl: string;

test.beforeAll(async ({ baseURL }) => {
  partner = await servePartnerPage('script-tag.html', baseURL!);
  partnerUrl = partner.url;
});
test.afterAll(() => partner.close());

test.describe('a partner page embeds the widgets by script tag', () => {
  test('logs in from a plain page, and both widgets share the session', async ({ page }) => {
    await page.goto(partnerUrl);
    const auth = page.locator('#croupier-auth');
    await auth.getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await expectAccessible(page, '#croupier-auth');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('embed-account')).toHaveText('demomember');
    await expect(page.locator('#croupier-balance').getByTestId('balance-value')).toHaveText('10.000,00');
    await expect(page.locator('#event-log')).toContainText(
      'session:started {"account":"demomember","accountType":0}',
    );
    await expect(page.locator('#event-log')).toContainText('balance:changed');

    // The partner's Georgia never reaches the widgets, which live in shadow roots.
    const font = await auth
      .getByRole('button', { name: 'Cerrar sesión' })
      .evaluate((b) => getComputedStyle(b).fontFamily);
    expect(font).not.toContain('Georgia');

    await auth.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(auth.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('#croupier-balance').getByTestId('balance-value')).toHaveCount(0);
  });

  test('calls made before the loader arrived run, in order, and unknown commands are skipped', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(partnerUrl);
    await expect(page.locator('#croupier-auth').getByRole('button', { name: 'Registrarse' })).toBeVisible();
    const result = await page.evaluate(async () => {
      const croupier = (window as unknown as { Croupier: (...a: unknown[]) => Promise<unknown> }).Croupier;
      await croupier('nonsense');
      const handle = (await croupier('mount', 'balance-bar', '#croupier-balance', { loginButton: true })) as {
        update: unknown;
        unmount: unknown;
      };
      return [typeof handle.update, typeof handle.unmount];
    });
    expect(result).toEqual(['function', 'function']);
    expect(warnings.some((w) => w.includes('unknown command "nonsense"'))).toBe(true);
  });
});

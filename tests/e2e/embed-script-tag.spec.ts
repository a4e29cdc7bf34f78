import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests, servePartnerPage } from './support/partner-page';

/** The example partner page, served from another origin than the portal, as a real partner would. */
let partner: Awaited<ReturnType<typeof servePartnerPage>>;
let partnerUrl: string;

test.beforeAll(async ({ baseURL }) => {
  partner = await servePartnerPage('script-tag.html', baseURL!);
  partnerUrl = partner.url;
});
test.afterAll(() => partner.close());

test.describe('a partner page embeds the widgets by script tag', () => {
  // The widgets' shadow roots are closed; these journeys open them to look inside (see the helper).
  test.beforeEach(({ page }) => openShadowRootsForTests(page));

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

test.describe("the partner page's own scripts", () => {
  // No openShadowRootsForTests here: this story checks what a partner's script really sees.
  test('cannot see into the widgets, find no token in any storage, and keep their own through a login, a reload and a logout', async ({
    page,
  }) => {
    // The partner's own entry, written before the widgets mount.
    await page.addInitScript(() => sessionStorage.setItem('partnerCart', '3'));
    await page.goto(partnerUrl);
    // What the partner's own scripts call: the Croupier global (results stay in the page).
    const croupier = (...command: unknown[]) =>
      page.evaluate(async (args) => {
        await (window as unknown as { Croupier: (...a: unknown[]) => Promise<unknown> }).Croupier(...args);
      }, command);
    // Mounting again into the same element reuses the widget's own (closed) root.
    await croupier('mount', 'auth', '#croupier-auth');
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('#croupier-auth')!.getBoundingClientRect().height),
      )
      .toBeGreaterThan(0);
    const shadowRoots = await page.evaluate(() =>
      ['#croupier-auth', '#croupier-balance'].map((selector) => document.querySelector(selector)!.shadowRoot),
    );
    expect(shadowRoots).toEqual([null, null]);

    // Log in by keyboard, as the partner's page cannot reach into the dialog: it opens on the username.
    await croupier('login');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^croupier-/);
    await page.keyboard.type('demomember');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo2026');
    await page.keyboard.press('Enter');
    const log = page.locator('#event-log');
    await expect(log).toContainText('session:started {"account":"demomember","accountType":0}');
    const storage = () =>
      page.evaluate(() => ({
        session: { ...sessionStorage },
        local: { ...localStorage },
        cookie: document.cookie,
      }));
    const loggedIn = await storage();
    expect(loggedIn.session.partnerCart).toBe('3');
    // Nothing of the session lands in the partner's storage: the token lives in the widgets' memory.
    expect(Object.keys(loggedIn.session)).toEqual(['partnerCart']);
    expect(JSON.stringify(loggedIn)).not.toMatch(/token|Demo2026/);

    // A reload finds nothing to sign on with: no call of the new document carries a token (a call
    // the logged-in page sent just before the reload is its own, and rightly signed).
    const signed: string[] = [];
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    page.on('request', (request) => {
      if (reloaded && request.headers().authorization) signed.push(request.url());
    });
    await page.reload();
    await croupier('mount', 'auth', '#croupier-auth');
    await page.waitForLoadState('networkidle');
    expect(signed).toEqual([]);
    await croupier('login');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toMatch(/^croupier-/);
    await page.keyboard.type('demomember');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo2026');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('session:started {"account":"demomember","accountType":0}');
    expect(signed.length).toBeGreaterThan(0);

    await croupier('logout');
    await expect(log).toContainText('session:ended {"reason":"logout"}');
    const loggedOut = await storage();
    expect(loggedOut.session).toEqual({ partnerCart: '3' });
  });
});

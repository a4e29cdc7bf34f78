import { test, expect, expectAccessible, loginThroughModal } from './support/fixtures';

test.describe('logging in', () => {
  test('three wrong passwords bring the captcha; with it the player gets in', async ({ page, sandbox }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    const password = dialog.getByLabel(/^Contraseña/);
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('  agenttwo  ');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await password.fill(`wrong${attempt}`);
      await dialog.getByRole('button', { name: 'Entrar' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
    }
    const captcha = dialog.getByRole('textbox', { name: /^Código de verificación/ });
    await expect(captcha).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Imagen del código de verificación' })).toBeVisible();
    await expectAccessible(page);

    // A click draws a new image, at most once a second: three clicks in one task draw one now and
    // one when the second is up, or, within a second of the last image, that one alone. Never three.
    const image = dialog.getByRole('img', { name: 'Imagen del código de verificación' });
    const first = await image.getAttribute('src');
    const draws: number[] = [];
    page.on('request', (r) => r.url().includes('/wps/captcha') && draws.push(Date.now()));
    const refresh = dialog.getByRole('button', { name: 'Cambiar la imagen del código' });
    await refresh.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expect(image).not.toHaveAttribute('src', first!);
    // Quiet for two seconds after the last draw: any click still waiting has been drawn.
    await expect.poll(() => Date.now() - draws.at(-1)!, { timeout: 15_000 }).toBeGreaterThan(2_000);
    expect(draws.length).toBeLessThanOrEqual(2);
    if (draws.length === 2) expect(draws[1]! - draws[0]!).toBeGreaterThanOrEqual(900);

    await password.fill('Demo2026');
    await captcha.fill(await sandbox.captchaAnswer());
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /agenttwo/ })).toBeVisible();
  });

  test('by SMS code read from the outbox', async ({ page, sandbox }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('tab', { name: 'Móvil' }).click();
    await dialog.getByRole('textbox', { name: /^Número móvil/ }).fill('9171234567');
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /^Reenviar en/ })).toBeDisabled();
    const { code, purpose } = await sandbox.lastSms('9171234567');
    expect(purpose).toBe('login');
    await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(code);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog).toBeHidden();
    // The login button is gone: focus goes to the account button that took its place.
    await expect(page.getByRole('banner').getByRole('button', { name: /demomember/ })).toBeFocused();
  });

  test('from a network new to the account (LOGINIPVERF3): a second step by SMS, then in', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flag('LOGINIPVERF3', true);
    await sandbox.loginAddresses('demomember', ['203.0.113.7']);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await dialog.getByRole('button', { name: 'Entrar' }).click();

    await expect(dialog.getByRole('status')).toContainText('no ha iniciado sesión antes desde esta red');
    const methods = dialog.getByRole('tablist', { name: 'Cómo confirmarlo' });
    await expect(methods.getByRole('tab')).toHaveText(['SMS', 'Correo']);
    await expect(methods.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('textbox', { name: /^Número móvil/ }).fill('9171234567');
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    const { code, purpose } = await sandbox.lastSms('9171234567');
    expect(purpose).toBe('login');
    await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirmar e iniciar sesión' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Código SMS/ })).toHaveAccessibleDescription(
      /código de verificación es incorrecto o ha caducado/,
    );
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(code);
    await dialog.getByRole('button', { name: 'Confirmar e iniciar sesión' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /demomember/ })).toBeVisible();
  });

  test('the mobile tab exists only with MOBILEVERCODELOGIN3', async ({ page, sandbox }) => {
    await sandbox.flag('MOBILEVERCODELOGIN3', false);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });

  test('a back-office account is told it cannot log in here', async ({ page }) => {
    await page.goto('/');
    await loginThroughModal(page, 'opsadmin');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Una cuenta que no es de miembro no puede iniciar sesión',
    );
  });

  test('keyboard only: Tab order, Enter submits, Escape closes, focus returns', async ({ page }) => {
    await page.goto('/');
    const loginButton = page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' });
    await loginButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(dialog.getByRole('tab', { name: 'Usuario' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(loginButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Usuario' })).toBeFocused();
    await page.keyboard.type('demomember');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(/^Contraseña/)).toBeFocused();
    await page.keyboard.type('Demo2026');
    // Tab stays inside the dialog: from the last control it wraps to the first.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByLabel(/^Contraseña/).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /demomember/ })).toBeVisible();
  });

  test('remember me keeps the username after a browser restart, and no password anywhere', async ({
    browser,
  }) => {
    const first = await browser.newContext({ locale: 'es-ES' });
    const page = await first.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await dialog.getByRole('checkbox', { name: 'Recordar mi usuario' }).check();
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog).toBeHidden();
    const stores = await page.evaluate(() =>
      JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }]),
    );
    expect(stores).not.toContain('Demo2026');
    const cookies = await first.cookies();
    expect(JSON.stringify(cookies)).not.toContain('Demo2026');
    const remember = cookies.find((c) => c.name === 'rememberUsername')!;
    expect(remember.value).toBe('demomember');
    expect(remember.expires - Date.now() / 1000).toBeGreaterThan(86_000);
    expect(remember.expires - Date.now() / 1000).toBeLessThanOrEqual(86_400);

    // A browser restart keeps cookies and loses session storage.
    const state = await first.storageState();
    await first.close();
    const second = await browser.newContext({
      locale: 'es-ES',
      storageState: { cookies: state.cookies, origins: [] },
    });
    const again = await second.newPage();
    await again.goto('/');
    await expect(again.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await again.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(again.getByRole('dialog').getByRole('textbox', { name: 'Usuario' })).toHaveValue(
      'demomember',
    );
    await expect(again.getByRole('dialog').getByLabel(/^Contraseña/)).toHaveValue('');
    await second.close();
  });

  test('the loginedToHomePage guard sends visitors without a session to /login', async ({
    page,
    sandbox,
  }) => {
    await sandbox.setting('loginedToHomePage', true);
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'VIP' }).first().click();
    await expect(page).toHaveURL(/\/vip$/);
  });
});

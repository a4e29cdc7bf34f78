import { test, expect, expectAccessible, signIn } from './support/fixtures';

test.describe('the portal speaks the visitor’s language', () => {
  test('a Spanish device sees Spanish', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectAccessible(page);
    // Thai's and Arabic's web fonts are for Thai and Arabic pages only.
    expect(fonts.filter((url) => /noto-sans-(thai|arabic)/.test(url))).toEqual([]);
  });

  test('an English device sees English', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Play big, withdraw without limits' })).toBeVisible();
  });

  test('a Thai device sees Thai in its web font, and a Portuguese one Portuguese', async ({ browser }) => {
    const thai = await (await browser.newContext({ locale: 'th-TH' })).newPage();
    const thaiFont = thai.waitForRequest((request) => /noto-sans-thai-thai-.*\.woff2$/.test(request.url()));
    await thai.goto('/');
    await thaiFont;
    await expect(thai.locator('html')).toHaveAttribute('lang', 'th');
    await expect(thai.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expectAccessible(thai);
    const portuguese = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await portuguese.goto('/');
    await expect(portuguese.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(portuguese.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('an Arabic device reads Arabic right to left, logs in and opens the personal centre', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const banner = page.getByRole('banner');
    const login = banner.getByRole('button', { name: 'تسجيل الدخول' });
    // The header starts at the right: the brand there, the account's buttons at the left.
    const brand = (await banner.getByRole('link').first().boundingBox())!;
    expect(brand.x).toBeGreaterThan((await login.boundingBox())!.x);
    // "Start now" points the way Arabic runs: its chevron is turned to the left.
    const chevron = page.getByRole('button', { name: 'ابدأ الآن' }).first().locator('svg');
    expect(await chevron.evaluate((icon) => getComputedStyle(icon).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await expectAccessible(page);

    await login.click();
    const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
    await dialog.getByRole('textbox', { name: /^اسم المستخدم/ }).fill('demomember');
    await dialog.getByLabel(/^كلمة المرور/).fill('Demo2026');
    await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(banner.getByTestId('balance-value')).toBeVisible();
    await banner.getByRole('button', { name: /، المركز الشخصي$/ }).click();
    const centre = page.getByRole('dialog', { name: 'المركز الشخصي' });
    const menu = centre.getByRole('tablist');
    const panel = centre.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'حسابي' })).toBeVisible();
    // The menu leads at the right, the page follows it to the left.
    expect((await menu.boundingBox())!.x).toBeGreaterThan((await panel.boundingBox())!.x);
    // A bound mobile number still reads left to right inside the Arabic text.
    await expect(panel.locator('bdi[dir="ltr"]').first()).toHaveText(/^\+\d/);
    await expectAccessible(page);
    await context.close();
  });

  test('a French device falls back to Spanish', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a guest switches to English and the choice survives a reload and reaches the platform', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Idioma:/ }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    const platformCall = page.waitForRequest(
      (r) => r.url().includes('/wps/') && r.headers()['language'] === 'EN',
    );
    await listbox.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');
    await page.reload();
    await platformCall;
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a member’s language switch is stored as their preference on the platform', async ({
    page,
    request,
  }) => {
    await signIn(page, 'demomember');
    await expect(page.getByTestId('balance-value')).toBeVisible();
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/wps/member/language') && r.method() === 'PUT',
    );
    await page.getByRole('button', { name: /^Idioma:/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    expect((await saved).postDataJSON()).toEqual({ language: 'EN' });
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const info = await request.get('/wps/member/info', {
      headers: { authorization: token!, merchant: 'CROUPIER' },
    });
    expect((await info.json()).value.language).toBe('EN');
  });

  test('the picker works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /^Idioma:/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Language:/ })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

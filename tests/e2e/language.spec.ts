import { test, expect, expectAccessible, loginThroughModal } from './support/fixtures';

test.describe('the portal speaks the visitor’s language', () => {
  test('a Spanish device sees Spanish', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an English device sees English', async ({ browser }) => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Play big, withdraw without limits' })).toBeVisible();
  });

  test('a Thai device sees Thai, and a Portuguese one Portuguese', async ({ browser }) => {
    const thai = await (await browser.newContext({ locale: 'th-TH' })).newPage();
    await thai.goto('/');
    await expect(thai.locator('html')).toHaveAttribute('lang', 'th');
    await expect(thai.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    await expectAccessible(thai);
    const portuguese = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    await portuguese.goto('/');
    await expect(portuguese.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(portuguese.getByRole('button', { name: 'Entrar' })).toBeVisible();
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
    await page.goto('/');
    await loginThroughModal(page, 'demomember');
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

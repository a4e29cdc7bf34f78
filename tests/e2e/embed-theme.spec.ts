import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests, serveHtml } from './support/partner-page';

/** playwright.config.ts makes the portal's port + 10 the brand's one partner origin. */
const partnerPort = (baseURL: string) => Number(new URL(baseURL).port) + 10;

/**
 * A partner page with the auth widget mounted and framed in its main column, no theme option:
 * the widgets take the page's look. `style` is the page's own.
 */
const partnerPage = (portal: string, style: string, options = '{}') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif}main{max-width:900px;margin:24px auto;padding:0 16px;display:grid;gap:24px}
body.night{background:#101418;color:#e8e8e8}${style}</style></head>
<body><main><h1>Partner news</h1><div id="auth"></div><div id="framed"></div></main>
<script>
window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
Croupier('init', { merchant: 'CROUPIER' });
Croupier('mount', 'auth', '#auth', ${options});
Croupier('frame', 'winners-board', '#framed', Object.assign({ title: 'Winners' }, ${options}));
const loader = document.createElement('script');
loader.src = '${portal}/embed/v1/croupier.js';
document.head.append(loader);
</script></body></html>`;

const mountedTheme = (page: Page) => page.locator('#auth').getAttribute('data-theme');
const framedTheme = (page: Page) =>
  page.frameLocator('iframe[title="Winners"]').locator('#croupier-frame').getAttribute('data-theme');

/** Logs in through the mounted auth widget: its account name and "Log out" are what must read well. */
async function logIn(page: Page) {
  await page.locator('#auth').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByRole('textbox', { name: /^Usuario/ }).fill('demomember');
  await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
  await dialog.getByRole('button', { name: /^Entrar$/ }).click();
  await expect(page.locator('#auth').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

test.describe('widgets follow the page they sit in', () => {
  test.beforeEach(({ page }) => openShadowRootsForTests(page));

  test('on a light page they are light, on a dark one dark, and they follow the page when it switches', async ({
    page,
    baseURL,
  }) => {
    const partner = await serveHtml(
      partnerPage(baseURL!, 'body{background:#ffffff;color:#111}'),
      partnerPort(baseURL!),
    );
    try {
      await page.goto(partner.url);
      await logIn(page);
      await expect.poll(() => mountedTheme(page)).toBe('light');
      await expect.poll(() => framedTheme(page)).toBe('light');
      await expect(page.locator('#auth').getByText('demomember')).toBeVisible();
      await expectAccessible(page);

      // The page turns dark by a class on its body: the widgets and the frame follow.
      await page.evaluate(() => document.body.classList.add('night'));
      await expect.poll(() => mountedTheme(page)).toBe('dark');
      await expect.poll(() => framedTheme(page)).toBe('dark');
      await expectAccessible(page);
    } finally {
      await partner.close();
    }
  });

  test('a page that declares its color-scheme gets it; a theme option wins over the page', async ({
    page,
    baseURL,
  }) => {
    const dark = await serveHtml(
      partnerPage(baseURL!, ':root{color-scheme:dark}body{background:#16181d;color:#eee}'),
      partnerPort(baseURL!),
    );
    try {
      await page.goto(dark.url);
      await expect.poll(() => mountedTheme(page)).toBe('dark');
      await expect.poll(() => framedTheme(page)).toBe('dark');
      await expect(page.locator('#auth').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await dark.close();
    }
    const chosen = await serveHtml(
      partnerPage(baseURL!, 'body{background:#ffffff}', "{ theme: 'dark' }"),
      partnerPort(baseURL!),
    );
    try {
      await page.goto(chosen.url);
      await expect.poll(() => mountedTheme(page)).toBe('dark');
      await expect.poll(() => framedTheme(page)).toBe('dark');
    } finally {
      await chosen.close();
    }
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { openShadowRootsForTests, serveHtml, servePartnerPage } from './support/partner-page';

/** playwright.config.ts makes the portal's port + 10 the brand's one partner origin. */
const partnerPort = (baseURL: string) => Number(new URL(baseURL).port) + 10;

/**
 * Partners frame widgets: each an iframe of the portal, sized to its content, speaking the
 * origin-checked protocol of sdk/embed/frame-protocol.ts. The partner page runs on the brand's one
 * partner origin; the attackers run on origins of their own.
 */
let partner: Awaited<ReturnType<typeof servePartnerPage>>;

test.beforeAll(async ({ baseURL }) => {
  partner = await servePartnerPage('iframe.html', baseURL!, partnerPort(baseURL!));
});
test.afterAll(() => partner.close());

const heightOf = (page: Page, title: string) =>
  page.locator(`iframe[title="${title}"]`).evaluate((frame) => frame.getBoundingClientRect().height);

test.describe('a partner page frames widgets', () => {
  test.beforeEach(({ page }) => openShadowRootsForTests(page));

  test('the frames fit their content, the player logs in inside one, and the page hears it', async ({
    page,
  }) => {
    await page.goto(partner.url);
    const account = page.frameLocator('iframe[title="Account"]');
    await expect(account.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    // Sized to the buttons, not the iframe default of 320 px; the winners board is taller.
    await expect.poll(() => heightOf(page, 'Account')).toBeLessThan(120);
    const winners = page.frameLocator('iframe[title="Latest winners"]');
    await expect(winners.getByRole('heading').first()).toBeVisible();
    await expect.poll(() => heightOf(page, 'Latest winners')).toBeGreaterThan(200);

    await account.getByRole('button', { name: 'Iniciar sesión' }).click();
    // A modal needs room: the frame grows while it is open.
    await expect.poll(() => heightOf(page, 'Account')).toBeGreaterThanOrEqual(680);
    const dialog = account.getByRole('dialog', { name: 'Iniciar sesión' });
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
    await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await expect(account.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.locator('#event-log')).toContainText(
      'session:started {"account":"demomember","accountType":0}',
    );
    await expect(page.locator('#event-log')).toContainText('balance:changed');
    await expect.poll(() => heightOf(page, 'Account')).toBeLessThan(120);
  });

  test('a sibling frame of another origin cannot speak for the Croupier frame', async ({ page }) => {
    // An ad on the partner page posts what a Croupier frame would say, to the page and to the frame.
    const ad = await serveHtml(`<!doctype html><script>
      const fake = { croupier: 1, type: 'session:started', payload: { account: 'attacker', accountType: 0 } };
      setInterval(() => {
        parent.postMessage(fake, '*');
        parent.postMessage({ croupier: 1, type: 'resize', payload: { height: 5 } }, '*');
        for (const frame of parent.frames) frame.postMessage({ croupier: 1, type: 'update', payload: { options: { theme: 'light' } } }, '*');
      }, 100);
    </script>`);
    try {
      await page.goto(partner.url);
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = 'Advert';
        document.body.append(frame);
      }, ad.url);
      const account = page.frameLocator('iframe[title="Account"]');
      await expect(account.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
      await page.waitForTimeout(1500);
      await expect(page.locator('#event-log')).not.toContainText('attacker');
      expect(await heightOf(page, 'Account')).toBeGreaterThan(20);
    } finally {
      await ad.close();
    }
  });
});

test('a page outside the brand’s partner origins cannot frame a widget, and hears nothing', async ({
  page,
  baseURL,
}) => {
  const hostile = await serveHtml(`<!doctype html><ul id="heard"></ul><script>
    addEventListener('message', (event) => {
      const item = document.createElement('li');
      item.textContent = event.origin + ' ' + JSON.stringify(event.data);
      document.getElementById('heard').append(item);
    });
    const frame = document.createElement('iframe');
    // It even claims to be the partner.
    frame.src = '${baseURL}/embed/frame/auth?parent=' + encodeURIComponent('http://127.0.0.1:${partnerPort(baseURL!)}');
    frame.title = 'Stolen';
    document.body.append(frame);
    setTimeout(() => frame.contentWindow.postMessage({ croupier: 1, type: 'init', payload: { options: {} } }, '*'), 500);
  </script>`);
  try {
    const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await page.goto(hostile.url);
    await blocked;
    await page.waitForTimeout(1000);
    await expect(page.locator('#heard li')).toHaveCount(0);
    await expect(page.frameLocator('iframe[title="Stolen"]').getByRole('button')).toHaveCount(0);
  } finally {
    await hostile.close();
  }
});

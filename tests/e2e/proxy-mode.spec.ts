import { test, expect, type Request } from '@playwright/test';
import { expectAccessible, registerThroughModal, SANDBOX_HEADERS } from './support/fixtures';
import { openSlot } from './support/slot';

/**
 * Proxy mode end to end: the sandbox runs alone as "the platform" (`npm run platform`), and this
 * portal reaches it only through PLATFORM_URL, as it would reach the operator's. Every platform
 * call the page makes goes to the portal's own origin and is forwarded; sealed calls fetch the
 * modulus as text and send the real cipher's header.
 */
/** playwright.config.ts runs the platform alone on the portal's port + 20 (PLATFORM_PORT). */
const platform = `http://localhost:${Number(process.env.E2E_PORT ?? 18080) + 20}`;

test('through the proxy a member logs in, opens the lobby and a game, and starts a deposit', async ({
  page,
  request,
  baseURL,
}) => {
  const reset = await request.post(`${platform}/sandbox/reset`, { headers: SANDBOX_HEADERS });
  expect(reset.ok(), await reset.text()).toBe(true);
  const calls: Request[] = [];
  page.on('request', (r) => /\/(wps|lgw|lotto)\//.test(r.url()) && calls.push(r));

  const heroes: string[] = [];
  page.on('request', (r) => r.url().includes('/banners/0.svg') && heroes.push(r.url()));
  const heroAnswers: number[] = [];
  page.on('response', (r) => r.url().includes('/banners/0.svg') && heroAnswers.push(r.status()));

  // The portal learns the brand's image CDNs from the platform's status call, through the proxy,
  // and its HTML then names one and preloads the home page's hero from it: asked for once, and
  // answered by the platform's CDN (/cdn goes through the proxy too).
  await expect
    .poll(async () =>
      /<meta name="croupier-image-cdn" content="[^"]+">/.test(await (await request.get('/')).text()),
    )
    .toBe(true);
  await page.goto('/');
  const cdn = await page.locator('meta[name="croupier-image-cdn"]').getAttribute('content');
  await expect.poll(() => heroes).toEqual([`${baseURL}${cdn}/banners/0.svg`]);
  await expect.poll(() => heroAnswers).toEqual([200]);
  // A lobby's HTML preloads its first four games' art, read from the list the platform answers.
  const lobbyArt = async () => {
    const html = await (await request.get('/rng')).text();
    return [...html.matchAll(/rel="preload" as="image"[^>]*href="([^"]+)"/g)].map((m) =>
      /^\/cdn\/\w+\/games\/\d+$/.test(m[1]!),
    );
  };
  await expect.poll(lobbyArt).toEqual([true, true, true, true]);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'Usuario' }).fill('demomember');
  await login.getByLabel(/^Contraseña/).fill('Demo2026');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('button', { name: /demomember/ })).toBeVisible();
  const balance = page.getByRole('banner').getByTestId('balance-value');
  await expect(balance).toHaveText(/\d/);

  // Nothing went to the platform's own origin: the page only knows the portal.
  expect(calls.length).toBeGreaterThan(3);
  expect(calls.every((r) => r.url().startsWith(baseURL!))).toBe(true);
  const key = calls.find((r) => r.url().includes('/wps/session/key/rsa'))!;
  expect(key, 'the modulus is fetched before the sealed login').toBeDefined();
  const sealed = calls.find((r) => r.url().endsWith('/wps/session/login'))!;
  expect(await sealed.headerValue('encryption')).toMatch(/^[0-9a-f]+$/);
  expect(await sealed.headerValue('x-gateway-version')).toBe('3');

  const game = await openSlot(page);
  await game.getByRole('button', { name: 'Girar' }).click();
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
  await page.getByRole('button', { name: 'Salir del juego' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre.getByRole('radio', { name: /^USDT \(TRC20\)/ }).check();
  await centre.getByRole('textbox', { name: /^Importe/ }).fill('350');
  await centre.getByRole('button', { name: 'Depositar ahora' }).click();
  await expect(centre.getByRole('img', { name: /Código QR/ })).toBeVisible();
  await expect(centre.getByText('Esperando tu pago')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('through the proxy a newcomer registers past the captcha and opens the personal centre', async ({
    page,
    request,
    context,
  }) => {
    const username = `proxied${String(Date.now()).slice(-7)}`;
    await page.goto('/');
    await registerThroughModal(page, username, async () => {
      const drawn = await request.get(`${platform}/sandbox/captcha`, { headers: SANDBOX_HEADERS });
      return (await drawn.json()).value.answer;
    });

    await page
      .getByRole('banner')
      .getByRole('button', { name: /, personal centre$/ })
      .click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await expect(centre.getByText(username, { exact: true })).toBeVisible();
    await expect(centre.getByText('This is your first login')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // The platform page's own captcha session: its cookie comes back through the proxy for the
    // portal's host, out of the page's scripts' reach.
    await page.evaluate(() => fetch('/wps/captcha', { headers: { 'X-Gateway-Version': '3' } }));
    const session = (await context.cookies()).find((c) => c.name === 'WPSSESSION');
    expect(session).toMatchObject({ domain: 'localhost', path: '/wps', httpOnly: true });
    expect(await page.evaluate(() => document.cookie)).not.toContain('WPSSESSION');
  });
});

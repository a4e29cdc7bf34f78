import { test, expect, expectAccessible } from './support/fixtures';

/**
 * SPEC §2 route table: header, footer and side menu per route, and each page's heading. The last
 * column marks the first route of each distinct screen: axe checks those (the category routes share
 * one lobby screen, the later issues' pages one placeholder), which keeps the suite quick.
 */
const ROUTES: [
  path: string,
  heading: RegExp,
  header: boolean,
  footer: boolean,
  side: boolean,
  axe?: 'axe',
][] = [
  ['/', /Inicio/, true, true, true, 'axe'],
  ['/index.html', /Inicio/, true, true, true],
  ['/home', /Inicio/, true, true, true],
  ['/vip', /^VIP$/, true, true, false, 'axe'],
  ['/pointMall', /Tienda de puntos/, true, true, false],
  ['/lottery', /^Lotería$/, true, false, false, 'axe'],
  ['/Vnlottery', /Lotería de Vietnam/, true, false, false],
  ['/elott', /Lotería electrónica/, true, true, false, 'axe'],
  ['/rng', /Tragamonedas/, true, true, false, 'axe'],
  ['/live', /Casino en vivo/, true, true, false],
  ['/fish', /Pesca/, true, true, false],
  ['/pvp', /Póker/, true, true, false],
  ['/sports', /Deportes/, true, true, false],
  ['/esports', /eSports/, true, true, false],
  ['/crash', /Crash/, true, true, false],
  ['/cockfight', /Peleas de gallos/, true, true, false],
  ['/favorite', /Favoritos/, true, true, false, 'axe'],
  ['/promotions', /Promociones/, true, true, false],
  ['/promoDetail', /Detalle de la promoción/, true, true, false],
  ['/seamless', /Billetera integrada/, true, false, false, 'axe'],
  ['/help', /Centro de ayuda/, true, true, false, 'axe'],
  ['/helpmc', /Centro de ayuda/, false, false, false, 'axe'],
  ['/down', /Descarga la app/, true, true, false, 'axe'],
  ['/join', /Únete a nosotros/, true, true, false, 'axe'],
  ['/game', /Juego/, true, false, false, 'axe'],
];

test.describe('every route of the portal opens with its layout', () => {
  // A few routes per journey, each opened fresh by its address: a journey per route spent more on
  // a new browser context and a cold cache than on the route itself.
  const GROUP = 5;
  for (let start = 0; start < ROUTES.length; start += GROUP) {
    const group = ROUTES.slice(start, start + GROUP);
    test(`${group.map(([path]) => path).join(', ')} open with their heading, header, footer and side menu as listed`, async ({
      page,
    }) => {
      test.setTimeout(60_000 * group.length);
      for (const [path, heading, header, footer, side, axe] of group) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
          await expect(page.getByRole('banner')).toHaveCount(header ? 1 : 0);
          await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
          await expect(page.getByRole('complementary', { name: 'Menú lateral' })).toHaveCount(side ? 1 : 0);
          await expect(page).toHaveTitle(/Croupier$/);
          if (axe) await expectAccessible(page);
        });
      }
    });
  }

  test("the navigation shows the platform's lanes on one row: crash after slots, cockfight last", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([
      'Inicio',
      'Lotería',
      'Lotería online',
      'Casino en vivo',
      'Deportes',
      'Pesca',
      'Tragamonedas',
      'Crash',
      'Póker',
      'eSports',
      'Peleas de gallos',
      'Promociones',
    ]);
    // Twelve entries in Spanish, the longest language, still end inside the row at 1366 px.
    const row = (await nav.boundingBox())!;
    const last = (await links.last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(row.x + row.width);

    await nav.getByRole('button', { name: 'Proveedores de Peleas de gallos' }).click();
    await expect(nav.getByRole('link', { name: 'SV388' })).toBeVisible();
    await nav.getByRole('link', { name: 'Peleas de gallos' }).click();
    await expect(page).toHaveURL(/\/cockfight$/);
    await expect(page.getByRole('button', { name: 'Jugar a Sabong en Vivo de SV388' })).toBeVisible();
    await nav.getByRole('link', { name: 'Crash' }).click();
    await expect(page).toHaveURL(/\/crash$/);
    await expect(page.getByRole('button', { name: 'Jugar a Aviador de Spribe' })).toBeVisible();
  });

  test('an unknown path says so and links home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the help centre scrolls to the top when opened and renders its articles', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo registrarse' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer shows the age limit, the brand's licence and the ways to pay", async ({ page }) => {
    await page.goto('/');
    const marks = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Juego responsable, licencia y pagos' });
    await expect(marks.getByText(/^Licencia: Croupier sandbox/)).toBeVisible();
    await expect(marks.getByRole('list', { name: 'Formas de pago' }).getByRole('listitem')).toHaveText([
      'USDT (TRC20)',
      'Transferencia bancaria',
      'Monedero electrónico',
    ]);
    await marks.getByRole('link', { name: 'Juega con responsabilidad · solo mayores de 18' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Juego responsable', exact: true }),
    ).toBeVisible();
  });

  test('a phone-sized screen keeps the layout usable', async ({ browser }) => {
    const page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' })
    ).newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú lateral' });
    await drawer.getByRole('link', { name: 'Descargar app' }).click();
    await expect(page.getByRole('heading', { name: 'Descarga la app' })).toBeVisible();
    await expectAccessible(page);
  });
});

import { readdirSync } from 'node:fs';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests } from './support/partner-page';

/**
 * Every example page as `npm start` serves it, on the portal's own origin with the CSP the portal
 * computes for it: opened, each of its frames loaded, each of its widgets used. The other embed
 * journeys serve the same pages from a partner's origin; these are what an integrator opens first.
 */

/** What the browser refused under a page's CSP (it says so on the console, frames included). */
function cspRefusals(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (frame|load|connect|execute)/i.test(message.text()))
      refused.push(message.text());
  });
  return refused;
}

async function logIn(dialog: Locator, username = 'demomember') {
  await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(username);
  await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
  await dialog.getByRole('button', { name: /^Entrar$/ }).click();
}

/**
 * The winners board's pause button (in a frame or on the page): still under reduced motion, as
 * these journeys run, so the press sets it moving and says it can pause it again.
 */
async function pauseWinners(board: Locator | FrameLocator) {
  await board.getByRole('button', { name: 'Reanudar la lista de ganadores' }).click();
  await expect(board.getByRole('button', { name: 'Pausar la lista de ganadores' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
}

/** The frames each example page holds once its loader has run, by title. */
const FRAMES: Record<string, string[]> = {
  'iframe.html': ['Account', 'Latest winners'],
  'iframe-games.html': ['Games'],
  'iframe-game.html': ['Slot of the week'],
};

/** One journey per example page: what a person would try first on it. */
const JOURNEYS: Record<string, (page: Page) => Promise<void>> = {
  async 'script-tag.html'(page) {
    const auth = page.locator('#croupier-auth');
    await auth.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(page.getByRole('dialog', { name: 'Iniciar sesión' }));
    await expect(auth.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.locator('#croupier-balance').getByTestId('balance-value')).toContainText('10.000,00');
    await expect(page.locator('#event-log')).toContainText('session:started');
  },

  async 'game-corner.html'(page) {
    await page.locator('#croupier-notices').getByRole('button', { name: 'Ver todos los avisos' }).click();
    await expect(page.getByRole('dialog', { name: 'Avisos' }).getByRole('tab').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await pauseWinners(page.locator('#croupier-winners'));
    const lobby = page.locator('#croupier-lobby');
    await lobby.getByRole('searchbox', { name: 'Buscar juegos' }).fill('Panda');
    await expect(lobby.getByRole('button', { name: /^Jugar a .*Panda/ }).first()).toBeVisible();
    await page
      .locator('#croupier-lottery')
      .getByRole('button', { name: /^Apostar: / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  },

  async 'cashier.html'(page) {
    const centre = page.locator('#croupier-member-centre');
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(page.getByRole('dialog'));
    await expect(centre.getByRole('tab', { name: 'Depositar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#croupier-balance').getByTestId('balance-value')).toContainText('10.000,00');
    await expect(page.locator('#croupier-auth').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },

  async 'agent-office.html'(page) {
    await page.goto('/examples/agent-office.html?page=downlineManagement');
    const centre = page.locator('#croupier-agent-centre');
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(page.getByRole('dialog'), 'agent42');
    await expect(centre.getByRole('tab', { name: 'Gestión del equipo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('#croupier-balance').getByTestId('balance-value')).toBeVisible();

    // The same page framing the centre instead. The mounted centre kept its session in memory
    // only (a partner page's storage holds no token), so the frame asks for a login of its own.
    await page.goto('/examples/agent-office.html?framed&page=downlineManagement');
    const framed = page.frameLocator('iframe[title="Agent centre"]');
    await framed.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(framed.getByRole('dialog'), 'agent42');
    await expect(framed.getByRole('tab', { name: 'Gestión del equipo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },

  async 'rewards.html'(page) {
    // A guest reads the promotions and opens one in place; the partner's address stays as it was.
    const promotions = page.locator('#croupier-promotions');
    await expect(promotions.getByRole('heading', { name: 'Promociones', level: 2 })).toBeVisible();
    const first = promotions.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: 'Ver detalles' }).click();
    await expect(promotions.getByRole('heading', { name: title, level: 2 })).toBeFocused();
    await expect(promotions.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await promotions.getByRole('link', { name: 'Todas las promociones' }).click();
    await expect(promotions.getByRole('heading', { name: 'Promociones', level: 2 })).toBeFocused();

    // The VIP ladder and the mall's catalogue are there for a guest; a member gets their own.
    const vip = page.locator('#croupier-vip');
    const mall = page.locator('#croupier-point-mall');
    await vip.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(page.getByRole('dialog'));
    await expect(vip.getByRole('heading', { name: 'Tu nivel' })).toBeVisible();
    await expect(mall.getByRole('heading', { name: 'Mis puntos' })).toBeVisible();
    await expect(mall.getByRole('tab', { name: 'Recompensas' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, '#croupier-promotions');

    // The same page framing the promotions instead, opened on one of them.
    await page.goto('/examples/rewards.html?framed&promotion=1');
    const framed = page.frameLocator('iframe[title="Promotions"]');
    await expect(framed.getByRole('link', { name: 'Todas las promociones' })).toBeVisible();
    await framed.getByRole('link', { name: 'Todas las promociones' }).click();
    await expect(framed.getByRole('tab').first()).toBeVisible();
  },

  async 'iframe.html'(page) {
    const account = page.frameLocator('iframe[title="Account"]');
    await account.getByRole('button', { name: 'Iniciar sesión' }).click();
    await logIn(account.getByRole('dialog', { name: 'Iniciar sesión' }));
    await expect(account.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.locator('#event-log')).toContainText('session:started {"account":"demomember"');
    await pauseWinners(page.frameLocator('iframe[title="Latest winners"]'));
  },

  async 'iframe-games.html'(page) {
    const lobby = page.frameLocator('iframe[title="Games"]');
    await expect(lobby.getByRole('button', { name: 'Más juegos' })).toBeVisible();
    await lobby.getByRole('searchbox', { name: 'Buscar juegos' }).fill('Panda');
    await expect(lobby.getByRole('button', { name: /^Jugar a .*Panda/ }).first()).toBeVisible();
    await lobby.getByRole('button', { name: 'Favoritos' }).click();
    await expect(lobby.getByText('Inicia sesión para guardar tus juegos favoritos.')).toBeVisible();
  },

  async 'iframe-game.html'(page) {
    const framed = page.frameLocator('iframe[title="Slot of the week"]');
    await framed.getByRole('button', { name: 'Jugar ahora' }).click();
    const spin = framed.frameLocator('iframe[title^="Juego:"]').getByRole('button', { name: 'Girar' });
    await expect(spin).toBeVisible();
    await expect(page.locator('#event-log')).toContainText('game:changed {"title":');
    await framed.getByRole('button', { name: 'Salir del juego' }).click();
    await expect(framed.getByRole('button', { name: 'Jugar ahora' })).toBeVisible();
  },
};

test('every example page has its journey here', () => {
  const pages = readdirSync('examples').filter((file) => file.endsWith('.html'));
  expect(Object.keys(JOURNEYS).sort()).toEqual(pages.sort());
});

test.describe('the example pages on the portal’s own origin', () => {
  test.beforeEach(({ page }) => openShadowRootsForTests(page));

  for (const [file, journey] of Object.entries(JOURNEYS)) {
    test(`examples/${file}: every frame loads and every widget answers, nothing refused by its CSP`, async ({
      page,
    }) => {
      const refused = cspRefusals(page);
      await page.goto(`/examples/${file}`);
      // Each frame of the page shows its widget (none is a blank refused by a CSP).
      for (const title of FRAMES[file] ?? [])
        await expect(
          page
            .frameLocator(`iframe[title="${title}"]`)
            .locator('#croupier-frame')
            .getByRole('button')
            .first(),
          `the frame ${title}`,
        ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount((FRAMES[file] ?? []).length);
      await journey(page);
      await expectAccessible(page);
      expect(refused, 'refused by the page’s CSP').toEqual([]);
    });
  }
});

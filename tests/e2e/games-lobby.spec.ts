import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { marqueeOffset } from './support/marquee';
import { holdRoute } from './support/held-route';

test.describe('the lobby', () => {
  test('the grid stays where it first showed when the vendors come after the games', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const release = await holdRoute(page, '**/GCSGAME_newGameVendor*');
    await page.goto('/rng');
    const games = page.getByRole('list', { name: 'Juegos' });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    // Where it starts (its height grows as the next page comes, which is not a shift).
    const top = async () => (await games.boundingBox())!.y;
    const before = await top();
    release();
    await expect(page.getByRole('group', { name: 'Proveedores' })).toBeVisible();
    expect(await top()).toBe(before);
  });

  test('search finds a game by name among 10,000, on the server', async ({ page, sandbox }) => {
    // A game from deep in the catalogue, far beyond any page the browser has loaded.
    const [game] = await sandbox.games({ gameClassify: 'RNG', pageNo: 180 });
    await page.goto('/rng');
    await expect(page.getByTestId('lobby-count')).toHaveText(/^1\d\.\d{3} juegos$|^\d{5} juegos$/);
    const searched = page.waitForRequest(
      (r) => r.url().includes('GCSGAME_gameList') && r.url().includes('gameName='),
    );
    await page.getByRole('searchbox', { name: 'Buscar juegos' }).fill(game!.gameName);
    expect(new URL((await searched).url()).searchParams.get('gameName')).toBe(game!.gameName);
    await expect(
      page
        .getByRole('button', {
          name: `Jugar a ${game!.gameName} de ${await sandbox.vendorName(game!.vassalage)}`,
        })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('lobby-count')).toHaveText(/^\d{1,2} juegos?$/);
  });

  test('on a phone, the PvP rooms take the place their placeholder held, and Full cannot be pressed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The rooms answer late; the lobby under their row shows first, already where it stays.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/GLS2_roomList*', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto('/pvp');
      const games = page.getByRole('list', { name: 'Juegos' });
      await expect(games.getByRole('listitem').first()).toBeVisible();
      const grid = await games.boundingBox();
      release();
      const rooms = page.getByRole('region', { name: 'Salas' });
      await expect(rooms.getByRole('heading', { level: 3 }).first()).toBeVisible();
      expect(await games.boundingBox()).toEqual(grid);
      // Each room offers a seat while one is free; a room with every seat taken says Full, disabled.
      for (const room of await rooms.getByRole('listitem').all()) {
        const [taken, seats] = (await room.getByText(/^\d+\/\d+ jugadores$/).innerText())
          .split(/\D+/)
          .map(Number);
        const name = await room.getByRole('heading').innerText();
        if (taken! >= seats!)
          await expect(room.getByRole('button', { name: `Llena: ${name}` })).toBeDisabled();
        else await expect(room.getByRole('button', { name: `Entrar: ${name}` })).toBeEnabled();
      }
      await expectAccessible(page);
    } finally {
      release();
    }
  });

  test('the header searches the whole catalogue from any page, by "/" or Ctrl+K', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Buscar juegos' })).toBeVisible();
    await page.keyboard.press('/');
    const search = page.getByRole('dialog', { name: 'Buscar en todo el catálogo' });
    const field = search.getByRole('searchbox', { name: 'Nombre del juego' });
    await expect(field).toBeFocused();
    // Every category: the live tables of every vendor come back for one word.
    await field.fill('Baccarat');
    await expect(search.getByRole('status')).toHaveText(/^\d+ juegos$/);
    await expect(
      search.getByRole('button', { name: /^Jugar a Baccarat Rápido A de / }).first(),
    ).toBeVisible();
    await field.fill('zzzz');
    await expect(search.getByRole('status')).toHaveText(
      'Ningún juego se llama así. Prueba con otra palabra.',
    );
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    // Ctrl+K opens it again; a result plays at once and the search closes behind it.
    await page.keyboard.press('Control+k');
    await field.fill('Panda');
    await search
      .getByRole('button', { name: /^Jugar a .*Panda.* de / })
      .first()
      .click();
    await expect(search).toBeHidden();
    await expect(page.getByRole('dialog').or(page.locator('iframe[title^="Juego:"]')).first()).toBeVisible();
  });

  test('the grid keeps few cards in the page however far the player scrolls, and keeps focus', async ({
    page,
  }) => {
    await page.goto('/rng');
    await expect(page.locator('.cr-card').first()).toBeVisible();
    const grid = page.getByRole('list', { name: 'Juegos' });
    // The card holding keyboard focus stays in the page (same game) while the player scrolls away.
    const first = page.locator('.cr-card__play').first();
    const label = await first.getAttribute('aria-label');
    await first.focus();
    for (let i = 0; i < 40 && Number(await grid.getAttribute('data-loaded')) < 300; i++) {
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(150);
    }
    expect(Number(await grid.getAttribute('data-loaded'))).toBeGreaterThanOrEqual(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5_000);
    await expect(page.locator('[data-node]').first()).toBeVisible();
    expect(await page.locator('.cr-card').count()).toBeLessThan(90);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: label!.replace(/^Jugar a (.+) de .+$/, 'Favorito: $1'), exact: true }),
    ).toBeFocused();
    // A page the player moves to opens at its top, wherever the last one was left.
    await page.getByRole('link', { name: 'VIP' }).first().click();
    await expect(page).toHaveURL(/\/vip$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('favourites need a login, then persist across a reload and fill /favorite', async ({ page }) => {
    await page.goto('/rng');
    const heart = page.getByRole('button', { name: /^Favorito: / }).first();
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await page.keyboard.press('Escape');
    await signIn(page, 'demomember', { path: '/rng' });
    const name = (await heart.getAttribute('aria-label'))!.replace('Favorito: ', '');
    const saved = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: `Favorito: ${name}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/favorite');
    await expect(page.getByRole('button', { name: `Favorito: ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.cr-card')).toHaveCount(1);
  });

  test('recent lists the games the member opened', async ({ page }) => {
    await signIn(page, 'demomember', { path: '/rng?vassalage=JILI' });
    const first = page.locator('.cr-card__name').first();
    const name = await first.textContent();
    await page.locator('.cr-card__play').first().click();
    await expect(page).toHaveURL(/\/game$/);
    await page.getByRole('button', { name: 'Salir del juego' }).click();
    await page.goto('/recent');
    await expect(page.locator('.cr-card__name').first()).toHaveText(name!);
  });
});

test.describe('lottery pages', () => {
  test('show their menus, the Elott type first, sub-types and the most frequent numbers', async ({
    page,
  }) => {
    await page.goto('/lottery');
    await expect(page.getByRole('tab', { name: 'Electrónica', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Croupier E-Lottery' })).toBeVisible();
    const subTypes = page.getByRole('group', { name: 'Tipo de juego' });
    await expect(subTypes.getByRole('button')).toHaveText([
      'Todos',
      'Rasca y gana',
      'Video póker',
      'Jackpot',
      'Juegos de mesa',
      'Arcade',
    ]);
    await expect(page.getByTestId('popular-numbers').getByRole('listitem')).toHaveCount(20);
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Sudeste asiático' }).click();
    await expect(page.getByRole('heading', { name: 'TCG SEA Lottery' })).toBeVisible();
    await page.goto('/Vnlottery');
    await expect(page.getByRole('heading', { name: 'TCG Vietnam Lottery' })).toBeVisible();
    await page.goto('/elott');
    await expect(page.getByRole('heading', { name: 'Croupier E-Lottery' })).toBeVisible();
    // A one-minute lottery counts down to its next draw, by the second.
    const fast = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rápido 3' }) });
    // Its game type by name, never the platform's code.
    await expect(fast.getByText('Rasca y gana', { exact: true })).toBeVisible();
    const timer = fast.getByRole('timer');
    await expect(timer).toHaveText(/^Próximo sorteo en (0:[0-5]\d|1:00)$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first!);
  });

  test('a member bets on a lottery draw and the ledger settles it', async ({ page, sandbox }) => {
    await signIn(page, 'demomember', { path: '/elott' });
    await page
      .getByRole('button', { name: /^Apostar: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe[title^="Juego:"]');
    await game
      .getByRole('group', { name: 'Elige hasta 3 números' })
      .getByRole('button', { name: '07' })
      .click();
    await game.getByRole('button', { name: 'Apostar' }).click();
    await game.getByRole('button', { name: 'Sortear' }).click();
    await expect(game.getByText(/^(Sin premio esta vez|Aciertos: .+ · Has ganado .+)$/)).toBeVisible();
    const ledger = await sandbox.rounds('demomember');
    expect(ledger.rounds[0]!.status).toBe('settled');
    await expect(page.getByRole('banner').getByTestId('balance-value')).not.toHaveText('10.000,00');
  });
});

test.describe('notices and the home page', () => {
  test('the notice modal pages nine at a time', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver todos los avisos' }).click();
    const modal = page.getByRole('dialog', { name: 'Avisos' });
    const titles = modal.getByRole('tab');
    await expect(titles).toHaveCount(9);
    await expect(modal.getByTestId('notice-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\+8$/);
    const first = await titles.allTextContents();
    await modal.getByRole('button', { name: 'Página 2' }).click();
    await expect(titles).toHaveCount(9);
    await expect(titles.first()).not.toHaveText(first[0]!);
    await modal.getByRole('button', { name: 'Página 4' }).click();
    await expect(titles).toHaveCount(3);
    // Next does nothing on the last page.
    await modal.getByRole('button', { name: 'Página siguiente' }).dispatchEvent('click');
    await expect(modal.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
    await titles.nth(1).click();
    await expect(titles.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });

  test('a notice carrying <img onerror> runs no script', async ({ page, sandbox }) => {
    await sandbox.notice({
      type: 'B',
      title: 'Aviso con imagen rota',
      content:
        '<p>Hola</p><img src="x" onerror="window.__noticeXss = 1"><script>window.__noticeXss = 2</script>',
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ver todos los avisos' }).click();
    const modal = page.getByRole('dialog', { name: 'Avisos' });
    await expect(modal.getByRole('heading', { name: 'Aviso con imagen rota' })).toBeVisible();
    await expect(modal.getByText('Hola')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __noticeXss?: number }).__noticeXss)).toBeUndefined();
    await expect(modal.locator('img[onerror], script')).toHaveCount(0);
  });

  test('home shows banners, hot games, winners, popular lotteries and vendors', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Promociones destacadas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Juegos populares' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Juegos populares' }).getByRole('listitem')).toHaveCount(12);
    const winners = page.getByRole('list', { name: 'Ganadores' }).getByRole('listitem');
    await expect(winners).toHaveCount(20);
    const track = page.getByTestId('winners-track');
    const moved = () => marqueeOffset(track);
    await expect.poll(moved).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pausar la lista de ganadores' }).click();
    const paused = await moved();
    await page.waitForTimeout(400);
    expect(await moved()).toBe(paused);
    await expect(page.getByRole('heading', { name: 'Loterías populares' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir Evolution' })).toBeVisible();
    await expectAccessible(page);
  });
});

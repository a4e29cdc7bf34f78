import { test, expect, expectAccessible } from './support/fixtures';
import { marqueeOffset } from './support/marquee';
import { openShadowRootsForTests, serveHtml, servePartnerPage } from './support/partner-page';
import { holdRoute } from './support/held-route';

/**
 * examples/game-corner.html: the notice strip, the winners board, the lobby and the lottery, each
 * mounted alone on a partner page.
 */
let partner: Awaited<ReturnType<typeof servePartnerPage>>;

test.beforeAll(async ({ baseURL }) => {
  partner = await servePartnerPage('game-corner.html', baseURL!);
});
test.afterAll(() => partner.close());
// The widgets' shadow roots are closed; these journeys open them to look inside (see the helper).
test.beforeEach(({ page }) => openShadowRootsForTests(page));

/** A partner's page of one category's games: the lobby alone, mounted by script tag in #lobby. */
const serveCategoryLobby = (portalUrl: string, title: string, category: string) =>
  serveHtml(`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><div id="lobby"></div></main>
<script>window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
Croupier('init', { merchant: 'CROUPIER' });
Croupier('mount', 'lobby', '#lobby', { category: '${category}' });</script>
<script async src="${portalUrl}/embed/v2/croupier.js"></script></body></html>`);

test.describe('a partner page embeds the lobby and the winners board', () => {
  test('the winners board shows the jackpot, lists twenty wins and scrolls them', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(partner.url);
    const board = page.locator('#croupier-winners');
    await expect(board.getByRole('list', { name: 'Ganadores' }).getByRole('listitem')).toHaveCount(20);
    const track = board.getByTestId('winners-track');
    await expect.poll(() => marqueeOffset(track)).toBeGreaterThan(0);
    // Above the wins, the progressive jackpot as the vendor's pool stands.
    const jackpot = board.getByRole('group', { name: 'Mega Jackpot' });
    await expect(jackpot.getByTestId('jackpot-amount')).toHaveText(/^\S* ?\d{1,3}([.,]\d{3})*[.,]\d{2}$/);
  });

  test('a guest searches the lobby, plays a slot in place and comes back to the list', async ({
    page,
    sandbox,
  }) => {
    const [game] = await sandbox.games({ vassalage: 'JILI', gameClassify: 'RNG' });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(partner.url);
    const lobby = page.locator('#croupier-lobby');
    await expect(lobby.locator('.cr-card').first()).toBeVisible();
    // A lobby of every game leads with no row: the code of the match strip and the rooms stays unasked.
    expect(asked.filter((url) => url.includes('/category-lead-'))).toEqual([]);
    await lobby.getByRole('searchbox', { name: 'Buscar juegos' }).fill(game!.gameName);
    const play = lobby.getByRole('button', { name: `Jugar a ${game!.gameName} de JILI` }).first();
    await expect(play).toBeVisible();
    await expectAccessible(page, '#croupier-lobby');
    await play.click();
    // The partner page stays where it is: the game takes the lobby's place, framed from the vendor.
    await expect(page).toHaveURL(partner.url);
    const frame = lobby.locator('iframe[title^="Juego:"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    const spin = page
      .frameLocator('#croupier-lobby iframe[title^="Juego:"]')
      .getByRole('button', { name: 'Girar' });
    await spin.click();
    await expect(spin).toBeEnabled();
    await lobby.getByRole('button', { name: 'Salir del juego' }).click();
    await expect(frame).toHaveCount(0);
    await expect(lobby.getByRole('searchbox', { name: 'Buscar juegos' })).toBeVisible();
  });

  test('scrolling loads three pages of games; then a button does, and the draws under the lobby stay within reach', async ({
    page,
  }) => {
    await page.goto(partner.url);
    const lobby = page.locator('#croupier-lobby');
    const games = lobby.getByRole('list', { name: 'Juegos' });
    await expect(games.getByRole('listitem').first()).toBeVisible();
    const loaded = async () => Number(await games.getAttribute('data-loaded'));
    const more = lobby.getByRole('button', { name: 'Más juegos' });
    // The player scrolls to the end of the page, again and again, as each page comes.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
          return more.isVisible();
        },
        { timeout: 20_000, intervals: [300] },
      )
      .toBe(true);
    expect(await loaded()).toBe(60);
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(1000);
    expect(await loaded()).toBe(60);
    // What the partner put under the lobby is where the player scrolled to, and stays there.
    const bet = page
      .locator('#croupier-lottery')
      .getByRole('button', { name: /^Apostar: / })
      .first();
    await expect(bet).toBeInViewport();
    await expectAccessible(page, '#croupier-lobby');
    await more.click();
    await expect.poll(loaded).toBe(80);
    await bet.click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a partner’s sports lobby leads with the match strip, the prices of each open match', async ({
    page,
    baseURL,
  }) => {
    const sports = await serveCategoryLobby(baseURL!, 'Deportes', 'SPORTS');
    // The strip's code comes late (a slow network): the grid shows first, already where it stays.
    const release = await holdRoute(page, '**/chunks/category-lead-*.js');
    try {
      await page.goto(sports.url);
      const lobby = page.locator('#lobby');
      await expect(lobby.locator('.cr-card').first()).toBeVisible();
      const grid = await lobby.getByRole('list', { name: 'Juegos' }).boundingBox();
      release();
      const strip = lobby.getByRole('region', { name: 'Partidos' });
      await expect(strip.getByRole('definition').first()).toHaveText(/^\d+,\d\d$/);
      expect(await lobby.getByRole('list', { name: 'Juegos' }).boundingBox()).toEqual(grid);
      await expectAccessible(page, '#lobby');
    } finally {
      release();
      await sports.close();
    }
  });

  test('a partner’s PvP lobby leads with its open rooms, and the lobby under them never moves', async ({
    page,
    baseURL,
  }) => {
    const pvp = await serveCategoryLobby(baseURL!, 'Póker', 'PVP');
    // A slow network: the rooms' code comes late, then the rooms themselves.
    let releaseChunk = () => {};
    let releaseRooms = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    const roomsHeld = new Promise<void>((resolve) => (releaseRooms = resolve));
    let roomsAsked = () => {};
    const asked = new Promise<void>((resolve) => (roomsAsked = resolve));
    await page.route('**/chunks/category-lead-*.js', async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.route('**/GLS2_roomList*', async (route) => {
      roomsAsked();
      await roomsHeld;
      await route.continue();
    });
    try {
      await page.goto(pvp.url);
      const lobby = page.locator('#lobby');
      const games = lobby.getByRole('list', { name: 'Juegos' });
      await expect(games.getByRole('listitem').first()).toBeVisible();
      const grid = await games.boundingBox();
      // The code comes: the rooms' placeholder takes the place held for it, and asks for the rooms.
      releaseChunk();
      await asked;
      expect(await games.boundingBox()).toEqual(grid);
      releaseRooms();
      const rooms = lobby.getByRole('region', { name: 'Salas' });
      await expect(rooms.getByRole('button', { name: /^Entrar: / }).first()).toBeVisible();
      expect(await games.boundingBox()).toEqual(grid);
      await expectAccessible(page, '#lobby');
    } finally {
      releaseChunk();
      releaseRooms();
      await pvp.close();
    }
  });

  test('a live table asks a guest to log in, from the lobby alone', async ({ page, sandbox }) => {
    const [table] = await sandbox.games({ gameClassify: 'LIVE' });
    await page.goto(partner.url);
    const lobby = page.locator('#croupier-lobby');
    await lobby.evaluate(() =>
      (window as unknown as { Croupier: (...a: unknown[]) => Promise<unknown> }).Croupier(
        'mount',
        'lobby',
        '#croupier-lobby',
        { category: 'LIVE' },
      ),
    );
    // Wait for the remounted LIVE lobby: the slots of the first mount may still be on screen.
    const play = lobby
      .getByRole('button', {
        name: `Jugar a ${table!.gameName} de ${await sandbox.vendorName(table!.vassalage)}`,
      })
      .first();
    // A live table's state is laid over its art (by the styles its tile brings), not under the card.
    const tiled = lobby.locator('.cr-card', { has: page.locator('.cr-live') }).first();
    await expect(tiled.locator('.cr-live')).toBeVisible();
    const art = (await tiled.locator('.cr-card__play').boundingBox())!;
    expect((await tiled.locator('.cr-live').boundingBox())!.y).toBeCloseTo(art.y, 0);
    await play.click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('a partner page embeds the notices and the lottery', () => {
  test('the latest notice opens the list; a guest who bets on a draw is asked to log in', async ({
    page,
  }) => {
    await page.goto(partner.url);
    const notices = page.locator('#croupier-notices');
    await expect(notices.getByRole('region', { name: 'Último aviso' })).toBeVisible();
    await notices.getByRole('button', { name: 'Ver todos los avisos' }).click();
    // A modal family renders in one widget of the page, whichever claimed it first.
    const list = page.getByRole('dialog', { name: 'Avisos' });
    await expect(list.getByRole('tab').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    const lottery = page.locator('#croupier-lottery');
    const bet = lottery.getByRole('button', { name: /^Apostar: / }).first();
    await expect(bet).toBeVisible();
    await expectAccessible(page, '#croupier-lottery');
    // By the keyboard: the lottery sits below the partner's lobby, which loads more games as it
    // nears the screen, so a pointer aimed at the button can land on a game the lobby just added.
    await bet.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

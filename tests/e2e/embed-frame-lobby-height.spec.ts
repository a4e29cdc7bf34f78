import type { FrameLocator, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures';
import { openShadowRootsForTests, serveHtml } from './support/partner-page';

/** playwright.config.ts makes the portal's port + 10 the brand's one partner origin. */
const partnerPort = (baseURL: string) => Number(new URL(baseURL).port) + 10;

/** The live tables: 126 games, seven pages of 20, short enough to scroll through whole here. */
const CATEGORY = 'LIVE';
const PAGE_SIZE = 20;

/** A light partner page around one frame: a header, the games, a footer below them. */
const partnerPage = (body: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner games</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ea;color:#1b1b1b}
header{padding:16px 24px;background:#12402f;color:#fff}main{max-width:1100px;margin:24px auto;padding:0 16px}
iframe{display:block;width:100%;border:0}footer{padding:48px 24px}</style></head>
<body><header><h1>Partner games</h1></header><main>${body}</main><footer>Partner footer</footer>
<script>${script}</script></body></html>`;

/** The integration guide's helper: the snippet and `Croupier('frame', 'lobby', …)`. */
const helperPage = (portal: string, category = CATEGORY) =>
  partnerPage(
    '<div id="games"></div>',
    `window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
     Croupier('frame', 'lobby', '#games', { title: 'Games', category: '${category}' });
     const loader = document.createElement('script');
     loader.src = '${portal}/embed/v1/croupier.js';
     document.head.append(loader);`,
  );

/**
 * An iframe written by hand, speaking the protocol as the guide's "Without the loader" shows: init
 * on ready, the height from resize and, with `?viewport`, what the player sees of the frame.
 */
const handWrittenPage = (portal: string, origin: string) =>
  partnerPage(
    `<iframe id="games" title="Games" src="${portal}/embed/v1/frame/lobby?parent=${encodeURIComponent(origin)}"></iframe>`,
    `const frame = document.getElementById('games');
     const portal = '${portal}';
     const tellViewport = new URLSearchParams(location.search).has('viewport');
     const send = (type, payload) => frame.contentWindow.postMessage({ croupier: 1, type, payload }, portal);
     const viewport = () => {
       const rect = frame.getBoundingClientRect();
       const top = Math.min(Math.max(-rect.top, 0), rect.height);
       const bottom = Math.min(Math.max(innerHeight - rect.top, 0), rect.height);
       send('viewport', { top, height: Math.max(0, bottom - top) });
     };
     addEventListener('message', (event) => {
       if (event.source !== frame.contentWindow || event.origin !== portal) return;
       const { croupier, type, payload } = event.data || {};
       if (croupier !== 1) return;
       if (type === 'ready') send('init', { options: { category: '${CATEGORY}' } });
       if (type === 'resize') frame.style.height = payload.height + 'px';
       if (tellViewport && (type === 'ready' || type === 'resize')) requestAnimationFrame(viewport);
     });
     if (tellViewport) addEventListener('scroll', () => requestAnimationFrame(viewport), { passive: true });`,
  );

/** Counts the game-list requests of the page and its frames. */
function countGameLists(page: Page) {
  const counter = { requests: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/GCSGAME_gameList')) counter.requests++;
  });
  return counter;
}

const frameHeight = (frame: Locator) => frame.evaluate((f) => f.getBoundingClientRect().height);

/** What the player sees of the frame, in the frame's pixels (the guide's visible slice). */
const seenOfFrame = (frame: Locator) =>
  frame.evaluate((f) => {
    const rect = f.getBoundingClientRect();
    return {
      bottom: Math.min(Math.max(innerHeight - rect.top, 0), rect.height),
      viewport: innerHeight,
    };
  });

/** How tall a page of games is in the frame: its rows at the grid's columns, and where the grid starts. */
async function pageOfGames(lobby: FrameLocator) {
  return lobby.getByRole('list', { name: 'Juegos' }).evaluate((grid, size) => {
    const cards = [...grid.querySelectorAll<HTMLElement>('[role="listitem"]')].map((card) =>
      card.getBoundingClientRect(),
    );
    const columns = cards.filter((card) => Math.abs(card.top - cards[0]!.top) < 1).length;
    const pitch = cards.find((card) => card.top > cards[0]!.top + 1)!.top - cards[0]!.top;
    return {
      columns,
      pageHeight: Math.ceil(size / columns) * pitch,
      gridTop: grid.getBoundingClientRect().top,
    };
  }, PAGE_SIZE);
}

const loadedGames = async (lobby: FrameLocator) =>
  Number(await lobby.getByRole('list', { name: 'Juegos' }).getAttribute('data-loaded'));

/** Whether all of `target` is within the player's screen. */
const onScreen = async (page: Page, target: Locator) => {
  const box = await target.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
};

/** The first game card whose whole art is on the player's screen. */
async function firstCardOnScreen(page: Page, lobby: FrameLocator) {
  const cards = lobby.getByRole('list', { name: 'Juegos' }).getByRole('button', { name: /^Jugar a / });
  await expect(cards.first()).toBeAttached();
  for (const card of await cards.all()) if (await onScreen(page, card)) return card;
  throw new Error('no game card is on the screen');
}

/**
 * Waits until the frame's height and the game-list requests have not changed for a second, and
 * returns that height. The deadline is generous: a busy machine may be slow to get there, but a
 * frame that kept growing would never get there at all.
 */
async function settledHeight(frame: Locator, lists: { requests: number }) {
  let last = { height: -1, requests: -1 };
  let since = Date.now();
  await expect
    .poll(
      async () => {
        const now = { height: await frameHeight(frame), requests: lists.requests };
        if (now.height !== last.height || now.requests !== last.requests) {
          last = now;
          since = Date.now();
        }
        return Date.now() - since >= 1000;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  return last.height;
}

/**
 * Scrolls the partner page down a screen at a time to the end of the catalogue and checks, at each
 * step, the guide's bound: the frame is never taller than what the player has scrolled to of it,
 * plus one screen, plus one page of games (and the lobby's own controls below its rows); and the
 * lobby has asked for exactly the pages it holds. Scrolling loads the first three pages
 * (rules.PARTNER_SCROLL_PAGES); at the end of those, the player presses "More games" for each next.
 */
async function scrollThroughCatalogue(
  page: Page,
  frame: Locator,
  lobby: FrameLocator,
  lists: { requests: number },
) {
  const { pageHeight } = await pageOfGames(lobby);
  const BELOW_ROWS = 160; // the "More games" button and the loading line
  let seen = 0;
  for (let step = 0; step < 100; step++) {
    await page.evaluate(() => scrollBy(0, innerHeight * 0.9));
    await page.waitForTimeout(400);
    const view = await seenOfFrame(frame);
    seen = Math.max(seen, view.bottom);
    const height = await frameHeight(frame);
    expect(height, `step ${step}: the frame outgrew what was scrolled`).toBeLessThanOrEqual(
      seen + view.viewport + pageHeight + BELOW_ROWS,
    );
    expect(lists.requests, `step ${step}: requests beyond the pages held`).toBeLessThanOrEqual(
      Math.ceil((await loadedGames(lobby)) / PAGE_SIZE) + 1,
    );
    const atBottom = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    );
    const loaded = await loadedGames(lobby);
    if (atBottom && loaded === 126) break;
    const more = lobby.getByRole('button', { name: 'Más juegos' });
    if (atBottom && loaded >= 3 * PAGE_SIZE && !(await lobby.getByRole('status').isVisible())) {
      // At the end of what scrolling loads, scrolling loads nothing more; the button does.
      await page.waitForTimeout(600);
      expect(await loadedGames(lobby), 'scrolling paged past its three pages').toBe(loaded);
      await more.click();
      await expect.poll(() => loadedGames(lobby)).toBe(Math.min(126, loaded + PAGE_SIZE));
    }
  }
}

test.describe('a framed lobby is as tall as what it shows', () => {
  test.beforeEach(({ page }) => openShadowRootsForTests(page));

  test('with the guide’s helper: it settles, and grows only as the partner page scrolls through the catalogue', async ({
    page,
    baseURL,
  }) => {
    const partner = await serveHtml(helperPage(baseURL!), partnerPort(baseURL!));
    try {
      const lists = countGameLists(page);
      await page.goto(partner.url);
      const frame = page.locator('iframe[title="Games"]');
      const lobby = page.frameLocator('iframe[title="Games"]');
      await expect(lobby.getByRole('list', { name: 'Juegos' }).getByRole('listitem').first()).toBeVisible();

      // Not scrolled: it fills what the player sees and one screen more, then stops for good.
      const settled = await settledHeight(frame, lists);
      const { pageHeight } = await pageOfGames(lobby);
      const viewport = page.viewportSize()!.height;
      expect(settled).toBeLessThanOrEqual(2 * viewport + pageHeight + 160);
      const requestsAtRest = lists.requests;
      expect(requestsAtRest).toBeLessThanOrEqual(3);
      await page.waitForTimeout(3000);
      expect(await frameHeight(frame)).toBe(settled);
      expect(lists.requests).toBe(requestsAtRest);
      await expectAccessible(page);

      // Scrolled to the end: every page asked for once, the frame as tall as the catalogue.
      await scrollThroughCatalogue(page, frame, lobby, lists);
      expect(await loadedGames(lobby)).toBe(126);
      expect(lists.requests).toBe(Math.ceil(126 / PAGE_SIZE));
      const { columns } = await pageOfGames(lobby);
      const rowsHeight = (Math.ceil(126 / columns) * pageHeight) / Math.ceil(PAGE_SIZE / columns);
      const end = await frameHeight(frame);
      expect(end).toBeLessThanOrEqual(rowsHeight + 400);
      await expect(lobby.getByRole('button', { name: 'Más juegos' })).toHaveCount(0);
      await expect(page.getByText('Partner footer')).toBeInViewport();
      // Where the player is, the rows are drawn; the rest are not in the page.
      expect(await lobby.getByRole('listitem').count()).toBeLessThan(126);
    } finally {
      await partner.close();
    }
  });

  test('a hand-written iframe: without the viewport it pages by its button only, with it by the page’s scroll', async ({
    page,
    baseURL,
  }) => {
    const origin = `http://127.0.0.1:${partnerPort(baseURL!)}`;
    const partner = await serveHtml(handWrittenPage(baseURL!, origin), partnerPort(baseURL!));
    try {
      const lists = countGameLists(page);
      await page.goto(partner.url);
      const frame = page.locator('iframe[title="Games"]');
      const lobby = page.frameLocator('iframe[title="Games"]');
      await expect(lobby.getByRole('list', { name: 'Juegos' }).getByRole('listitem').first()).toBeVisible();

      // The page tells nothing of what it shows: one page, and it stays one page, however tall.
      const settled = await settledHeight(frame, lists);
      expect(lists.requests).toBe(1);
      await page.waitForTimeout(3000);
      expect(await frameHeight(frame)).toBe(settled);
      expect(lists.requests).toBe(1);
      // Scrolling the page does not page it either; its button does, one page a press.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(1000);
      expect(lists.requests).toBe(1);
      const more = lobby.getByRole('button', { name: 'Más juegos' });
      await more.click();
      await expect.poll(() => loadedGames(lobby)).toBe(2 * PAGE_SIZE);
      expect(lists.requests).toBe(2);
      const { pageHeight } = await pageOfGames(lobby);
      await expect.poll(() => frameHeight(frame)).toBeGreaterThan(settled);
      expect(await settledHeight(frame, lists)).toBeLessThanOrEqual(settled + pageHeight + 1);
      expect(lists.requests).toBe(2);

      // The same page telling its viewport, as the guide shows: it pages by the scroll to the end.
      lists.requests = 0;
      await page.goto(`${partner.url}?viewport`);
      await expect(lobby.getByRole('list', { name: 'Juegos' }).getByRole('listitem').first()).toBeVisible();
      await settledHeight(frame, lists);
      expect(lists.requests).toBeLessThanOrEqual(3);
      await scrollThroughCatalogue(page, frame, lobby, lists);
      expect(await loadedGames(lobby)).toBe(126);
      expect(lists.requests).toBe(Math.ceil(126 / PAGE_SIZE));
    } finally {
      await partner.close();
    }
  });

  test('a game opened in place is as tall as the player’s screen and scrolled to; leaving it brings the player back to its card', async ({
    page,
    baseURL,
  }) => {
    // The guide's helper with its default layout: the game takes the lobby's place in the frame.
    const partner = await serveHtml(helperPage(baseURL!, 'RNG'), partnerPort(baseURL!));
    try {
      await page.goto(partner.url);
      const frame = page.locator('iframe[title="Games"]');
      const lobby = page.frameLocator('iframe[title="Games"]');
      const grid = lobby.getByRole('list', { name: 'Juegos' });
      await expect(grid.getByRole('listitem').first()).toBeVisible();
      // Well down the lobby, past its first page, as a player browsing it is.
      await expect.poll(() => loadedGames(lobby)).toBeGreaterThanOrEqual(PAGE_SIZE);
      await page.evaluate(() => scrollTo(0, 1600));
      await expect.poll(() => loadedGames(lobby)).toBeGreaterThan(PAGE_SIZE);
      const loaded = await loadedGames(lobby);

      // The game's code comes slowly, as on a phone: the frame shrinks while it loads, and the
      // partner page with it; the scroll to the game must wait for the parent to fit it again.
      let slowed = 0;
      await page.route(/\/chunks\/game-shell-[^/]+\.js$/, async (route) => {
        slowed++;
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      // A guest's game opens in fun mode, in place, from the first card on the player's screen: a
      // slot (its control is Girar) or a crash game (Apostar), as the lane's order and the scroll
      // put one or the other there.
      const card = await firstCardOnScreen(page, lobby);
      const name = (await card.getAttribute('aria-label'))!;
      await card.click();
      const game = lobby.locator('iframe[title^="Juego:"]');
      const spin = lobby
        .frameLocator('iframe[title^="Juego:"]')
        .getByRole('button', { name: /^(Girar|Apostar)$/ });
      await expect(spin).toBeVisible();
      expect(slowed).toBe(1);
      const viewport = page.viewportSize()!.height;
      // Sized by the parent's window, not by the frame's own, which fits the content: sized by
      // that, the stage shrank to its least height (420 px) and cut the game's controls off.
      await expect.poll(async () => (await game.boundingBox())!.height).toBeGreaterThan(viewport - 100);
      // Scrolled to: the frame's top at the screen's top, the whole game and its control on screen.
      await expect
        .poll(() => frame.evaluate((f) => Math.abs(f.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(1);
      const [stage, button] = [(await game.boundingBox())!, (await spin.boundingBox())!];
      expect(stage.y + stage.height).toBeLessThanOrEqual(viewport + 1);
      expect(button.y + button.height).toBeLessThanOrEqual(stage.y + stage.height);
      await expectAccessible(page);

      // Back where they were: the pages they had loaded, and focus and the screen on that card
      // (the lobby used to start over from its first page, the partner page at its top).
      await lobby.getByRole('button', { name: 'Salir del juego' }).click();
      const back = grid.getByRole('button', { name, exact: true });
      await expect(back).toBeFocused();
      await expect.poll(() => onScreen(page, back)).toBe(true);
      // At least the pages counted before the game: a page asked for by that scroll may still have
      // been on its way then (the last CI counted 40 and came back to 60). A lobby that started
      // over would hold its first page only, and the card would not be there to focus.
      expect(await loadedGames(lobby)).toBeGreaterThanOrEqual(loaded);
    } finally {
      await partner.close();
    }
  });
});

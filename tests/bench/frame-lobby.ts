import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../../playwright.config';
import { serveHtml } from '../e2e/support/partner-page';
import { BENCH_PARTNER_PORT } from './frame';
import { BUDGETS, type Measure } from './budgets';
import { PARTNER_SCROLL_PAGES } from '../../sdk/rules/lobby-paging';

/** The lobby's page of games (SPEC §9). */
const PAGE_SIZE = 20;

/**
 * A partner page (on the bench's partner origin, cross-origin to the portal) framing the slots
 * lobby with the integration guide's helper, between a header and a footer.
 */
const partnerPage = (portal: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench partner</title><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ea}
header{padding:16px 24px;background:#12402f;color:#fff}main{max-width:1100px;margin:24px auto;padding:0 16px}
footer{padding:48px 24px}</style></head>
<body><header><h1>Bench partner</h1></header><main><div id="games"></div></main><footer>Footer</footer>
<script>
window.Croupier = window.Croupier || function () { (Croupier.q = Croupier.q || []).push(arguments); };
Croupier('frame', 'lobby', '#games', { title: 'Games', category: 'RNG' });
const loader = document.createElement('script');
loader.src = '${portal}/embed/v2/croupier.js';
document.head.append(loader);
</script></body></html>`;

/** A cold page (its own context) with the widgets' closed shadow roots opened for the locators. */
async function coldPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      return attach.call(this, { ...init, mode: 'open' });
    };
  });
  const page = await context.newPage();
  const lists = { requests: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/GCSGAME_gameList')) lists.requests++;
  });
  return { page, lists, close: () => context.close() };
}

const gridOf = (page: Page) =>
  page.frameLocator('iframe[title="Games"]').getByRole('list', { name: 'Juegos' });
const frameHeight = (page: Page) =>
  page.locator('iframe[title="Games"]').evaluate((f) => Math.round(f.getBoundingClientRect().height));

/**
 * The framed lobby on a partner page of another origin, measured as a partner meets it: the time to
 * its first card (median of five cold loads), the height it settles at while the page is not
 * scrolled and how long after the first card it got there, then the game-list requests and the
 * height while the page scrolls from top to bottom of the catalogue (10,804 slots), and the card
 * elements in the frame at the bottom.
 */
export async function framedLobbyMeasures(
  portalUrl: string,
  partnerPort = BENCH_PARTNER_PORT,
): Promise<Measure[]> {
  const partner = await serveHtml(partnerPage(portalUrl), partnerPort);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const firstCard: number[] = [];
    for (let run = 0; run < 5; run++) {
      const cold = await coldPage(browser);
      const started = performance.now();
      await cold.page.goto(partner.url);
      await gridOf(cold.page).getByRole('listitem').first().waitFor({ state: 'visible', timeout: 60_000 });
      firstCard.push(performance.now() - started);
      await cold.close();
    }
    firstCard.sort((a, b) => a - b);

    const { page, lists, close } = await coldPage(browser);
    try {
      await page.goto(partner.url);
      await gridOf(page).getByRole('listitem').first().waitFor({ state: 'visible', timeout: 60_000 });
      const shownAt = performance.now();
      // Settled: no change of height or requests for three seconds (polled every 50 ms).
      let last = { height: await frameHeight(page), requests: lists.requests, at: performance.now() };
      while (performance.now() - last.at < 3000) {
        await page.waitForTimeout(50);
        const now = { height: await frameHeight(page), requests: lists.requests };
        if (now.height !== last.height || now.requests !== last.requests)
          last = { ...now, at: performance.now() };
      }
      const settle = {
        ms: Math.max(0, Math.round(last.at - shownAt)),
        height: last.height,
        requests: last.requests,
      };

      // Top to bottom: keep the page's end in view until the last game has arrived (or 20 minutes),
      // pressing "More games" whenever scrolling has loaded what it loads (PARTNER_SCROLL_PAGES).
      const more = page.frameLocator('iframe[title="Games"]').getByRole('button', { name: 'Más juegos' });
      const total = Number(
        (await page.frameLocator('iframe[title="Games"]').getByTestId('lobby-count').textContent())!.replace(
          /\D/g,
          '',
        ),
      );
      const started = performance.now();
      let loaded = 0;
      while (loaded < total && performance.now() - started < 1_200_000) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(60);
        const before = loaded;
        loaded = Number(await gridOf(page).getAttribute('data-loaded'));
        if (loaded === before && loaded >= PARTNER_SCROLL_PAGES * PAGE_SIZE && (await more.isVisible()))
          await more.click();
      }
      const scrollSeconds = Math.round((performance.now() - started) / 100) / 10;
      // A page asked for as the loop stopped is counted with the games it brings.
      let requests = -1;
      while (requests !== lists.requests) {
        requests = lists.requests;
        await page.waitForTimeout(2000);
      }
      loaded = Number(await gridOf(page).getAttribute('data-loaded'));
      const end = { height: await frameHeight(page), requests };
      const cards = await gridOf(page).getByRole('listitem').count();
      const pages = Math.ceil(loaded / PAGE_SIZE);
      return [
        {
          name: 'framed lobby, cross-origin partner page: time to its first card (median of 5 cold loads)',
          value: Math.round(firstCard[Math.floor(firstCard.length / 2)]!),
          unit: 'ms',
        },
        {
          name: 'framed lobby, page not scrolled: time from the first card until its height settles',
          value: settle.ms,
          unit: 'ms',
          budget: BUDGETS.framedLobbySettleMs,
          kind: 'max',
        },
        {
          name: `framed lobby, page not scrolled: the height it settles at (${settle.requests} game-list requests)`,
          value: settle.height,
          unit: 'px',
        },
        {
          name: `framed lobby, page scrolled top to bottom (More games pressed past page ${PARTNER_SCROLL_PAGES}): game-list requests for the ${pages} pages of ${loaded} of ${total} games`,
          value: end.requests,
          unit: 'requests',
          budget: pages,
          kind: 'max',
        },
        {
          name: `framed lobby, page scrolled top to bottom: the frame's height (${scrollSeconds} s to load every page)`,
          value: end.height,
          unit: 'px',
        },
        {
          name: 'framed lobby, page scrolled to the bottom: card elements in the frame',
          value: cards,
          unit: 'elements',
          budget: BUDGETS.lobbyCardElements,
          kind: 'max',
        },
      ];
    } finally {
      await close();
    }
  } finally {
    await browser.close();
    await partner.close();
  }
}

import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../playwright.config';
import { servePartnerPage } from '../e2e/support/partner-page';

/** The port the bench's partner page is served on; the bench server lists its origin as a partner. */
export const BENCH_PARTNER_PORT = 18191;
export const BENCH_PARTNER_ORIGIN = `http://127.0.0.1:${BENCH_PARTNER_PORT}`;

/**
 * Time from asking for a partner page (examples/iframe.html, on its own origin) to the first
 * content inside its auth frame: the loader, the frame page, the frame's runtime and widget chunk,
 * the protocol's ready/init, and the widget's first render. The median of `runs` cold loads.
 */
export async function frameFirstContentMs(portalUrl: string, runs = 5): Promise<number> {
  const partner = await servePartnerPage('iframe.html', portalUrl, BENCH_PARTNER_PORT);
  const browser = await chromium.launch(CHROMIUM);
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'es-ES' });
      // The widget's shadow root is closed; open it so the locator can see the first content.
      await context.addInitScript(() => {
        const attach = Element.prototype.attachShadow;
        Element.prototype.attachShadow = function (init: ShadowRootInit) {
          return attach.call(this, { ...init, mode: 'open' });
        };
      });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(partner.url);
      await page
        .frameLocator('iframe[title="Account"]')
        .getByRole('button', { name: 'Iniciar sesión' })
        .waitFor({ state: 'visible', timeout: 30_000 });
      times.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await partner.close();
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

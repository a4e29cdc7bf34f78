import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../playwright.config';
import { kbOf } from './budgets';

/**
 * Loads a page in Chromium and adds up the gzip size of every script it downloaded until the page
 * had rendered its heading (what the first view needs; chunks prefetched at idle afterwards are
 * not part of the first load).
 */
export async function firstLoadJsKb(url: string, locale = 'es-ES'): Promise<{ kb: number; files: string[] }> {
  const browser = await chromium.launch(CHROMIUM);
  const page = await (await browser.newContext({ locale })).newPage();
  let bytes = 0;
  const files: string[] = [];
  const pending: Promise<void>[] = [];
  let counting = true;
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!counting || !type.includes('javascript')) return;
    pending.push(
      response.body().then((body) => {
        bytes += gzipSync(body, { level: 9 }).length;
        files.push(new URL(response.url()).pathname);
      }),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main h1').waitFor({ state: 'attached' });
  counting = false;
  await Promise.all(pending);
  await browser.close();
  return { kb: kbOf(bytes), files };
}

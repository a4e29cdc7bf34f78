import lighthouse from 'lighthouse';
import { launch, Launcher } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { BUDGETS, type Measure } from './budgets';
import { login, publicKey } from './load';
import { startFresh, stop } from './server';
import type { Start } from './load-players';
import { mainThreadMeasures } from './main-thread';
import { DESKTOP_UI_FEATURES } from '../../scripts/chromium-features';

/**
 * Lighthouse 12.8.2 (13 needs Node 22.19) through its Node API with its default configuration
 * (a mid-range phone on a throttled network), in Debian's Chromium, on `/`, `/rng` and the member
 * centre of a logged-in player, against a fresh `npm start` server. Scores 0-100 per category,
 * the median of RUNS runs of each page.
 *
 * The member centre is a modal with no URL of its own, and a Lighthouse run opens a fresh tab
 * whose sessionStorage (where the portal keeps its session) is empty. So that run gets a tab of
 * ours (through puppeteer-core, the driver Lighthouse itself ships with and takes as an argument)
 * with a script that, before the portal's own code, puts a session into sessionStorage (a token
 * from a real login, the keys the SDK's session store reads) and then presses the header's account
 * button, as the player's first click. Lighthouse then audits `/` loading as that player with the
 * centre opening: the centre's chunk, its calls and its DOM are in the scores.
 */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PORT = 18348;
/**
 * The features the bench's Chromium runs without: chrome-launcher's list (background services
 * no page asked for, which Lighthouse's CLI turns off too), with two changes for Debian's
 * Chromium 156, as puppeteer made for Chrome 147 and later:
 * - RenderDocument stays on, as it is on every phone. chrome-launcher turns it off for bugs of
 *   2025's Chrome; turned off here, the first load in a fresh tab held its first paint until
 *   about 2.28 s (4 of 4 first audits, against 0.27-0.46 s with it on), so the first run of a
 *   page counted its boot outside the blocking time and its first paint late.
 * - The desktop omnibox popup is off: headless, it is built in a renderer of its own at start,
 *   1.2 s of CPU in the browser's first 2 s, on a 2-core machine, under the first audit.
 * One flag holds the whole list: a second --disable-features replaces the first.
 */
const KEPT_ON = ['RenderDocument'];
const FEATURES_OFF = '--disable-features=';
const featuresOff = () =>
  FEATURES_OFF +
  [
    ...(Launcher.defaultFlags()
      .find((flag) => flag.startsWith(FEATURES_OFF))
      ?.slice(FEATURES_OFF.length)
      .split(',')
      .filter((feature) => !KEPT_ON.includes(feature)) ?? []),
    ...DESKTOP_UI_FEATURES,
  ].join(',');
/**
 * Runs per page, reported by their median: one run's performance score moved by 10-15 points
 * from run to run on this machine (Lighthouse's variability guide asks for the median of five).
 * With three, a median still swung by 6-9 points between two benches of the same build.
 */
const RUNS = 5;

type Scores = Record<(typeof CATEGORIES)[number], number>;
/** The categories issue #30 sets a floor for; the others are reported only. */
const FLOORS: Partial<Scores> = {
  performance: BUDGETS.lighthousePerformance,
  accessibility: BUDGETS.lighthouseAccessibility,
};
/**
 * What explains a run's performance score on this machine: its total blocking time (Lighthouse's
 * simulation, ms) and when the browser really painted first (ms). Lighthouse counts blocking time
 * from the first paint on: a run whose first paint came late (as every first audit's did with
 * RenderDocument off, see featuresOff) leaves the portal's boot out of the count.
 */
type Run = Scores & { blocking: number; firstPaint: number; lcp: number; lcpElement: string };
type Runs = {
  median: Scores;
  performance: number[];
  blocking: number[];
  firstPaint: number[];
  lcp: number[];
  lcpElements: string[];
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function medianOf(run: () => Promise<Run>): Promise<Runs> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run());
  return {
    median: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r[id]))])) as Scores,
    performance: runs.map((r) => r.performance),
    blocking: runs.map((r) => r.blocking),
    firstPaint: runs.map((r) => r.firstPaint),
    lcp: runs.map((r) => r.lcp),
    lcpElements: runs.map((r) => r.lcpElement),
  };
}

/** The element Lighthouse names as the largest contentful paint: its selector, shortened. */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;
  const selector = details?.items?.[0]?.items?.[0]?.node?.selector ?? '?';
  return selector.split(' > ').slice(-2).join(' > ');
}

function scoresOf(result: Awaited<ReturnType<typeof lighthouse>>, page: string): Run {
  if (!result) throw new Error(`lighthouse gave no result for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse on ${page}: ${lhr.runtimeError.message}`);
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })
    ?.items?.[0]?.observedFirstContentfulPaint;
  return {
    ...(Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Scores),
    blocking: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? -1),
    firstPaint: Math.round(observed ?? -1),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? -1),
    lcpElement: lcpElementOf(lhr),
  };
}

/** The performance line's name: the runs' scores, and what explains their spread (see Run). */
function performanceName(page: string, runs: Omit<Runs, 'median'>): string {
  const seconds = runs.firstPaint.map((ms) => (ms / 1000).toFixed(2));
  return (
    `Lighthouse performance, ${page} (median of ${runs.performance.join(', ')}; ` +
    `blocking time ${runs.blocking.join(', ')} ms; first paint seen at ${seconds.join(', ')} s)`
  );
}

/** Runs in the page before its scripts: a stored session, then a click on the account button. */
function asPlayer(session: { origin: string; keys: Record<string, string> }) {
  if (location.origin !== session.origin) return;
  for (const [key, value] of Object.entries(session.keys)) sessionStorage.setItem(key, value);
  // Pressed until the centre shows, in case a press lands before the portal has taken the session
  // in. (Hidden on a phone, where the drawer has the same entry, but its handler is what a tap runs.)
  const open = (tries: number) => {
    if (document.querySelector('[data-modal="personal-centre"]') || tries === 0) return;
    document.querySelector<HTMLButtonElement>('.auth-area__account')?.click();
    setTimeout(() => open(tries - 1), 100);
  };
  addEventListener('DOMContentLoaded', () => open(200));
}

export async function lighthouseMeasures(port = 18344, start: Start = startFresh): Promise<Measure[]> {
  const server = await start(port, { GAME_PORT: String(port + 1) });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', featuresOff()],
    port: CHROME_PORT,
    logLevel: 'silent',
  });
  try {
    const flags = { port: CHROME_PORT, output: 'json' as const, logLevel: 'error' as const };
    const config = { extends: 'lighthouse:default', settings: { onlyCategories: [...CATEGORIES] } };
    const pages: [string, Runs][] = [];
    for (const path of ['/', '/rng'])
      pages.push([
        path,
        await medianOf(async () => scoresOf(await lighthouse(`${server.url}${path}`, flags, config), path)),
      ]);

    const key = await publicKey(server.url);
    const answer = await login(server.url, key, 'demomember', '127.0.0.1');
    const value = (await answer.json()).value as {
      token: string;
      userName: string;
      customerId: number;
      accountType: number;
    };
    const keys = {
      merchant: 'CROUPIER',
      token: value.token,
      account: value.userName,
      customerId: String(value.customerId),
      isAgent: String(value.accountType),
    };
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CHROME_PORT}` });
    const threads: Measure[] = [];
    try {
      const centre = await medianOf(async () => {
        const page = await browser.newPage();
        // tsx keeps function names with a `__name` helper, which functions sent to the page also call.
        await page.evaluateOnNewDocument('window.__name = (fn) => fn;');
        await page.evaluateOnNewDocument(asPlayer, { origin: new URL(server.url).origin, keys });
        const result = await lighthouse(`${server.url}/`, flags, config, page);
        const scores = scoresOf(result, 'member centre');
        // The run must have audited the centre, not a logged-out home page.
        if (!(await page.$('[data-modal="personal-centre"]')))
          throw new Error('lighthouse: the member centre did not open in the audited page');
        await page.close();
        return scores;
      });
      pages.push(['member centre (a logged-in player on /, the centre opened)', centre]);
      // The work behind the blocking time, measured without the machine's noise in it.
      for (const path of ['/', '/rng'])
        threads.push(...(await mainThreadMeasures(browser, new URL(server.url).origin, path)));
    } finally {
      await browser.disconnect();
    }
    const scores = pages.flatMap(([page, runs]): Measure[] => [
      ...CATEGORIES.map((id) => ({
        name: id === 'performance' ? performanceName(page, runs) : `Lighthouse ${id}, ${page}`,
        value: runs.median[id],
        unit: 'score' as const,
        ...(FLOORS[id] === undefined ? {} : { budget: FLOORS[id], kind: 'min' as const }),
      })),
      {
        name:
          `Lighthouse largest contentful paint, ${page} (median of ` +
          `${runs.lcp.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; ${[...new Set(runs.lcpElements)].join(' | ')})`,
        value: Math.round(median(runs.lcp) / 10) / 100,
        unit: 's',
        budget: BUDGETS.lighthouseLcpSeconds,
        kind: 'max',
      },
    ]);
    return [...scores, ...threads];
  } finally {
    chrome.kill();
    await stop(server.process);
  }
}

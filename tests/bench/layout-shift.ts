import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM } from '../../playwright.config';
import type { Measure } from './budgets';

/** #30: cumulative layout shift at most 0.1 on every screen, as Lighthouse scores it "good". */
const CLS_BUDGET = 0.1;
const PAGES = ['/', '/live', '/pvp', '/rng', '/elott', '/promotions'];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

/**
 * Shifts the player did not cause (a shift within 0.5 s of a tap or key is theirs, by the metric's
 * definition, and not counted), summed since the last `reset`.
 */
function observeShifts() {
  const shifts = { total: 0 };
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) shifts.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
const reset = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { __shifts: { total: number } }).__shifts.total = 0));

/** Waits for the screen to settle: no request in flight for 0.5 s, then a second for late paint. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

async function pageLoads(browser: Browser, url: string, device: object) {
  const worst = { value: 0, screen: 'none moved' };
  for (const path of PAGES) {
    const context = await browser.newContext({ ...device, locale: 'en-US' });
    await context.addInitScript(observeShifts);
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await settle(page);
    const value = await shiftsSoFar(page);
    if (value > worst.value) Object.assign(worst, { value, screen: path });
    await context.close();
  }
  return worst;
}

/** Logs in through the header, opens the centre, then each of its pages in turn, measuring each. */
async function centrePages(browser: Browser, url: string, username: string, agent: boolean) {
  const context = await browser.newContext({ ...DESKTOP, locale: 'en-US' });
  await context.addInitScript(observeShifts);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog');
  await login.getByRole('textbox', { name: /^Username/ }).fill(username);
  await login.getByLabel(/^Password/).fill('Demo2026');
  await login.getByRole('button', { name: 'Log in' }).click();
  const banner = page.getByRole('banner');
  await banner.getByTestId('balance-value').waitFor();
  if (agent) await page.getByTestId('agent-entry').click();
  else await banner.getByRole('button', { name: /personal centre$/ }).click();
  const centre = page.getByRole('dialog', { name: agent ? 'Agent centre' : 'Personal centre' });
  // The centre's own menu, the first tab list: some of its pages (the agent's overview, the member's
  // rewards and safer gambling) hold tab lists of their own, and counted with the menu's tabs they
  // left the loop asking for a tab that had gone with its page.
  const tabs = centre.getByRole('tablist').first().getByRole('tab');
  await tabs.first().waitFor();
  const worst = { value: 0, screen: 'none moved' };
  for (let i = 0, n = await tabs.count(); i < n; i++) {
    const tab = tabs.nth(i);
    await reset(page);
    await tab.click();
    await settle(page);
    const value = await shiftsSoFar(page);
    if (value > worst.value) Object.assign(worst, { value, screen: (await tab.innerText()).trim() });
  }
  await context.close();
  return worst;
}

/**
 * Layout shift as a player meets it (#30): each of the portal's main pages loaded cold on a phone and
 * at 1366×900, and every page of the personal centre (a member) and of the agent centre (an agent)
 * opened in turn; the worst of each group, with the screen it was on.
 */
export async function layoutShiftMeasures(url: string): Promise<Measure[]> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const groups: [string, { value: number; screen: string }][] = [
      ['page load on a phone', await pageLoads(browser, url, PHONE)],
      ['page load at 1366×900', await pageLoads(browser, url, DESKTOP)],
      ['personal-centre page', await centrePages(browser, url, 'demomember', false)],
      ['agent-centre page', await centrePages(browser, url, 'agentone', true)],
    ];
    return groups.map(([group, worst]) => ({
      name: `layout shift, worst ${group} (${worst.screen})`,
      value: Math.round(worst.value * 1000) / 1000,
      unit: 'score' as const,
      budget: CLS_BUDGET,
      kind: 'max' as const,
    }));
  } finally {
    await browser.close();
  }
}

import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { expect, signIn } from './fixtures';

/** The demo vendor's games as the English journeys open, read and leave them. */

/** An amount as the English betting record shows it: 1,234.50. */
export const enMoney = (value: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A win or a loss as the record shows it: +12.00, −3.50, 0.00. */
export const enSigned = (value: number) =>
  new Intl.NumberFormat('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(Math.round(value * 100) / 100);

/** The number in a text such as "You won $ 12.40". */
export const amountIn = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** Logs the member in, opens `game` from `route`'s lobby, and answers the game's frame with its title shown. */
export async function openDemoGame(page: Page, route: string, button: RegExp | string, game: string) {
  await signIn(page, 'demomember', { path: route });
  await page.getByRole('button', { name: button }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator(`iframe[title="Game: ${game}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: game })).toBeVisible();
  return frame;
}

/** At a phone's width the game holds: its `controls` stay in view and nothing runs off the side. */
export async function holdsOnAPhone(
  page: Page,
  game: FrameLocator,
  controls: Locator[],
  testInfo: TestInfo,
  name: string,
) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const control of controls) await expect(control).toBeVisible();
  expect(await game.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Leaves the game for the betting record: its table of bets, newest first. */
export async function bettingRecord(page: Page) {
  await page.getByRole('button', { name: 'Leave the game' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Betting record' }).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  return centre.getByRole('table', { name: 'Your bets in the period, newest first' });
}

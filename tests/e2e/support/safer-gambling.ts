import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The safer-gambling journeys' steps (tests/e2e/safer-gambling*.spec.ts). */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** An end date as the page words it: the full date and time, GMT+8, in Spanish. */
export const longGmt8 = (epochMs: number) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(
    epochMs,
  );

/** Opens the personal centre from the header on its Safer gambling page. */
export async function openSaferGambling(page: Page, username: string): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${username}, centro personal` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre.getByRole('tab', { name: 'Juego responsable' }).click();
  await expect(centre.getByRole('heading', { name: 'Juego responsable' })).toBeVisible();
  return centre;
}

/** Types a new value into a limit's card and saves it. */
export async function setLimit(card: Locator, value: string) {
  await card.getByRole('textbox').fill(value);
  await card.getByRole('button', { name: 'Guardar' }).click();
}

/** Deposits `amount` by USDT from the centre's deposit page; the amount field is returned. */
export async function tryDeposit(centre: Locator, amount: string): Promise<Locator> {
  await centre.getByRole('tab', { name: 'Depositar' }).click();
  await centre.getByRole('radio', { name: /^USDT \(TRC20\)/ }).check();
  const field = centre.getByRole('textbox', { name: /^Importe/ });
  await field.fill(amount);
  await centre.getByRole('button', { name: 'Depositar ahora' }).click();
  return field;
}

/** A second window of the same browser, with the suite's options (a second device of the player). */
export async function secondWindow(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/**
 * Chooses a reminder interval and saves it, then waits until the page has read its play session
 * again with that interval: the reality check arms its timer from that answer, so a test may move
 * the clocks only after it. Moving them earlier races the page: an answer read after the platform's
 * clock moved, or armed after the page's clock jumped, sets the reminder a whole interval later.
 */
export async function saveReminder(page: Page, reminders: Locator, interval: string) {
  await reminders.getByRole('radio', { name: interval }).check();
  const reread = page.waitForResponse(
    async (response) =>
      response.url().includes('/wps/member/protection/session') &&
      response.ok() &&
      (await response.json()).value?.nextCheckAt != null,
  );
  await reminders.getByRole('button', { name: 'Guardar' }).click();
  await expect(reminders.getByRole('status')).toHaveText('Recordatorio guardado.');
  await (await reread).finished();
  // One task of the page's own after the answer: the timer is armed in the answer's continuation.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

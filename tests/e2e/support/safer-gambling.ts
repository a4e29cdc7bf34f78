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
    .getByRole('button', { name: `Abrir el centro personal de ${username}` })
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

import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The VIP and rebate journeys' steps (tests/e2e/vip-rebate.spec.ts). */

const SANDBOX_HEADERS = { 'X-Sandbox-Token': process.env.SANDBOX_TOKEN ?? '' };

/** What the sandbox says a member's rebate is made of: the rates and valid bets since the last claim. */
export interface RebateReadout {
  rates: Record<string, number>;
  vipBonusBps: number;
  vipLevel: number;
  turnover: number;
  validBets: Record<string, number>;
}

export async function rebateReadout(request: APIRequestContext, username: string): Promise<RebateReadout> {
  const response = await request.get(`/sandbox/rebate?username=${username}`, { headers: SANDBOX_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).value;
}

/** The rebate of a readout in minor units, computed by the test: floor(Σ valid bet × rate / 10,000). */
export function rebateMinor(readout: RebateReadout): number {
  let sum = 0n;
  for (const [category, bet] of Object.entries(readout.validBets)) {
    const rate = Math.min((readout.rates[category] ?? 0) + readout.vipBonusBps, 10_000);
    sum += BigInt(Math.round(bet * 100)) * BigInt(rate);
  }
  return Number(sum / 10_000n);
}

/** Opens the first PG slot from /rng and answers its frame, ready to spin. */
export async function openSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/rng?vassalage=PG');
  await page
    .getByRole('button', { name: /^Jugar .+ de PG$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title^="Juego:"]');
  await expect(game.getByRole('button', { name: 'Girar' })).toBeEnabled();
  return game;
}

/** Raises the slot's stake `steps` times (to its highest when more than it has). */
export async function raiseStake(game: FrameLocator, steps: number) {
  const more = game.getByRole('button', { name: 'Apuesta – Más' });
  for (let i = 0; i < steps && (await more.isEnabled()); i++) await more.click();
}

/** Spins `times`, each round settled before the next. */
export async function spin(game: FrameLocator, times: number) {
  const button = game.getByRole('button', { name: 'Girar' });
  for (let i = 0; i < times; i++) {
    await button.click();
    await expect(button).toBeEnabled();
  }
}

/** Opens the personal centre from the header on a page of its menu. */
export async function openCentre(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Abrir el centro personal de ${username}` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await expect(centre).toBeVisible();
  return centre;
}

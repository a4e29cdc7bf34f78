import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SANDBOX_HEADERS } from './fixtures';

/** The VIP and rebate journeys' steps (tests/e2e/vip-rebate.spec.ts). */

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

/** Opens the personal centre from the header on a page of its menu. */
export async function openCentre(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${username}, centro personal` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await expect(centre).toBeVisible();
  return centre;
}

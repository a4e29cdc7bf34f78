import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SANDBOX_HEADERS } from './fixtures';

/** The point mall's and the messages' sandbox switches (the operator's back office), for e2e journeys. */

export function operator(request: APIRequestContext) {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: SANDBOX_HEADERS });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).value;
  };
  return {
    /** Changes the brand's points rules (validBetPerPoint in money, the convert steps in points). */
    pointsRules: (change: Record<string, number>) => post('/sandbox/points/config', change),
    approveRedeem: (id: number) => post(`/sandbox/points/redeems/${id}/approve`, {}),
    rejectRedeem: (id: number, reason: string) => post(`/sandbox/points/redeems/${id}/reject`, { reason }),
    /** A member's spendable points and those held by redeems in process. */
    points: async (username: string): Promise<{ points: number; pending: number }> => {
      const response = await request.get(`/sandbox/points?username=${username}`, {
        headers: SANDBOX_HEADERS,
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).value;
    },
    /** Sends a member a platform message, unread. */
    sendMessage: (username: string, title: string, content: string): Promise<{ id: number }> =>
      post('/sandbox/messages', { username, title, content }),
  };
}

/**
 * Plays the demo PG slot in the page's session until the member has at least `points` points
 * (the operator reads them after each spin), then leaves the game.
 */
export async function playForPoints(page: Page, read: () => Promise<number>, points: number) {
  await page.goto('/rng?vassalage=PG');
  await page
    .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
    .first()
    .click();
  const spin = page.frameLocator('iframe[title^="Juego:"]').getByRole('button', { name: 'Girar' });
  await expect(spin).toBeEnabled();
  for (let spins = 0; (await read()) < points; spins++) {
    expect(spins, `fewer than ${points} points after ${spins} spins`).toBeLessThan(40);
    await spin.click();
    await expect(spin).toBeEnabled();
  }
}

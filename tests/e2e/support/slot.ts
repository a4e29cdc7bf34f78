import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The demo vendor's slot, as the journeys play it (in Spanish or English). */

/** Opens the first PG slot from /rng and answers its frame, ready to spin. */
export async function openSlot(page: Page): Promise<FrameLocator> {
  await page.goto('/rng?vassalage=PG');
  await page
    .getByRole('button', { name: /^(Jugar .+ de PG Soft|Play .+ by PG Soft)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title^="Juego:"], iframe[title^="Game:"]');
  await expect(game.getByRole('button', { name: /^(Girar|Spin)$/ })).toBeEnabled();
  return game;
}

/** Raises the slot's stake `steps` times (to its highest when more than it has). */
export async function raiseStake(game: FrameLocator, steps: number) {
  const more = game.getByRole('button', { name: /^(Apuesta – Más|Stake – More)$/ });
  for (let i = 0; i < steps && (await more.isEnabled()); i++) await more.click();
}

/** Spins `times`, each round settled (the button back) before the next. */
export async function spin(game: FrameLocator, times: number) {
  const button = game.getByRole('button', { name: /^(Girar|Spin)$/ });
  for (let i = 0; i < times; i++) {
    await button.click();
    await expect(button).toBeEnabled();
  }
}

/** Opens the first PG slot and spins it `spins` times; the player stays in the game. */
export async function spinPgSlot(page: Page, spins: number) {
  await spin(await openSlot(page), spins);
}

/** Leaves the game the player is in. */
export async function leaveGame(page: Page) {
  await page.getByRole('button', { name: /^(Salir del juego|Leave the game)$/ }).click();
}

import { test, expect, expectAccessible } from './support/fixtures';
import { amountIn, bettingRecord, holdsOnAPhone, openDemoGame } from './support/demo-games';

/*
 * The fishing game, in English: a member opens Ocean King from the fishing page, picks a fish
 * with the keyboard and shoots until one is caught (or twenty shots: every catch is a fair draw),
 * reads the session's tally, and finds every shot in the betting record as a settled round.
 */
test.use({ locale: 'en-US' });

const MAX_SHOTS = 20;

test('a member shoots at fish until one is caught, reads the tally and finds the shots in the betting record', async ({
  page,
  sandbox,
}, testInfo) => {
  test.slow();
  const before = await sandbox.rounds('demomember');
  const game = await openDemoGame(page, '/fish', /^Play Ocean King by /, 'Ocean King');
  const sea = game.getByRole('region', { name: 'The sea: pick a fish to shoot' });
  const fish = sea.getByRole('button', { name: /, pays \d+×$/ });
  await expect(fish).toHaveCount(8);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('fish-1366.png') });

  const message = game.getByTestId('game-message');
  const shots = game.getByTestId('fish-shots');
  let fired = 0;
  // The keyboard way: focus picks a fish (the arrows move between them), Enter shoots it. The
  // player aims at the cheapest fish on screen, the likeliest to be caught.
  while (fired < MAX_SHOTS) {
    const names = await fish.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    const pays = names.map((name) => Number(/(\d+)×$/.exec(name)![1]));
    await fish.nth(pays.indexOf(Math.min(...pays))).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(game.getByText(/^Target: .+, pays \d+×$/)).toBeVisible();
    await page.keyboard.press('Enter');
    fired++;
    await expect(shots).toHaveText(String(fired));
    if ((await message.textContent())?.startsWith('You caught')) break;
  }
  await expect(message).toHaveText(/^(You caught: .+ \(\d+×\) · You won .+|Missed: .+)$/);
  const caught = (await message.textContent())!.startsWith('You caught');
  await expect(game.getByTestId('fish-catches')).toHaveText(caught ? '1' : '0');

  // Every shot is a round of its own, settled: the stakes went, the catch came.
  await expect
    .poll(async () => (await sandbox.rounds('demomember')).rounds.length)
    .toBe(before.rounds.length + fired);
  const after = await sandbox.rounds('demomember');
  const shotRounds = after.rounds.slice(0, fired);
  expect(shotRounds.every((r) => r.status === 'settled')).toBe(true);
  const staked = shotRounds.reduce((n, r) => n + r.stake, 0);
  const won = shotRounds.reduce((n, r) => n + r.payout, 0);
  expect(won > 0).toBe(caught);
  expect(amountIn((await game.getByTestId('fish-spent').textContent())!)).toBeCloseTo(staked, 2);
  expect(amountIn((await game.getByTestId('fish-won').textContent())!)).toBeCloseTo(won, 2);
  expect(after.balance).toBeCloseTo(before.balance - staked + won, 2);
  expect(amountIn((await game.getByTestId('game-balance').textContent())!)).toBeCloseTo(after.balance, 2);
  await page.screenshot({ path: testInfo.outputPath('fish-1366-played.png') });

  // At a phone's width the sea and the controls hold: nothing runs off the side.
  await holdsOnAPhone(
    page,
    game,
    [sea, game.getByRole('button', { name: 'Shoot', exact: true })],
    testInfo,
    'fish',
  );

  const table = await bettingRecord(page);
  await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).toContainText(/Ocean King/);
  await expect(table.locator('tbody tr').filter({ hasText: 'Ocean King' })).toHaveCount(fired);
  await expectAccessible(page, '[role="dialog"]');
});

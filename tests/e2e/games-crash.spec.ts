import { test, expect, expectAccessible } from './support/fixtures';
import {
  amountIn,
  bettingRecord,
  enMoney,
  enSigned,
  holdsOnAPhone,
  openDemoGame,
} from './support/demo-games';

/*
 * The crash game, in English: a member opens Aviator from the crash page, bets in the window,
 * cashes out in flight (or sees it crash first: the flight is a fair draw, so both endings are the
 * story), and finds the bet in the betting record, settled as won or lost.
 */
test.use({ locale: 'en-US' });

test('a member bets on a crash flight, cashes out or loses, and finds the bet in the betting record', async ({
  page,
  sandbox,
}, testInfo) => {
  // A flight takes a betting window, a take-off and a crash: more than most journeys wait.
  test.slow();
  const before = await sandbox.rounds('demomember');
  const game = await openDemoGame(page, '/crash', 'Play Aviator by Spribe', 'Aviator');
  await expect(game.getByRole('table', { name: 'Recent rounds' })).toBeVisible();
  await expectAccessible(page);

  const bet = game.getByRole('button', { name: 'Bet', exact: true });
  const cashOut = game.getByRole('button', { name: 'Cash out' });
  // The game's live region (the stake's <output> is a status too, but says only the stake).
  const message = game.getByTestId('game-message');
  // The window may close between the button and the click on a busy machine: then the game says
  // so, and the player bets in the next window.
  await expect(async () => {
    await expect(bet).toBeEnabled({ timeout: 30_000 });
    await bet.click();
    await expect(message).toHaveText('Bet placed: wait for take-off', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(cashOut.or(game.getByText(/^Bet lost: crashed at/))).toBeVisible();
  await expect(async () => {
    if (/^Bet lost/.test((await message.textContent()) ?? '')) return;
    await expect(cashOut).toBeEnabled({ timeout: 1_000 });
    await cashOut.click();
  }).toPass({ timeout: 60_000 });
  await expect(message).toHaveText(
    /^(You cashed out at \d+\.\d\d×: You won .+|Bet lost: crashed at \d+\.\d\d×)$/,
    {
      timeout: 30_000,
    },
  );
  const result = (await message.textContent())!;
  const won = result.startsWith('You cashed out');
  // The round is settled on the ledger: the stake went, the payout came.
  await expect.poll(async () => (await sandbox.rounds('demomember')).rounds[0]?.status).toBe('settled');
  const after = await sandbox.rounds('demomember');
  expect(after.rounds.length).toBe(before.rounds.length + 1);
  const round = after.rounds[0]!;
  expect(round.payout > 0).toBe(won);
  if (won) expect(amountIn(result.split('You won')[1]!)).toBeCloseTo(round.payout, 2);
  expect(after.balance).toBeCloseTo(before.balance - round.stake + round.payout, 2);
  // The seed of the flight is revealed once it crashed, beside its crash point. A cash-out leaves
  // the plane flying: up to the 1000× cap (46 s of flight) and the 3 s pause before it is listed.
  const latest = game.getByRole('table', { name: 'Recent rounds' }).getByRole('row').nth(1);
  await expect(latest.getByRole('cell').first()).toHaveText(/^\d+\.\d\d×$/, { timeout: 60_000 });
  await expect(latest.getByRole('cell').nth(1)).toHaveText(/^[0-9a-f]{32}$/);

  // At a phone's width the game holds: nothing runs off the side, the buttons stay reachable.
  await holdsOnAPhone(page, game, [cashOut], testInfo, 'crash');

  const table = await bettingRecord(page);
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('cell').nth(1)).toContainText(/Aviator\s*Slots · Spribe · round \d+/);
  // Settled: its stake counts as a valid bet, with what it paid and the win (+) or loss (−).
  await expect(row.getByRole('cell')).toHaveText([
    /.+/,
    /Aviator/,
    enMoney(round.stake),
    enMoney(round.stake),
    enMoney(round.payout),
    enSigned(round.payout - round.stake),
  ]);
  await expectAccessible(page, '[role="dialog"]');
});

import { test, expect, expectAccessible, signIn } from './support/fixtures';
import { bettingRecord, enMoney, enSigned, holdsOnAPhone } from './support/demo-games';

/*
 * The sportsbook, in English: a member opens the Sportsbook from a match card of the sports
 * lobby's strip (the book opens at that match), puts a football
 * and a basketball match in the slip as a parlay, places it, sees it pending, and finds it in the
 * betting record pending. The matches end (the sandbox's clock moves past their final whistle),
 * the page tells the settlement, and the record shows the bet settled with what it paid.
 */
test.use({ locale: 'en-US' });

/** Past the last fixture on the board's final whistle: twelve minutes ahead and three to play. */
const PAST_THE_FINAL_WHISTLE = 16 * 60_000;

test('a member places a parlay, sees it pending, and finds it settled in the betting record after the matches end', async ({
  page,
  sandbox,
}, testInfo) => {
  test.slow();
  const before = await sandbox.rounds('demomember');
  await signIn(page, 'demomember', { path: '/sports' });
  // The strip: matches in play and the next to kick off, with their prices.
  const strip = page.getByRole('region', { name: 'Matches' });
  const card = strip
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Bet on / }) })
    .first();
  const bet = card.getByRole('button');
  await expect(card.getByRole('definition').first()).toHaveText(/^\d+\.\d\d$/);
  await expect(card.getByText(/^In \d+ min$/)).toBeVisible();
  await expectAccessible(page);
  const [home, away] = (await bet.getAttribute('aria-label'))!.replace('Bet on ', '').split(' v ');
  await bet.click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="Game: Sportsbook"]');
  // The book opens at the card's match, marked and in view.
  const chosen = game
    .getByRole('article')
    .filter({ has: game.getByRole('heading', { name: `${home} – ${away}` }) });
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(chosen).toBeInViewport();
  const football = game.getByRole('region', { name: 'Football' });
  const basketball = game.getByRole('region', { name: 'Basketball' });
  await expect(football).toBeVisible();
  await expect(football.getByText(/^Kick-off in \d+:\d\d$/).first()).toBeVisible();
  await expectAccessible(page);

  // A selection from each of two matches, as one parlay: the latest kick-offs on the board, so
  // that neither match starts while the member is still at the slip.
  await football.getByRole('group', { name: '1X2' }).last().getByRole('button').first().click();
  await basketball.getByRole('group', { name: 'Total' }).last().getByRole('button').first().click();
  const slip = game.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByTestId('sport-slip').getByRole('listitem')).toHaveCount(2);
  await slip.getByRole('radio', { name: 'Parlay' }).check();
  await expect(slip.getByText(/^Total odds \d+\.\d\d · Possible return/)).toBeVisible();

  // A stake under the minimum is told under the field, and the bet cannot be placed.
  const stake = slip.getByRole('spinbutton', { name: 'Parlay stake' });
  const place = slip.getByRole('button', { name: 'Place bet' });
  await stake.fill('0.5');
  await expect(stake).toHaveAccessibleDescription(/^A stake is from .+ to .+$/);
  await expect(place).toBeDisabled();
  await stake.fill('5');
  await expect(place).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('sport-slip-1366.png'), fullPage: true });

  // The odds may move between the tap and the press: then the slip shows the new odds to accept.
  await expect(async () => {
    await place.click({ timeout: 5_000 });
    await expect(slip.getByTestId('sport-slip-message')).toHaveText(
      'Bet placed: pending until the match ends',
      {
        timeout: 5_000,
      },
    );
  }).toPass({ timeout: 30_000 });
  const bets = game.getByTestId('sport-bets');
  await expect(bets.getByRole('listitem').first()).toContainText('Pending');
  await expect.poll(async () => (await sandbox.rounds('demomember')).rounds[0]?.status).toBe('open');
  await page.screenshot({ path: testInfo.outputPath('sport-1366.png'), fullPage: true });
  await holdsOnAPhone(page, game, [football.getByRole('button').first()], testInfo, 'sport');

  // Pending in the betting record: staked, no valid bet yet, no win or loss.
  let table = await bettingRecord(page);
  let row = table.locator('tbody tr').first();
  await expect(row.getByRole('cell')).toHaveText([
    /.+/,
    /Sportsbook/,
    enMoney(5),
    enMoney(0),
    enMoney(0),
    'Pending',
  ]);
  await page.keyboard.press('Escape');

  // The matches end: the sandbox's clock moves past their final whistle, and the page is told.
  await sandbox.advanceClock(PAST_THE_FINAL_WHISTLE);
  // Still logged in: the sportsbook opens again from its lobby (a pending bet blocks no launch).
  await page.goto('/sports');
  await page
    .getByRole('button', { name: /^Play Sportsbook by / })
    .first()
    .click();
  const again = page.frameLocator('iframe[title="Game: Sportsbook"]');
  await expect(again.getByTestId('sport-bets').getByRole('listitem').first()).toContainText(
    /^(Won|Lost|Returned|Half lost)/,
    { timeout: 20_000 },
  );
  await expect.poll(async () => (await sandbox.rounds('demomember')).rounds[0]?.status).toBe('settled');
  const after = await sandbox.rounds('demomember');
  const round = after.rounds[0]!;
  expect(round.stake).toBe(5);
  expect(after.balance).toBeCloseTo(before.balance - 5 + round.payout, 2);
  await expect(again.getByText(/Final \d+ – \d+/).first()).toBeVisible();

  table = await bettingRecord(page);
  row = table.locator('tbody tr').first();
  await expect(row.getByRole('cell')).toHaveText([
    /.+/,
    /Sportsbook/,
    enMoney(5),
    enMoney(5),
    enMoney(round.payout),
    enSigned(round.payout - 5),
  ]);
  await expectAccessible(page, '[role="dialog"]');
});

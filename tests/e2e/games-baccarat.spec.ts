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
 * The live baccarat table, in English: a member opens Speed Baccarat A from the live casino, puts
 * chips on Player and Tie in the betting window, watches the cards dealt and the result told, and
 * finds the coup in the betting record, settled with what it paid.
 */
test.use({ locale: 'en-US' });

test('a member bets on a live baccarat coup, sees the result, and finds it in the betting record', async ({
  page,
  sandbox,
}, testInfo) => {
  // A coup takes a betting window, the deal and the result: more than most journeys wait.
  test.slow();
  const before = await sandbox.rounds('demomember');
  const game = await openDemoGame(page, '/live', 'Play Speed Baccarat A by Evolution', 'Speed Baccarat A');
  await expect(game.getByRole('heading', { name: 'Bead road (oldest to newest)' })).toBeVisible();
  await expect(game.getByTestId('baccarat-seated')).toHaveText('At the table: 1');
  await expectAccessible(page);

  const player = game.getByRole('button', { name: 'Player 1:1' });
  const tie = game.getByRole('button', { name: 'Tie 8:1' });
  const place = game.getByRole('button', { name: 'Place bets' });
  const message = game.getByTestId('game-message');
  // The window may close between the chips and the press on a busy machine: then the chips go,
  // and the player bets again in the next window.
  await expect(async () => {
    // A window with time left for three chips and the press.
    await expect(game.getByTestId('baccarat-phase')).toHaveText(/^Bets close in ([5-9]|1\d) s$/, {
      timeout: 30_000,
    });
    await player.click({ timeout: 5_000 });
    await player.click({ timeout: 5_000 });
    await tie.click({ timeout: 5_000 });
    await place.click({ timeout: 5_000 });
    await expect(message).toHaveText('Bets placed: good luck', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(game.getByTestId('baccarat-phase')).toHaveText('Dealing', { timeout: 20_000 });
  await expect(game.getByRole('list', { name: 'Cards of Player' }).getByRole('listitem')).not.toHaveCount(0);
  // What the bet did stays under the chips once it is settled, after the message has moved on to
  // the next coup: a page (or a machine) that paused through the result still shows it.
  const own = game.getByTestId('baccarat-own-result');
  await expect(own).toHaveText(
    /^Your last coup: (Player wins|Banker wins|Tie) \d to \d\. (You won .+|No win this coup)$/,
    { timeout: 30_000 },
  );
  const result = (await own.textContent())!;
  // Dealt, the coup's seed is revealed: the hash shown before it opened was of this seed.
  await expect(game.getByTestId('baccarat-last-seed')).toHaveText(/^[0-9a-f]{32}$/);
  await page.screenshot({ path: testInfo.outputPath('baccarat-1366.png'), fullPage: true });
  // At a phone's width the dealt table holds: nothing runs off the side, the buttons stay reachable.
  await holdsOnAPhone(page, game, [place], testInfo, 'baccarat');

  // The coup is settled on the ledger: two chips on Player and one on Tie went, the payout came.
  await expect.poll(async () => (await sandbox.rounds('demomember')).rounds[0]?.status).toBe('settled');
  const after = await sandbox.rounds('demomember');
  expect(after.rounds.length).toBe(before.rounds.length + 1);
  const round = after.rounds[0]!;
  expect(round.stake).toBe(3 * (await chipValue()));
  expect(round.payout > 0).toBe(result.includes('You won'));
  if (round.payout > 0) expect(amountIn(result.split('You won')[1]!)).toBeCloseTo(round.payout, 2);
  expect(after.balance).toBeCloseTo(before.balance - round.stake + round.payout, 2);
  // The coup joins the bead road once the next window opens.
  await expect(
    game.getByRole('list', { name: 'Bead road (oldest to newest)' }).getByRole('listitem'),
  ).not.toHaveCount(0, {
    timeout: 15_000,
  });

  const table = await bettingRecord(page);
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('cell').nth(1)).toContainText(/Speed Baccarat A\s*.+ · Evolution · round \d+/);
  await expect(row.getByRole('cell')).toHaveText([
    /.+/,
    /Speed Baccarat A/,
    enMoney(round.stake),
    enMoney(round.stake),
    enMoney(round.payout),
    enSigned(round.payout - round.stake),
  ]);
  await expectAccessible(page, '[role="dialog"]');

  // Back in the live casino, the table's tile tells what is happening at it, from the vendor's feed.
  await page.goto('/live');
  const tile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Play Speed Baccarat A by Evolution' }) })
    .first();
  await expect(tile).toContainText('Live');
  await expect(tile).toContainText(/Bets close in \d+ s|Dealing|Next coup/);
  await expect(tile).toContainText(/Dealer \p{L}+/u);
  await expect(tile).toContainText(/\d+ seated/);
  await expect(tile).toContainText(/Limits .+–.+/);
  await page.screenshot({ path: testInfo.outputPath('live-lobby-1366.png') });
  await expectAccessible(page);

  /** The lowest chip: the one pressed when the table opens. */
  async function chipValue() {
    return amountIn(
      (await game
        .getByRole('button', { name: /^Chip of / })
        .first()
        .getAttribute('aria-label'))!,
    );
  }
});

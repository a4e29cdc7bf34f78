import { test, expect, expectAccessible, moneyText, signIn } from './support/fixtures';

test.describe('playing on the ledger', () => {
  test('a member plays 10 spins and the balance shown equals the ledger’s', async ({ page, sandbox }) => {
    const before = await sandbox.rounds('demomember');
    await signIn(page, 'demomember', { path: '/rng?vassalage=PG' });
    const shown = page.getByRole('banner').getByTestId('balance-value');
    await expect(shown).toHaveText(moneyText(10_000));
    // The grid's first game, read once the grid shows, and then pressed by its name: a game's
    // button elsewhere on the page (a row that answers sooner) must not be the one read.
    const first = page
      .getByRole('list', { name: 'Juegos' })
      .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
      .first();
    await expect(first).toBeVisible();
    const title = (await first.getAttribute('aria-label'))!.replace(/^Jugar a (.+) de PG Soft$/, '$1');
    await page
      .getByRole('button', { name: `Jugar a ${title} de PG Soft`, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe[title^="Juego:"]');
    const spin = game.getByRole('button', { name: 'Girar' });
    await expect(spin).toBeEnabled();
    await expect(game.getByText('Modo diversión · dinero de juego')).toHaveCount(0);
    // At 1366×900 the game ends inside the window, opens at its top, and shows Spin without scrolling.
    const frame = (await page.locator('iframe[title^="Juego:"]').boundingBox())!;
    expect(frame.y + frame.height).toBeLessThanOrEqual(900);
    expect(await game.locator('html').evaluate(() => scrollY)).toBe(0);
    await expect(game.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(spin).toBeInViewport();
    for (let i = 0; i < 10; i++) {
      await spin.click();
      await expect(spin).toBeEnabled();
    }
    await expect(game.locator('.game__round')).toContainText('Ronda #');
    const ledger = await sandbox.rounds('demomember');
    // Rounds come newest first: these ten are this test's.
    const played = ledger.rounds.slice(0, ledger.rounds.length - before.rounds.length);
    expect(played.filter((r) => r.status === 'settled')).toHaveLength(10);
    const stakes = played.reduce((sum, r) => sum + r.stake, 0);
    const payouts = played.reduce((sum, r) => sum + r.payout, 0);
    expect(before.balance).toBe(10_000);
    expect(ledger.balance).toBeCloseTo(10_000 - stakes + payouts, 2);
    // The header follows the game's messages; leaving the game refreshes it once more.
    await expect(shown).toHaveText(moneyText(ledger.balance));
    await page.getByRole('button', { name: 'Salir del juego' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
    await expect(shown).toHaveText(moneyText(ledger.balance));

    // Home shows the member's own rows: the game just played, and a game once hearted.
    await page.goto('/');
    const recent = page.getByRole('list', { name: 'Jugados recientemente' });
    await expect(recent.getByRole('button', { name: `Jugar a ${title} de PG Soft` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tus favoritos' })).toHaveCount(0);
    await recent.getByRole('button', { name: `Favorito: ${title}` }).click();
    const favourites = page.getByRole('list', { name: 'Tus favoritos' });
    await expect(favourites.getByRole('button', { name: `Jugar a ${title} de PG Soft` })).toBeVisible();
    await favourites.getByRole('button', { name: `Favorito: ${title}` }).click();
    await expect(favourites).toHaveCount(0);
  });

  test('a bet above the balance shows the deposit prompt, which leads to the deposit page', async ({
    page,
    sandbox,
  }) => {
    const [game] = (await sandbox.games({ vassalage: 'PG', gameClassify: 'RNG' })).filter(
      (g) => g.minBet <= 1,
    );
    await sandbox.setBalance('demomember', 1.5);
    await signIn(page, 'demomember', { path: '/rng?vassalage=PG' });
    await expect(page.getByRole('banner').getByTestId('balance-value')).toHaveText(moneyText(1.5));
    await page.getByRole('searchbox', { name: 'Buscar juegos' }).fill(game!.gameName);
    await page
      .getByRole('button', { name: `Jugar a ${game!.gameName} de PG Soft` })
      .first()
      .click();
    const frame = page.frameLocator('iframe[title^="Juego:"]');
    await frame.getByRole('button', { name: 'Apuesta – Más' }).click();
    await frame.getByRole('button', { name: 'Girar' }).click();
    await expect(frame.getByText('Saldo insuficiente para esta apuesta')).toBeVisible();
    const prompt = page.getByRole('alertdialog', { name: 'Saldo insuficiente' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page);
    // Nothing moved: the refused bet left the balance as it was.
    expect((await sandbox.rounds('demomember')).balance).toBe(1.5);
    await prompt.getByRole('button', { name: 'Depositar' }).click();
    await expect(page.getByRole('dialog', { name: 'Centro personal' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Depositar', selected: true })).toBeVisible();
  });

  test('with nothing left, the launch itself offers the deposit', async ({ page, sandbox }) => {
    await sandbox.setBalance('demomember', 0);
    await signIn(page, 'demomember', { path: '/live' });
    await expect(page.getByRole('banner').getByTestId('balance-value')).toHaveText(moneyText(0));
    await page.locator('.cr-card__play').first().click();
    await expect(page.getByRole('alertdialog', { name: 'Saldo insuficiente' })).toBeVisible();
    await expect(page).toHaveURL(/\/live$/);
  });
});

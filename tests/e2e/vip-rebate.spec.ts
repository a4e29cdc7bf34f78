import { test, expect, expectAccessible, moneyText, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { openCentre, rebateMinor, rebateReadout } from './support/rewards-vip';
import { openSlot, raiseStake, spin } from './support/slot';

/*
 * VIP and the manual rebate: a member plays the demo slot, then claims the rebate of
 * those bets, and the amount is the sandbox's rate × valid bets, computed here; the VIP page shows
 * the level and progress their play reached, and its level-up bonus pays once. Each story on a
 * member of its own, registered through the platform.
 */

test.describe('the manual rebate', () => {
  test('a member plays, then claims a rebate equal to the rate × their valid bets, once', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'rebate', 300);
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const game = await openSlot(page);
    await raiseStake(game, 5);
    await spin(game, 3);

    const readout = await rebateReadout(request, player);
    const validBet = readout.validBets.RNG!;
    expect(validBet).toBeGreaterThan(0);
    const expected = rebateMinor(readout) / 100;
    expect(expected).toBeGreaterThan(0);
    const before = (await sandbox.rounds(player)).balance;

    await page.getByRole('button', { name: 'Salir del juego' }).click();
    const centre = await openCentre(page, player);
    await centre.getByRole('tab', { name: 'Promoción de reembolso' }).click();
    const slots = centre.getByRole('row', { name: /^Tragamonedas/ });
    await expect(slots).toContainText(moneyText(validBet));
    await expect(slots).toContainText(`${readout.rates.RNG! / 100} %`);
    await expect(slots).toContainText(moneyText(expected));
    await expect(centre.getByText('Todavía no has reclamado ningún reembolso.')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    await centre.getByRole('button', { name: `Reclamar ${moneyText(expected)}` }).click();
    await expect(centre.getByRole('status').filter({ hasText: 'Se abonaron' })).toHaveText(
      `Se abonaron ${moneyText(expected)} a tu billetera principal.`,
    );
    expect((await sandbox.rounds(player)).balance).toBeCloseTo(before + expected, 2);
    // The same bets never pay again: nothing left to claim, one claim in the history.
    await expect(centre.getByText('Aún no hay reembolso. Juega y vuelve más tarde.')).toBeVisible();
    const history = centre.getByRole('region', { name: 'Reembolsos reclamados' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText(`+${moneyText(expected)}`);
    expect((await rebateReadout(request, player)).validBets).toEqual({});
    await expectAccessible(page, '[role="dialog"]');
  });

  test('without the flag MANPLAYREB3 the menu has no rebate entry', async ({ page, request, sandbox }) => {
    const player = await registerPlayer(request, sandbox, 'rebateoff');
    await sandbox.flag('MANPLAYREB3', false);
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const centre = await openCentre(page, player);
    await expect(centre.getByRole('tab', { name: 'Mi cuenta' })).toBeVisible();
    await expect(centre.getByRole('tab', { name: 'Promoción de reembolso' })).toHaveCount(0);
  });
});

test.describe('VIP', () => {
  test('a guest sees the ladder and is asked to log in', async ({ page }) => {
    await page.goto('/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    const ladder = page.getByRole('region', { name: 'Niveles VIP' });
    await expect(
      ladder.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).toHaveCount(7);
    await expect(page.getByText('Inicia sesión para ver tu nivel')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a member who played to VIP 1 sees their level and progress, and the bonus pays once', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'vipclimb', 2_500);
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const game = await openSlot(page);
    // Two spins at the highest stake (500.00) and one at 200.00: 1,200.00 of valid bets.
    await raiseStake(game, 10);
    await spin(game, 2);
    await game.getByRole('button', { name: 'Apuesta – Menos' }).click();
    await spin(game, 1);
    const { turnover } = await rebateReadout(request, player);
    expect(turnover).toBe(1_200);

    await page.goto('/vip');
    const card = page.getByRole('region', { name: 'Tu nivel' });
    await expect(card.getByText('VIP 1', { exact: true }).first()).toBeVisible();
    await expect(card).toContainText(moneyText(1_200));
    // From 1,000.00 (VIP 1) to 10,000.00 (VIP 2): 200 / 9,000 = 2.22 %.
    const bar = card.getByRole('progressbar', { name: 'Progreso hacia VIP 2' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2.22');
    await expect(card).toContainText(`Te faltan ${moneyText(8_800)} de apuesta válida para VIP 2.`);
    await expect(page.getByRole('listitem', { name: 'VIP 1' })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page);

    const before = (await sandbox.rounds(player)).balance;
    const claim = card.getByRole('button', { name: 'Reclamar el bono de VIP 1' });
    // A second tab of the same session claims at the same moment: one of the two is paid.
    const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const other = await page.context().newPage();
    await other.addInitScript((entries: string) => {
      for (const [key, value] of JSON.parse(entries) as [string, string][])
        sessionStorage.setItem(key, value);
    }, session);
    await other.goto('/vip');
    const otherClaim = other.getByRole('button', { name: 'Reclamar el bono de VIP 1' });
    await expect(otherClaim).toBeVisible();
    await Promise.all([claim.click(), otherClaim.click()]);
    await expect(card.getByText('Reclamado')).toBeVisible();
    await expect(other.getByText(/Reclamado|Ya reclamaste el bono de ese nivel\./).first()).toBeVisible();
    expect((await sandbox.rounds(player)).balance).toBeCloseTo(before + 10, 2);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tu nivel' }).getByText('Reclamado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reclamar el bono de VIP 1' })).toHaveCount(0);
    await other.close();
  });
});

import { test, expect, expectAccessible, moneyText, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import {
  HOUR,
  MINUTE,
  openSaferGambling,
  saveReminder,
  setLimit,
  tryDeposit,
} from './support/safer-gambling';
import { openShadowRootsForTests, servePartnerPage } from './support/partner-page';

/*
 * Safer gambling (beyond SPEC), the limits and the reality check, each story on a member of its own
 * (registered through the platform), so its limits never reach another journey. Self-exclusion
 * and the age confirmation are in safer-gambling-access.spec.ts.
 */

test.describe('safer gambling', () => {
  test('a deposit over the daily limit is refused, and the message says what is left', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'sgdep', 50);
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const centre = await openSaferGambling(page, player);
    const daily = centre.getByRole('article', { name: 'Límite de depósito diario' });
    await expect(daily.getByText('Sin límite')).toBeVisible();

    // A value the platform would refuse: the message under the field, what was typed kept.
    await setLimit(daily, '0');
    await expect(daily.getByText('Introduce un importe de 0,01 a 100.000.000')).toBeVisible();
    await expect(daily.getByRole('textbox')).toHaveValue('0');
    await setLimit(daily, '100');
    await expect(daily.getByRole('status')).toHaveText('Límite guardado.');
    await expect(daily.getByText('Disponible: 100,00')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    const amount = await tryDeposit(centre, '150');
    await expect(
      centre.getByText('Este depósito supera tu límite de depósito diario. Aún puedes depositar 100,00.'),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('150');
    await expect(centre.getByText('Esperando tu pago')).toHaveCount(0);
    expect((await sandbox.rounds(player)).balance).toBe(50);
  });

  test('raising a limit waits 24 hours; then the player confirms it and the new limit holds', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'sgraise');
    await signIn(page, player, { password: PLAYER_PASSWORD });
    let centre = await openSaferGambling(page, player);
    const daily = () => centre.getByRole('article', { name: 'Límite de depósito diario' });
    await setLimit(daily(), '100');
    await expect(daily().getByRole('status')).toHaveText('Límite guardado.');

    // A raise waits: the current limit holds, and Confirm is off until the 24 hours are over.
    await setLimit(daily(), '300');
    await expect(daily().getByRole('status')).toHaveText(
      'Cambio pedido: podrás confirmarlo dentro de 24 horas.',
    );
    const pending = daily().getByRole('group', { name: 'Límite de depósito diario' });
    await expect(pending).toContainText('Cambio pendiente a 300,00');
    await expect(pending).toContainText(/Podrás confirmarlo a partir del .+ \(GMT\+8\)/);
    await expect(pending.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(daily()).toContainText('Disponible: 100,00');
    await expectAccessible(page, '[role="dialog"]');

    // A day later on the platform's clock: the idle session is over, the player logs in again.
    await sandbox.advanceClock(24 * HOUR + MINUTE);
    await page.reload();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(login.getByText('Tu sesión ha terminado. Inicia sesión de nuevo.')).toBeVisible();
    await login.getByRole('textbox', { name: /^Usuario/ }).fill(player);
    await login.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Entrar' }).click();
    await expect(login).toBeHidden();
    centre = await openSaferGambling(page, player);
    await expect(daily().getByText('Ya puedes confirmarlo.')).toBeVisible();
    await daily().getByRole('button', { name: 'Confirmar' }).click();
    await expect(daily().getByRole('status')).toHaveText('Cambio confirmado.');
    await expect(daily().getByText('300,00', { exact: true })).toBeVisible();

    // The new limit holds: 350 is over it, and 300 is what is left today.
    await tryDeposit(centre, '350');
    await expect(
      centre.getByText('Este depósito supera tu límite de depósito diario. Aún puedes depositar 300,00.'),
    ).toBeVisible();

    // Every change is on record, with its time and who made it.
    await centre.getByRole('tab', { name: 'Juego responsable' }).click();
    await centre.getByRole('tab', { name: 'Historial', exact: true }).click();
    const history = centre.getByRole('table', { name: 'Cambios de juego responsable' });
    await expect(
      history.getByRole('row', { name: /Límite de depósito diario: confirmado de 100,00 a 300,00 Tú/ }),
    ).toBeVisible();
    await expect(history.getByRole('row', { name: /pedido de 100,00 a 300,00/ })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('the reality check stops a running game with the session’s time and net; the statement agrees', async ({
    page,
    request,
    sandbox,
  }) => {
    test.slow();
    const player = await registerPlayer(request, sandbox, 'sgreal', 1_000);
    // The page's clock is the test's to move, like the platform's.
    await page.clock.install();
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const centre = await openSaferGambling(page, player);
    const reminders = centre.getByRole('form', { name: 'Recordatorio de sesión' });
    await saveReminder(page, reminders, 'Cada 15 minutos');
    await centre.getByRole('button', { name: 'Cerrar' }).click();
    await expect(centre).toBeHidden();

    // A game, and spins until the session has won or lost something.
    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game$/);
    const game = page.frameLocator('iframe[title^="Juego:"]');
    const spin = game.getByRole('button', { name: 'Girar' });
    let net = 0;
    for (let spins = 0; spins < 20 && (spins < 3 || Math.abs(net) < 0.005); spins++) {
      await expect(spin).toBeEnabled();
      await spin.click();
      await expect(spin).toBeEnabled();
      const { rounds } = await sandbox.rounds(player);
      net = rounds.reduce((sum, r) => sum + r.payout - r.stake, 0);
    }
    expect(Math.abs(net)).toBeGreaterThan(0);

    // Fifteen minutes later, on the platform and in the page alike.
    await sandbox.advanceClock(15 * MINUTE);
    await page.clock.fastForward('15:00');
    const reminder = page.getByRole('alertdialog', { name: 'Recordatorio de sesión' });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText(/Llevas 1[56] min jugando en esta sesión\./);
    await expect(reminder.getByTestId('reality-check-net')).toHaveText(moneyText(net));
    // The ledger's own figure for this login, as the platform reports it.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const answer = await request.get('/wps/member/protection/session', {
      headers: { Merchant: 'CROUPIER', Authorization: token ?? '' },
    });
    expect((await answer.json()).value.net).toBeCloseTo(net, 2);
    // Over the game, which is still there behind it.
    await expect(page.locator('iframe[title^="Juego:"]')).toBeVisible();
    await expectAccessible(page);

    await reminder.getByRole('button', { name: 'Seguir jugando' }).click();
    await expect(reminder).toBeHidden();
    await expect(spin).toBeEnabled();

    // The activity statement reads the same rounds off the ledger: today's stakes, wins and net.
    const { rounds } = await sandbox.rounds(player);
    const staked = rounds.reduce((sum, r) => sum + r.stake, 0);
    const won = rounds.reduce((sum, r) => sum + r.payout, 0);
    await page.goto('/');
    const statement = (await openSaferGambling(page, player)).getByRole('tabpanel');
    await page
      .getByRole('dialog', { name: 'Centro personal' })
      .getByRole('tab', { name: 'Extracto' })
      .click();
    await statement.getByRole('button', { name: 'Ver extracto' }).click();
    const totals = statement.getByRole('definition');
    await expect(totals).toHaveText([
      moneyText(0),
      moneyText(0),
      moneyText(staked),
      moneyText(won),
      moneyText(won - staked),
    ]);
    await expect(statement.getByRole('table', { name: 'Actividad por día' }).getByRole('row')).toHaveCount(2);
    await expectAccessible(page, '[role="dialog"]');
  });

  test('on a partner page: the centre opens on Safer gambling, a limit holds, the reality check logs out', async ({
    page,
    request,
    sandbox,
    baseURL,
  }) => {
    const player = await registerPlayer(request, sandbox, 'sgpartner');
    const partner = await servePartnerPage('cashier.html', baseURL!);
    try {
      await page.clock.install();
      await openShadowRootsForTests(page);
      await page.goto(`${partner.url}?page=saferGambling`);
      const centre = page.locator('#croupier-member-centre');
      await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
      const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
      await login.getByRole('textbox', { name: /^Usuario/ }).fill(player);
      await login.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
      await login.getByRole('button', { name: 'Entrar' }).click();

      await expect(centre.getByRole('tab', { name: 'Juego responsable' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const weekly = centre.getByRole('article', { name: 'Límite de pérdidas semanal' });
      await setLimit(weekly, '250');
      await expect(weekly.getByRole('status')).toHaveText('Límite guardado.');
      await expect(weekly.getByText('Disponible: 250,00')).toBeVisible();
      await expectAccessible(page, '#croupier-member-centre');
      await centre.getByRole('tab', { name: 'Pausa y autoexclusión' }).click();
      await expect(centre.getByRole('radiogroup', { name: 'Autoexclusión' })).toBeVisible();
      await expectAccessible(page, '#croupier-member-centre');

      // The reality check reaches the partner's page too, and its log out ends the session there.
      await centre.getByRole('tab', { name: 'Límites' }).click();
      const reminders = centre.getByRole('form', { name: 'Recordatorio de sesión' });
      await saveReminder(page, reminders, 'Cada 15 minutos');
      await sandbox.advanceClock(15 * MINUTE);
      await page.clock.fastForward('15:00');
      const reminder = page.getByRole('alertdialog', { name: 'Recordatorio de sesión' });
      await expect(reminder).toContainText(/Llevas 1[56] min jugando en esta sesión\./);
      await expect(reminder.getByTestId('reality-check-net')).toHaveText(moneyText(0));
      await reminder.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(reminder).toBeHidden();
      await expect(centre.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    } finally {
      await partner.close();
    }
  });
});

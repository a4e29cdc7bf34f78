import {
  test,
  expect,
  expectAccessible,
  moneyText,
  loggedInClient,
  prepareToWithdraw,
  PAYMENT_PASSWORD,
  signIn,
} from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { operator, playForPoints } from './support/point-mall';
import { contract } from '../../sdk/contract/table';

/*
 * The point mall (SPEC §2 /pointMall): a member earns points by playing (the operator's
 * rules give a point per 0.01 of valid bet, so a few spins are enough), redeems a reward with the
 * payment password and sees the operator's approval, and converts points into the balance. Each
 * story on a member of its own.
 */

test.describe('point mall', () => {
  test('a member redeems a reward with points and the payment password, and sees it approved', async ({
    page,
    request,
    sandbox,
  }) => {
    test.setTimeout(120_000);
    const back = operator(request);
    const player = await registerPlayer(request, sandbox, 'mallred', 200);
    await prepareToWithdraw(request, player, PLAYER_PASSWORD);
    await back.pointsRules({ validBetPerPoint: 0.01 });
    await signIn(page, player, { password: PLAYER_PASSWORD });
    await playForPoints(page, async () => (await back.points(player)).points, 1_000);
    const earned = (await back.points(player)).points;

    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda de puntos' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(`${earned.toLocaleString('es')} puntos`);
    await expect(page.getByText('1 punto por cada 0,01 PHP de apuesta válida')).toBeVisible();
    await expectAccessible(page);

    // The history shows what playing earned.
    await page.getByRole('tab', { name: 'Movimientos de puntos' }).click();
    await expect(
      page.getByRole('list', { name: 'Movimientos de puntos' }).getByText('Ganados jugando').first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Recompensas' }).click();

    // Too many for the points, then a wrong password: each message under its field, nothing taken.
    await page.getByRole('button', { name: 'Canjear Apuesta gratis de 5,00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canjear Apuesta gratis de 5,00' });
    await dialog.getByRole('textbox', { name: /^Cantidad/ }).fill('10');
    await dialog.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Canjear' }).click();
    await expect(dialog.getByText(/^No tienes puntos suficientes: cuesta 5000 y tienes/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Cantidad/ })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: /^Cantidad/ }).fill('1');
    await dialog.getByLabel(/^Contraseña de pago/).fill('135799');
    await dialog.getByRole('button', { name: 'Canjear' }).click();
    await expect(dialog.getByText(/Contraseña de pago incorrecta|no es correcta/)).toBeVisible();
    expect((await back.points(player)).pending).toBe(0);
    await expectAccessible(page, '[role="dialog"]');

    await dialog.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Canjear' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByText('Canje enviado')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(
      `${(earned - 500).toLocaleString('es')} puntos`,
    );
    await expect(page.getByText('500 retenidos por canjes en proceso')).toBeVisible();

    await page.getByRole('tab', { name: 'Mis canjes' }).click();
    const redeems = page.getByRole('list', { name: 'Mis canjes' });
    await expect(redeems.getByRole('listitem')).toHaveCount(1);
    await expect(redeems.getByRole('listitem').first()).toContainText('Apuesta gratis de 5,00 × 1');
    await expect(redeems.getByRole('listitem').first()).toContainText('En proceso');

    // The operator approves it: the page shows it approved once it reads the list again.
    const { client } = await loggedInClient(request, player, PLAYER_PASSWORD);
    const [redeem] = (await client.call(contract.pointsRedeemList, {})).list;
    await back.approveRedeem(redeem!.redeemId);
    await page.reload();
    await page.getByRole('tab', { name: 'Mis canjes' }).click();
    await expect(page.getByRole('list', { name: 'Mis canjes' }).getByRole('listitem').first()).toContainText(
      'Aprobado',
    );
    await expect(page.getByText('retenidos por canjes en proceso')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a member converts points into the balance, and the header balance rises by the quote', async ({
    page,
    request,
    sandbox,
  }) => {
    test.setTimeout(120_000);
    const back = operator(request);
    const player = await registerPlayer(request, sandbox, 'mallcv', 200);
    await prepareToWithdraw(request, player, PLAYER_PASSWORD);
    // A point per 0.01 of valid bet; 100 points convert to 1.00, from 100 points.
    await back.pointsRules({ validBetPerPoint: 0.01, minConvertPoints: 100 });
    await signIn(page, player, { password: PLAYER_PASSWORD });
    await playForPoints(page, async () => (await back.points(player)).points, 300);

    await page.goto('/pointMall');
    const header = page.getByRole('banner').getByTestId('balance-value');
    await expect(header).toBeVisible();
    const before = (await back.points(player)).points;
    const wallet = (await sandbox.rounds(player)).balance;
    await expect(header).toHaveText(moneyText(wallet));

    await page.getByRole('button', { name: 'Convertir en saldo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convertir puntos en saldo' });
    const field = dialog.getByRole('textbox', { name: /^Puntos a convertir/ });
    // A number that is not whole steps: the message under the field, nothing sent.
    await field.fill('250');
    await expect(dialog.getByTestId('convert-quote')).toHaveText('—');
    await dialog.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Convertir', exact: true }).click();
    await expect(dialog.getByText('Convierte en múltiplos de 100 puntos.')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    await field.fill('200');
    await expect(dialog.getByTestId('convert-quote')).toHaveText('2,00 PHP');
    await dialog.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Convertir', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').getByText('200 puntos convertidos: 2,00 PHP añadidos a tu saldo.'),
    ).toBeVisible();
    await expect(header).toHaveText(moneyText(wallet + 2));
    await expect(page.getByTestId('points-balance')).toHaveText(
      `${(before - 200).toLocaleString('es')} puntos`,
    );
    expect((await sandbox.rounds(player)).balance).toBe(wallet + 2);
  });

  test('a guest sees the catalogue and the way in; a trial account is told why it cannot redeem', async ({
    page,
  }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 2, name: 'Recompensas' })).toBeVisible();
    await expect(page.getByText('Inicia sesión para ver tus puntos y canjear recompensas.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Camiseta Croupier' })).toContainText('3000 puntos');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Canjear 20 giros gratis' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await page.keyboard.press('Escape');

    await signIn(page, 'demotrial', { path: '/pointMall' });
    await expect(page.getByText('Registra una cuenta primero')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regístrate' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Mis canjes' })).toHaveCount(0);
  });
});

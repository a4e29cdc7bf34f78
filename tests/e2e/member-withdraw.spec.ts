import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  moneyText,
  prepareToWithdraw,
  PAYMENT_PASSWORD,
  USDT_ADDRESS,
  signIn,
} from './support/fixtures';

/**
 * Withdrawals in the member centre (SPEC §2 withdraw, §4 withdrawal confirmation): the money
 * leaves the wallet when the player asks, the operator (a sandbox switch) pays or rejects, and the
 * player says whether it arrived. Each story starts from the sandbox's reset (demomember: 10,000,
 * no payment password, no payout account, no withdrawals).
 */

/** A small, valid PNG of its own colour: what a phone's screenshot of a bank app would be. */
function screenshotPng(seed: number): Buffer {
  const image = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < image.data.length; i += 4) {
    image.data.set([(i * seed) % 256, 60 * seed, 180, 255], i);
  }
  return PNG.sync.write(image);
}

const orderNoOf = async (panel: ReturnType<Page['getByRole']>) =>
  /W[A-Z2-7]{16}/.exec((await panel.getByRole('heading').first().textContent()) ?? '')![0];

test.describe('retiros', () => {
  test('un miembro prepara Mi cuenta, retira, el operador paga, y responde «no recibido» con dos capturas y luego «recibido»', async ({
    page,
    sandbox,
  }) => {
    // Seven states, each checked by axe (seconds each on a busy machine).
    test.setTimeout(180_000);
    await signIn(page, 'demomember');
    const header = page.getByRole('banner');
    const balance = header.getByTestId('balance-value');
    await expect(balance).toHaveText(moneyText(10_000));

    // Without a payment password and a payout account, the page says so and leads to My account.
    await header.getByRole('button', { name: 'Retirar' }).click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    const setup = centre.getByRole('region', { name: 'Prepara tu primer retiro' });
    await expect(setup.getByText('Pendiente')).toHaveCount(2);
    await expect(centre.getByRole('button', { name: 'Solicitar retiro' })).toHaveCount(0);
    await expectAccessible(page, '[role="dialog"]');
    await setup.getByRole('button', { name: 'Ir a Mi cuenta' }).click();
    await expect(centre.getByRole('tab', { name: 'Mi cuenta' })).toHaveAttribute('aria-selected', 'true');

    const payment = centre.getByRole('region', { name: 'Contraseña de pago' });
    await payment.getByLabel(/^Nueva contraseña de pago/).fill(PAYMENT_PASSWORD);
    await payment.getByLabel(/^Confirma la nueva contraseña de pago/).fill(PAYMENT_PASSWORD);
    await payment.getByRole('button', { name: 'Establecer contraseña de pago' }).click();
    await expect(payment.getByText('Establecida', { exact: true })).toBeVisible();
    const payout = centre.getByRole('region', { name: 'Cuentas de cobro' });
    await payout.getByRole('button', { name: 'Añadir una cuenta de cobro' }).click();
    const addAccount = payout.getByRole('form', { name: 'Añadir una cuenta de cobro' });
    await addAccount.getByRole('textbox', { name: /Dirección USDT/ }).fill(USDT_ADDRESS);
    await addAccount.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await addAccount.getByRole('button', { name: 'Guardar cuenta' }).click();
    await expect(payout.getByText('TR7N…Lj6t')).toBeVisible();

    // Back to the withdraw page: every rule is explained before a single digit is typed.
    await centre.getByRole('tab', { name: 'Retirar' }).click();
    const summary = centre.getByRole('region', { name: 'Resumen' });
    await expect(summary.getByText('10.000,00')).toBeVisible();
    await expect(summary.getByText('100,00 – 50.000,00')).toBeVisible();
    await expect(summary.getByText('1 % (mínimo 2,00)')).toBeVisible();
    await expect(summary.getByText('5 de 5')).toBeVisible();
    await expect(summary.getByText('Nada pendiente')).toBeVisible();
    await expect(centre.getByRole('radio', { name: /USDT \(TRC20\).*TR7N…Lj6t/ })).toBeChecked();
    await centre.getByRole('textbox', { name: /^Importe/ }).fill('1000');
    const quote = centre.getByRole('group', { name: 'Comisión y neto' });
    await expect(quote).toContainText('10,00');
    await expect(quote).toContainText('990,00');
    await centre.getByLabel(/^Contraseña de pago/).fill(PAYMENT_PASSWORD);
    await expectAccessible(page, '[role="dialog"]');
    await centre.getByRole('button', { name: 'Solicitar retiro' }).click();

    // The money leaves the wallet at once, and the header says so.
    const order = centre.getByRole('region', { name: /^Retiro W[A-Z2-7]{16}$/ });
    await expect(order.getByRole('status')).toContainText('El importe ya salió de tu saldo');
    await expect(order.getByText('En proceso', { exact: true })).toBeVisible();
    await expect(balance).toHaveText(moneyText(9_000));
    expect((await sandbox.rounds('demomember')).balance).toBe(9_000);
    await expectAccessible(page, '[role="dialog"]');
    const orderNo = await orderNoOf(order);

    // The operator pays: the panel follows by itself and asks whether the money arrived.
    await sandbox.payWithdrawal(orderNo);
    await expect(order.getByRole('button', { name: 'Sí, lo recibí' })).toBeVisible();
    await expect(
      order.getByText(/^Responde antes del .+ \(GMT\+8\); después contará como recibido\.$/),
    ).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // It has not arrived: two screenshots go with the answer.
    await order.getByRole('button', { name: 'No lo recibí' }).click();
    await order.getByLabel('Añadir imágenes').setInputFiles([
      { name: 'banco.png', mimeType: 'image/png', buffer: screenshotPng(1) },
      { name: 'chat.png', mimeType: 'image/png', buffer: screenshotPng(2) },
    ]);
    await expect(order.getByRole('listitem').filter({ hasText: 'banco.png' })).toBeVisible();
    await expect(order.getByRole('listitem').filter({ hasText: 'chat.png' })).toBeVisible();
    await expect(order.getByText('2 de 3')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await order.getByRole('button', { name: 'Enviar el reclamo' }).click();
    await expect(order.getByRole('status')).toContainText('Nos dijiste que el dinero no llegó');
    await expect(order.getByRole('listitem').filter({ hasText: 'banco.png' })).toBeVisible();
    await expect(order.getByRole('listitem').filter({ hasText: 'chat.png' })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // Later the money turns up: the player says so, and no money moves.
    await order.getByRole('button', { name: 'Sí, ya me llegó' }).click();
    await expect(order.getByRole('status')).toContainText('Retiro completado');
    const history = centre.getByRole('table', { name: 'Tus retiros, los más recientes primero' });
    await expect(history.getByRole('row', { name: new RegExp(`${orderNo}.*Recibido`) })).toBeVisible();
    await expect(balance).toHaveText(moneyText(9_000));
    expect((await sandbox.rounds('demomember')).balance).toBe(9_000);
    await expectAccessible(page, '[role="dialog"]');
  });

  test('un importe mayor que el saldo y una contraseña de pago errónea no cambian nada', async ({
    page,
    sandbox,
    request,
  }) => {
    test.slow();
    await prepareToWithdraw(request, 'demomember');
    await sandbox.setBalance('demomember', 500);
    await signIn(page, 'demomember');
    const balance = page.getByRole('banner').getByTestId('balance-value');
    await expect(balance).toHaveText(moneyText(500));
    await page.getByRole('banner').getByRole('button', { name: 'Retirar' }).click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    const amount = centre.getByRole('textbox', { name: /^Importe/ });
    const password = centre.getByLabel(/^Contraseña de pago/);

    for (const [typed, said] of [
      ['-50', 'El importe no puede ser negativo'],
      ['50 pesos', 'Escribe el importe en cifras, por ejemplo 150 o 150,50'],
      ['1.000', 'Usa dos decimales como máximo, sin separador de miles'],
      ['600', 'El importe supera tu saldo disponible'],
    ]) {
      await amount.fill(typed!);
      await password.fill(PAYMENT_PASSWORD);
      await centre.getByRole('button', { name: 'Solicitar retiro' }).click();
      await expect(centre.getByText(said!)).toBeVisible();
    }
    await expectAccessible(page, '[role="dialog"]');

    await amount.fill('300');
    await password.fill('111112');
    await centre.getByRole('button', { name: 'Solicitar retiro' }).click();
    await expect(
      centre.getByText('La contraseña de pago no es correcta. Te quedan 4 intentos antes del bloqueo.'),
    ).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(centre.getByText('Aún no hay retiros.')).toBeVisible();
    await expect(balance).toHaveText(moneyText(500));
    expect((await sandbox.rounds('demomember')).balance).toBe(500);
    await expectAccessible(page, '[role="dialog"]');
  });
});

test.describe('withdrawals in English', () => {
  test.use({ locale: 'en-US' });

  test('a rejected withdrawal gives the money back, and the history shows why', async ({
    page,
    sandbox,
    request,
  }) => {
    test.slow();
    await prepareToWithdraw(request, 'demomember');
    await signIn(page, 'demomember');
    const header = page.getByRole('banner');
    const balance = header.getByTestId('balance-value');
    await expect(balance).toHaveText(/^10,000\.00$/);
    await header.getByRole('button', { name: 'Withdraw' }).click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByRole('textbox', { name: /^Amount/ }).fill('2500');
    await centre.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Request withdrawal' }).click();
    const order = centre.getByRole('region', { name: /^Withdrawal W[A-Z2-7]{16}$/ });
    await expect(order.getByText('Processing', { exact: true })).toBeVisible();
    await expect(balance).toHaveText('7,500.00');

    await sandbox.rejectWithdrawal(await orderNoOf(order), 'Name on the account does not match');
    await expect(order.getByRole('status')).toContainText(
      'The operator rejected the withdrawal and the amount is back in your balance. Reason: Name on the account does not match',
    );
    await expect(balance).toHaveText('10,000.00');
    expect((await sandbox.rounds('demomember')).balance).toBe(10_000);
    const history = centre.getByRole('table', { name: 'Your withdrawals, newest first' });
    await expect(
      history.getByRole('row', { name: /Rejected.*Name on the account does not match/ }),
    ).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('a paid withdrawal can be answered later, from the history', async ({ page, sandbox, request }) => {
    test.slow();
    await prepareToWithdraw(request, 'demomember');
    await signIn(page, 'demomember');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Withdraw' }).click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByRole('button', { name: 'Withdraw all: 10,000.00' }).click();
    await expect(centre.getByRole('group', { name: 'Fee and net amount' })).toContainText('9,900.00');
    await centre.getByRole('textbox', { name: /^Amount/ }).fill('300');
    await centre.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Request withdrawal' }).click();
    const order = centre.getByRole('region', { name: /^Withdrawal W[A-Z2-7]{16}$/ });
    const orderNo = await orderNoOf(order);
    await expect(header.getByTestId('balance-value')).toHaveText('9,700.00');

    // The player leaves; the operator pays meanwhile.
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await sandbox.payWithdrawal(orderNo);

    await header.getByRole('button', { name: 'Withdraw' }).click();
    await expect(centre.getByRole('region', { name: 'At a glance' }).getByText('4 of 5')).toBeVisible();
    const history = centre.getByRole('table', { name: 'Your withdrawals, newest first' });
    await expect(
      history.getByRole('row', { name: new RegExp(`${orderNo}.*Paid, to confirm`) }),
    ).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await history.getByRole('button', { name: `Answer withdrawal ${orderNo}` }).click();
    await expect(order.getByText('Did the money arrive?')).toBeVisible();
    await order.getByRole('button', { name: 'Yes, I received it' }).click();
    await expect(order.getByRole('status')).toContainText('Withdrawal complete');
    await expect(history.getByRole('row', { name: new RegExp(`${orderNo}.*Received`) })).toBeVisible();
    await expect(history.getByRole('button', { name: `Answer withdrawal ${orderNo}` })).toHaveCount(0);
    expect((await sandbox.rounds('demomember')).balance).toBe(9_700);
    await expectAccessible(page, '[role="dialog"]');
  });
});

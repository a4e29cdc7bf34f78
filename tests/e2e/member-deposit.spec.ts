import { test, expect, expectAccessible, moneyText, SANDBOX_HEADERS, signIn } from './support/fixtures';
import { openShadowRootsForTests, servePartnerPage } from './support/partner-page';

test.describe('deposits', () => {
  test('a USDT deposit credits the wallet only when the payment arrives, and the header follows', async ({
    page,
    sandbox,
    request,
  }) => {
    await sandbox.setBalance('demomember', 250);
    // The operator's payment side waits for the switch instead of paying after a few seconds.
    await request.post('/sandbox/deposits/auto-settle', {
      data: { delayMs: null },
      headers: SANDBOX_HEADERS,
    });
    await signIn(page, 'demomember');
    const balance = page.getByRole('banner').getByTestId('balance-value');
    await expect(balance).toHaveText(moneyText(250));

    await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    await expect(centre.getByRole('tab', { name: 'Depositar' })).toHaveAttribute('aria-selected', 'true');
    await centre.getByRole('radio', { name: /^USDT \(TRC20\)/ }).check();

    // Each mistake is named under the field (a negative amount, words, a third decimal, under
    // the minimum), and nothing is sent.
    const amount = centre.getByRole('textbox', { name: /^Importe/ });
    for (const [typed, said] of [
      ['-150', 'El importe no puede ser negativo'],
      ['ciento cincuenta', 'Escribe el importe en cifras, por ejemplo 150 o 150,50'],
      ['150,505', 'Usa dos decimales como máximo, sin separador de miles'],
      ['5', 'El mínimo es 100'],
    ]) {
      await amount.fill(typed!);
      await centre.getByRole('button', { name: 'Depositar ahora' }).click();
      await expect(centre.getByText(said!)).toBeVisible();
    }
    await expect(centre.getByText('Aún no hay depósitos.')).toBeVisible();

    await amount.fill('350');
    await centre.getByRole('button', { name: 'Depositar ahora' }).click();
    const qr = centre.getByRole('img', { name: /Código QR/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('data-qr-value')).toMatch(
      /^tron:T[1-9A-HJ-NP-Za-km-z]{33}\?amount=\d+\.\d+$/,
    );
    await expect(centre.getByText('Esperando tu pago')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await expect(balance).toHaveText(moneyText(250));

    const reference = await centre.locator('.cr-deposit__detail dd .cr-deposit__value').first().textContent();
    const history = centre.getByRole('table', { name: /Tus órdenes de depósito/ });
    await expect(history.getByRole('row', { name: new RegExp(`${reference}.*En espera`) })).toBeVisible();

    // The operator's payment side pays the order: the page and the header follow without a reload.
    const settle = await request.post('/sandbox/deposits/settle', {
      data: { orderNo: reference, outcome: 'pay' },
      headers: SANDBOX_HEADERS,
    });
    expect(settle.ok(), await settle.text()).toBe(true);
    await expect(centre.getByText('Pago recibido: el dinero está en tu monedero.')).toBeVisible();
    await expect(balance).toHaveText(moneyText(600));
    await expect(history.getByRole('row', { name: new RegExp(`${reference}.*Pagado`) })).toBeVisible();
  });

  test('the member centre mounted on a partner page opens on the deposit page; a failed payment moves nothing', async ({
    page,
    sandbox,
    request,
    baseURL,
  }) => {
    await sandbox.setBalance('demomember', 250);
    await request.post('/sandbox/deposits/auto-settle', {
      data: { delayMs: null },
      headers: SANDBOX_HEADERS,
    });
    const partner = await servePartnerPage('cashier.html', baseURL!);
    try {
      await openShadowRootsForTests(page);
      await page.goto(partner.url);
      const centre = page.locator('#croupier-member-centre');
      await expect(centre.getByText('Inicia sesión para ver tu centro personal.')).toBeVisible();
      await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Usuario/ }).fill('demomember');
      await dialog.getByLabel(/^Contraseña/).fill('Demo2026');
      await dialog.getByRole('button', { name: /^Entrar$/ }).click();

      await expect(centre.getByRole('tab', { name: 'Depositar' })).toHaveAttribute('aria-selected', 'true');
      await centre.getByRole('radio', { name: /^Transferencia bancaria/ }).check();
      await centre.getByRole('button', { name: '1000,00' }).click();
      await centre.getByRole('button', { name: 'Depositar ahora' }).click();
      await expect(centre.getByText('Esperando tu pago')).toBeVisible();
      await expectAccessible(page, '#croupier-member-centre');
      const reference = await centre
        .locator('.cr-deposit__detail dd .cr-deposit__value')
        .first()
        .textContent();
      const settle = await request.post('/sandbox/deposits/settle', {
        data: { orderNo: reference, outcome: 'fail' },
        headers: SANDBOX_HEADERS,
      });
      expect(settle.ok(), await settle.text()).toBe(true);
      await expect(centre.getByText('El pago falló. No se ha tocado tu monedero.')).toBeVisible();
      expect((await sandbox.rounds('demomember')).balance).toBe(250);
    } finally {
      await partner.close();
    }
  });
});

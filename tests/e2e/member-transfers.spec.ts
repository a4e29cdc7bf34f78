import { test, expect, expectAccessible, signIn } from './support/fixtures';

const money = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

test.describe('my wallet', () => {
  test.use({ locale: 'en-US' });

  test('a member moves money into a provider wallet, from it into another provider’s, and brings everything back; the total never changes', async ({
    page,
    sandbox,
  }) => {
    await sandbox.setBalance('demomember', 1_000);
    await signIn(page, 'demomember');
    const header = page.getByRole('banner').getByTestId('balance-value');
    await expect(header).toHaveText(money('en', 1_000));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /, personal centre$/ })
      .click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByRole('tab', { name: 'My wallet' }).click();

    await expect(centre.getByTestId('wallet-total')).toHaveText(money('en', 1_000));
    await expect(centre.getByText(/your balance moves to its wallet by itself/)).toBeVisible();
    const from = centre.getByRole('group', { name: 'From' });
    const to = centre.getByRole('group', { name: 'To' });
    // Each wallet shows what it holds, on both sides.
    const wallet = (side: typeof from, name: string) =>
      side.getByRole('radio', { name: new RegExp(`^${name} `) });
    await expect(wallet(from, 'Main wallet')).toBeChecked();
    await expect(wallet(from, 'Main wallet')).toHaveAccessibleName(`Main wallet ${money('en', 1_000)}`);
    // The source cannot be the destination too.
    await expect(wallet(to, 'Main wallet')).toBeDisabled();
    await wallet(to, 'JDB').check();

    // More than the main wallet holds: said under the field, nothing sent.
    const amount = centre.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('1000.01');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText(`The wallet only holds ${money('en', 1_000)}`)).toBeVisible();

    await amount.fill('250.50');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText(`Done: ${money('en', 250.5)} from Main wallet to JDB.`)).toBeVisible();
    await expect(wallet(to, 'JDB')).toHaveAccessibleName(`JDB ${money('en', 250.5)}`);
    await expect(centre.getByTestId('wallet-main')).toHaveText(money('en', 749.5));
    await expect(header).toHaveText(money('en', 1_000));
    expect((await sandbox.rounds('demomember')).balance).toBe(749.5);

    // From one provider's wallet straight into another's: picking the destination as the source
    // swaps the two, and what is available follows the source.
    await wallet(from, 'JDB').check();
    await expect(wallet(to, 'Main wallet')).toBeChecked();
    await expect(centre.getByText(`Available: ${money('en', 250.5)}`)).toBeVisible();
    await wallet(to, 'KA Gaming').check();
    await amount.fill('100.25');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText(`Done: ${money('en', 100.25)} from JDB to KA Gaming.`)).toBeVisible();
    await expect(wallet(from, 'JDB')).toHaveAccessibleName(`JDB ${money('en', 150.25)}`);
    await expect(wallet(from, 'KA Gaming')).toHaveAccessibleName(`KA Gaming ${money('en', 100.25)}`);
    await expect(centre.getByTestId('wallet-main')).toHaveText(money('en', 749.5));
    await expect(header).toHaveText(money('en', 1_000));
    expect((await sandbox.rounds('demomember')).balance).toBe(749.5);

    // Back the other way with the swap button, all of the new source.
    await centre.getByRole('button', { name: 'Swap From and To' }).click();
    await expect(wallet(from, 'KA Gaming')).toBeChecked();
    await expect(wallet(to, 'JDB')).toBeChecked();
    await centre.getByRole('button', { name: 'All', exact: true }).click();
    await expect(amount).toHaveValue('100.25');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText(`Done: ${money('en', 100.25)} from KA Gaming to JDB.`)).toBeVisible();
    await expect(wallet(from, 'JDB')).toHaveAccessibleName(`JDB ${money('en', 250.5)}`);
    await expect(wallet(from, 'KA Gaming')).toHaveAccessibleName(`KA Gaming ${money('en', 0)}`);
    await expectAccessible(page, '[role="dialog"]');

    await centre.getByRole('button', { name: 'Bring everything back to the main wallet' }).click();
    await expect(centre.getByText(`${money('en', 250.5)} came back to the main wallet.`)).toBeVisible();
    await expect(centre.getByTestId('wallet-main')).toHaveText(money('en', 1_000));
    await expect(
      centre.getByRole('button', { name: 'Bring everything back to the main wallet' }),
    ).toBeDisabled();

    const history = centre.getByRole('table', { name: /Transfers between wallets/ });
    await expect(history.getByRole('row')).toHaveCount(5);
    await expect(history.getByRole('row').nth(1)).toContainText('Bring back');
    await expect(history.getByRole('row').nth(2)).toContainText(/Transfer.*KA Gaming.*JDB/);
    await expect(history.getByRole('row').nth(3)).toContainText(/Transfer.*JDB.*KA Gaming/);
    await expect(history.getByRole('row').nth(4)).toContainText(/Transfer.*Main wallet.*JDB/);
  });
});

test('transferir al superior: un agente fija su contraseña de pago, se equivoca una vez y envía con confirmación', async ({
  page,
  sandbox,
}) => {
  await signIn(page, 'agent42');
  const header = page.getByRole('banner').getByTestId('balance-value');
  await expect(header).toHaveText(money('es', 20_000));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /, centro personal$/ })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre.getByRole('tab', { name: 'Transferir a superior' }).click();

  // Without a payment password the page says so and leads to where it is set.
  await expect(
    centre.getByText('Para enviar dinero a otra persona necesitas una contraseña de pago.'),
  ).toBeVisible();
  await centre.getByRole('button', { name: 'Ir a Mi cuenta' }).click();
  const payment = centre.getByRole('region', { name: 'Contraseña de pago' });
  await payment.getByLabel(/^Nueva contraseña de pago\*?$/).fill('482915');
  await payment.getByLabel(/^Confirma la nueva contraseña de pago\*?$/).fill('482915');
  await payment.getByRole('button', { name: 'Establecer contraseña de pago' }).click();
  await expect(payment.getByText('Establecida', { exact: true })).toBeVisible();

  await centre.getByRole('tab', { name: 'Transferir a superior' }).click();
  const recipient = centre.getByRole('group', { name: 'Destinatario' });
  await expect(recipient.getByRole('radio', { name: /Master Agent.*Mi agente superior/ })).toBeChecked();
  // An agent may also pay the members of their own team.
  await expect(recipient.getByRole('radio', { name: /downlinee/ })).toBeVisible();

  await centre.getByRole('textbox', { name: /^Importe/ }).fill('150');
  const password = centre.getByLabel(/^Contraseña de pago\*?$/);
  await password.fill('482916');
  await centre.getByRole('button', { name: 'Transferir ahora' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar la transferencia' });
  await expect(confirm).toContainText(`¿Enviar ${money('es', 150)} PHP a agent41?`);
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(centre.getByText('La contraseña de pago no es correcta.')).toBeVisible();
  expect((await sandbox.rounds('agent42')).balance).toBe(20_000);

  await password.fill('482915');
  await centre.getByRole('button', { name: 'Transferir ahora' }).click();
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    centre.getByText(new RegExp(`^Enviado: ${money('es', 150)} a agent41\\. Referencia T`)),
  ).toBeVisible();
  await expect(header).toHaveText(money('es', 19_850));
  expect((await sandbox.rounds('agent41')).balance).toBe(80_150);
  const history = centre.getByRole('table', { name: /Transferencias con personas/ });
  await expect(history.getByRole('row').nth(1)).toContainText(/Enviado.*agent42.*agent41.*−150,00/);
  await expectAccessible(page, '[role="dialog"]');
});

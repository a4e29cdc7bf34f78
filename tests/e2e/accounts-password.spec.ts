import { test, expect, expectAccessible, loginThroughModal } from './support/fixtures';

test.describe('passwords', () => {
  test('an expired password must be changed before anything else', async ({ page, sandbox }) => {
    await sandbox.expirePassword('agent42');
    await page.goto('/');
    await loginThroughModal(page, 'agent42');
    const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect(change).toBeVisible();
    // Required: no close button, and Escape does not dismiss it.
    await expect(change.getByRole('button', { name: 'Cerrar', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(change).toBeVisible();
    // The password just typed is not asked again.
    await expect(change.getByLabel(/^Contraseña actual/)).toHaveCount(0);
    await expectAccessible(page);
    await change.getByLabel(/^Nueva contraseña/).fill('abc');
    await change.getByLabel(/^Confirmar nueva contraseña/).fill('abd');
    await change.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(change.getByText('Introduce 6-20 caracteres combinando letras y números')).toBeVisible();
    await expect(change.getByText('Entrada de confirmación incorrecta')).toBeVisible();
    await change.getByLabel(/^Nueva contraseña/).fill('Fresh2026');
    await change.getByLabel(/^Confirmar nueva contraseña/).fill('Fresh2026');
    await change.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    // A reload does not bring the modal back, and the new password is the one that works.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await loginThroughModal(page, 'agent42', 'Fresh2026');
    await expect(page.getByRole('button', { name: /agent42/ })).toBeVisible();
  });

  test('the weak default password forces a change too, but not when the brand switch is off for expiry', async ({
    page,
    sandbox,
  }) => {
    await sandbox.flag('PWDEXPFORCECHANGE3', false);
    await page.goto('/');
    await loginThroughModal(page, 'demoexpired');
    await expect(page.getByRole('button', { name: /demoexpired/ })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();

    await loginThroughModal(page, 'demoweak', 'abc123456');
    const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await expect(change).toBeVisible();
    await change.getByLabel(/^Nueva contraseña/).fill('Mine2026x');
    await change.getByLabel(/^Confirmar nueva contraseña/).fill('Mine2026x');
    await change.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(change).toBeHidden();
  });

  test('forgot by email: a confirmation, an email with a temporary password, and a forced change', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(forgot.getByRole('tab', { name: 'Correo' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await forgot.getByRole('textbox', { name: /^Usuario/ }).fill('agentone');
    await forgot.getByRole('textbox', { name: /^Correo electrónico/ }).fill('wrong@example.com');
    await forgot.getByRole('button', { name: 'Enviar' }).click();
    await expect(forgot.getByRole('alert')).toHaveText('El usuario o el correo no existe');
    await forgot.getByRole('textbox', { name: /^Correo electrónico/ }).fill('agent1@croupier.example');
    await forgot.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('contraseña temporal');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(forgot).toBeHidden();

    const mail = await sandbox.lastEmail('agent1@croupier.example');
    const temporary = /temporary password is: (\S+)/.exec(mail.body)![1]!;
    await loginThroughModal(page, 'agentone', temporary);
    await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeVisible();
  });

  test('forgot by phone: an SMS code, a new password, logged straight in', async ({ page, sandbox }) => {
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await forgot.getByRole('tab', { name: 'Móvil' }).click();
    await forgot.getByRole('textbox', { name: /^Número móvil/ }).fill('9171234567');
    await forgot.getByRole('button', { name: 'Enviar código' }).click();
    const { code, purpose } = await sandbox.lastSms('9171234567');
    expect(purpose).toBe('password');
    await forgot.getByRole('textbox', { name: /^Código SMS/ }).fill(code);
    await forgot.getByLabel(/^Nueva contraseña/).fill('Phone2026');
    await expectAccessible(page);
    await forgot.getByRole('button', { name: 'Cambiar y entrar' }).click();
    await expect(forgot).toBeHidden();
    await expect(page.getByRole('button', { name: /demomember/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the phone method exists only with CHNGPASSVERIF3', async ({ page, sandbox }) => {
    await sandbox.flag('CHNGPASSVERIF3', false);
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(forgot.getByRole('textbox', { name: /^Correo electrónico/ })).toBeVisible();
    await expect(forgot.getByRole('tab')).toHaveCount(0);
  });
});

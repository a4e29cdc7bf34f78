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
    await expect(change.getByText('Introduce 8-64 caracteres')).toBeVisible();
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

  test('forgot by email: the same confirmation for any details, a single-use link, a new password', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar contraseña' });
    await expect(forgot.getByRole('tab', { name: 'Correo' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await forgot.getByRole('textbox', { name: /^Usuario/ }).fill('agentone');
    await forgot.getByRole('textbox', { name: /^Correo electrónico/ }).fill('agent1@croupier.example');
    await forgot.getByRole('button', { name: 'Enviar' }).click();
    // The answer never says whether the username and address match an account.
    await expect(page.getByRole('alertdialog')).toContainText('Si el usuario y el correo coinciden');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(forgot).toBeHidden();

    const mail = await sandbox.lastEmail('agent1@croupier.example');
    const link = /(http\S+#reset-password=\S+)/.exec(mail.body)![1]!;
    await page.goto(link);
    const reset = page.getByRole('dialog', { name: 'Elige una contraseña nueva' });
    await expect(reset).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).not.toHaveURL(/reset-password/);
    await expectAccessible(page);
    await reset.getByLabel(/^Nueva contraseña/).fill('Linked2026');
    await reset.getByLabel(/^Confirmar nueva contraseña/).fill('Linked2026');
    await reset.getByRole('button', { name: 'Cambiar y entrar' }).click();
    await expect(reset).toBeHidden();
    await expect(page.getByRole('button', { name: /agentone/ })).toBeVisible();

    // The link works once.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto(link);
    const again = page.getByRole('dialog', { name: 'Elige una contraseña nueva' });
    await again.getByLabel(/^Nueva contraseña/).fill('Other2026x');
    await again.getByLabel(/^Confirmar nueva contraseña/).fill('Other2026x');
    await again.getByRole('button', { name: 'Cambiar y entrar' }).click();
    await expect(again.getByRole('alert')).toContainText('ha caducado o ya se usó');
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

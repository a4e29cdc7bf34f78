import { test, expect, expectAccessible } from './support/fixtures';
import { expectCountdownFrom } from './support/countdown';

const unique = () => String(Date.now()).slice(-7);

test.describe('registering', () => {
  test('by username: the form follows the server’s rules, and a rule change in the sandbox changes it', async ({
    page,
    sandbox,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(dialog.getByRole('textbox', { name: /^Usuario/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^WhatsApp/ })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: /acuerdo de usuario/ })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'acuerdo de usuario' })).toHaveAttribute('href', '/help');
    await expectAccessible(page);

    // The operator turns WhatsApp on and makes email required: the next form shows both.
    await sandbox.registerRule({
      registerType: 'username',
      field: 'whatsapp',
      enabled: true,
      required: true,
    });
    await sandbox.registerRule({ registerType: 'username', field: 'email', required: true });
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
    await expect(dialog.getByRole('textbox', { name: /^WhatsApp/ })).toBeVisible();

    // Errors come from the pattern-id templates, with min and max, under each field.
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill('1x');
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog.getByText('Introduce 6-16 letras o números, empezando por una letra')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^WhatsApp/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAttribute(
      'aria-describedby',
      /error/,
    );

    const username = `player${unique()}`;
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(username);
    await dialog.getByLabel(/^Contraseña/).fill('Good2026');
    await dialog.getByLabel(/^Confirmar contraseña/).fill('Good2026');
    await dialog.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`${username}@example.com`);
    await dialog.getByRole('textbox', { name: /^WhatsApp/ }).fill('639171112222');
    await dialog
      .getByRole('textbox', { name: /^Código de verificación/ })
      .fill(await sandbox.captchaAnswer());
    // SPEC §5's age agreement: the player ticks it (safer-gambling.spec.ts covers leaving it unticked).
    await dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 18 años' }).check();
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    await expect(page.getByTestId('balance-value')).toHaveText('0,00');
  });

  test('a wrong captcha draws a new one and keeps what was typed', async ({ page, sandbox }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    const first = await sandbox.captchaAnswer();
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(`player${unique()}`);
    await dialog.getByLabel(/^Contraseña/).fill('Good2026');
    await dialog.getByLabel(/^Confirmar contraseña/).fill('Good2026');
    await dialog
      .getByRole('textbox', { name: /^Código de verificación/ })
      .fill(first === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 18 años' }).check();
    const redrawn = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog.getByText('El código de verificación es incorrecto.')).toBeVisible();
    await redrawn;
    await expect(dialog.getByLabel(/^Contraseña/)).toHaveValue('Good2026');
  });

  test('by mobile: an SMS code, the countdown, and straight in', async ({ page, sandbox }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await dialog.getByRole('tab', { name: 'Móvil' }).click();
    await expect(dialog.getByRole('tab', { name: 'Móvil' })).toHaveAttribute('aria-selected', 'true');
    const mobile = `95${unique()}`;
    // Asking for a code checks the number first.
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByText('El campo no puede estar vacío').first()).toBeVisible();
    // The dialling codes come from the platform's country answer, the brand's own preselected.
    await dialog.getByRole('button', { name: 'Prefijo del país: +63' }).click();
    const codes = page.getByRole('listbox', { name: 'Prefijos de país' });
    await expect(codes.getByRole('option', { name: 'Việt Nam +84' })).toBeVisible();
    // Escape closes the list once it holds the focus (before that, it would close the dialog).
    await expect(codes).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(codes).toBeHidden();
    await dialog.getByRole('textbox', { name: /^Número móvil/ }).fill(mobile);
    const sent = Date.now();
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    const resend = dialog.getByRole('button', { name: /^Reenviar en \d+ s$/ });
    await expect(resend).toBeDisabled();
    await expectCountdownFrom(resend, 60, sent);
    const { code, purpose } = await sandbox.lastSms(mobile);
    expect(purpose).toBe('register');
    await dialog.getByRole('textbox', { name: /^Código SMS/ }).fill(code);
    await dialog.getByLabel(/^Contraseña/).fill('Good2026');
    await dialog.getByLabel(/^Confirmar contraseña/).fill('Good2026');
    await dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 18 años' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('balance-value')).toBeVisible();
  });

  test('tabs follow the brand: no mobile tab without mobile registration', async ({ page, sandbox }) => {
    await sandbox.flag('MOBILENUMREG3', false);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(dialog.getByRole('textbox', { name: /^Usuario/ })).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
  });

  test('an affiliate link fills the code silently; a bad one says so and shows the field', async ({
    page,
  }) => {
    await page.goto('/register?affiliateCode=AGENT1');
    const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await expect(dialog.getByRole('textbox', { name: /^Usuario/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Código de invitación/ })).toHaveCount(0);
    await page.goto('/register?affiliateCode=NOBODY');
    await expect(page.getByRole('alertdialog')).toContainText('El código de invitación no es válido.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Crear cuenta' })
        .getByRole('textbox', { name: /^Código de invitación/ }),
    ).toBeVisible();
  });
});

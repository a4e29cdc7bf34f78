import type { Locator } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  loginThroughModal,
  platformClient,
  signIn,
} from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { HOUR, longGmt8, openSaferGambling, secondWindow } from './support/safer-gambling';
import { contract } from '../../sdk/contract/table';
import { isPlatformError } from '../../sdk/client/platform-error';

/*
 * Safer gambling (beyond SPEC), who may come in: a self-excluded player (on a member of its own, so
 * the exclusion reaches no other journey) and the age a new player confirms.
 */

test.describe('safer gambling: who may come in', () => {
  test('a self-excluded player is logged out everywhere and cannot come back, play or deposit', async ({
    page,
    browser,
    request,
    sandbox,
    baseURL,
  }) => {
    const player = await registerPlayer(request, sandbox, 'sgexcl', 500);
    // The same player on another device, with a session of its own.
    const elsewhere = await secondWindow(browser, baseURL!);
    await signIn(elsewhere, player, { password: PLAYER_PASSWORD });
    const elsewhereToken = await elsewhere.evaluate(() => sessionStorage.getItem('token'));
    await elsewhere.goto('/live');

    // Each window is brought to the front before it is used: a window behind the other may get no
    // animation frames, and a click waits for two of them (CI once waited 90 s in each window).
    await page.bringToFront();
    await signIn(page, player, { password: PLAYER_PASSWORD });
    const centre = await openSaferGambling(page, player);
    await centre.getByRole('tab', { name: 'Pausa y autoexclusión' }).click();
    await expect(centre.getByText(/no se puede acortar ni anular/)).toBeVisible();
    await centre.getByRole('button', { name: 'Continuar' }).click();
    await expect(centre.getByText('Elige cuánto tiempo')).toBeVisible();
    await centre.getByRole('radio', { name: '6 meses' }).check();
    await expect(centre.getByText(/^Terminaría el .+ \(GMT\+8\)\.$/)).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await centre.getByRole('button', { name: 'Continuar' }).click();

    const confirm = page.getByRole('alertdialog', { name: '¿Autoexcluirte durante 6 meses?' });
    await expect(confirm).toContainText(/no podrás entrar, jugar ni depositar hasta el .+ \(GMT\+8\)/);
    await expectAccessible(page, '[role="alertdialog"]');
    await confirm.getByLabel(/^Tu contraseña de acceso/).fill('Wrong2026');
    await confirm.getByRole('button', { name: 'Autoexcluirme' }).click();
    await expect(confirm.getByText('La contraseña actual no es correcta.')).toBeVisible();
    const taken = page.waitForResponse((r) => r.url().includes('/wps/member/protection/exclusion') && r.ok());
    await confirm.getByLabel(/^Tu contraseña de acceso/).fill(PLAYER_PASSWORD);
    await confirm.getByRole('button', { name: 'Autoexcluirme' }).click();
    const { until } = (await (await taken).json()).value as { until: number };

    // Logged out, and told until when.
    const done = page.getByRole('alertdialog', { name: 'Autoexclusión iniciada' });
    await expect(done).toContainText(
      `Tu cuenta está cerrada al juego hasta el ${longGmt8(until)} (GMT+8). Hemos cerrado tu sesión.`,
    );
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

    // No way back in: the login says until when.
    await loginThroughModal(page, player, PLAYER_PASSWORD);
    const excludedText = `Tu cuenta está cerrada al juego hasta el ${longGmt8(until)} (GMT+8), como pediste. No se puede reabrir antes.`;
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' }).getByText(excludedText)).toBeVisible();

    // The other device's session ended with it: a launch there does not start but asks for a
    // login, which is refused like this one.
    await elsewhere.bringToFront();
    await elsewhere.locator('.cr-card__play').first().click();
    const elsewhereLogin = elsewhere.getByRole('dialog', { name: 'Iniciar sesión' });
    await expect(elsewhereLogin).toBeVisible();
    await expect(elsewhere).not.toHaveURL(/\/game$/);
    await elsewhereLogin.getByRole('textbox', { name: /^Usuario/ }).fill(player);
    await elsewhereLogin.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
    await elsewhereLogin.getByRole('button', { name: 'Entrar' }).click();
    await expect(elsewhereLogin.getByText(excludedText)).toBeVisible();
    // Its old token gets neither a game nor a deposit through.
    const [live] = await sandbox.games({ gameClassify: 'LIVE' });
    const withOldToken = (path: string, data: unknown) =>
      request.post(path, { data, headers: { Merchant: 'CROUPIER', Authorization: elsewhereToken ?? '' } });
    const refusals = [
      await withOldToken('/wps/cashier/deposit', {
        requestId: `e2e-excluded-${player}`,
        methodId: 'usdt',
        amount: 150,
      }),
      await request.get('/wps/game/launchGame', {
        params: {
          nodeId: live!.nodeId,
          accountType: 1,
          confirmTrans: 0,
          vassalage: live!.vassalage,
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
          merchantCode: 'CROUPIER',
          language: 'ES',
        },
        headers: { Merchant: 'CROUPIER', Authorization: elsewhereToken ?? '' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.ok()).toBe(false);
      expect((await refused.json()).errorCode).toMatch(
        /^(user\.or\.token\.invalid|login\.not\.session|CUSTOMER_NOT_LOGIN|account_excluded)$/,
      );
    }
    expect((await sandbox.rounds(player)).balance).toBe(500);
    await elsewhere.context().close();

    // Nothing shortens it. The old session cannot swap it for a 24-hour time-out…
    const { client, session } = platformClient(request);
    session.token = elsewhereToken ?? '';
    const shorter = await client
      .call(contract.protectionExclude, { kind: 'timeOut', duration: '24h', password: PLAYER_PASSWORD })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isPlatformError(shorter) && shorter.code).toMatch(
      /^(user\.or\.token\.invalid|login\.not\.session|CUSTOMER_NOT_LOGIN|account_excluded)$/,
    );
    // …and a week on, past that time-out's end, the platform still refuses the login with the same end.
    session.token = undefined;
    await sandbox.advanceClock(7 * 24 * HOUR);
    const again = await client
      .call(contract.login, { username: player, password: PLAYER_PASSWORD, type: 'username' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isPlatformError(again) && again.code).toBe('account_excluded');
    expect(isPlatformError(again) && (again.value as { until: number }).until).toBe(until);
  });

  test('registration asks the player to confirm their age, 21 where the brand says so', async ({
    page,
    request,
    sandbox,
  }) => {
    const sent: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/wps/member/register') && r.method() === 'PUT' && sent.push(r.url()),
    );
    const username = `sgage${Date.now().toString(36)}`;
    const fill = async (dialog: Locator) => {
      // Its image shown, the page's captcha is the one drawn last: the answer read below is its.
      await expect(dialog.getByRole('img', { name: 'Imagen del código de verificación' })).toBeVisible();
      await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(username);
      await dialog.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
      await dialog.getByLabel(/^Confirmar contraseña/).fill(PLAYER_PASSWORD);
      await dialog
        .getByRole('textbox', { name: /^Código de verificación/ })
        .fill(await sandbox.captchaAnswer());
    };
    await page.goto('/register');
    let dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await fill(dialog);
    const age18 = dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 18 años' });
    await expect(age18).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    // Refused in the browser: the message under the checkbox, the form as it was, nothing sent.
    await expect(dialog.getByText('Confirma que tienes al menos 18 años')).toBeVisible();
    await expect(age18).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Usuario/ })).toHaveValue(username);
    expect(sent).toEqual([]);
    await expectAccessible(page);

    // And by the platform, whatever a page sends.
    const { client } = platformClient(request);
    const captchaKey = `e2e-age-${username}`;
    await client.call(contract.captcha, { key: captchaKey });
    const refusal = await client
      .call(contract.register, {
        username: `${username}x`,
        password: PLAYER_PASSWORD,
        confirmPassword: PLAYER_PASSWORD,
        captcha: await sandbox.captchaAnswer(captchaKey),
        captchaKey,
        registerMethod: 'WEB',
        login: true,
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isPlatformError(refusal) && refusal.code).toBe('age_confirmation_required');

    // A brand of 21 asks for 21 (SPEC §5: 'Please confirm you are 21 years old').
    await sandbox.setting('minimumAge', 21);
    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog.getByText('Confirma que tienes 21 años')).toBeVisible();
    expect(sent).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 21 años' }).check();
    await dialog
      .getByRole('textbox', { name: /^Código de verificación/ })
      .fill(await sandbox.captchaAnswer());
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  });
});

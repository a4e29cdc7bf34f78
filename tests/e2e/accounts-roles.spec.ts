import { test, expect, expectAccessible, signIn } from './support/fixtures';

test.describe('roles', () => {
  test('free play makes a trial account, which is stopped at the personal centre', async ({ page }) => {
    await page.goto('/vip');
    await page.getByRole('banner').getByRole('button', { name: 'Demo gratis' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /guest_/ })).toBeVisible();
    await expect(page.getByTestId('balance-value')).toHaveText('2000,00');
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

    await page.getByRole('button', { name: /guest_/ }).click();
    const warning = page.getByRole('alertdialog', { name: 'Registra una cuenta primero' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Registrarme' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(warning).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Centro personal' })).toHaveCount(0);
  });

  test('a member opens the personal centre on the asked page', async ({ page }) => {
    await signIn(page, 'demomember');
    await page.getByRole('button', { name: 'Retirar' }).click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    // SPEC §2's 14 entries, and Safer gambling (beyond SPEC).
    await expect(centre.getByRole('tab')).toHaveCount(15);
    await expect(centre.getByRole('tab', { name: 'Retirar' })).toHaveAttribute('aria-selected', 'true');
    await expect(centre.getByRole('heading', { name: 'Retirar' })).toBeVisible();
    await expectAccessible(page);
    // One size for every page: the dialog and its menu stay where they are from page to page.
    const before = await centre.boundingBox();
    await centre.getByRole('tab', { name: 'Mi cuenta' }).click();
    await expect(centre.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
    expect(await centre.boundingBox()).toEqual(before);
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(page.getByTestId('agent-entry')).toHaveCount(0);
  });

  test('the agent entry shows for agent types only and opens the agent centre', async ({ page, sandbox }) => {
    await sandbox.setting('hourSalary', false);
    await signIn(page, 'agent41');
    await page.getByTestId('agent-entry').click();
    const centre = page.getByRole('dialog', { name: 'Centro de agentes' });
    await expect(centre.getByRole('tab', { name: 'Resumen del equipo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(centre.getByRole('tab', { name: 'Dividendos' })).toBeVisible();
    await expect(centre.getByRole('tab', { name: 'Salario diario' })).toBeVisible();
    await expect(centre.getByRole('tab', { name: 'Salario por hora' })).toHaveCount(0);
    await expectAccessible(page);
    // One close button, the panel's (SPEC §2): the dialog adds none beside it.
    await expect(centre.getByRole('button', { name: /^Cerrar/ })).toHaveCount(1);
    await centre.getByRole('button', { name: 'Cerrar el panel' }).click();
    await expect(centre).toBeHidden();

    for (const [username, agent] of [
      ['agentone', true],
      ['demotrial', false],
      ['demomember', false],
    ] as const) {
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      await signIn(page, username);
      await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
      await expect(page.getByTestId('agent-entry')).toHaveCount(agent ? 1 : 0);
    }
  });

  test('logout asks first, clears the session but the merchant, and returns to /', async ({ page }) => {
    await signIn(page, 'demomember');
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await page.goto('/vip');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('balance-value')).toBeVisible();
    const revoked = page.waitForResponse((r) => r.url().endsWith('/wps/session/logout'));
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await revoked).status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    const session = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((k) => !k.startsWith('vendorLanes')),
    );
    expect(session).toEqual(['merchant']);
  });

  test('a session the platform ends brings the login back', async ({ page, request }) => {
    await page.goto('/');
    // The reality check reads the new session once (safer-gambling.spec.ts): let it, so the
    // refresh below is the page's first call after the platform ends the session.
    const realityCheckRead = page.waitForResponse((r) => r.url().includes('/wps/member/protection/session'));
    await signIn(page, 'demomember');
    await realityCheckRead;
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await request.delete('/wps/session/logout', { headers: { authorization: token!, merchant: 'CROUPIER' } });
    await page.getByRole('button', { name: 'Actualizar saldo' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByTestId('balance-value')).toHaveCount(0);
  });
});

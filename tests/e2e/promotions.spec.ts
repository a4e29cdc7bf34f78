import type { APIRequestContext } from '@playwright/test';
import { test, expect, expectAccessible, SANDBOX_HEADERS, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';

/*
 * Promotions: /promotions by category and /promoDetail with its action, raffle, terms
 * and comments. Each story on a member of its own, registered through the platform.
 */

const WELCOME = 'Regalo de bienvenida: 18 P';

/** The operator grants a raffle draw (the sandbox's switch). */
async function grantRaffleDraw(request: APIRequestContext, username: string) {
  const response = await request.post('/sandbox/promotions/raffle-grant', {
    data: { username, promotionId: 2 },
    headers: SANDBOX_HEADERS,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('promotions', () => {
  test('a member signs up for a promotion and claims it once; a second claim in another tab pays nothing', async ({
    page,
    context,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'prclaim', 100);
    await signIn(page, player, { password: PLAYER_PASSWORD, path: '/promotions' });
    await page.getByRole('tab', { name: 'Nuevos miembros' }).click();
    await expect(page.getByRole('tab', { name: 'Nuevos miembros' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: WELCOME });
    await expect(card.getByText('Abierta')).toBeVisible();
    await expect(card).toContainText('(GMT+8)');
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Ver detalles' }).click();
    await expect(page).toHaveURL(/\/promoDetail\?id=1$/);
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();

    await page.getByRole('button', { name: 'Inscribirse' }).click();
    await expect(page.getByText('Ya estás inscrito.')).toBeVisible();
    const claim = page.getByRole('button', { name: 'Reclamar P 18,00' });
    await expect(claim).toBeVisible();
    await expectAccessible(page);

    // Another tab of the same member, open on the promotion before the first claims it.
    const second = await context.newPage();
    await signIn(second, player, { password: PLAYER_PASSWORD, path: '/promoDetail?id=1' });
    const secondClaim = second.getByRole('button', { name: 'Reclamar P 18,00' });
    await expect(secondClaim).toBeVisible();

    await claim.click();
    await expect(page.getByText('P 18,00 abonados en tu billetera.')).toBeVisible();
    await expect(page.getByText('Reclamada')).toBeVisible();
    await expect(claim).toBeHidden();
    expect((await sandbox.rounds(player)).balance).toBe(118);

    await secondClaim.click();
    await expect(second.getByRole('alert')).toHaveText('Ya reclamaste esta promoción.');
    await expect(second.getByText('Reclamada')).toBeVisible();
    expect((await sandbox.rounds(player)).balance).toBe(118);
  });

  test('a guest pressing sign up is asked to log in', async ({ page }) => {
    await page.goto('/promoDetail?id=4');
    await expect(page.getByText('Inicia sesión para participar.')).toBeVisible();
    await page.getByRole('button', { name: 'Inscribirse' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a promotion’s HTML with a script runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/promoDetail?id=5');
    const terms = page.getByRole('region', { name: 'Términos y condiciones' });
    await expect(terms.getByRole('heading', { name: 'Fin de semana de tragamonedas' })).toBeVisible();
    await expect(terms.getByText('Inscríbete y juega cualquier tragamonedas')).toBeVisible();
    // Give an onerror handler every chance to fire.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as { __promoScriptRan?: boolean }).__promoScriptRan),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(terms.locator('script, [onerror]')).toHaveCount(0);
    await expect(terms.getByText('Más información')).not.toHaveAttribute('href', /javascript:/);
  });

  test('a raffle draw credits its prize once', async ({ page, request, sandbox }) => {
    const player = await registerPlayer(request, sandbox, 'prraffle', 10);
    await grantRaffleDraw(request, player);
    await signIn(page, player, { password: PLAYER_PASSWORD, path: '/promoDetail?id=2' });
    await expect(page.getByText('En proceso')).toBeVisible();
    await expect(page.getByText('Sorteos: 1 ganados, 0 usados')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tabla de premios' })).toBeVisible();
    await page.getByRole('button', { name: 'Sortear un premio' }).click();
    const won = page.getByText(/^¡Ganaste .+! P [\d,.]+ abonados en tu billetera\.$/);
    await expect(won).toBeVisible();
    const amount = Number((await won.textContent())!.match(/P ([\d,.]+) abonados/)![1]!.replace(',', '.'));
    expect([1, 5, 20, 88]).toContain(amount);
    await expect(page.getByText('Sorteos: 1 ganados, 1 usados')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sortear un premio' })).toBeHidden();
    await expect(page.getByText('Emitida')).toBeVisible();
    expect((await sandbox.rounds(player)).balance).toBe(10 + amount);
    await page.reload();
    await expect(page.getByText('Sorteos: 1 ganados, 1 usados')).toBeVisible();
    expect((await sandbox.rounds(player)).balance).toBe(10 + amount);
    await expectAccessible(page);
  });

  test('a comment of more than 140 characters is refused under the field; a short one shows as text', async ({
    page,
    request,
    sandbox,
  }) => {
    const player = await registerPlayer(request, sandbox, 'prcomment');
    await signIn(page, player, { password: PLAYER_PASSWORD, path: '/promoDetail?id=4' });
    const field = page.getByRole('textbox', { name: 'Tu comentario' });
    await field.fill('x'.repeat(141));
    await expect(page.getByText('141 de 140 caracteres')).toBeVisible();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Como máximo 140 caracteres.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('<b>¡Buenísima!</b>');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Comentario publicado.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Comentarios de los jugadores' });
    await expect(list.getByText('<b>¡Buenísima!</b>')).toBeVisible();
    await expect(list.locator('b')).toHaveCount(0);
    await expect(field).toHaveValue('');
    await expectAccessible(page);
  });
});

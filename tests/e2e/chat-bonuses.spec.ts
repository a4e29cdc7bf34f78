import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, expectAccessible, moneyText, SANDBOX_HEADERS, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { leaveGame, spinPgSlot } from './support/slot';

/*
 * The chat room modal and the personal centre's bonus details: two players see each
 * other's messages, a message of HTML stays text, the room reconnects after a drop; a bonus paid
 * from the promotions budget shows with its turnover.
 */

/** Screenshots for a person to look at, when CHAT_SHOTS names a folder. */
const SHOTS = process.env.CHAT_SHOTS;

async function control(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: SANDBOX_HEADERS });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).value;
}

/** A logged-in player's page, in a browser context of its own. */
async function playerPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, { password: PLAYER_PASSWORD });
  return page;
}

async function openRoom(page: Page) {
  await page.getByRole('complementary').getByRole('button', { name: 'Sala de chat' }).click();
  const room = page.getByRole('dialog', { name: 'Sala de chat' });
  await expect(room.getByRole('status')).toHaveText('Conectado');
  return room;
}

async function say(page: Page, text: string) {
  const room = page.getByRole('dialog', { name: 'Sala de chat' });
  await room.getByRole('textbox', { name: 'Tu mensaje' }).fill(text);
  await room.getByRole('button', { name: 'Enviar' }).click();
}

const masked = (username: string) =>
  `${username.slice(0, 2)}${'*'.repeat(username.length - 4)}${username.slice(-2)}`;

test.describe('chat room', () => {
  test('two players see each other’s messages; HTML stays text; the room reconnects after a drop', async ({
    browser,
    request,
    sandbox,
  }) => {
    test.slow();
    const alice = await registerPlayer(request, sandbox, 'chatal');
    const bob = await registerPlayer(request, sandbox, 'chatbo');
    const a = await playerPage(browser, alice);
    const b = await playerPage(browser, bob);
    const roomA = await openRoom(a);
    const roomB = await openRoom(b);
    const logA = roomA.getByRole('log', { name: 'Mensajes de la sala' });
    const logB = roomB.getByRole('log', { name: 'Mensajes de la sala' });

    await say(a, `Hola, soy ${alice}`);
    await expect(logB.getByText(`Hola, soy ${alice}`)).toBeVisible();
    await expect(logB).toContainText(masked(alice));
    await expect(logA.getByText(`Hola, soy ${alice}`)).toBeVisible();
    await expect(roomA.getByRole('textbox', { name: 'Tu mensaje' })).toHaveValue('');
    await say(b, '¡Bienvenida!');
    await expect(logA.getByText('¡Bienvenida!')).toBeVisible();
    await expect(logA).toContainText(masked(bob));

    // A message of HTML is shown as its characters, and runs nothing in the other player's page.
    const attack = '<img src=x onerror="window.__chatPwned=1"><b>negrita</b>';
    await say(a, attack);
    await expect(logB.getByText(attack, { exact: true })).toBeVisible();
    expect(await logB.locator('img, b').count()).toBe(0);
    expect(await b.evaluate(() => (window as { __chatPwned?: number }).__chatPwned)).toBeUndefined();
    expect(await a.evaluate(() => (window as { __chatPwned?: number }).__chatPwned)).toBeUndefined();

    // Too long: refused under the field before anything is sent.
    await roomB.getByRole('textbox', { name: 'Tu mensaje' }).fill('x'.repeat(281));
    await expect(roomB.getByText('Como máximo 280 caracteres.')).toBeVisible();
    await expect(roomB.getByText('281 de 280 caracteres')).toBeVisible();
    await roomB.getByRole('textbox', { name: 'Tu mensaje' }).fill('');
    await expectAccessible(b, '[role="dialog"]');
    if (SHOTS) {
      await b.screenshot({ path: `${SHOTS}/chat-1366.png` });
      await b.setViewportSize({ width: 390, height: 844 });
      await b.screenshot({ path: `${SHOTS}/chat-390.png` });
      await b.setViewportSize({ width: 1366, height: 900 });
    }

    // The platform drops every connection: both rooms say so, join again, and talk again.
    await control(request, '/sandbox/chat/drop', {});
    await expect(roomA.getByRole('status')).toHaveText(/Reconectando|Conectado/);
    await expect(roomB.getByRole('status')).toHaveText('Conectado', { timeout: 15_000 });
    await expect(roomA.getByRole('status')).toHaveText('Conectado', { timeout: 15_000 });
    await say(b, 'Sigo aquí');
    await expect(logA.getByText('Sigo aquí')).toBeVisible();
    // The history came back with the room: nothing lost, nothing twice.
    await expect(logA.getByText('¡Bienvenida!')).toHaveCount(1);

    // Offline and back: the room says it is reconnecting, then is in again.
    await a.context().setOffline(true);
    await control(request, '/sandbox/chat/drop', {});
    await expect(roomA.getByRole('status')).toHaveText('Se perdió la conexión. Reconectando…');
    if (SHOTS) await a.screenshot({ path: `${SHOTS}/chat-reconnecting.png` });
    await a.context().setOffline(false);
    await expect(roomA.getByRole('status')).toHaveText('Conectado', { timeout: 15_000 });
    await a.context().close();
    await b.context().close();
  });

  test('a guest reads the room and is offered the login', async ({ page }) => {
    await page.goto('/');
    const room = await openRoom(page);
    await expect(room.getByText('Inicia sesión para escribir en la sala.')).toBeVisible();
    await expect(room.getByRole('textbox', { name: 'Tu mensaje' })).toHaveCount(0);
    await expectAccessible(page, '[role="dialog"]');
    await room.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('bonus details', () => {
  test('a bonus paid from the promotions budget shows with its turnover required and done', async ({
    page,
    request,
    sandbox,
  }) => {
    test.slow();
    const player = await registerPlayer(request, sandbox, 'bonus', 100);
    await control(request, '/sandbox/bonuses/credit', { username: player, amount: 10 });
    await control(request, '/sandbox/bonuses/credit', { username: player, amount: 5, kind: 'rebate' });
    await signIn(page, player, { password: PLAYER_PASSWORD });

    // Play a little: valid bets count towards the bonus.
    await spinPgSlot(page, 2);
    await leaveGame(page);
    const { rounds } = await sandbox.rounds(player);
    const staked = rounds.filter((r) => r.status === 'settled').reduce((sum, r) => sum + r.stake, 0);
    expect(staked).toBeGreaterThan(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: `${player}, centro personal` })
      .click();
    const centre = page.getByRole('dialog', { name: 'Centro personal' });
    await centre.getByRole('tab', { name: 'Detalle de bonos' }).click();
    const bonus = centre.getByRole('listitem').filter({ hasText: 'Bono de promoción' });
    await expect(bonus).toContainText(moneyText(10));
    await expect(bonus).toContainText('En curso');
    const bar = bonus.getByRole('progressbar');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${moneyText(Math.min(staked, 50))} de ${moneyText(50)}`,
    );
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.floor((Math.min(staked, 50) / 50) * 100)));
    const rebate = centre.getByRole('listitem').filter({ hasText: 'Reembolso' });
    await expect(rebate).toContainText('Completado');
    await expect(rebate).toContainText('Sin rollover');
    await expect(centre.getByRole('group', { name: 'Resumen del periodo' })).toContainText(moneyText(15));
    await expectAccessible(page, '[role="dialog"]');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/bonuses-1366.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await centre.getByText('Detalle de bonos').click();
      await expect(bonus).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/bonuses-390.png` });
      await bonus.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/bonuses-390-cards.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // A state with nothing in it: the empty state.
    await centre.getByRole('combobox', { name: 'Estado' }).selectOption('expired');
    await expect(centre.getByText('No recibiste bonos en este periodo.')).toBeVisible();
  });
});

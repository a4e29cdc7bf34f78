import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, moneyText, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { decodeQr } from './support/qr';

/*
 * Missions and referral (SPEC §2 missionLeaderboard and referral), each story on a member
 * of its own. Screenshots of both pages at 1366 and 390 go to MISSION_SHOTS when it is set.
 */

const SHOTS = process.env.MISSION_SHOTS;

// Ten spins, two tabs, a second browser: longer than the suite's default.
test.describe.configure({ timeout: 120_000 });

async function shots(page: Page, name: string, entry: RegExp, open?: (centre: Locator) => Promise<void>) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  // Phone-narrow, the menu shows first: open the page from it.
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre.getByRole('navigation').getByRole('button', { name: entry }).click();
  await open?.(centre);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await centre.getByRole('button', { name: 'Volver al menú' }).click();
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Opens the personal centre from the header on the page whose menu entry matches `entry`. */
async function openCentre(page: Page, username: string, entry: RegExp | string): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${username}, centro personal` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre
    .getByRole('tablist', { name: 'Menú del centro personal' })
    .getByRole('tab', { name: entry })
    .click();
  return centre;
}

/** A second tab of the same member: its own login, as a player opening the portal twice. */
async function secondTab(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await signIn(page, username, { password: PLAYER_PASSWORD });
  return page;
}

test.describe('missions', () => {
  test('a mission completed by playing shows its badge in the menu and pays once, in two tabs too', async ({
    page,
    request,
    sandbox,
    browser,
  }) => {
    // Today's missions: the story must not cross the platform's midnight (GMT+8).
    await sandbox.clearOfMidnight();
    const player = await registerPlayer(request, sandbox, 'missions', 100);
    await signIn(page, player, { password: PLAYER_PASSWORD });
    await expect(page.getByRole('banner').getByTestId('balance-value')).toHaveText(moneyText(100));

    // Ten spins of the demo slot: today's first mission.
    await page.goto('/rng?vassalage=PG');
    await page
      .getByRole('button', { name: /^Jugar .+ de PG Soft$/ })
      .first()
      .click();
    const spin = page.frameLocator('iframe[title^="Juego:"]').getByRole('button', { name: 'Girar' });
    await expect(spin).toBeEnabled();
    for (let i = 0; i < 10; i++) {
      await spin.click();
      await expect(spin).toBeEnabled();
    }
    await page.getByRole('button', { name: 'Salir del juego' }).click();

    // The menu entry carries the count of available missions.
    const centre = await openCentre(page, player, /^Misiones\s?1$/);
    const menu = centre.getByRole('tablist', { name: 'Menú del centro personal' });
    await expect(menu.getByRole('tab', { name: /^Misiones\s?1$/ })).toHaveAttribute('aria-selected', 'true');
    const card = centre.getByRole('listitem').filter({ hasText: 'Juega 10 giros hoy' });
    const bar = card.getByRole('progressbar', { name: 'Progreso de «Juega 10 giros hoy»' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '10 de 10');
    const weekly = centre.getByRole('listitem').filter({ hasText: 'Juega 100 giros esta semana' });
    await expect(weekly.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await expect(weekly.getByRole('button', { name: 'En curso' })).toBeDisabled();
    await expectAccessible(page, '[role="dialog"]');
    await shots(page, 'missions', /^Misiones/);

    // Another tab of the same member, on the same mission, before the first claims.
    const other = await secondTab(browser, player);
    const otherCentre = await openCentre(other, player, /^Misiones\s?1$/);
    const otherCard = otherCentre.getByRole('listitem').filter({ hasText: 'Juega 10 giros hoy' });
    await expect(otherCard.getByRole('button', { name: 'Reclamar' })).toBeEnabled();

    const before = (await sandbox.rounds(player)).balance;
    await card.getByRole('button', { name: 'Reclamar' }).click();
    await expect(card.getByRole('status')).toHaveText(`Recibiste ${moneyText(2)} en tu cartera.`);
    await expect(card.getByRole('button', { name: 'Reclamada' })).toBeDisabled();
    await expect(menu.getByRole('tab', { name: 'Misiones', exact: true })).toBeVisible();
    expect((await sandbox.rounds(player)).balance).toBeCloseTo(before + 2, 2);
    await expect(page.getByRole('banner').getByTestId('balance-value')).toHaveText(moneyText(before + 2));

    // The other tab's claim pays nothing, and says why.
    await otherCard.getByRole('button', { name: 'Reclamar' }).click();
    await expect(otherCard.getByRole('alert')).toHaveText('Ya reclamaste esta misión en este periodo.');
    expect((await sandbox.rounds(player)).balance).toBeCloseTo(before + 2, 2);
    await other.context().close();

    // The week's leaderboard: the member's own row highlighted, names masked.
    await centre.getByRole('tab', { name: 'Clasificación' }).click();
    const table = centre.getByRole('table', { name: /^Clasificación semanal por apuestas válidas/ });
    const mine = table.locator('tr[aria-current="true"]');
    await expect(mine).toContainText(`${player.slice(0, 2)}***${player.slice(-1)} (Tú)`);
    await expect(centre.getByText(/^Tu puesto: \d+ con/)).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await shots(page, 'leaderboard', /^Misiones/, (c) =>
      c.getByRole('tab', { name: 'Clasificación' }).click(),
    );
  });
});

test.describe('referral', () => {
  test('the invite link and its QR code; a friend who registers with it appears on the list', async ({
    page,
    request,
    sandbox,
    browser,
  }) => {
    const player = await registerPlayer(request, sandbox, 'referral');
    await signIn(page, player, { password: PLAYER_PASSWORD });
    let centre = await openCentre(page, player, 'Invitar amigos');
    const linkField = centre.getByRole('textbox', { name: 'Enlace de invitación' });
    await expect(linkField).toHaveValue(/\/register\?affiliateCode=[A-Z2-9]{8}$/);
    const link = await linkField.inputValue();
    const code = link.split('=')[1]!;
    expect(link).toBe(`${test.info().project.use.baseURL}/register?affiliateCode=${code}`);
    await expect(centre.getByRole('code')).toHaveText(code);
    const qr = centre.getByRole('img', { name: /^Código QR de tu enlace de invitación/ });
    await expect(qr).toHaveAttribute('data-qr-value', link);
    expect(await decodeQr(qr)).toBe(link);
    await expect(centre.getByText('Ningún amigo se ha registrado con tu enlace todavía.')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // A friend follows the link and registers: the code rides along without being typed.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'es-ES',
      reducedMotion: 'reduce',
    });
    const friendPage = await context.newPage();
    await friendPage.goto(link);
    const dialog = friendPage.getByRole('dialog', { name: 'Crear cuenta' });
    const friend = `fr${Date.now().toString(36)}`.slice(0, 14);
    // Its image shown, the friend's captcha is the one drawn last: the answer read below is its.
    await expect(dialog.getByRole('img', { name: 'Imagen del código de verificación' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Usuario/ }).fill(friend);
    await expect(dialog.getByRole('textbox', { name: /^Código de invitación/ })).toHaveCount(0);
    await dialog.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
    await dialog.getByLabel(/^Confirmar contraseña/).fill(PLAYER_PASSWORD);
    await dialog
      .getByRole('textbox', { name: /^Código de verificación/ })
      .fill(await sandbox.captchaAnswer());
    await dialog.getByRole('checkbox', { name: 'Confirmo que tengo al menos 18 años' }).check();
    await dialog.getByRole('button', { name: 'Registrarme' }).click();
    await expect(dialog).toBeHidden();
    await context.close();

    // Back on the inviter's page: the friend, masked, with nothing earned yet.
    await page.reload();
    centre = await openCentre(page, player, 'Invitar amigos');
    const friends = centre.getByRole('table', { name: 'Amigos que se registraron con tu enlace' });
    const row = friends.getByRole('row', {
      name: new RegExp(`^${friend.slice(0, 2)}\\*\\*\\*${friend.slice(-1)}`),
    });
    await expect(row).toContainText('Aún no');
    await expect(row).toContainText(moneyText(0));
    await expect(centre.getByRole('definition').first()).toHaveText('1');
    await expectAccessible(page, '[role="dialog"]');
    await shots(page, 'referral', /^Invitar amigos/);
  });
});

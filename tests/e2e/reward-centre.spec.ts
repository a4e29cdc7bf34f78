import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, SANDBOX_HEADERS, signIn } from './support/fixtures';
import { PLAYER_PASSWORD, registerPlayer } from './support/players';
import { openShadowRootsForTests, servePartnerPage } from './support/partner-page';

/*
 * The reward centre (SPEC §2 rewardCenter): the rewards waiting across promotions and
 * raffles, each claimed once through its own call, what was received, and the redeems.
 */

const WELCOME = 'Regalo de bienvenida: 18 P';

async function openRewardCentre(page: Page, username: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `${username}, centro personal` })
    .click();
  const centre = page.getByRole('dialog', { name: 'Centro personal' });
  await centre
    .getByRole('tablist', { name: 'Menú del centro personal' })
    .getByRole('tab', { name: 'Centro de recompensas' })
    .click();
  return centre;
}

test('the reward centre lists what is waiting, pays each claim once, and shows what was received', async ({
  page,
  request,
  sandbox,
}) => {
  const player = await registerPlayer(request, sandbox, 'rcentre', 100);
  const grant = await request.post('/sandbox/promotions/raffle-grant', {
    data: { username: player, promotionId: 2 },
    headers: SANDBOX_HEADERS,
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await signIn(page, player, { password: PLAYER_PASSWORD });
  // Signing up makes the welcome bonus claimable; the centre is where the member collects it.
  await page.goto('/promoDetail?id=1');
  await page.getByRole('button', { name: 'Inscribirse' }).click();
  await expect(page.getByText('Ya estás inscrito.')).toBeVisible();

  const centre = await openRewardCentre(page, player);
  const waiting = centre.getByRole('listitem').filter({ hasText: WELCOME });
  await expect(waiting).toContainText('18,00');
  const raffle = centre.getByRole('listitem').filter({ hasText: 'Sorteo' });
  await expect(raffle).toContainText('Premio por sortear');
  await expect(centre.getByText(/^2 recompensas por cobrar: 18,00 en total/)).toBeVisible();
  if (process.env.REWARD_SHOTS) await page.screenshot({ path: `${process.env.REWARD_SHOTS}/waiting.png` });
  await expectAccessible(page);

  await waiting.getByRole('button', { name: `Cobrar: ${WELCOME}` }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Cobrado: 18,00' })).toBeVisible();
  await expect(waiting).toBeHidden();
  expect((await sandbox.rounds(player)).balance).toBe(118);

  await raffle.getByRole('button', { name: 'Sortear: Sorteo de la suerte' }).click();
  await expect(centre.getByRole('status').filter({ hasText: '¡Premio!' })).toBeVisible();
  await expect(centre.getByText('No tienes recompensas por cobrar.', { exact: false })).toBeVisible();
  const afterDraw = (await sandbox.rounds(player)).balance;
  expect(afterDraw).toBeGreaterThan(118);

  await centre.getByRole('tab', { name: 'Recibidas' }).click();
  const received = centre.getByRole('table');
  await expect(received.getByRole('row')).toHaveCount(3);
  await expect(received).toContainText('Bono de promoción');
  await expect(received).toContainText('Premio de sorteo');
  await expectAccessible(page);

  await centre.getByRole('tab', { name: 'Canjes' }).click();
  await expect(centre.getByText('Aún no has canjeado nada.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  expect((await sandbox.rounds(player)).balance).toBe(afterDraw);
});

test('the reward centre and the missions work in the member-centre widget on a partner page', async ({
  page,
  request,
  sandbox,
  baseURL,
}) => {
  const player = await registerPlayer(request, sandbox, 'rcpartner');
  const partner = await servePartnerPage('cashier.html', baseURL!);
  try {
    await openShadowRootsForTests(page);
    await page.goto(`${partner.url}?page=rewardCenter`);
    const centre = page.locator('#croupier-member-centre');
    await centre.getByRole('button', { name: 'Iniciar sesión' }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByRole('textbox', { name: /^Usuario/ }).fill(player);
    await login.getByLabel(/^Contraseña/).fill(PLAYER_PASSWORD);
    await login.getByRole('button', { name: 'Entrar' }).click();

    await expect(centre.getByRole('tab', { name: 'Centro de recompensas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(centre.getByText('No tienes recompensas por cobrar.', { exact: false })).toBeVisible();
    await expectAccessible(page, '#croupier-member-centre');
    await centre.getByRole('tab', { name: /^Misiones/ }).click();
    await expect(centre.getByRole('listitem').filter({ hasText: 'Juega 10 giros hoy' })).toBeVisible();
    await expectAccessible(page, '#croupier-member-centre');
  } finally {
    await partner.close();
  }
});
